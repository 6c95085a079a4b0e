import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SELF_CATEGORIES_EXPORT, SELF_TASKS_EXPORT } from '@gestora/contract/exports/self-assigned-export';
import { expectExportsMatchJson } from '../../lib/export/export.test-utils.ts';
import { build, type Harness, type TestClient } from '../../test/harness.ts';
import { selfApi } from './self-assigned.test-utils.ts';

/*
 * 'Exportar' of Autogestión (issue 46): the owner's CSV and XLSX hold exactly the rows of their JSON lists, and
 * nobody else's export holds any of them.
 */

let h: Harness;
let owner: TestClient;
let other: TestClient;
beforeAll(async () => {
  h = await build();
  owner = await h.as((await h.makeUser(['Gestionar cuenta'])).email);
  other = await h.as((await h.makeUser(['Gestionar cuenta'])).email);
  const api = selfApi(owner);
  const ids: string[] = [];
  for (const [name, colour] of [
    ['Formación; interna', '#228be6'],
    ['=Trámites', '#40c057'],
  ]) {
    const res = await api.category({ name, colour });
    expect(res.statusCode, res.body).toBe(201);
    ids.push(res.json().public_id);
  }
  for (let i = 0; i < 9; i++) {
    const res = await api.task({
      title: `Tarea "personal" ${i}`,
      description: i % 2 ? `Línea uno\nlínea dos; ${i}` : null,
      category_id: i % 3 === 2 ? null : ids[i % 2],
      due_date: i % 4 === 3 ? null : `2026-0${1 + (i % 9)}-1${i}`,
      priority: ['Baja', 'Media', 'Alta', 'Urgente'][i % 4],
      status: ['Pendiente', 'En proceso', 'Hecha'][i % 3],
    });
    expect(res.statusCode, res.body).toBe(201);
  }
}, 60_000);
afterAll(() => h.close());

const timeZone = () => h.app.ctx.timeZone;

describe("the owner's personal lists export the rows of their JSON answer", () => {
  it('tasks, with a filter and a sort', async () => {
    const all = await expectExportsMatchJson({
      client: owner,
      path: '/api/self_assigned_tasks',
      query: { sort: '-due_date' },
      declaration: SELF_TASKS_EXPORT,
      timeZone: timeZone(),
      perPage: 4,
    });
    expect(all).toHaveLength(9);
    const done = await expectExportsMatchJson({
      client: owner,
      path: '/api/self_assigned_tasks',
      query: { status: 'Hecha' },
      declaration: SELF_TASKS_EXPORT,
      timeZone: timeZone(),
    });
    expect(done).toHaveLength(3);
  });

  it('categories', async () => {
    const rows = await expectExportsMatchJson({
      client: owner,
      path: '/api/self_assigned_categories',
      query: { sort: 'name' },
      declaration: SELF_CATEGORIES_EXPORT,
      timeZone: timeZone(),
    });
    expect(rows).toHaveLength(2);
  });

  it("holds none of another user's tasks or categories", async () => {
    for (const path of ['/api/self_assigned_tasks', '/api/self_assigned_categories']) {
      const res = await other.inject({ method: 'GET', url: `${path}/export?format=csv` });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['x-export-rows']).toBe('0');
      expect(res.body).not.toMatch(/personal|Formación|Trámites/);
    }
  });
});
