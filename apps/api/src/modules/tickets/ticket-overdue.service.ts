import { and, asc, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { TICKET_OPEN_STATUSES } from '@gestora/contract/tickets/ticket-states';
import type { BackgroundJobs } from '../../lib/background-jobs.ts';
import type { ServiceContext } from '../../lib/service-context.ts';
import { runWrite } from '../../lib/run-write.ts';
import { record } from './ticket-history.service.ts';
import { overdueNotice } from './ticket-notify.service.ts';
import { tickets } from './tickets.table.ts';

/** Tickets told per run: a backlog is worked off over the following runs, never in one long transaction. */
export const OVERDUE_BATCH = 500;
export const OVERDUE_EVERY_MS = 5 * 60_000;

/**
 * Tells the responsible of each open ticket past its due date, once: the marker (overdue_notified_at) is set in the
 * same transaction as the notification is stored, and rows are claimed with SKIP LOCKED, so two servers running
 * the job at once never tell twice. Returns how many tickets were told.
 */
export async function notifyOverdueTickets(ctx: ServiceContext, now = new Date()): Promise<number> {
  return runWrite(ctx, async (tx, out) => {
    const due = await tx
      .select({
        id: tickets.id,
        publicId: tickets.publicId,
        code: tickets.code,
        title: tickets.title,
        responsibleId: tickets.responsibleId,
      })
      .from(tickets)
      .where(
        and(
          inArray(tickets.status, [...TICKET_OPEN_STATUSES]),
          isNull(tickets.overdueNotifiedAt),
          isNotNull(tickets.responsibleId),
          lt(tickets.dueAt, now),
        ),
      )
      .orderBy(asc(tickets.dueAt))
      .limit(OVERDUE_BATCH)
      .for('update', { skipLocked: true });
    if (due.length === 0) return 0;
    await tx
      .update(tickets)
      .set({ overdueNotifiedAt: now, updatedAt: sql`${tickets.updatedAt}` })
      .where(
        inArray(
          tickets.id,
          due.map((t) => t.id),
        ),
      );
    for (const t of due) {
      await out.notify(overdueNotice(t, t.responsibleId!));
      await record(tx, t.id, null, 'overdue', {});
    }
    return due.length;
  });
}

/**
 * Runs the overdue notice every OVERDUE_EVERY_MS in the in-process job runner (retried on failure, logged).
 * Returns the stop function the server calls on close.
 */
export function scheduleOverdueTickets(ctx: ServiceContext, jobs: BackgroundJobs, everyMs = OVERDUE_EVERY_MS) {
  const timer = setInterval(
    () => jobs.run('tickets-overdue', async () => void (await notifyOverdueTickets(ctx))),
    everyMs,
  );
  timer.unref();
  return () => clearInterval(timer);
}
