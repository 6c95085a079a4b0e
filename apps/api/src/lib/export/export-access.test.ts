import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@gestora/contract/messages';
import { PROJECTS_EXPORT } from '@gestora/contract/exports/projects-export';
import { STAGES_EXPORT } from '@gestora/contract/exports/stages-export';
import { TASKS_EXPORT } from '@gestora/contract/exports/tasks-export';
import { makeProject, makeStage, makeTasks } from '../../test/factories.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, build, type Harness, type TestClient } from '../../test/harness.ts';
import { expectExportsMatchJson, parseCsv } from './export.test-utils.ts';

/*
 * An export is the list under another format: refused as the list is (401 without a session, 403 without the
 * list's permission), scoped as the list is (a user who sees only their own projects exports only those and their
 * tasks), and a bad format or filter is a Spanish 422 in JSON, never the start of a file.
 */

let h: Harness;
let admin: TestClient;
beforeAll(async () => {
  h = await build();
  admin = await h.as(ADMIN_EMAIL, ADMIN_PASSWORD);
}, 60_000);
afterAll(() => h.close());

/** One list of each way of reading (cursor over defineList's statement, or paged through the service). */
const LISTS = ['/api/tasks', '/api/projects', '/api/vehicles', '/api/clients', '/api/stages', '/api/roles'];

/** Every list whose page has 'Exportar' (the web's `exportPath`s). */
const WEB_EXPORTS = [
  '/api/projects',
  '/api/users',
  '/api/tasks',
  '/api/my_tasks',
  '/api/stages',
  '/api/stage_activities',
  '/api/departments',
  '/api/roles',
  '/api/clients',
  '/api/tickets',
  '/api/my_tickets',
  '/api/my_requested_tickets',
  '/api/meetings',
  '/api/my_meetings',
  '/api/maintenance_types',
  '/api/maintenance_records',
  '/api/vehicles',
  '/api/maintenance_requests',
  '/api/self_assigned_tasks',
  '/api/self_assigned_categories',
  '/api/report/project_fulfillment',
  '/api/report/responsible',
  '/api/report/project/:project_id/tasks/:filter',
  '/api/report/responsible/:user_id/tasks/:filter',
];

describe('routes', () => {
  it('registers an export beside every list the web exports, with the list access and query', () => {
    for (const path of WEB_EXPORTS) {
      const list = h.app.routeRegistry.find((r) => r.method === 'GET' && r.url === path);
      const exported = h.app.routeRegistry.find((r) => r.method === 'GET' && r.url === `${path}/export`);
      expect(exported, path).toBeDefined();
      expect(exported!.access, path).toEqual(list!.access);
      const fields = (schema: unknown) => Object.keys((schema as { shape: object }).shape);
      expect(fields(exported!.schema!.querystring), path).toEqual([...fields(list!.schema!.querystring), 'format']);
    }
  });
});

describe('access', () => {
  it('answers 401 without a session and 403 without the list permission, for both formats', async () => {
    const nobody = await h.makeUser(['Gestionar cuenta']);
    const client = await h.as(nobody.email);
    for (const path of LISTS)
      for (const format of ['csv', 'xlsx']) {
        const anonymous = await h.app.inject({ method: 'GET', url: `${path}/export?format=${format}` });
        expect(anonymous.statusCode, path).toBe(401);
        const res = await client.inject({ method: 'GET', url: `${path}/export?format=${format}` });
        expect(res.statusCode, path).toBe(403);
        expect(res.json().message).toBe(MSG.forbidden);
        expect(res.headers['content-disposition']).toBeUndefined();
      }
    // The access is decided first: a bad format from someone who may not read the list is still a 403.
    expect((await client.inject({ method: 'GET', url: '/api/tasks/export?format=pdf' })).statusCode).toBe(403);
  });

  it("exports for 'own projects' only their projects, their stages and those projects' tasks", async () => {
    const owner = await h.makeUser(['Ver solo los proyectos creados por el usuarios', 'Ver tareas', 'Ver etapas']);
    const client = await h.as(owner.email);
    const mine = await makeProject(h, { createdBy: owner.id, name: 'Proyecto propio' });
    const theirs = await makeProject(h, { name: 'Proyecto ajeno' });
    await makeTasks(h, 4, { projectId: mine.id, createdBy: owner.id });
    await makeTasks(h, 5, { projectId: theirs.id });
    await makeStage(h, { projectId: mine.id });
    await makeStage(h, { projectId: theirs.id });
    const timeZone = h.app.ctx.timeZone;

    const projects = await expectExportsMatchJson({
      client,
      path: '/api/projects',
      query: {},
      declaration: PROJECTS_EXPORT,
      timeZone,
    });
    expect(projects.map((p) => p.code)).toEqual([mine.code]);
    const tasks = await expectExportsMatchJson({
      client,
      path: '/api/tasks',
      query: {},
      declaration: TASKS_EXPORT,
      timeZone,
    });
    expect(tasks).toHaveLength(4);
    expect(new Set(tasks.map((t) => t.project?.public_id))).toEqual(new Set([mine.publicId]));
    const stages = await expectExportsMatchJson({
      client,
      path: '/api/stages',
      query: {},
      declaration: STAGES_EXPORT,
      timeZone,
    });
    expect(stages.map((s) => s.project.code)).toEqual([mine.code]);

    // The administrator, who sees every project, gets the others' too: the scope is the actor's, not the route's.
    const all = await admin.inject({ method: 'GET', url: `/api/tasks/export?project_id=${theirs.publicId}` });
    expect(parseCsv(all.body)).toHaveLength(1 + 5);
    const none = await client.inject({ method: 'GET', url: `/api/tasks/export?project_id=${theirs.publicId}` });
    expect(none.headers['x-export-rows']).toBe('0');
    expect(parseCsv(none.body)).toHaveLength(1);
  });
});

describe('bad input', () => {
  it('answers 422 in Spanish, in JSON, for a format other than csv or xlsx', async () => {
    for (const path of LISTS)
      for (const format of ['pdf', 'CSV', '']) {
        const res = await admin.inject({ method: 'GET', url: `${path}/export?format=${format}` });
        expect(res.statusCode, `${path} ${format}`).toBe(422);
        expect(res.headers['content-type']).toMatch(/^application\/json/);
        expect(res.json()).toEqual({
          message: 'Seleccione un formato de exportación válido: csv o xlsx.',
          errors: { format: ['Seleccione un formato de exportación válido: csv o xlsx.'] },
        });
      }
  });

  it('answers 422 for a filter or sort the list itself refuses, before any file starts', async () => {
    for (const url of [
      '/api/tasks/export?format=xlsx&status=9',
      '/api/tasks/export?project_id=no-es-un-id',
      '/api/projects/export?sort=clave_secreta',
      '/api/stages/export?date_from=2026-13-45',
      '/api/clients/export?active=quizas',
    ]) {
      const res = await admin.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(422);
      expect(res.headers['content-disposition'], url).toBeUndefined();
      const body = res.json();
      expect(typeof body.message, url).toBe('string');
      expect(Object.keys(body.errors).length, url).toBeGreaterThan(0);
    }
  });

  it('defaults to CSV, and ignores page and per_page (an export is every page)', async () => {
    const project = await makeProject(h);
    await makeTasks(h, 3, { projectId: project.id });
    const res = await admin.inject({
      method: 'GET',
      url: `/api/tasks/export?project_id=${project.publicId}&page=2&per_page=1`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(parseCsv(res.body)).toHaveLength(1 + 3);
  });
});
