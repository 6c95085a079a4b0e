import { and, eq } from 'drizzle-orm';
import type { TProjectCan } from '@gestora/contract/projects/projects.schema';
import type { DbOrTx } from '../../db/client.ts';
import { loaded, type Can } from '../../lib/access.ts';
import type { Actor } from '../../lib/service-context.ts';
import { projectScope } from './projects.scope.ts';
import { projects } from './projects.table.ts';

/** What an actor may do with a project they see (projectScope decides what they see). */
export type ProjectRights = Can & TProjectCan;

export const projectRights = (actor: Actor): ProjectRights => ({
  see: true,
  update: actor.permissions.has('Actualizar proyectos'),
  delete: actor.permissions.has('Eliminar proyectos'),
});

/** A live project within the actor's scope and their rights over it; 404 when missing or out of scope. */
export async function loadProject(db: DbOrTx, actor: Actor, publicId: string, opts: { forUpdate?: boolean } = {}) {
  let q = db
    .select()
    .from(projects)
    .where(and(eq(projects.publicId, publicId), projectScope(actor)))
    .$dynamic();
  if (opts.forUpdate) q = q.for('update');
  const [found] = await q;
  return loaded(found, () => projectRights(actor));
}

/** The rights a row carries to the wire (`see` is implied by its being there). */
export const projectCanOf = ({ update, delete: del }: ProjectRights): TProjectCan => ({ update, delete: del });
