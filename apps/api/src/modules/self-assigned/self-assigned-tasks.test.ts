import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZSelfTask, ZSelfTaskPage } from '@gestora/contract/self-assigned/self-assigned.schema';
import { build, type Harness, type TestClient } from '../../test/harness.ts';
import { selfApi } from './self-assigned.test-utils.ts';

let h: Harness;
let ana: TestClient;
let ben: TestClient;
beforeAll(async () => {
  h = await build();
  ana = await h.as((await h.makeUser(['Gestionar cuenta'])).email);
  ben = await h.as((await h.makeUser(['Gestionar cuenta'])).email);
});
afterAll(() => h.close());

const titles = (page: { data: { title: string }[] }) => page.data.map((t) => t.title);

describe('self-assigned tasks', () => {
  it('creates with defaults, reads, updates and deletes my tasks', async () => {
    const a = selfApi(ana);
    const res = await a.task({ title: 'Renovar DNI', description: 'Llevar foto' });
    expect(res.statusCode).toBe(201);
    const t = ZSelfTask.parse(res.json());
    expect(t).toMatchObject({ status: 'Pendiente', priority: 'Media', category: null, completed_at: null });
    const put = await ana.inject({
      method: 'PUT',
      url: `/api/self_assigned_tasks/${t.public_id}`,
      payload: { title: 'Renovar DNI', status: 'Hecha', priority: 'Alta', due_date: '2020-01-01' },
    });
    expect(put.json()).toMatchObject({ status: 'Hecha', priority: 'Alta', overdue: false, description: null });
    expect(put.json().completed_at).not.toBeNull();
    const back = await ana.inject({
      method: 'PUT',
      url: `/api/self_assigned_tasks/${t.public_id}`,
      payload: { title: 'Renovar DNI', status: 'Pendiente', due_date: '2020-01-01' },
    });
    expect(back.json()).toMatchObject({ completed_at: null, overdue: true });
    expect((await ana.inject({ method: 'DELETE', url: `/api/self_assigned_tasks/${t.public_id}` })).statusCode).toBe(
      200,
    );
    expect((await a.get(`/api/self_assigned_tasks/${t.public_id}`)).statusCode).toBe(404);
  });

  it("refuses a category that is not one of mine with 422, another user's too", async () => {
    const bens = (await selfApi(ben).category({ name: 'De Ben', colour: '#010101' })).json().public_id;
    const res = await selfApi(ana).task({ title: 'X', category_id: bens });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ category_id: ['Seleccione una categoría válida.'] });
  });

  it('filters and sorts the list, mine only', async () => {
    const c = await h.as((await h.makeUser(['Gestionar cuenta'])).email);
    const a = selfApi(c);
    const cat = (await a.category({ name: 'Trabajo', colour: '#0000ff' })).json().public_id;
    await a.task({ title: 'Informe mensual', category_id: cat, priority: 'Urgente', due_date: '2020-05-01' });
    await a.task({ title: 'Comprar pan', description: 'integral', due_date: '2999-01-01' });
    await a.task({ title: 'Leer libro', status: 'Hecha', priority: 'Baja', due_date: '2020-05-02' });
    await selfApi(ben).task({ title: 'Informe de Ben' });
    const list = async (q: string) => ZSelfTaskPage.parse((await a.get(`/api/self_assigned_tasks?${q}`)).json());

    expect((await list('')).total).toBe(3);
    expect(titles(await list('q=informe'))).toEqual(['Informe mensual']);
    expect(titles(await list('q=integral'))).toEqual(['Comprar pan']);
    expect(titles(await list('status=Hecha'))).toEqual(['Leer libro']);
    expect(titles(await list(`category_id=${cat}`))).toEqual(['Informe mensual']);
    expect(titles(await list('category_id=none&sort=title'))).toEqual(['Comprar pan', 'Leer libro']);
    expect(titles(await list('priority=Urgente'))).toEqual(['Informe mensual']);
    expect(titles(await list('overdue=true'))).toEqual(['Informe mensual']);
    expect(titles(await list('overdue=false&sort=title'))).toEqual(['Comprar pan', 'Leer libro']);
    expect(titles(await list('date_from=2020-05-02&date_to=2020-12-31'))).toEqual(['Leer libro']);
    expect(titles(await list('sort=-priority'))).toEqual(['Informe mensual', 'Comprar pan', 'Leer libro']);
    expect(titles(await list('sort=due_date'))).toEqual(['Informe mensual', 'Leer libro', 'Comprar pan']);
    // Someone else's category matches nothing.
    const bens = (await selfApi(ben).category({ name: 'Ben 2', colour: '#020202' })).json().public_id;
    expect((await list(`category_id=${bens}`)).total).toBe(0);
  });

  it('reads a page of tasks in a fixed number of statements', async () => {
    const c = await h.as((await h.makeUser(['Gestionar cuenta'])).email);
    const cat = (await selfApi(c).category({ name: 'K', colour: '#0a0a0a' })).json().public_id;
    for (let i = 0; i < 6; i++) await selfApi(c).task({ title: `T ${i}`, category_id: i % 2 ? cat : null });
    const count = async (url: string) => {
      const { result, queries } = await h.countQueries(() => c.inject({ method: 'GET', url }));
      expect(result.statusCode).toBe(200);
      return queries;
    };
    for (const q of ['', '&q=t', '&overdue=true', `&category_id=${cat}`, '&sort=-due_date'])
      expect(await count(`/api/self_assigned_tasks?per_page=6${q}`), q).toBe(
        await count(`/api/self_assigned_tasks?per_page=1${q}`),
      );
  });
});
