import { and, eq, isNull, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { deferred } from '../../db/list/deferred-sql.ts';
import { keyed, type Keyed } from '../../db/list/keyed.ts';
import { jsonObject, jsonPlain } from '../../db/json-sql.ts';
import { loaded } from '../../lib/access.ts';
import type { Actor } from '../../lib/service-context.ts';
import { inProjectScope } from '../projects/projects.access.ts';
import { taskMembers, tasks } from './tasks.table.ts';

/** The user (an id, or a shaped list's placeholder for the actor's) is a member of the current row of `tasks`. */
export const isMemberOf = (userId: number | Placeholder): SQL =>
  sql`exists (select 1 from ${taskMembers} where ${taskMembers.taskId} = ${tasks.id} and ${taskMembers.userId} = ${userId})`;

/**
 * Which live tasks the /api/tasks lists show: a project's tasks follow projectScope (all projects, or only the
 * actor's own); tasks without a project go to holders of 'Ver todos los proyectos' and to their creator and
 * members. A list passes `me`, the actor's id as its placeholder; the key names the branch taken.
 */
export function taskScope(actor: Actor, me?: Placeholder): Keyed {
  const who = me ?? actor.userId;
  const inProjects = inProjectScope(tasks.projectId, actor, me);
  const seesAll = actor.permissions.has('Ver todos los proyectos');
  return keyed(
    `${inProjects.key}&loose=${seesAll ? 'all' : 'own'}`,
    deferred(() => {
      const loose = seesAll
        ? isNull(tasks.projectId)
        : and(isNull(tasks.projectId), or(eq(tasks.createdBy, who), isMemberOf(who)));
      return and(isNull(tasks.deletedAt), or(inProjects.sql, loose))!;
    }),
  );
}

/**
 * taskScope for a task the actor is a member of, from the current row of `task_members` alone (its copies of the
 * task's project and liveness, migrations 0017 and 0042): a member reaches a task without a project, so only a
 * project's task depends on the scope. The caller keeps to live memberships (task_live).
 */
export function memberTaskScope(actor: Actor, me: Placeholder): Keyed {
  const project = taskMembers.taskProjectId;
  const inScope = inProjectScope(project, actor, me);
  return keyed(
    inScope.key,
    deferred(() => or(isNull(project), inScope.sql)!),
  );
}

export type TaskRow = typeof tasks.$inferSelect;

/** What this actor may do with one task (PRODUCT.md and the route table); list rows carry it too. */
export interface TaskRights {
  see: boolean;
  update: boolean;
  delete: boolean;
  /**
   * Move the status, attach evidence and manage the subtasks and their checklists: 'Actualizar tareas', or a
   * member with 'Gestionar tareas asignadas'.
   */
  work: boolean;
  comment: boolean;
  member: boolean;
  /** List the subtasks and their checklists: 'Ver subtareas', or being a member. */
  readSubtasks: boolean;
}

/**
 * Columns that, selected beside `tasks`, carry what rightsOf needs: one statement loads a task (or its subtask's,
 * micro-task's) row with its rights. The lists write their rights in SQL instead (canJson).
 */
export const accessColumns = (actor: Actor) => ({
  member: sql<boolean>`${isMemberOf(actor.userId)}`.mapWith(Boolean),
  inScope: sql<boolean>`(${taskScope(actor).sql})`.mapWith(Boolean),
});

export function rightsOf(actor: Actor, t: { member: boolean; inScope: boolean; createdBy: number | null }): TaskRights {
  const has = (p: string) => actor.permissions.has(p);
  const creator = t.createdBy === actor.userId;
  // Members and the creator always reach their task; everyone else needs 'Ver tareas' and the project scope.
  const see = t.member || creator || (has('Ver tareas') && t.inScope);
  return {
    see,
    update: see && has('Actualizar tareas'),
    delete: see && has('Eliminar tareas'),
    work: (see && has('Actualizar tareas')) || (t.member && has('Gestionar tareas asignadas')),
    comment: see,
    member: t.member,
    readSubtasks: see && (has('Ver subtareas') || t.member),
  };
}

/** A condition of `canJson`: a value the actor's permissions decide in Node, or one PostgreSQL decides per row. */
type Cond = boolean | SQL;
const anyOf = (...cs: Cond[]): Cond => {
  if (cs.includes(true)) return true;
  const open = cs.filter((c): c is SQL => c !== false);
  return open.length === 0 ? false : open.length === 1 ? open[0] : sql`(${sql.join(open, sql` or `)})`;
};
const allOf = (...cs: Cond[]): Cond => {
  if (cs.includes(false)) return false;
  const open = cs.filter((c): c is SQL => c !== true);
  return open.length === 0 ? true : open.length === 1 ? open[0] : sql`(${sql.join(open, sql` and `)})`;
};

/**
 * `canOf(rightsOf(actor, row))` in SQL, for a list whose rows PostgreSQL writes as JSON (the current row of
 * `tasks`; `me` is the actor's id as the statement's placeholder), with what the list knows of every row: in the
 * actor's scope (/api/tasks and the board) or one of theirs (my tasks). The actor's permissions decide
 * in Node whatever they can, so the text depends on them: they are its key; only what depends on
 * the row (being its member or its creator) is left to PostgreSQL — on /api/tasks, for a member with 'Gestionar
 * tareas asignadas' without 'Actualizar tareas'; on my tasks, never. tasks-list-rows.test.ts holds it equal to
 * rightsOf through the API.
 */
export function canJson(actor: Actor, me: Placeholder, known: { inScope: true } | { member: true }): Keyed {
  const has = (p: string) => actor.permissions.has(p);
  const [views, updates, deletes, manages] = [
    has('Ver tareas'),
    has('Actualizar tareas'),
    has('Eliminar tareas'),
    has('Gestionar tareas asignadas'),
  ];
  const key = `can=${+views}${+updates}${+deletes}${+manages}${'member' in known ? ',member' : ',in-scope'}`;
  const member: Cond = 'member' in known || deferred(() => isMemberOf(me));
  const creator = deferred(() => sql`coalesce(${tasks.createdBy} = ${me}, false)`);
  const see = anyOf(member, creator, views && 'inScope' in known);
  const rights = {
    update: allOf(see, updates),
    delete: allOf(see, deletes),
    change_status: anyOf(allOf(see, updates), allOf(member, manages)),
  };
  const decided = Object.values(rights).every((c) => typeof c === 'boolean');
  // The same for every row: written once, as a constant of the statement.
  if (decided) return keyed(key, sql.raw(`'${JSON.stringify(rights)}'`));
  const text = (c: Cond) => (typeof c === 'boolean' ? sql.raw(`'${c}'`) : jsonPlain(c));
  return keyed(
    key,
    deferred(() =>
      jsonObject({
        update: text(rights.update),
        delete: text(rights.delete),
        change_status: text(rights.change_status),
      }),
    ),
  );
}

/** A live task and the actor's rights over it, in one statement; 404 when missing, deleted or not visible. */
export async function loadTask(db: DbOrTx, actor: Actor, where: SQL, opts: { forUpdate?: boolean } = {}) {
  let q = db
    .select({ task: tasks, ...accessColumns(actor) })
    .from(tasks)
    .where(and(where, isNull(tasks.deletedAt)))
    .$dynamic();
  if (opts.forUpdate) q = q.for('update');
  const [found] = await q;
  const { row, can } = loaded(found, (r) => rightsOf(actor, { ...r, createdBy: r.task.createdBy }));
  return { row: row.task, can };
}

export const byPublicId = (publicId: string) => eq(tasks.publicId, publicId);
