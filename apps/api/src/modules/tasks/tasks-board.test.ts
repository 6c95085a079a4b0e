import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TASK_STATUSES } from '@gestora/contract/tasks/remaining-days';
import { TASK_BOARD_COLUMN_CAP, ZTaskBoard, ZTaskBoardCard, ZTaskPage } from '@gestora/contract/tasks/tasks.schema';
import { makeProject, makeTasks } from '../../test/factories.ts';
import { build, type Harness } from '../../test/harness.ts';
import { ALL_TASK_PERMISSIONS } from './tasks.test-utils.ts';

/*
 * The board's cards are JSON written by PostgreSQL (cardJson in tasks-board.service.ts, from the kept card_json) while a task's detail is shaped in
 * JavaScript: every card must say what the detail says, texts that need escaping, missing dates and projects, stored
 * avatars and the rights of each kind of viewer included.
 */

let h: Harness;
beforeAll(async () => {
  h = await build();
});
afterAll(() => h.close());

describe('the task board', () => {
  it('says of every card what the task’s detail says, for every kind of viewer', async () => {
    const boss = await h.makeUser(ALL_TASK_PERMISSIONS);
    const own = await h.makeUser(['Ver tareas', 'Actualizar tareas', 'Ver solo los proyectos creados por el usuarios']);
    const worker = await h.makeUser(['Ver tareas', 'Gestionar tareas asignadas', 'Ver todos los proyectos']);
    const pictured = await h.makeUser([], { name: 'Íñigo', lastName: 'D"Alba \\ Peña', avatarPath: 'avatars/i-1.png' });
    const project = await makeProject(h, { createdBy: own.id, name: 'Obra "Norte" \\ fase 2 — año 2026' });
    await makeTasks(h, 5, (i) => ({
      title: ['Revisar "planos" \\ anexos', 'Señalética <b>& más', 'Sin fecha', 'Suelta', 'Terminada\ttab'][i],
      projectId: i === 3 ? null : project.id,
      status: String((i % 5) + 1),
      priority: ['Baja', 'Media', 'Alta', 'Urgente', 'Media'][i],
      endDate: i === 2 ? null : `2030-0${i + 1}-1${i}`,
      createdBy: i === 3 ? own.id : boss.id,
      memberIds: [[pictured.id, worker.id], [worker.id], [], [own.id, pictured.id], [pictured.id]][i],
    }));
    let compared = 0;
    for (const viewer of [boss, own, worker]) {
      const client = await h.as(viewer.email);
      const res = await client.inject({ method: 'GET', url: '/api/tasks/board' });
      expect(res.statusCode, res.body).toBe(200);
      const cards = ZTaskBoard.parse(res.json()).columns.flatMap((c) => c.data);
      expect(cards.length).toBeGreaterThan(0);
      for (const card of cards) {
        const detail = await client.inject({ method: 'GET', url: `/api/tasks/${card.public_id}` });
        expect(detail.statusCode, detail.body).toBe(200);
        expect(card, `${viewer.email} ${card.title}`).toEqual(ZTaskBoardCard.parse(detail.json()));
        compared++;
      }
    }
    // Each sees all five: the boss and the worker all projects and every loose task, the owner their project's
    // four and the loose task they created.
    expect(compared).toBe(3 * 5);
  });

  it('goes out as PostgreSQL wrote it, whole, plain or compressed, as JSON in UTF-8', async () => {
    const viewer = await h.makeUser(ALL_TASK_PERMISSIONS);
    const project = await makeProject(h, { createdBy: viewer.id, name: 'Señalización — fase 📐' });
    await makeTasks(h, 40, (i) => ({ title: `Revisión nº ${i} “exterior” \\ año`, projectId: project.id }));
    const client = await h.as(viewer.email);
    const url = `/api/tasks/board?project_id=${project.publicId}`;
    const plain = await client.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const board = ZTaskBoard.parse(plain.json());
    expect(board.columns[0].data[0].project?.name).toBe('Señalización — fase 📐');
    // Every column with its name and total, its first cards in their order (no end date: the newest first).
    const cap = TASK_BOARD_COLUMN_CAP;
    expect(board.columns.map((c) => [c.status, c.name, c.total, c.data.length])).toEqual(
      Object.entries(TASK_STATUSES).map(([code, name], i) => [code, name, i === 0 ? 40 : 0, i === 0 ? cap : 0]),
    );
    expect(board.columns[0].data.map((c) => c.title)).toEqual(
      Array.from({ length: cap }, (_, i) => `Revisión nº ${39 - i} “exterior” \\ año`),
    );
    for (const [accept, decode] of [
      ['br', zlib.brotliDecompressSync],
      ['gzip', zlib.gunzipSync],
    ] as const) {
      const res = await client.inject({ method: 'GET', url, headers: { 'accept-encoding': accept } });
      expect(res.headers['content-encoding'], accept).toBe(accept);
      expect(res.headers['content-type'], accept).toBe('application/json; charset=utf-8');
      expect(decode(res.rawPayload).equals(plain.rawPayload), accept).toBe(true);
    }
  });

  it('continues each column in /api/tasks with its status, page by page, in the board’s order', async () => {
    const viewer = await h.makeUser(ALL_TASK_PERMISSIONS);
    const project = await makeProject(h, { createdBy: viewer.id });
    const cap = TASK_BOARD_COLUMN_CAP;
    // Three columns longer than the board shows, end dates repeated and missing (the ties the order must break).
    await makeTasks(h, 3 * cap + 17, (i) => ({
      title: `Tarea ${i}`,
      projectId: project.id,
      status: String((i % 3) + 1),
      priority: i % 4 === 0 ? 'Alta' : 'Media',
      endDate: i % 5 === 0 ? null : `2030-01-0${(i % 7) + 1}`,
    }));
    const client = await h.as(viewer.email);
    const get = async (url: string) => {
      const res = await client.inject({ method: 'GET', url });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    for (const filter of [`project_id=${project.publicId}`, `project_id=${project.publicId}&priority=Media`]) {
      const board = ZTaskBoard.parse(await get(`/api/tasks/board?${filter}`));
      for (const column of board.columns.filter((c) => c.total > 0)) {
        const first = column.data.map((c) => c.public_id);
        expect(first, filter).toHaveLength(Math.min(cap, column.total));
        const list: string[] = [];
        for (let page = 1; list.length < column.total; page++) {
          const url = `/api/tasks?${filter}&status=${column.status}&per_page=${cap}&page=${page}`;
          const got = ZTaskPage.parse(await get(url));
          expect(got.total).toBe(column.total);
          expect(got.data.length, url).toBeGreaterThan(0);
          list.push(...got.data.map((t) => t.public_id));
        }
        // The list's first page is the column, and the pages after it hold the rest of the column once each.
        expect(list.slice(0, cap), filter).toEqual(first);
        expect(new Set(list).size).toBe(column.total);
      }
    }
  });
});
