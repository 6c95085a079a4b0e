import { and, asc, sql } from 'drizzle-orm';
import type { TTaskBoard } from '@gestora/contract/tasks/tasks.schema';
import { TASK_BOARD_COLUMN_CAP } from '@gestora/contract/tasks/tasks.schema';
import { TASK_STATUSES, TASK_STATUS_CODES } from '@gestora/contract/tasks/remaining-days';
import { runShaped } from '../../db/prepared.ts';
import { QueryShape } from '../../db/query-shape.ts';
import { JsonText } from '../../lib/response-serializer.ts';
import type { Actor, ServiceContext } from '../../lib/service-context.ts';
import { projectTaskCounts } from '../projects/project-task-counts.table.ts';
import { filters, order, projectCounters, shapedActor, type ListQuery } from './tasks-list.service.ts';
import { accessColumns, rightsOf, taskScope } from './tasks.access.ts';
import { cardWithCan } from './tasks.presenter.ts';
import { selectBoardCards } from './tasks.queries.ts';
import { tasks } from './tasks.table.ts';

const boardColumns = sql.join(
  TASK_STATUS_CODES.map((code) => sql`(${sql.raw(`'${code}'`)})`),
  sql`, `,
);

/**
 * GET /api/tasks/board: one column per status holding its first TASK_BOARD_COLUMN_CAP cards and its full total.
 * Each column's ids come from its own LIMIT over the (status, end date) index through a LATERAL join, so the board
 * reads a few hundred index entries, not every task (a window over all of them sorted 200,000 rows). One prepared
 * statement: the cards, and the totals by status. No card means no task in any status. The answer is written as
 * text around the cards' JSON that PostgreSQL writes (cardJson): parsing, mapping and serialising a card took
 * most of the server's time on a 1,000-task board; the test suites check the text against ZTaskBoard.
 */
export async function taskBoard(ctx: ServiceContext, actor: Actor, q: ListQuery): Promise<JsonText<TTaskBoard>> {
  const db = ctx.db;
  const shape = new QueryShape('tasks/board');
  const shaped = shapedActor(shape, actor);
  const where = and(taskScope(actor, shaped), filters(shape, q));
  const ordered = order(shape, q.sort, Boolean(q.q));
  // Every card is in scope: the WHERE holds taskScope.
  const access = accessColumns(actor, shaped, { inScope: true });
  const counters = projectCounters(shape, actor, shaped, q);
  const rows = await runShaped(
    db,
    shape,
    () => {
      const firstOfEachColumn = sql`${tasks.id} in (
        select top.id from (values ${boardColumns}) as col(status)
        cross join lateral (
          select ${tasks.id} as id from ${tasks} where ${where} and ${tasks.status} = col.status
          order by ${sql.join(ordered, sql`, `)} limit ${sql.raw(String(TASK_BOARD_COLUMN_CAP))}
        ) as top)`;
      // As text, parsed once from the first row instead of on every card.
      const totals = counters
        ? sql<string>`(select json_object_agg(${projectTaskCounts.status}, ${projectTaskCounts.n})::text
            from ${projectTaskCounts} where ${counters})`
        : sql<string>`(select json_object_agg(x.status, x.n)::text from (
            select ${tasks.status} as status, count(*) as n from ${tasks} where ${where} group by ${tasks.status}) as x)`;
      return selectBoardCards(db, { totals, ...access })
        .where(firstOfEachColumn)
        .orderBy(asc(tasks.status), ...ordered);
    },
    { fresh: Boolean(q.q) },
  );
  const totalOf = JSON.parse(rows[0]?.totals ?? '{}') as Record<string, number>;
  const card = cardWithCan((r) => rightsOf(actor, r));
  const cards = new Map<string, string[]>(TASK_STATUS_CODES.map((status) => [status, []]));
  for (const r of rows) cards.get(r.status)?.push(card(r));
  const columns = TASK_STATUS_CODES.map(
    (status) =>
      `{"status":${JSON.stringify(status)},"name":${JSON.stringify(TASK_STATUSES[status])},` +
      `"total":${Number(totalOf[status] ?? 0)},"data":[${cards.get(status)!.join(',')}]}`,
  );
  return new JsonText(`{"columns":[${columns.join(',')}]}`);
}
