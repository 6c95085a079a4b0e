import { and, asc, desc, eq, gt, gte, lt, ne, sql, type Placeholder, type SQLWrapper } from 'drizzle-orm';
import { JsonText } from '../../lib/response-serializer.ts';
import { MEETING_LIMITS, type TCalendar, type TCalendarQuery } from '@gestora/contract/meetings/meetings.schema';
import { TASK_STATUSES } from '@gestora/contract/tasks/remaining-days';
import { MARK_SQL } from '../../db/json-bytes.ts';
import { isoStringJson, jsonObject, jsonValue } from '../../db/json-sql.ts';
import { defineStatement } from '../../db/list/define-statement.ts';
import { deferred } from '../../db/list/deferred-sql.ts';
import { keyed, type Keyed } from '../../db/list/keyed.ts';
import type { Actor, ServiceContext } from '../../lib/service-context.ts';
import { memberTaskScope } from '../tasks/tasks.access.ts';
import { taskMembers } from '../tasks/tasks.table.ts';
import { tickets } from '../tickets/tickets.table.ts';
import { vehicleCalendarItems } from '../vehicles/vehicle-calendar.service.ts';
import { selfTaskCalendarItems } from '../self-assigned/self-assigned-calendar.service.ts';
import { mineStartingSql } from './meetings.access.ts';
import { displayStatusJson } from './meetings.rules.ts';
import { meetings } from './meetings.table.ts';

const LIMIT = MEETING_LIMITS.calendarItems;
const HOUR = 3_600_000;
type Range = Required<TCalendarQuery>;

/** A range's bound as the ISO text a timestamptz placeholder takes. */
const instant = (iso: string) => new Date(iso).toISOString();

/** The meetings `me` organises or attends within the range, as the answer's JSON (calendarMeetings). */
const meetingsMonth = defineStatement(
  'calendar_meetings',
  (db, p: { me: Placeholder; start: Placeholder; end: Placeholder; earliest: Placeholder }) => {
    const cap = sql.raw(String(LIMIT + 1));
    const items = db
      .select({
        item: jsonObject({
          kind: sql`'"meeting"'`,
          public_id: jsonValue(meetings.publicId),
          title: jsonValue(meetings.title),
          start: isoStringJson(meetings.startAt),
          end: isoStringJson(meetings.endAt),
          // What the lists and the detail show (a past meeting never started reads 'Sin iniciar').
          status: displayStatusJson,
          editable: sql`'false'`,
        }).as('item'),
      })
      .from(meetings)
      .where(
        and(
          mineStartingSql(p.me, p.earliest, p.end),
          lt(meetings.startAt, sql`${p.end}::timestamptz`),
          gt(meetings.endAt, sql`${p.start}::timestamptz`),
          // Implied by the line above, as no meeting lasts longer than maxHours (ZMeetingRequest, and the table's
          // meetings_duration_check), but the index on start_at reads only the range with it: the generic plan
          // otherwise read every meeting begun before `end`.
          gt(meetings.startAt, sql`${p.earliest}::timestamptz`),
        ),
      )
      .orderBy(asc(meetings.startAt), asc(meetings.id))
      .limit(LIMIT + 1);
    // At most LIMIT items, and whether more were left out (one more is read to know); OFFSET 0 keeps the array one
    // subquery, computed once.
    return db
      .select({
        body: sql<string>`(select ${MARK_SQL} || '{"data":[' || array_to_string(m.items[1:${cap} - 1], ',')
          || '],"truncated":' || (cardinality(m.items) >= ${cap}) || '}'
          from (select array(${items}) offset 0) as m(items))`,
      })
      .from(sql`(select) as one`);
  },
);

/**
 * GET /api/calendar_meetings ('Mis reuniones'): the meetings I organise or attend within the range. One statement,
 * built once and prepared, that writes the answer's JSON itself (as calendarEvents below): the items were mapped and
 * their dates parsed and written again in JavaScript on every request, the calendar's larger part of Node's time.
 */
export async function calendarMeetings(ctx: ServiceContext, actor: Actor, range: Range): Promise<JsonText<TCalendar>> {
  const [row] = await meetingsMonth.run(ctx.db, {
    me: actor.userId,
    start: instant(range.start),
    end: instant(range.end),
    earliest: new Date(Date.parse(range.start) - MEETING_LIMITS.maxHours * HOUR).toISOString(),
  });
  return new JsonText(row.body);
}

/** A task's status name as JSON text, each written once here (JSON.stringify) instead of to_json on every row. */
const TASK_STATUS_JSON = sql.raw(
  `case "task_members"."task_status" ${Object.entries(TASK_STATUSES)
    .map(([code, name]) => `when '${code}' then '${JSON.stringify(name).replaceAll("'", "''")}'`)
    .join(' ')} else to_json("task_members"."task_status")::text end`,
);
/** `me`'s tasks and tickets within the range, as the answer's JSON (calendarEvents); `editable`, their rights. */
const eventsMonth = defineStatement(
  'calendar_events',
  (
    db,
    p: {
      me: Placeholder;
      first: Placeholder;
      last: Placeholder;
      from: Placeholder;
      to: Placeholder;
      today: Placeholder;
    },
    parts: { editable: Keyed },
  ) => {
    const cap = sql.raw(String(LIMIT + 1));
    const m = taskMembers;
    const taskItems = db
      .select({
        // Both days are set: the range's condition holds only for a task with a date.
        item: sql`${m.taskCalendarJson} || ${TASK_STATUS_JSON}
          || ',"editable":' || (${m.taskStatus} <> '5' and ${parts.editable.sql}) || '}'`.as('item'),
      })
      .from(m)
      .where(
        and(
          eq(m.userId, p.me),
          // The range and liveness from the membership's copies of the task's dates (triggers, migrations 0017 and
          // 0018; the same as the item's start and end): only the range's tasks are read, not all of the member's.
          sql`${m.taskLive}`,
          sql`(${m.taskEndDate} >= ${p.first}::date
            and coalesce(${m.taskStartDate}, ${m.taskEndDate}) <= ${p.last}::date
            or ${m.taskEndDate} is null and ${m.taskStartDate} between ${p.first}::date and ${p.last}::date)`,
        ),
      )
      // By the item's first day (a task with one date shows on that day), then the task.
      .orderBy(sql`coalesce(${m.taskStartDate}, ${m.taskEndDate})`, asc(m.taskId))
      .limit(LIMIT + 1);
    const ticketItems = db
      .select({
        // Its due date is set: the range's condition holds only for a ticket with one.
        item: sql`${tickets.calendarJson}`.as('item'),
      })
      .from(tickets)
      .where(
        and(
          eq(tickets.responsibleId, p.me),
          gte(tickets.dueAt, sql`${p.from}::timestamptz`),
          lt(tickets.dueAt, sql`${p.to}::timestamptz`),
          ne(tickets.status, 'Rechazado'),
        ),
      )
      // The order of tickets_responsible_due_idx (a tie by the newest first): read in order, nothing to sort.
      .orderBy(asc(tickets.dueAt), desc(tickets.id))
      .limit(LIMIT + 1);
    // Each part as an array in its statement's order (ARRAY(…) keeps it; no window numbering the rows to sort them
    // again), tasks first. OFFSET 0 keeps each array one subquery, computed once: pulled up, the planner copies it
    // into every use of `items` below and runs it for each.
    const items = (part: SQLWrapper) => sql`(select array(${part}) offset 0)`;
    return db
      .select({
        body: sql<string>`(select ${MARK_SQL} || '{"data":['
          || array_to_string(t.items[1:${cap} - 1] || k.items[1:${cap} - 1] || v.items[1:${cap} - 1]
            || s.items[1:${cap} - 1], ',')
          || '],"truncated":' || (cardinality(t.items) >= ${cap} or cardinality(k.items) >= ${cap}
            or cardinality(v.items) >= ${cap} or cardinality(s.items) >= ${cap})
          || '}' from ${items(taskItems)} as t(items), ${items(ticketItems)} as k(items),
            ${items(vehicleCalendarItems(p, LIMIT + 1))} as v(items),
            ${items(selfTaskCalendarItems(p, LIMIT + 1))} as s(items))`,
      })
      .from(sql`(select) as one`);
  },
);

/**
 * GET /api/calendar_events ('Gestionar cuenta'): my tasks by their dates (all-day, from start to end; a task with
 * one date shows on that day) and my open or recent tickets by due date. One statement, built once per branch of
 * the actor's rights, that writes the answer's JSON itself from each record's kept item (calendar_json, migration
 * 0040: what depends on the record alone, its texts escaped by to_json), adding a task's status name and whether the
 * viewer may move it; a task's is read from the viewer's membership, which keeps a copy of it (0042), and no task
 * row is fetched.
 * The suites parse it against ZCalendar.
 */
export async function calendarEvents(ctx: ServiceContext, actor: Actor, range: Range): Promise<JsonText<TCalendar>> {
  // Dragging goes through PUT /api/tasks/:id, which needs 'Actualizar tareas' and the task in scope; the key names
  // the branch of the actor's permissions the scope takes.
  const scope = actor.permissions.has('Actualizar tareas') ? memberTaskScope(actor, sql.placeholder('me')) : undefined;
  const editable = scope
    ? keyed(
        `editable=true&${scope.key}`,
        deferred(() => sql`(${scope.sql})`),
      )
    : keyed('editable=false', sql`false`);
  const [row] = await eventsMonth.run(
    ctx.db,
    {
      me: actor.userId,
      first: range.start.slice(0, 10),
      last: range.end.slice(0, 10),
      from: instant(range.start),
      to: instant(range.end),
      today: ctx.today(),
    },
    { editable },
  );
  return new JsonText(row.body);
}
