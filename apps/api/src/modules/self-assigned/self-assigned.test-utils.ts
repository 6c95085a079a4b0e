import type { TestClient } from '../../test/harness.ts';

/** Helpers of the Autogestión suites: calls through HTTP as the signed-in `c`. */
export const selfApi = (c: TestClient) => ({
  category: (payload: object) => c.inject({ method: 'POST', url: '/api/self_assigned_categories', payload }),
  task: (payload: object) => c.inject({ method: 'POST', url: '/api/self_assigned_tasks', payload }),
  get: (url: string) => c.inject({ method: 'GET', url }),
  move: (id: string, status: string, after_id: string | null) =>
    c.inject({ method: 'POST', url: `/api/self_assigned_tasks/${id}/move`, payload: { status, after_id } }),
  /** The titles of the board's columns, in order. */
  async columns() {
    const board = (await c.inject({ method: 'GET', url: '/api/self_assigned_task_board' })).json();
    return Object.fromEntries(
      board.columns.map((col: { status: string; tasks: { title: string }[] }) => [
        col.status,
        col.tasks.map((t) => t.title),
      ]),
    ) as Record<string, string[]>;
  },
});
