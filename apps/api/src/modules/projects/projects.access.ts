import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TProjectCan } from '@gestora/contract/projects/projects.schema';
import type { DbOrTx } from '../../db/client.ts';
import { deferred } from '../../db/deferred-sql.ts';
import { loaded, type Can, type ShapedActor } from '../../lib/access.ts';
import type { Actor } from '../../lib/service-context.ts';
import { projects } from './projects.table.ts';

/**
 * The projects a viewer may see, as a condition on `projects` (always excluding soft-deleted ones).
 * 'Ver todos los proyectos' sees all; 'Ver solo los proyectos creados por el usuarios' only their own; anyone
 * else none. Every list, detail, report and search over projects, stages, activities and tasks joins through
 * this one condition, so the rule lives in one place. A shaped list passes `shaped`: the viewer's id as its
 * placeholder, and the branch taken recorded in its shape.
 */
export function projectScope(viewer: Actor, shaped?: ShapedActor): SQL {
  const live = () => isNull(projects.deletedAt);
  if (viewer.permissions.has('Ver todos los proyectos')) {
    shaped?.shape.mark('projects=all');
    return deferred(live);
  }
  if (viewer.permissions.has('Ver solo los proyectos creados por el usuarios')) {
    shaped?.shape.mark('projects=own');
    const me = shaped?.me ?? viewer.userId;
    return deferred(() => and(live(), eq(projects.createdBy, me))!);
  }
  shaped?.shape.mark('projects=none');
  return sql`false`;
}

/**
 * A project id (a task's) names a project in the viewer's scope: projectScope through the id. For 'Ver todos los
 * proyectos' as "not a deleted project" — a hash of the few deleted ones, read through projects_deleted_idx —
 * rather than "one of the live ones", whose hash PostgreSQL built of every live project on each statement of the
 * task lists, the board and the calendar (work that grew with the projects, on every one). The same rows: a task's project
 * exists (its foreign key).
 */
export function inProjectScope(projectId: AnyPgColumn, viewer: Actor, shaped?: ShapedActor): SQL {
  if (viewer.permissions.has('Ver todos los proyectos')) {
    shaped?.shape.mark('projects=all');
    return deferred(
      () =>
        sql`(${projectId} is not null and ${projectId} not in (select ${projects.id} from ${projects} where ${projects.deletedAt} is not null))`,
    );
  }
  const scope = projectScope(viewer, shaped);
  return deferred(() => sql`${projectId} in (select ${projects.id} from ${projects} where ${scope})`);
}

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
