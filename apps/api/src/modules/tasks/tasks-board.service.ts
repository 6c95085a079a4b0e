import { sql, type SQL } from 'drizzle-orm';
import type { TTaskBoard } from '@gestora/contract/tasks/tasks.schema';
import { TASK_BOARD_COLUMN_CAP } from '@gestora/contract/tasks/tasks.schema';
import { TASK_STATUSES, TASK_STATUS_CODES } from '@gestora/contract/tasks/remaining-days';
import { joinJson, MARK_SQL, type Marked } from '../../db/json-bytes.ts';
import { JsonText } from '../../lib/response-serializer.ts';
import type { Actor, ServiceContext } from '../../lib/service-context.ts';
import { projectTaskCounts } from '../projects/project-task-counts.table.ts';
import { projectCounter, projectCountsWhere, tasksList, type ListQuery } from './tasks-list.service.ts';
import { canJson } from './tasks.access.ts';
import { tasks } from './tasks.table.ts';

/** The board's columns in order, as a VALUES list of their positions and codes. */
const boardColumns = sql.raw(TASK_STATUS_CODES.map((code, i) => `(${i}, '${code}')`).join(', '));
/** Each column's opening up to its total, written once (JSON.stringify) instead of by PostgreSQL on every request. */
const columnHeads = TASK_STATUS_CODES.map(
  (code) => `{"status":${JSON.stringify(code)},"name":${JSON.stringify(TASK_STATUSES[code])},"total":`,
);
const CAP = sql.raw(String(TASK_BOARD_COLUMN_CAP));

/**
 * A card as JSON text, for the current row of `tasks`: `can` (canJson) first, then the task's project and own
 * members kept in `card_json` (migrations 0032 and 0041) with its closing brace, the longest part last so that
 * PostgreSQL copies it once (each `||` copies what it joins). Qualified by hand: inside the lateral subquery drizzle
 * would print the columns unqualified.
 */
const cardJson = (can: SQL) => sql<string>`'{"can":' || (${can})::text || ',' || "tasks"."card_json"`;

/**
 * GET /api/tasks/board: one column per status holding its first TASK_BOARD_COLUMN_CAP cards and its full total
 * (what a screen shows of a column; the rest are the next pages of /api/tasks with its status, in the same order:
 * `order` is the list's, and tasks-board.test.ts holds the two together).
 * Each column's cards come from its own LIMIT over the (status, end date) index (a window over all the tasks sorted
 * 200,000 rows). One prepared statement returns a row per column, in order: its total (from the project's counters
 * when the board is one project's) and its cards written by PostgreSQL (cardJson, with their rights) joined in
 * their order, marked (MARK_SQL) so that they reach the answer as the bytes they came in. The columns are joined
 * here (joinJson): PostgreSQL aggregating the five columns into one text (array_to_string, string_agg, the
 * answer's braces: each a copy of the whole board) cost more than writing the cards. The test
 * suites check the text against ZTaskBoard, and tasks-board.test.ts every card against its task's detail.
 */
export async function taskBoard(ctx: ServiceContext, actor: Actor, q: ListQuery): Promise<JsonText<TTaskBoard>> {
  const rows = await tasksList.select(ctx, actor, q, {
    name: 'board',
    // Every card is in scope: the WHERE holds taskScope.
    parts: (a, p) => ({ can: canJson(a, p.me, { inScope: true }) }),
    build: (db, list, parts) => {
      const ordered = sql.join(list.ordered, sql`, `);
      // The subquery's order is the order string_agg reads them in (as ARRAY(subquery) keeps it).
      const cards = sql`select ${MARK_SQL} || string_agg(x.card, ',') as cards from (select ${cardJson(parts.can.sql)} as card
        from ${tasks} where ${list.where} and ${tasks.status} = col.status order by ${ordered} limit ${CAP}) as x`;
      const totals =
        list.counter === projectCounter
          ? sql`select ${projectTaskCounts.status} as status, ${projectTaskCounts.n} as n from ${projectTaskCounts}
            where ${projectCountsWhere(actor, list.p, list.given).sql}`
          : sql`select ${tasks.status} as status, count(*) as n from ${tasks} where ${list.where} group by ${tasks.status}`;
      return db
        .select({
          column: sql<number>`col.ord`,
          total: sql<number>`coalesce(c.n, 0)::int`,
          cards: sql<string | null>`k.cards`,
        })
        .from(
          sql`(values ${boardColumns}) as col(ord, status)
          left join (${totals}) as c on c.status = col.status
          left join lateral (${cards}) as k on true`,
        )
        .orderBy(sql`col.ord`);
    },
  });
  const pieces: (string | Marked)[] = ['{"columns":['];
  for (const r of rows) {
    pieces.push(`${r.column === 0 ? '' : ','}${columnHeads[r.column]}${r.total},"data":[`);
    // A column without cards has none to join (string_agg of no rows: null).
    if (r.cards !== null) pieces.push({ marked: r.cards });
    pieces.push(']}');
  }
  pieces.push(']}');
  return new JsonText(joinJson(pieces));
}
