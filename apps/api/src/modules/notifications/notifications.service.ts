import { and, desc, eq, gt, inArray, isNull, ne, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  ALL_NOTIFICATIONS_PAGE_SIZE,
  TASK_MENU_PAGE_SIZE,
  TASK_NOTIFICATION_TYPE,
  TICKET_MENU_PAGE_SIZE,
  TICKET_NOTIFICATION_TYPE,
} from '@gestora/contract/notifications/notification-kinds';
import type {
  TAllNotificationsQuery,
  TAllNotificationsResponse,
  TNotification,
} from '@gestora/contract/notifications/notifications.schema';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import {
  isoStringJson,
  jsonObject,
  jsonValue,
  markedRow,
  pagePieces,
  pageWithTotal,
  rowPieces,
} from '../../db/json-sql.ts';
import { joinJson } from '../../db/json-bytes.ts';
import { defineStatement } from '../../db/list/define-statement.ts';
import { notFound } from '../../lib/errors.ts';
import { JsonText } from '../../lib/response-serializer.ts';
import { users } from '../users/users.table.ts';
import { notificationCounts, notifications } from './notifications.table.ts';
import type { Actor, ServiceContext } from '../../lib/service-context.ts';

export interface NotifyInput {
  recipientIds: number[];
  /** 'ProcessTask' lists in the task menu, 'Ticket' in the ticket menu; the bell and full lists show every type. */
  type: string;
  /** What the item is ('TCK-2026-00016 · Impresora', the task's or meeting's title): the menus show only this. */
  title: string;
  message: string;
  creatorId?: number | null;
  /** Web path of the item (e.g. '/task/manage_task'), opened on click. */
  link?: string | null;
}

/** What `notify` stored, handed to `ctx.deliver` (app.deliveries.deliver) once the transaction has committed. */
export interface PendingDelivery {
  notificationIds: number[];
}

/**
 * Stores one notification per recipient inside the caller's transaction. Nothing leaves the server yet:
 * a rolled-back transaction must not have announced anything. Modules do not call it themselves: they write
 * through `runWrite` (lib/run-write.ts), whose `out.notify` calls it and delivers after the commit:
 *
 *   return runWrite(ctx, async (tx, out) => {
 *     …the writes…
 *     await out.notify({ recipientIds: [userId], type: 'Ticket', title, message, creatorId, link });
 *     return …;
 *   });
 */
export async function notify(tx: Tx | Db, input: NotifyInput): Promise<PendingDelivery> {
  const recipients = [...new Set(input.recipientIds)];
  if (recipients.length === 0) return { notificationIds: [] };
  const rows = await tx
    .insert(notifications)
    .values(
      recipients.map((recipientId) => ({
        recipientId,
        creatorId: input.creatorId ?? null,
        type: input.type,
        title: input.title,
        message: input.message,
        link: input.link ?? null,
      })),
    )
    .returning({ id: notifications.id });
  return { notificationIds: rows.map((r) => r.id) };
}

const creator = alias(users, 'creator');
const recipient = alias(users, 'recipient');
const columns = {
  publicId: notifications.publicId,
  title: notifications.title,
  message: notifications.message,
  type: notifications.type,
  link: notifications.link,
  seenAt: notifications.seenAt,
  createdAt: notifications.createdAt,
  recipientPublicId: recipient.publicId,
  creatorPublicId: creator.publicId,
  creatorName: creator.name,
  creatorLastName: creator.lastName,
};
type Row = Awaited<ReturnType<typeof selectNotifications>>[number];

/** '0' once seen, '1' until then (ZNotificationStatus), as JSON text. */
const statusJson = sql`(case when ${notifications.seenAt} is null then '"1"' else '"0"' end)`;

const present = (r: Row): TNotification => ({
  public_id: r.publicId,
  title: r.title,
  message: r.message,
  creator: r.creatorPublicId
    ? { public_id: r.creatorPublicId, name: r.creatorName ?? '', last_name: r.creatorLastName ?? '' }
    : null,
  created_at: r.createdAt.toISOString(),
  status: r.seenAt ? '0' : '1',
  type: r.type,
  recipient_public_id: r.recipientPublicId ?? '',
  link: r.link,
});

/** Notifications with their creator and recipient, in one statement; `extra` adds columns. */
function selectNotifications<E extends Record<string, SQL<unknown>> = Record<never, never>>(
  db: DbOrTx,
  where: SQL | undefined,
  extra?: E,
) {
  return db
    .select({ ...columns, ...(extra as E) })
    .from(notifications)
    .innerJoin(recipient, eq(recipient.id, notifications.recipientId))
    .leftJoin(creator, eq(creator.id, notifications.creatorId))
    .where(where)
    .orderBy(desc(notifications.id))
    .$dynamic();
}

export async function presentNotifications(db: DbOrTx, ids: number[]): Promise<TNotification[]> {
  if (ids.length === 0) return [];
  return (await selectNotifications(db, inArray(notifications.id, ids))).map(present);
}

type Menu = 'task' | 'ticket';
// Equalities on the stored type, which the (recipient, type, id) and uncounted (recipient, type) indexes serve.
const isTask = eq(notifications.type, TASK_NOTIFICATION_TYPE);
const isTicket = eq(notifications.type, TICKET_NOTIFICATION_TYPE);
/** A top-bar menu lists (and counts) only its own type: a board post is no ticket assigned. */
const menuFilter = (menu: Menu) => (menu === 'task' ? isTask : isTicket);
/** The full lists keep the spec's binary reading: 'ProcessTask' is a task, anything else goes with the tickets. */
const listFilter = (kind: Menu) => (kind === 'task' ? isTask : ne(notifications.type, TASK_NOTIFICATION_TYPE));

/** A menu's item (ZTaskMenuItem) as PostgreSQL writes it: the fields of `present` the menus show. */
const menuItemJson = jsonObject({
  public_id: jsonValue(notifications.publicId),
  title: jsonValue(notifications.title),
  created_at: isoStringJson(notifications.createdAt),
  status: statusJson,
  link: jsonValue(notifications.link),
});

/** A top-bar menu's page of `me`'s notifications and its count not yet acknowledged by opening it. */
const menuStatement = (menu: Menu) =>
  defineStatement(`menu=${menu}`, (db, p: { me: Placeholder; offset: Placeholder }) => {
    const mine = and(eq(notifications.recipientId, p.me), menuFilter(menu));
    const uncounted = and(mine, isNull(notifications.countedAt));
    const items = db
      .select({ json: markedRow(menuItemJson) })
      .from(notifications)
      .where(mine)
      .orderBy(desc(notifications.id))
      .limit(menu === 'task' ? TASK_MENU_PAGE_SIZE : TICKET_MENU_PAGE_SIZE)
      .offset(p.offset);
    return pageWithTotal(
      db,
      items,
      sql<number>`(select count(*) from ${notifications} where ${uncounted})`.mapWith(Number),
    );
  });
const menuStatements = { task: menuStatement('task'), ticket: menuStatement('ticket') };

/**
 * A top-bar menu page (20 tasks or 100 tickets) and that menu's count not yet acknowledged by opening it: one
 * prepared statement (pageWithTotal: the count computed once, carried by a page past the end too), its items
 * written as JSON by PostgreSQL. The answer names its items' array as the spec does: `tasks` or `tickets`.
 */
export async function menuPage<T>(ctx: ServiceContext, actor: Actor, menu: Menu, page: number): Promise<JsonText<T>> {
  const size = menu === 'task' ? TASK_MENU_PAGE_SIZE : TICKET_MENU_PAGE_SIZE;
  const rows = await menuStatements[menu].run(ctx.db, { me: actor.userId, offset: (page - 1) * size });
  const key = menu === 'task' ? 'tasks' : 'tickets';
  return new JsonText(
    joinJson([`{"${key}":[`, ...rowPieces(rows), `],"quantity_unread_notification":${rows[0].total}}`]),
  );
}

/** Opening a menu: its unread count becomes 0; the items keep their own seen state ('Visto'). */
export async function acknowledgeMenu(ctx: ServiceContext, actor: Actor, menu: Menu) {
  const db = ctx.db;
  const userId = actor.userId;
  await db
    .update(notifications)
    .set({ countedAt: new Date() })
    .where(and(eq(notifications.recipientId, userId), menuFilter(menu), isNull(notifications.countedAt)));
}

/** A notification (ZNotification) as PostgreSQL writes it, `present`'s fields; the recipient is the caller. */
const notificationJson = (recipientPublicId: SQL) =>
  jsonObject({
    public_id: jsonValue(notifications.publicId),
    title: jsonValue(notifications.title),
    message: jsonValue(notifications.message),
    creator: sql`(case when ${creator.id} is null then 'null' else ${jsonObject({
      public_id: jsonValue(creator.publicId),
      name: jsonValue(creator.name),
      last_name: jsonValue(creator.lastName),
    })} end)`,
    created_at: isoStringJson(notifications.createdAt),
    status: statusJson,
    type: jsonValue(notifications.type),
    recipient_public_id: jsonValue(recipientPublicId),
    link: jsonValue(notifications.link),
  });

type Counts = { total: number; unseen: number };
type AllValues = { me: Placeholder; me_public: Placeholder; offset: Placeholder; since?: Placeholder };

/**
 * A page of `me`'s notifications (of one kind, or all) and their counts: those since `since` when given, and the
 * unseen. All of them: the recipient's counters (migration 0029) instead of counting their notifications on every
 * page.
 */
const allStatement = (kind?: Menu) =>
  defineStatement(kind ? `all_notifications:type=${kind}` : 'all_notifications', (db, p: AllValues) => {
    const base = and(eq(notifications.recipientId, p.me), kind ? listFilter(kind) : undefined);
    const since = p.since && sql`${p.since}::timestamptz`;
    const total = since ? sql`count(*) filter (where ${notifications.createdAt} > ${since})` : sql`count(*)`;
    const unseen = sql`count(*) filter (where ${notifications.seenAt} is null)`;
    const counts =
      kind || since
        ? sql<Counts>`(select json_build_object('total', ${total}, 'unseen', ${unseen})
    from ${notifications} where ${base})`
        : sql<Counts>`coalesce((select json_build_object('total', c.total, 'unseen', c.unseen)
    from ${notificationCounts} c where c.recipient_id = ${p.me}), '{"total":0,"unseen":0}'::json)`;
    const page = db
      .select({ json: markedRow(notificationJson(sql`${p.me_public}::text`)) })
      .from(notifications)
      .leftJoin(creator, eq(creator.id, notifications.creatorId))
      .where(since ? and(base, gt(notifications.createdAt, since)) : base)
      .orderBy(desc(notifications.id))
      .limit(ALL_NOTIFICATIONS_PAGE_SIZE)
      .offset(p.offset);
    return pageWithTotal(db, page, counts);
  });
const allStatements = { all: allStatement(), task: allStatement('task'), ticket: allStatement('ticket') };

/**
 * The bell and the two full lists: a page of the caller's notifications and their unseen count, in one prepared
 * statement (pageWithTotal: the counts computed once, carried by a page past the end too), the rows written as
 * JSON by PostgreSQL (notifications-list.test.ts holds them to find_notification's).
 */
export async function allNotifications(
  ctx: ServiceContext,
  actor: Actor,
  q: TAllNotificationsQuery,
): Promise<JsonText<TAllNotificationsResponse>> {
  const size = ALL_NOTIFICATIONS_PAGE_SIZE;
  const rows = await allStatements[q.type ?? 'all'].run(ctx.db, {
    me: actor.userId,
    me_public: actor.userPublicId,
    offset: (q.page - 1) * size,
    // Given only when set: its condition changes the statement's text.
    ...(q.since ? { since: new Date(q.since) } : {}),
  });
  const totals = rows[0].total;
  const pieces = pagePieces(rows, totals.total, { page: q.page, per_page: size });
  return new JsonText(joinJson([`{"quantity":${totals.unseen},"all_notifications":`, ...pieces, '}']));
}

/** One notification of the caller, or 404 (another user's is not found, not forbidden: it does not exist for them). */
export async function findNotification(ctx: ServiceContext, actor: Actor, publicId: string): Promise<TNotification> {
  const db = ctx.db;
  const userId = actor.userId;
  const [row] = await selectNotifications(
    db,
    and(eq(notifications.publicId, publicId), eq(notifications.recipientId, userId)),
  );
  if (!row) throw notFound();
  return present(row);
}

/** Marks one of the caller's notifications seen (404 when not theirs), or all of them with 'all'. */
export async function markSeen(ctx: ServiceContext, actor: Actor, publicId: string | 'all') {
  const db = ctx.db;
  const userId = actor.userId;
  const mine = eq(notifications.recipientId, userId);
  if (publicId === 'all') {
    await db
      .update(notifications)
      .set({ seenAt: new Date() })
      .where(and(mine, isNull(notifications.seenAt)));
    return;
  }
  const updated = await db
    .update(notifications)
    .set({ seenAt: sql`coalesce(${notifications.seenAt}, now())` })
    .where(and(mine, eq(notifications.publicId, publicId)))
    .returning({ id: notifications.id });
  if (updated.length === 0) throw notFound();
}
