import { and, sql } from 'drizzle-orm';
import type { TTaskBoard } from '@gestora/contract/tasks/tasks.schema';
import { TASK_BOARD_COLUMN_CAP } from '@gestora/contract/tasks/tasks.schema';
import { TASK_STATUSES, TASK_STATUS_CODES } from '@gestora/contract/tasks/remaining-days';
import { MARK_SQL } from '../../db/json-bytes.ts';
import { runShaped } from '../../db/prepared.ts';
import { QueryShape } from '../../db/query-shape.ts';
import { JsonText } from '../../lib/response-serializer.ts';
import type { Actor, ServiceContext } from '../../lib/service-context.ts';
import { projectTaskCounts } from '../projects/project-task-counts.table.ts';
import { filters, order, projectCounters, shapedActor, type ListQuery } from './tasks-list.service.ts';
import { projects } from '../projects/projects.table.ts';
import { canJson, taskScope } from './tasks.access.ts';
import { boardCardJson } from './tasks.queries.ts';
import { tasks } from './tasks.table.ts';

/** The board's columns in order, as a VALUES list: each status with its code and name already written as JSON. */
const boardColumns = sql.raw(
  TASK_STATUS_CODES.map(
    (code, i) =>
      `(${i}, '${code}', '${JSON.stringify(code)}', '${JSON.stringify(TASK_STATUSES[code]).replaceAll("'", "''")}')`,
  ).join(', '),
);
const CAP = sql.raw(String(TASK_BOARD_COLUMN_CAP));

/**
 * GET /api/tasks/board: one column per status holding its first TASK_BOARD_COLUMN_CAP cards and its full total.
 * Each column's cards come from its own LIMIT over the (status, end date) index (a window over all the tasks sorted
 * 200,000 rows). One prepared statement writes the whole answer: each card by boardCardJson with its rights
 * (canJson), each column's cards as an array in their order, the totals by status from the project's counters when
 * the board is one project's. The server sends that text as it is: on a 1,000-task board, parsing 218 rows,
 * splicing each card's rights into its text and joining them took a third of its time; the test suites check the
 * text against ZTaskBoard, and tasks-board.test.ts every card against its task's detail.
 */
export async function taskBoard(ctx: ServiceContext, actor: Actor, q: ListQuery): Promise<JsonText<TTaskBoard>> {
  const db = ctx.db;
  const shape = new QueryShape('tasks/board');
  const shaped = shapedActor(shape, actor);
  const where = and(taskScope(actor, shaped), filters(shape, q));
  const ordered = order(shape, q.sort, Boolean(q.q));
  // Every card is in scope: the WHERE holds taskScope.
  const can = canJson(actor, shape, shaped.me, { inScope: true });
  const counters = projectCounters(shape, actor, shaped, q);
  const [row] = await runShaped(
    db,
    shape,
    () => {
      const cards = sql`array(select ${boardCardJson(can)} from ${tasks}
        left join ${projects} on ${projects.id} = ${tasks.projectId}
        where ${where} and ${tasks.status} = col.status order by ${sql.join(ordered, sql`, `)} limit ${CAP})`;
      const totals = counters
        ? sql`select ${projectTaskCounts.status} as status, ${projectTaskCounts.n} as n from ${projectTaskCounts}
            where ${counters}`
        : sql`select ${tasks.status} as status, count(*) as n from ${tasks} where ${where} group by ${tasks.status}`;
      return db
        .select({
          body: sql<string>`(select ${MARK_SQL} || '{"columns":[' || string_agg('{"status":' || col.status_json || ',"name":'
              || col.name_json || ',"total":' || coalesce(c.n, 0) || ',"data":[' || array_to_string(${cards}, ',')
              || ']}', ',' order by col.ord) || ']}'
            from (values ${boardColumns}) as col(ord, status, status_json, name_json)
            left join (${totals}) as c on c.status = col.status)`,
        })
        .from(sql`(select) as one`);
    },
    { fresh: Boolean(q.q) },
  );
  return new JsonText(row.body);
}
