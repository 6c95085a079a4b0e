import fc from 'fast-check';
import { expect } from 'vitest';
import { TASK_BOARD_COLUMN_CAP, TASK_SORTS, ZTaskBoard, ZTaskPage } from '@gestora/contract/tasks/tasks.schema';
import { get, queries, SEED, type Caller } from './check-list.test-utils.ts';
import { taskFilters } from './lists-work.test-utils.ts';
import { WORD } from './world-people.test-utils.ts';
import type { World } from './world.test-utils.ts';

/**
 * The board's columns for generated filters: each column's total is /api/tasks's with its status and the same
 * filters (whose total the list property holds to its rows), and its cards are that list's first page.
 */
export async function checkBoard(world: World, caller: Caller, runs: number) {
  const main = world.work.ownMain.publicId;
  const spec = {
    route: 'GET /api/tasks/board',
    url: '/api/tasks/board',
    actors: [],
    filters: {
      ...taskFilters(world),
      member_id: { values: [world.people.actors.narrow.user.publicId, world.people.actors.own.user.publicId] },
    },
    sorts: TASK_SORTS,
    fixedPerPage: TASK_BOARD_COLUMN_CAP,
    page: () => ({ data: [], current_page: 1, per_page: 1, total: 0, last_page: 1 }),
  };
  const examples: Record<string, string>[] = [
    {},
    { project_id: main },
    { project_id: main, priority: 'Alta' },
    { project_id: main, q: WORD },
  ];
  await fc.assert(
    fc.asyncProperty(queries(spec), async (query) => {
      const search = new URLSearchParams(query);
      const board = ZTaskBoard.parse(await get(caller, `/api/tasks/board?${search}`));
      for (const column of board.columns) {
        const url = `/api/tasks?${new URLSearchParams({ ...query, status: column.status, per_page: String(TASK_BOARD_COLUMN_CAP) })}`;
        const list = ZTaskPage.parse(await get(caller, url));
        const where = `GET /api/tasks/board as ${caller.name}: /api/tasks/board?${search}, column ${column.status}`;
        expect(column.total, `${where}: its total is not ${url}'s`).toBe(list.total);
        expect(
          column.data.map((c) => c.public_id),
          `${where}: its cards are not ${url}'s`,
        ).toEqual(list.data.map((r) => r.public_id));
      }
    }),
    {
      seed: SEED,
      numRuns: examples.length + runs,
      examples: examples.map((e) => [e] as [Record<string, string>]),
      endOnFailure: true,
    },
  );
}
