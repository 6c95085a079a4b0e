import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type Harness, type TestClient, type TestUser } from '../../test/harness.ts';
import { selfApi } from './self-assigned.test-utils.ts';

/*
 * The personal tasks' list keeps each filter's total between changes to personal tasks and categories
 * (db/list/kept-totals.ts, migration 0057). Whatever writes them — the API, an insert or an update straight on the
 * table, a category deleted — the next answer's total must equal a count of the owner's live tasks it matches.
 */

let h: Harness;
let me: TestUser;
let c: TestClient;

beforeAll(async () => {
  h = await build();
  me = await h.makeUser(['Gestionar cuenta']);
  c = await h.as(me.email);
});
afterAll(() => h.close());

const count = async (where: string) =>
  Number(
    (
      (await h.app.db.execute(
        sql.raw(`select count(*) as n from self_assigned_tasks where owner_id = ${me.id} and deleted_at is null
          and ${where}`),
      )) as unknown as { rows: { n: string | number }[] }
    ).rows[0].n,
  );
const total = async (query: string) => {
  const res = await c.inject({ method: 'GET', url: `/api/self_assigned_tasks?per_page=1${query}` });
  expect(res.statusCode).toBe(200);
  return res.json().total as number;
};

describe('kept totals of the personal tasks', () => {
  it('follow every kind of write', async () => {
    const api = selfApi(c);
    const category = (await api.category({ name: 'Casa', colour: '#228be6' })).json();
    const expectSame = async () => {
      expect(await total('')).toBe(await count('true'));
      expect(await total('&status=Hecha')).toBe(await count(`status = 'Hecha'`));
      expect(await total(`&category_id=${category.public_id}`)).toBe(
        await count(`category_id = (select id from self_assigned_categories where public_id = '${category.public_id}'
          and deleted_at is null)`),
      );
    };
    await expectSame();
    const made = [];
    for (const i of [1, 2, 3])
      made.push((await api.task({ title: `Tarea ${i}`, category_id: category.public_id })).json());
    await expectSame();
    await expectSame();
    expect(await total('')).toBe(3);
    await api.move(made[0].public_id, 'Hecha', null);
    await expectSame();
    expect(
      (await c.inject({ method: 'DELETE', url: `/api/self_assigned_tasks/${made[1].public_id}` })).statusCode,
    ).toBe(200);
    await expectSame();
    await h.app.db.execute(
      sql.raw(`insert into self_assigned_tasks (public_id, owner_id, title, status, position)
        select gen_random_uuid(), ${me.id}, 'Directa ' || g, 'Hecha', 100 + g from generate_series(1, 4) g`),
    );
    await expectSame();
    await h.app.db.execute(sql.raw(`update self_assigned_tasks set deleted_at = now() where title = 'Directa 1'`));
    await expectSame();
    // The category deleted straight on its table: its filter matches nothing any more.
    await h.app.db.execute(sql.raw(`update self_assigned_categories set deleted_at = now()`));
    await expectSame();
    expect(await total(`&category_id=${category.public_id}`)).toBe(0);
    expect(await total('')).toBe(5);
  });
});
