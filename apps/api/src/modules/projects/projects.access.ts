import { and, eq, isNull, sql, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TProjectCan } from '@gestora/contract/projects/projects.schema';
import type { DbOrTx } from '../../db/client.ts';
import { deferred } from '../../db/list/deferred-sql.ts';
import { keyed, type Keyed } from '../../db/list/keyed.ts';
import { loaded, type Can } from '../../lib/access.ts';
import type { Actor } from '../../lib/service-context.ts';
import { projects } from './projects.table.ts';

/**
 * A scope condition with the key of its branch (db/list/keyed.ts). It is an SQLWrapper too, so that the
 * single-record callers that still pass it to `and(…)` whole keep compiling; they mean its `.sql`.
 */
export type ProjectScope = Keyed & SQLWrapper;
const scoped = (key: string, condition: SQL): ProjectScope => ({
  ...keyed(key, condition),
  getSQL: () => condition,
  // Written as its SQL alone, as before it carried a key: no parentheses of its own.
  shouldOmitSQLParens: () => true,
});

/**
 * The projects a viewer may see, as a condition on `projects` (always excluding soft-deleted ones), with the key
 * of its branch. 'Ver todos los proyectos' sees all; 'Ver solo los proyectos creados por el usuarios' only their
 * own; anyone else none. Every list, detail, report and search over projects, stages, activities and tasks joins
 * through this one condition, so the rule lives in one place. A list passes `me`, its placeholder for the viewer's
 * id; the single-record loaders pass nothing and read `.sql`, on the id as a number.
 */
export function projectScope(viewer: Actor, me?: Placeholder): ProjectScope {
  const live = () => isNull(projects.deletedAt);
  if (viewer.permissions.has('Ver todos los proyectos')) return scoped('projects=all', deferred(live));
  if (viewer.permissions.has('Ver solo los proyectos creados por el usuarios')) {
    const id = me ?? viewer.userId;
    return scoped(
      'projects=own',
      deferred(() => and(live(), eq(projects.createdBy, id))!),
    );
  }
  return scoped('projects=none', sql`false`);
}

/**
 * A project id (a task's) names a project in the viewer's scope: projectScope through the id, under its key. For
 * 'Ver todos los proyectos' as "not a deleted project" — a hash of the few deleted ones, read through
 * projects_deleted_idx — rather than "one of the live ones", whose hash PostgreSQL built of every live project on
 * each statement of the task lists, the board and the calendar (work that grew with the projects, on every one).
 * The same rows: a task's project exists (its foreign key).
 */
export function inProjectScope(projectId: AnyPgColumn, viewer: Actor, me?: Placeholder): ProjectScope {
  if (viewer.permissions.has('Ver todos los proyectos'))
    return scoped(
      'projects=all',
      deferred(
        () =>
          sql`(${projectId} is not null and ${projectId} not in (select ${projects.id} from ${projects} where ${projects.deletedAt} is not null))`,
      ),
    );
  const scope = projectScope(viewer, me);
  return scoped(
    scope.key,
    deferred(() => sql`${projectId} in (select ${projects.id} from ${projects} where ${scope.sql})`),
  );
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
    .where(and(eq(projects.publicId, publicId), projectScope(actor).sql))
    .$dynamic();
  if (opts.forUpdate) q = q.for('update');
  const [found] = await q;
  return loaded(found, () => projectRights(actor));
}

/** The rights a row carries to the wire (`see` is implied by its being there). */
export const projectCanOf = ({ update, delete: del }: ProjectRights): TProjectCan => ({ update, delete: del });
