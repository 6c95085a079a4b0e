import { eq, sql } from 'drizzle-orm';
import { TASK_DONE } from '@gestora/contract/tasks/remaining-days';
import { ticketCode } from '@gestora/contract/tickets/ticket-states';
import { clients } from '../modules/clients/clients.table.ts';
import { departments } from '../modules/departments/departments.table.ts';
import { meetingParticipants, meetings } from '../modules/meetings/meetings.table.ts';
import { microTasks } from '../modules/micro-tasks/micro-tasks.table.ts';
import { projects } from '../modules/projects/projects.table.ts';
import { stageActivities } from '../modules/stage-activities/stage-activities.table.ts';
import { stages } from '../modules/stages/stages.table.ts';
import { subtasks } from '../modules/subtasks/subtasks.table.ts';
import { taskMembers, tasks } from '../modules/tasks/tasks.table.ts';
import { ticketCounters, tickets } from '../modules/tickets/tickets.table.ts';
import type { Harness } from './harness.ts';

/**
 * The one way tests put clients, departments, projects, stages, activities, tasks, subtasks, tickets and meetings in
 * the database: straight into
 * the tables in one insert (a module's own tests create through its API; the others only need rows to point
 * at). Every factory takes overrides; a missing parent is made on the spot (a stage without `projectId` gets a
 * new project), so a test states only what it is about. The `…s` forms insert `count` rows in one statement,
 * for the statement-count tests; `fields` may be a function of the row's index.
 */
type H = Pick<Harness, 'app'>;
type Fields<T> = Partial<T> | ((i: number) => Partial<T>);

export type ClientRow = typeof clients.$inferSelect;
export type DepartmentRow = typeof departments.$inferSelect;
export type ProjectRow = typeof projects.$inferSelect;
export type StageRow = typeof stages.$inferSelect;
export type ActivityRow = typeof stageActivities.$inferSelect;
export type TaskRow = typeof tasks.$inferSelect;
export type SubtaskRow = typeof subtasks.$inferSelect;
export type TicketRow = typeof tickets.$inferSelect;
export type MeetingRow = typeof meetings.$inferSelect;

let seq = 0;
/** Unique within a run and across files sharing a PostgreSQL server. */
const tag = () => `${++seq}-${Math.random().toString(36).slice(2, 7)}`;
const rowsOf = <T>(count: number, fields: Fields<T>) =>
  Array.from({ length: count }, (_, i) => (typeof fields === 'function' ? fields(i) : fields));

export async function makeClients(h: H, count: number, fields: Fields<typeof clients.$inferInsert> = {}) {
  return h.app.db
    .insert(clients)
    .values(rowsOf(count, fields).map((f) => ({ name: `Cliente ${tag()}`, ...f })))
    .returning();
}
export const makeClient = async (h: H, fields: Partial<typeof clients.$inferInsert> = {}) =>
  (await makeClients(h, 1, fields))[0];

export async function makeDepartments(h: H, count: number, fields: Fields<typeof departments.$inferInsert> = {}) {
  return h.app.db
    .insert(departments)
    .values(rowsOf(count, fields).map((f) => ({ name: `Área ${tag()}`, ...f })))
    .returning();
}
export const makeDepartment = async (h: H, fields: Partial<typeof departments.$inferInsert> = {}) =>
  (await makeDepartments(h, 1, fields))[0];

export async function makeProjects(h: H, count: number, fields: Fields<typeof projects.$inferInsert> = {}) {
  return h.app.db
    .insert(projects)
    .values(
      rowsOf(count, fields).map((f) => {
        const t = tag();
        return { code: `P-${t}`, name: `Proyecto ${t}`, ...f };
      }),
    )
    .returning();
}
export const makeProject = async (h: H, fields: Partial<typeof projects.$inferInsert> = {}) =>
  (await makeProjects(h, 1, fields))[0];

/**
 * The id of the one parent made for the rows that name none (created by the first row's `createdBy`), or 0 when
 * every row names its own: a child factory's "a missing parent is made on the spot".
 */
async function parentFor<F extends { createdBy?: number | null }>(
  rows: F[],
  has: (row: F) => boolean,
  make: (createdBy: number | null | undefined) => Promise<{ id: number }>,
) {
  return rows.every(has) ? 0 : (await make(rows[0]?.createdBy)).id;
}

type StageFields = Partial<typeof stages.$inferInsert>;
/** Stages of `projectId`, or of a new project (created by the same `createdBy`). */
export async function makeStages(h: H, count: number, fields: Fields<StageFields> = {}) {
  const all = rowsOf(count, fields);
  const projectId = await parentFor(
    all,
    (f) => f.projectId !== undefined,
    (by) => makeProject(h, { createdBy: by }),
  );
  return h.app.db
    .insert(stages)
    .values(all.map((f) => ({ projectId, name: `Etapa ${tag()}`, ...f })))
    .returning();
}
export const makeStage = async (h: H, fields: StageFields = {}) => (await makeStages(h, 1, fields))[0];

type ActivityFields = Partial<typeof stageActivities.$inferInsert>;
/** Activities of `stageId`, or of a new stage in a new project. */
export async function makeActivities(h: H, count: number, fields: Fields<ActivityFields> = {}) {
  const all = rowsOf(count, fields);
  const stageId = await parentFor(
    all,
    (f) => f.stageId !== undefined,
    (by) => makeStage(h, { createdBy: by }),
  );
  return h.app.db
    .insert(stageActivities)
    .values(all.map((f) => ({ stageId, name: `Actividad ${tag()}`, ...f })))
    .returning();
}
export const makeActivity = async (h: H, fields: ActivityFields = {}) => (await makeActivities(h, 1, fields))[0];

/** A project with one stage and one activity, all created by `createdBy`: the place most task tests work in. */
export async function makeChain(
  h: H,
  fields: { createdBy?: number; project?: Partial<typeof projects.$inferInsert> } = {},
) {
  const project = await makeProject(h, { createdBy: fields.createdBy, ...fields.project });
  const stage = await makeStage(h, { projectId: project.id, createdBy: fields.createdBy });
  const activity = await makeActivity(h, { stageId: stage.id, createdBy: fields.createdBy });
  return { project, stage, activity };
}

type TaskFields = Partial<typeof tasks.$inferInsert> & {
  /** Assigned to these users (task_members). */
  memberIds?: number[];
  /** Status '5' (Finalizada) with its completion time, as the service sets it. */
  finished?: boolean;
};
/**
 * Tasks with their members. Without `projectId` a task gets the project of its stage when one is named, else a
 * new project of its own (a task outside any project is made with `projectId: null`).
 */
export async function makeTasks(h: H, count: number, fields: Fields<TaskFields> = {}) {
  const all = rowsOf(count, fields);
  const ownProject =
    (await parentFor(
      all,
      (f) => f.projectId !== undefined || f.stageId !== undefined,
      (by) => makeProject(h, { createdBy: by }),
    )) || null;
  const stageProject = new Map<number, number>();
  for (const f of all)
    if (f.projectId === undefined && typeof f.stageId === 'number' && !stageProject.has(f.stageId))
      stageProject.set(f.stageId, await projectOfStage(h, f.stageId));
  const rows = await h.app.db
    .insert(tasks)
    .values(
      all.map(({ memberIds: _m, finished, ...f }) => ({
        title: `Tarea ${tag()}`,
        projectId: typeof f.stageId === 'number' ? stageProject.get(f.stageId) : ownProject,
        ...(finished ? { status: TASK_DONE, completedAt: new Date() } : {}),
        ...f,
      })),
    )
    .returning();
  const members = rows.flatMap((t, i) => (all[i].memberIds ?? []).map((userId) => ({ taskId: t.id, userId })));
  if (members.length) await h.app.db.insert(taskMembers).values(members);
  return rows;
}
export const makeTask = async (h: H, fields: TaskFields = {}) => (await makeTasks(h, 1, fields))[0];

async function projectOfStage(h: H, stageId: number) {
  const [row] = await h.app.db.select({ projectId: stages.projectId }).from(stages).where(eq(stages.id, stageId));
  if (!row) throw new Error(`makeTask: no stage ${stageId}`);
  return row.projectId;
}

type SubtaskFields = Partial<typeof subtasks.$inferInsert>;
/** Subtasks of `taskId`, or of a new task (in a new project, created by the same `createdBy`). */
export async function makeSubtasks(h: H, count: number, fields: Fields<SubtaskFields> = {}) {
  const all = rowsOf(count, fields);
  const taskId = await parentFor(
    all,
    (f) => f.taskId !== undefined,
    (by) => makeTask(h, { createdBy: by }),
  );
  return h.app.db
    .insert(subtasks)
    .values(all.map((f) => ({ taskId, title: `Subtarea ${tag()}`, ...f })))
    .returning();
}
export const makeSubtask = async (h: H, fields: SubtaskFields = {}) => (await makeSubtasks(h, 1, fields))[0];

type MicroTaskFields = Partial<typeof microTasks.$inferInsert>;
/** Micro-tasks of `subtaskId`, or of a new subtask (of a new task, created by the same `createdBy`). */
export async function makeMicroTasks(h: H, count: number, fields: Fields<MicroTaskFields> = {}) {
  const all = rowsOf(count, fields);
  const subtaskId = await parentFor(
    all,
    (f) => f.subtaskId !== undefined,
    (by) => makeSubtask(h, { createdBy: by }),
  );
  return h.app.db
    .insert(microTasks)
    .values(all.map((f) => ({ subtaskId, title: `Microtarea ${tag()}`, ...f })))
    .returning();
}

const HOUR = 3_600_000;
type TicketFields = Partial<typeof tickets.$inferInsert>;
/**
 * Tickets (Abierto, Media, due one hour apart from now on), numbered in 1999 with that year's counter moved as the
 * app moves it: the per-year counters keep counting every ticket and no code clashes with one raised this year.
 * Without `departmentId` the rows get one new department.
 */
export async function makeTickets(h: H, count: number, fields: Fields<TicketFields> = {}) {
  const all = rowsOf(count, fields);
  const departmentId = all.every((f) => f.departmentId !== undefined) ? null : (await makeDepartment(h)).id;
  const [counter] = await h.app.db
    .insert(ticketCounters)
    .values({ year: 1999, last: count })
    .onConflictDoUpdate({ target: ticketCounters.year, set: { last: sql`${ticketCounters.last} + ${count}` } })
    .returning();
  const first = counter.last - count + 1;
  return h.app.db
    .insert(tickets)
    .values(
      all.map((f, i) => ({
        code: ticketCode(1999, first + i),
        title: `Ticket ${tag()}`,
        departmentId,
        dueAt: new Date(Date.now() + (i + 1) * HOUR),
        ...f,
      })),
    )
    .returning();
}
export const makeTicket = async (h: H, fields: TicketFields = {}) => (await makeTickets(h, 1, fields))[0];

type MeetingFields = Partial<typeof meetings.$inferInsert> & {
  /** Invited users (meeting_participants). */
  participantIds?: number[];
};
/** Meetings of one hour, the i-th starting i hours ago, with their participants. */
export async function makeMeetings(h: H, count: number, fields: Fields<MeetingFields> = {}) {
  const all = rowsOf(count, fields);
  const rows = await h.app.db
    .insert(meetings)
    .values(
      all.map(({ participantIds: _p, ...f }, i) => ({
        title: `Reunión ${tag()}`,
        startAt: new Date(Date.now() - i * HOUR),
        endAt: new Date(Date.now() - i * HOUR + HOUR),
        ...f,
      })),
    )
    .returning();
  const participants = rows.flatMap((m, i) =>
    (all[i].participantIds ?? []).map((userId) => ({ meetingId: m.id, userId })),
  );
  if (participants.length) await h.app.db.insert(meetingParticipants).values(participants);
  return rows;
}
export const makeMeeting = async (h: H, fields: MeetingFields = {}) => (await makeMeetings(h, 1, fields))[0];
