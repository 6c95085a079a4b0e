import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS } from '@gestora/contract/permissions';
import { build, type Harness, type TestClient } from '../../test/harness.ts';
import { selfApi } from './self-assigned.test-utils.ts';

let h: Harness;
let owner: TestClient;
let other: TestClient;
let admin: TestClient;
let category: string;
let task: string;
beforeAll(async () => {
  h = await build();
  owner = await h.as((await h.makeUser(['Gestionar cuenta'])).email);
  other = await h.as((await h.makeUser(['Gestionar cuenta'])).email);
  admin = await h.as((await h.makeUser([...ALL_PERMISSIONS])).email);
  category = (await selfApi(owner).category({ name: 'Privada', colour: '#abcdef' })).json().public_id;
  task = (await selfApi(owner).task({ title: 'Secreta', category_id: category, due_date: '2026-03-10' })).json()
    .public_id;
});
afterAll(() => h.close());

describe("another's self-assigned records", () => {
  it('answer 404 on every route to another user and to an administrator with every permission', async () => {
    const calls = [
      { method: 'GET', url: `/api/self_assigned_categories/${category}` },
      { method: 'PUT', url: `/api/self_assigned_categories/${category}`, payload: { name: 'X', colour: '#000000' } },
      { method: 'DELETE', url: `/api/self_assigned_categories/${category}?tasks=uncategorize` },
      { method: 'GET', url: `/api/self_assigned_tasks/${task}` },
      { method: 'PUT', url: `/api/self_assigned_tasks/${task}`, payload: { title: 'X' } },
      { method: 'DELETE', url: `/api/self_assigned_tasks/${task}` },
      { method: 'POST', url: `/api/self_assigned_tasks/${task}/move`, payload: { status: 'Hecha', after_id: null } },
    ] as const;
    for (const intruder of [other, admin])
      for (const call of calls) {
        const res = await intruder.inject(call);
        expect(res.statusCode, `${call.method} ${call.url}`).toBe(404);
        expect(res.body).not.toContain('Secreta');
      }
    // Untouched.
    expect((await selfApi(owner).get(`/api/self_assigned_tasks/${task}`)).json()).toMatchObject({
      title: 'Secreta',
      status: 'Pendiente',
      category: { name: 'Privada' },
    });
  });

  it('never show in the lists, the board, the options or the calendar of anyone else', async () => {
    for (const intruder of [other, admin]) {
      const i = selfApi(intruder);
      expect((await i.get('/api/self_assigned_categories')).json().total).toBe(0);
      expect((await i.get('/api/self_assigned_tasks')).json().total).toBe(0);
      expect((await i.get(`/api/self_assigned_tasks?category_id=${category}`)).json().total).toBe(0);
      expect((await i.get('/api/self_assigned_category_options')).json()).toEqual([]);
      const board = (await i.get(`/api/self_assigned_task_board?category_id=${category}`)).json();
      expect(board.columns.map((c: { total: number }) => c.total)).toEqual([0, 0, 0]);
      const range = 'start=2026-03-01T00:00:00Z&end=2026-03-31T00:00:00Z';
      expect((await i.get(`/api/calendar_events?${range}`)).body).not.toContain(task);
    }
  });

  it("refuse another's category or card as a body's reference, with 422", async () => {
    const mine = (await selfApi(other).task({ title: 'Mía' })).json().public_id;
    const asCategory = await selfApi(other).task({ title: 'Y', category_id: category });
    expect(asCategory.json().errors).toEqual({ category_id: ['Seleccione una categoría válida.'] });
    const asAfter = await selfApi(other).move(mine, 'Pendiente', task);
    expect(asAfter.statusCode).toBe(422);
    const myCategory = (await selfApi(other).category({ name: 'Mía', colour: '#000000' })).json().public_id;
    const asTo = await other.inject({
      method: 'DELETE',
      url: `/api/self_assigned_categories/${myCategory}?tasks=move&to=${category}`,
    });
    // Without tasks nothing is moved: give it one.
    expect(asTo.statusCode).toBe(200);
    const withTasks = (await selfApi(other).category({ name: 'Otra', colour: '#000000' })).json().public_id;
    await selfApi(other).task({ title: 'Z', category_id: withTasks });
    const refused = await other.inject({
      method: 'DELETE',
      url: `/api/self_assigned_categories/${withTasks}?tasks=move&to=${category}`,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ to: ['Seleccione una categoría válida.'] });
  });
});
