import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZSelfCategory, ZSelfCategoryPage } from '@gestora/contract/self-assigned/self-assigned.schema';
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

describe('self-assigned categories', () => {
  it('creates, reads, lists, sorts, updates and deletes my categories', async () => {
    const a = selfApi(ana);
    const casa = await a.category({ name: 'Casa', colour: '#AABBCC' });
    expect(casa.statusCode).toBe(201);
    expect(ZSelfCategory.parse(casa.json())).toMatchObject({ name: 'Casa', colour: '#aabbcc', tasks_count: 0 });
    await a.category({ name: 'Estudios', colour: '#112233' });
    await a.task({ title: 'Pagar luz', category_id: casa.json().public_id });

    const page = ZSelfCategoryPage.parse((await a.get('/api/self_assigned_categories')).json());
    expect(page.data.map((c) => [c.name, c.tasks_count])).toEqual([
      ['Casa', 1],
      ['Estudios', 0],
    ]);
    const sorted = (await a.get('/api/self_assigned_categories?sort=-name')).json();
    expect(sorted.data.map((c: { name: string }) => c.name)).toEqual(['Estudios', 'Casa']);
    expect((await a.get('/api/self_assigned_categories?q=estu')).json().total).toBe(1);
    const options = (await a.get('/api/self_assigned_category_options')).json();
    expect(options.map((o: { name: string }) => o.name)).toEqual(['Casa', 'Estudios']);

    const id = casa.json().public_id;
    const put = await ana.inject({
      method: 'PUT',
      url: `/api/self_assigned_categories/${id}`,
      payload: { name: 'Hogar', colour: '#000000' },
    });
    expect(put.json()).toMatchObject({ name: 'Hogar', colour: '#000000', tasks_count: 1 });
    expect((await a.get(`/api/self_assigned_categories/${id}`)).json().name).toBe('Hogar');
  });

  it("refuses a name I already use, case and accents aside, but not another user's", async () => {
    const a = selfApi(ana);
    await a.category({ name: 'Lectura', colour: '#123456' });
    for (const name of ['lectura', 'LÉCTURA', ' Lectura ']) {
      const res = await a.category({ name, colour: '#123456' });
      expect(res.statusCode, name).toBe(422);
      expect(res.json().errors).toEqual({ name: ['Ya tiene una categoría con ese nombre.'] });
    }
    expect((await selfApi(ben).category({ name: 'Lectura', colour: '#123456' })).statusCode).toBe(201);
    expect((await a.category({ name: 'Lectura', colour: 'rojo' })).statusCode).toBe(422);
  });

  it('asks what to do with the tasks of a category that holds them, and does it', async () => {
    const a = selfApi(ana);
    const from = (await a.category({ name: 'Origen', colour: '#111111' })).json().public_id;
    const to = (await a.category({ name: 'Destino', colour: '#222222' })).json().public_id;
    const t1 = (await a.task({ title: 'Uno', category_id: from })).json().public_id;
    await a.task({ title: 'Dos', category_id: from });
    const del = (q: string) => ana.inject({ method: 'DELETE', url: `/api/self_assigned_categories/${from}${q}` });

    const refused = await del('');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('La categoría tiene 2 tareas: indique qué hacer con ellas.');
    expect((await del('?tasks=move')).statusCode).toBe(422);
    expect((await del(`?tasks=move&to=${from}`)).json().errors).toEqual({ to: ['Seleccione una categoría válida.'] });
    const bens = (await selfApi(ben).category({ name: 'Ajena', colour: '#333333' })).json().public_id;
    expect((await del(`?tasks=move&to=${bens}`)).statusCode).toBe(422);

    expect((await del(`?tasks=move&to=${to}`)).statusCode).toBe(200);
    expect((await a.get(`/api/self_assigned_tasks/${t1}`)).json().category.name).toBe('Destino');
    expect((await a.get(`/api/self_assigned_categories/${from}`)).statusCode).toBe(404);

    const other = (await a.category({ name: 'Otra', colour: '#444444' })).json().public_id;
    const t3 = (await a.task({ title: 'Tres', category_id: other })).json().public_id;
    await ana.inject({ method: 'DELETE', url: `/api/self_assigned_categories/${other}?tasks=uncategorize` });
    expect((await a.get(`/api/self_assigned_tasks/${t3}`)).json().category).toBeNull();

    const gone = (await a.category({ name: 'Borrar', colour: '#555555' })).json().public_id;
    const t4 = (await a.task({ title: 'Cuatro', category_id: gone })).json().public_id;
    await ana.inject({ method: 'DELETE', url: `/api/self_assigned_categories/${gone}?tasks=delete` });
    expect((await a.get(`/api/self_assigned_tasks/${t4}`)).statusCode).toBe(404);
    // A deleted category's name is free again.
    expect((await a.category({ name: 'Borrar', colour: '#555555' })).statusCode).toBe(201);
  });

  it('reads a page of categories in a fixed number of statements', async () => {
    const c = await h.as((await h.makeUser(['Gestionar cuenta'])).email);
    for (let i = 0; i < 6; i++) await selfApi(c).category({ name: `Cat ${i}`, colour: '#101010' });
    const count = async (url: string) => {
      const { result, queries } = await h.countQueries(() => c.inject({ method: 'GET', url }));
      expect(result.statusCode).toBe(200);
      return queries;
    };
    for (const q of ['', '&q=cat', '&sort=-tasks_count'])
      expect(await count(`/api/self_assigned_categories?per_page=6${q}`)).toBe(
        await count(`/api/self_assigned_categories?per_page=1${q}`),
      );
  });
});
