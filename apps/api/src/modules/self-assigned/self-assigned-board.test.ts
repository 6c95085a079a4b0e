import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZSelfTaskBoard } from '@gestora/contract/self-assigned/self-assigned.schema';
import { build, type Harness, type TestClient } from '../../test/harness.ts';
import { selfApi } from './self-assigned.test-utils.ts';

let h: Harness;
beforeAll(async () => {
  h = await build();
});
afterAll(() => h.close());

const someone = async () => h.as((await h.makeUser(['Gestionar cuenta'])).email);

/** Cards A..E in 'Pendiente', in that order; their ids by title. */
async function fiveCards(c: TestClient) {
  const ids: Record<string, string> = {};
  for (const title of ['A', 'B', 'C', 'D', 'E']) ids[title] = (await selfApi(c).task({ title })).json().public_id;
  return ids;
}

describe('the personal board', () => {
  it('answers the three columns in order, new cards at the end of their column', async () => {
    const c = await someone();
    await fiveCards(c);
    await selfApi(c).task({ title: 'F', status: 'Hecha' });
    const board = ZSelfTaskBoard.parse((await selfApi(c).get('/api/self_assigned_task_board')).json());
    expect(board.columns.map((col) => [col.status, col.total])).toEqual([
      ['Pendiente', 5],
      ['En proceso', 0],
      ['Hecha', 1],
    ]);
    expect(board.columns[0].tasks.map((t) => t.position)).toEqual([1, 2, 3, 4, 5]);
    expect(board.columns[2].tasks[0].completed_at).not.toBeNull();
  });

  it('moves within a column keeping the order of the others, and the order survives a reload', async () => {
    const c = await someone();
    const ids = await fiveCards(c);
    const a = selfApi(c);
    expect((await a.move(ids.E, 'Pendiente', ids.A)).statusCode).toBe(200);
    expect((await a.columns()).Pendiente).toEqual(['A', 'E', 'B', 'C', 'D']);
    await a.move(ids.A, 'Pendiente', ids.D);
    await a.move(ids.C, 'Pendiente', null);
    expect((await a.columns()).Pendiente).toEqual(['C', 'E', 'B', 'D', 'A']);
    // The list in position order says the same.
    const list = (await a.get('/api/self_assigned_tasks?status=Pendiente&sort=position')).json();
    expect(list.data.map((t: { title: string; position: number }) => [t.title, t.position])).toEqual([
      ['C', 1],
      ['E', 2],
      ['B', 3],
      ['D', 4],
      ['A', 5],
    ]);
  });

  it('moves across columns, setting completed_at on entering Hecha and clearing it on leaving', async () => {
    const c = await someone();
    const ids = await fiveCards(c);
    const a = selfApi(c);
    await a.move(ids.B, 'En proceso', null);
    await a.move(ids.D, 'En proceso', ids.B);
    const done = (await a.move(ids.A, 'Hecha', null)).json();
    expect(done).toMatchObject({ status: 'Hecha', position: 1 });
    expect(done.completed_at).not.toBeNull();
    expect(await a.columns()).toEqual({ Pendiente: ['C', 'E'], 'En proceso': ['B', 'D'], Hecha: ['A'] });
    const back = (await a.move(ids.A, 'En proceso', ids.B)).json();
    expect(back.completed_at).toBeNull();
    expect((await a.columns())['En proceso']).toEqual(['B', 'A', 'D']);
    // A status change by PUT puts the card at the end of its new column.
    await c.inject({
      method: 'PUT',
      url: `/api/self_assigned_tasks/${ids.C}`,
      payload: { title: 'C', status: 'En proceso' },
    });
    expect(await a.columns()).toEqual({ Pendiente: ['E'], 'En proceso': ['B', 'A', 'D', 'C'], Hecha: [] });
  });

  it("refuses an after_id outside that column with 422, another user's card too", async () => {
    const c = await someone();
    const ids = await fiveCards(c);
    const other = await fiveCards(await someone());
    const a = selfApi(c);
    await a.move(ids.E, 'En proceso', null);
    for (const after of [ids.A, other.A, ids.B.replace(/.$/, '0'), ids.E]) {
      const res = await a.move(ids.B, 'En proceso', after === ids.E ? ids.A : after);
      expect(res.statusCode, after).toBe(422);
      expect(res.json().errors).toEqual({ after_id: ['Seleccione una tarea de esa columna.'] });
    }
    expect((await a.move(ids.B, 'Pendiente', ids.B)).statusCode).toBe(422);
    expect((await a.columns()).Pendiente).toEqual(['A', 'B', 'C', 'D']);
  });

  it('keeps the order whole under concurrent moves', async () => {
    const c = await someone();
    const ids = await fiveCards(c);
    const a = selfApi(c);
    const results = await Promise.all([
      a.move(ids.A, 'Pendiente', ids.E),
      a.move(ids.B, 'Pendiente', ids.D),
      a.move(ids.C, 'En proceso', null),
      a.move(ids.D, 'Pendiente', null),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const board = (await a.get('/api/self_assigned_task_board')).json();
    for (const col of board.columns)
      expect(col.tasks.map((t: { position: number }) => t.position)).toEqual(
        col.tasks.map((_: unknown, i: number) => i + 1),
      );
    expect(board.columns[0].tasks.length + board.columns[1].tasks.length).toBe(5);
  });

  it('filters the board and answers it in one statement, however many cards', async () => {
    const c = await someone();
    const a = selfApi(c);
    const cat = (await a.category({ name: 'Filtro', colour: '#00ff00' })).json().public_id;
    await a.task({ title: 'Con categoría', category_id: cat, priority: 'Alta' });
    await a.task({ title: 'Sin categoría' });
    const col = async (q: string) => (await a.get(`/api/self_assigned_task_board?${q}`)).json().columns[0];
    expect((await col(`category_id=${cat}`)).tasks.map((t: { title: string }) => t.title)).toEqual(['Con categoría']);
    expect((await col('category_id=none')).total).toBe(1);
    expect((await col('priority=Alta')).total).toBe(1);
    expect((await col('q=sin')).total).toBe(1);
    const count = async () => {
      const { result, queries } = await h.countQueries(() =>
        c.inject({ method: 'GET', url: '/api/self_assigned_task_board' }),
      );
      expect(result.statusCode).toBe(200);
      return queries;
    };
    const few = await count();
    for (let i = 0; i < 5; i++) await a.task({ title: `Más ${i}`, status: i % 2 ? 'Hecha' : 'En proceso' });
    expect(await count()).toBe(few);
    expect(few).toBeLessThanOrEqual(2);
  });
});
