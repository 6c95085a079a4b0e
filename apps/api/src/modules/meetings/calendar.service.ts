import { and, asc, eq, gt, gte, isNull, lt, ne, sql } from 'drizzle-orm';
import {
  MEETING_LIMITS,
  type TCalendar,
  type TCalendarItem,
  type TCalendarQuery,
} from '@gestora/contract/meetings/meetings.schema';
import { TASK_STATUSES, type TTaskStatus } from '@gestora/contract/tasks/remaining-days';
import { runShaped } from '../../db/prepared.ts';
import { QueryShape } from '../../db/query-shape.ts';
import type { Actor, ServiceContext } from '../../lib/service-context.ts';
import { taskScope } from '../tasks/tasks.access.ts';
import { taskMembers, tasks } from '../tasks/tasks.table.ts';
import { tickets } from '../tickets/tickets.table.ts';
import { mineSql } from './meetings.access.ts';
import { meetings } from './meetings.table.ts';

const LIMIT = MEETING_LIMITS.calendarItems;
const HOUR = 3_600_000;
type Range = Required<TCalendarQuery>;

/** At most LIMIT items, and whether more were left out (one more is read to know). */
const capped = <T>(rows: T[]) => ({ rows: rows.slice(0, LIMIT), truncated: rows.length > LIMIT });

/** A range's bound as the ISO text a timestamptz placeholder takes. */
const instant = (iso: string) => new Date(iso).toISOString();

async function meetingItems(ctx: ServiceContext, actor: Actor, range: Range) {
  const db = ctx.db;
  const shape = new QueryShape('calendar_meetings');
  const me = shape.set('actor', actor.userId);
  const start = shape.set('start', instant(range.start));
  const end = shape.set('end', instant(range.end));
  const earliest = shape.set(
    'earliest',
    new Date(Date.parse(range.start) - MEETING_LIMITS.maxHours * HOUR).toISOString(),
  );
  const rows = await runShaped(db, shape, () =>
    db
      .select({
        publicId: meetings.publicId,
        title: meetings.title,
        startAt: meetings.startAt,
        endAt: meetings.endAt,
        status: meetings.status,
      })
      .from(meetings)
      .where(
        and(
          mineSql(me),
          lt(meetings.startAt, sql`${end}::timestamptz`),
          gt(meetings.endAt, sql`${start}::timestamptz`),
          // Implied by the line above, as no meeting lasts longer than maxHours (ZMeetingRequest, and the table's
          // meetings_duration_check), but the index on start_at reads only the range with it: the generic plan
          // otherwise read every meeting begun before `end`.
          gt(meetings.startAt, sql`${earliest}::timestamptz`),
        ),
      )
      .orderBy(asc(meetings.startAt), asc(meetings.id))
      .limit(LIMIT + 1),
  );
  const { rows: shown, truncated } = capped(rows);
  const items = shown.map((m): TCalendarItem => ({
    kind: 'meeting',
    public_id: m.publicId,
    title: m.title,
    start: m.startAt.toISOString(),
    end: m.endAt.toISOString(),
    all_day: false,
    status: m.status,
    url: `/meeting/show/${m.publicId}`,
    editable: false,
  }));
  return { items, truncated };
}

/** GET /api/calendar_meetings ('Mis reuniones'): the meetings I organise or attend within the range. */
export async function calendarMeetings(ctx: ServiceContext, actor: Actor, range: Range): Promise<TCalendar> {
  const { items, truncated } = await meetingItems(ctx, actor, range);
  return { data: items, truncated };
}

/**
 * GET /api/calendar_events ('Gestionar cuenta'): my tasks by their dates (all-day, from start to end; a task with
 * one date shows on that day) and my open or recent tickets by due date. Two statements, each built once per shape.
 */
export async function calendarEvents(ctx: ServiceContext, actor: Actor, range: Range): Promise<TCalendar> {
  const db = ctx.db;
  const startDay = sql`coalesce(${tasks.startDate}, ${tasks.endDate})`;
  const endDay = sql`coalesce(${tasks.endDate}, ${tasks.startDate})`;
  const canUpdate = actor.permissions.has('Actualizar tareas');
  const taskShape = new QueryShape('calendar_tasks');
  const me = taskShape.set('actor', actor.userId);
  const first = taskShape.set('first', range.start.slice(0, 10));
  const last = taskShape.set('last', range.end.slice(0, 10));
  taskShape.mark(`editable=${canUpdate}`);
  // Dragging goes through PUT /api/tasks/:id, which needs 'Actualizar tareas' and the task in scope (taskScope
  // marks the shape with the branch of the actor's permissions it takes).
  const editable = canUpdate
    ? sql<boolean>`(${taskScope(actor, { shape: taskShape, me })})`.mapWith(Boolean)
    : sql<boolean>`false`.mapWith(Boolean);
  const ticketShape = new QueryShape('calendar_tickets');
  const responsible = ticketShape.set('actor', actor.userId);
  const from = ticketShape.set('from', instant(range.start));
  const to = ticketShape.set('to', instant(range.end));
  const [taskRows, ticketRows] = await Promise.all([
    runShaped(db, taskShape, () =>
      db
        .select({
          publicId: tasks.publicId,
          title: tasks.title,
          startDate: sql<string>`${startDay}::text`,
          endDate: sql<string>`${endDay}::text`,
          status: tasks.status,
          editable,
        })
        .from(taskMembers)
        .innerJoin(tasks, eq(tasks.id, taskMembers.taskId))
        .where(
          and(
            eq(taskMembers.userId, me),
            isNull(tasks.deletedAt),
            sql`${startDay} <= ${last}::date`,
            sql`${endDay} >= ${first}::date`,
          ),
        )
        .orderBy(sql`${startDay}`, asc(tasks.id))
        .limit(LIMIT + 1),
    ),
    runShaped(db, ticketShape, () =>
      db
        .select({
          publicId: tickets.publicId,
          code: tickets.code,
          title: tickets.title,
          dueAt: tickets.dueAt,
          status: tickets.status,
        })
        .from(tickets)
        .where(
          and(
            eq(tickets.responsibleId, responsible),
            gte(tickets.dueAt, sql`${from}::timestamptz`),
            lt(tickets.dueAt, sql`${to}::timestamptz`),
            ne(tickets.status, 'Rechazado'),
          ),
        )
        .orderBy(asc(tickets.dueAt), asc(tickets.id))
        .limit(LIMIT + 1),
    ),
  ]);
  const t = capped(taskRows);
  const k = capped(ticketRows);
  const items: TCalendarItem[] = [
    ...t.rows.map((r): TCalendarItem => ({
      kind: 'task',
      public_id: r.publicId,
      title: r.title,
      start: r.startDate,
      end: r.endDate,
      all_day: true,
      status: TASK_STATUSES[r.status as TTaskStatus] ?? r.status,
      url: `/task/${r.publicId}`,
      editable: r.editable && r.status !== '5',
    })),
    ...k.rows.map((r): TCalendarItem => ({
      kind: 'ticket',
      public_id: r.publicId,
      title: `${r.code} ${r.title}`,
      start: r.dueAt!.toISOString(),
      end: null,
      all_day: false,
      status: r.status,
      url: `/ticket/manage_ticket?ticket=${r.publicId}`,
      editable: false,
    })),
  ];
  return { data: items, truncated: t.truncated || k.truncated };
}
