import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FULFILMENT_EXPORT, REPORT_TASKS_EXPORT, RESPONSIBLE_EXPORT } from '@gestora/contract/exports/reports-export';
import { build, type Harness, type TestClient } from '../../test/harness.ts';
import { expectExportsMatchJson } from '../../lib/export/export.test-utils.ts';
import {
  makeReportWorld,
  OWN_REPORT_PERMISSIONS,
  REPORT_PERMISSIONS,
  REPORT_TZ,
  type ReportWorld,
} from './reports.test-utils.ts';

/*
 * 'Exportar' of the reports (issue 46): each table's CSV and XLSX hold exactly the rows and figures of its JSON
 * answer under the same filters, and an export shows no more projects than the report does.
 */

let h: Harness;
let w: ReportWorld;
let viewer: TestClient;
beforeAll(async () => {
  h = await build({ config: { orgTimezone: REPORT_TZ } });
  w = await makeReportWorld(h, 'EXP');
  viewer = await h.as((await h.makeUser(REPORT_PERMISSIONS)).email);
});
afterAll(() => h.close());

const matches = async <R>(
  path: string,
  query: Record<string, string>,
  declaration: typeof FULFILMENT_EXPORT | typeof RESPONSIBLE_EXPORT | typeof REPORT_TASKS_EXPORT,
  client = viewer,
) =>
  expectExportsMatchJson<R>({
    client,
    path,
    query,
    declaration: declaration as never,
    timeZone: REPORT_TZ,
    perPage: 2,
  });

describe('the reports export the rows and figures of their JSON answer', () => {
  it('project fulfilment, with a search and a sort, and with a period', async () => {
    const rows = await matches('/api/report/project_fulfillment', { q: 'EXP', sort: '-percent' }, FULFILMENT_EXPORT);
    expect(rows).toHaveLength(3);
    await matches('/api/report/project_fulfillment', { q: 'EXP', date_from: '2020-03-01' }, FULFILMENT_EXPORT);
  });

  it('per responsible person', async () => {
    const rows = await matches('/api/report/responsible', { q: w.ana.lastName, sort: 'name' }, RESPONSIBLE_EXPORT);
    expect(rows.length).toBeGreaterThan(0);
    await matches('/api/report/responsible', { project_id: w.a.publicId }, RESPONSIBLE_EXPORT);
  });

  it("a project's and a person's tasks behind each figure", async () => {
    for (const filter of ['all', 'late', 'overdue', 'on_time']) {
      await matches(`/api/report/project/${w.a.publicId}/tasks/${filter}`, { sort: '-days_late' }, REPORT_TASKS_EXPORT);
      await matches(`/api/report/responsible/${w.ana.publicId}/tasks/${filter}`, {}, REPORT_TASKS_EXPORT);
    }
    await matches(`/api/report/project/${w.a.publicId}/tasks/all`, { stage_id: w.s1.publicId }, REPORT_TASKS_EXPORT);
  });
});

describe('what an export may show', () => {
  it("refuses another's project as its list does (404), and a user limited to their own projects exports theirs", async () => {
    const own = await h.as((await h.makeUser(OWN_REPORT_PERMISSIONS)).email);
    const res = await own.inject({ method: 'GET', url: `/api/report/project/${w.b.publicId}/tasks/all/export` });
    expect(res.statusCode, res.body).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    const ownerClient = await h.as(w.owner.email);
    const rows = await matches('/api/report/project_fulfillment', { q: 'EXP' }, FULFILMENT_EXPORT, ownerClient);
    const codes = rows.map((r) => (r as { project: { public_id: string } }).project.public_id);
    expect(codes).not.toContain(w.b.publicId);
  });

  it('answers 403 without the report permission and 422 for an unknown figure', async () => {
    const nobody = await h.as((await h.makeUser(['Gestionar cuenta'])).email);
    const refused = await nobody.inject({ method: 'GET', url: '/api/report/project_fulfillment/export' });
    expect(refused.statusCode).toBe(403);
    const bad = await viewer.inject({ method: 'GET', url: `/api/report/project/${w.a.publicId}/tasks/todas/export` });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toMatch(/filtro/i);
  });
});
