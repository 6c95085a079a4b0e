import { sql } from 'drizzle-orm';
import {
  SELF_BOARD_COLUMN_LIMIT,
  SELF_TASK_STATUSES,
  type TSelfTask,
  type TSelfTaskBoard,
  type TSelfTaskBoardQuery,
} from '@gestora/contract/self-assigned/self-assigned.schema';
import type { Actor, ServiceContext } from '../../lib/service-context.ts';
import { selfTaskJson } from './self-assigned.presenter.ts';
import { selfAssignedTasks as tasks } from './self-assigned.table.ts';
import { selfTasksList, type SelfTaskQuery } from './self-assigned-lists.service.ts';

const CAP = sql.raw(String(SELF_BOARD_COLUMN_LIMIT));

/**
 * GET /api/self_assigned_task_board: my three columns in one statement over the list's WHERE (my live tasks and the
 * filters q, category_id, priority): a row per column that has cards, with its total and its first
 * SELF_BOARD_COLUMN_LIMIT cards by position, written by PostgreSQL (selfTaskJson, the list's rows). One person's
 * tasks are tens or hundreds, so numbering them with a window is cheaper than a statement per column.
 */
export async function selfTaskBoard(
  ctx: ServiceContext,
  actor: Actor,
  q: TSelfTaskBoardQuery,
): Promise<TSelfTaskBoard> {
  // The board reads no page: the list's page fields are there for its type only.
  const query = { ...q, page: 1, per_page: 1 } as SelfTaskQuery;
  const rows = await selfTasksList.select(ctx, actor, query, {
    name: 'board',
    build: (db, list) =>
      db
        .select({
          status: sql<string>`x.status`,
          total: sql<number>`count(*)::int`,
          cards: sql<string | null>`string_agg(x.card, ',' order by x.position, x.id) filter (where x.n <= ${CAP})`,
        })
        .from(
          sql`(select ${tasks.status} as status, ${tasks.position} as position, ${tasks.id} as id,
            ${selfTaskJson(list.p.today)} as card,
            row_number() over (partition by ${tasks.status} order by ${tasks.position}, ${tasks.id}) as n
            from ${tasks} where ${list.where}) as x`,
        )
        .groupBy(sql`x.status`),
  });
  const byStatus = new Map(rows.map((r) => [r.status, r]));
  return {
    columns: SELF_TASK_STATUSES.map((status) => {
      const row = byStatus.get(status);
      return {
        status,
        total: Number(row?.total ?? 0),
        tasks: row?.cards ? (JSON.parse(`[${row.cards}]`) as TSelfTask[]) : [],
      };
    }),
  };
}
