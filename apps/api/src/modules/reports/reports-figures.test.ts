import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TProjectFulfilmentRow, TResponsibleReportRow } from '@gestora/contract/reports/reports.schema';
import { build, type Harness, type TestClient } from '../../test/harness.ts';
import { makeProjects, makeTasks } from '../../test/factories.ts';
import {
  EXPECTED,
  fig,
  makeReportWorld,
  REPORT_PERMISSIONS,
  REPORT_TZ,
  type ReportWorld,
} from './reports.test-utils.ts';

let h: Harness;
let w: ReportWorld;
let viewer: TestClient;
beforeAll(async () => {
  h = await build({ config: { orgTimezone: REPORT_TZ } });
  w = await makeReportWorld(h, 'FIG');
  viewer = await h.as((await h.makeUser(REPORT_PERMISSIONS)).email);
});
afterAll(() => h.close());

const get = async (url: string) => {
  const res = await viewer.inject({ method: 'GET', url });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json();
};
const byCode = (rows: TProjectFulfilmentRow[]) => Object.fromEntries(rows.map((r) => [r.project.code, r]));
const byName = (rows: TResponsibleReportRow[]) => Object.fromEntries(rows.map((r) => [r.user.name, r.figures]));

describe('GET /api/report/project_fulfillment', () => {
  it("answers each project's figures and the totals of every project selected", async () => {
    const page = await get('/api/report/project_fulfillment?q=FIG');
    expect(page.total).toBe(3);
    const rows = byCode(page.data);
    expect(rows['FIG-A']).toEqual({
      project: { public_id: w.a.publicId, code: 'FIG-A', name: 'FIG Alfa' },
      client: null,
      department: null,
      status: 'En curso',
      figures: EXPECTED.a,
    });
    expect(rows['FIG-B'].figures).toEqual(EXPECTED.b);
    expect(rows['FIG-C'].figures).toEqual(EXPECTED.c);
    // 63 (62.5 rounded) and 60.
    expect(EXPECTED.a).toMatchObject({ percent: 63, on_time_percent: 60 });
    expect(page.totals).toEqual(fig(11, 7, 4, 3, 4, 2));
  });

  it('counts the totals over every page, and the period by end date', async () => {
    const first = await get('/api/report/project_fulfillment?q=FIG&per_page=1&sort=-tasks');
    expect(first.data.map((r: TProjectFulfilmentRow) => r.project.code)).toEqual(['FIG-A']);
    expect(first).toMatchObject({ total: 3, last_page: 3, totals: fig(11, 7, 4, 3, 4, 2) });
    const third = await get('/api/report/project_fulfillment?q=FIG&per_page=1&page=3&sort=-tasks');
    expect(third.data.map((r: TProjectFulfilmentRow) => r.project.code)).toEqual(['FIG-C']);
    // Past the end: no rows, the same total and totals.
    const past = await get('/api/report/project_fulfillment?q=FIG&per_page=2&page=9');
    expect(past).toMatchObject({ data: [], total: 3, totals: fig(11, 7, 4, 3, 4, 2) });

    const march = await get('/api/report/project_fulfillment?q=FIG&date_from=2020-03-01&date_to=2020-03-31');
    expect(byCode(march.data)['FIG-A'].figures).toEqual(EXPECTED.aMarch);
    expect(byCode(march.data)['FIG-B'].figures).toEqual(fig(0, 0, 0, 0, 0, 0));
    expect(march.totals).toEqual(EXPECTED.aMarch);
    // Without an end date a task is in no period, however wide.
    const wide = await get('/api/report/project_fulfillment?q=FIG&date_from=1900-01-01&date_to=2999-12-31');
    expect(wide.totals).toEqual(fig(9, 6, 3, 3, 3, 2));
  });

  it('sorts by its figures and filters by status', async () => {
    const codes = async (qs: string) =>
      (await get(`/api/report/project_fulfillment?q=FIG&${qs}`)).data.map((r: TProjectFulfilmentRow) => r.project.code);
    expect(await codes('sort=name')).toEqual(['FIG-A', 'FIG-B', 'FIG-C']);
    expect(await codes('sort=-name')).toEqual(['FIG-C', 'FIG-B', 'FIG-A']);
    expect(await codes('sort=-percent')).toEqual(['FIG-B', 'FIG-A', 'FIG-C']);
    expect(await codes('sort=late')).toEqual(['FIG-C', 'FIG-B', 'FIG-A']);
    expect(await codes('sort=-overdue')).toEqual(['FIG-A', 'FIG-B', 'FIG-C']);
    expect(await codes('status=Pausado')).toEqual(['FIG-B']);
  });
});

describe('GET /api/report/project/:public_id', () => {
  it('answers the project by stage in order and by activity in order, then what has none', async () => {
    const report = await get(`/api/report/project/${w.a.publicId}`);
    expect(report.project).toMatchObject({ project: { code: 'FIG-A' }, figures: EXPECTED.a });
    const ref = (r: { publicId: string; name: string }) => ({ public_id: r.publicId, name: r.name });
    expect(report.stages).toEqual([
      {
        stage: ref(w.s1),
        figures: EXPECTED.s1,
        activities: [
          { activity: ref(w.a1), figures: EXPECTED.a1 },
          { activity: ref(w.a2), figures: EXPECTED.a2 },
          { activity: null, figures: EXPECTED.s1Loose },
        ],
      },
      {
        stage: ref(w.s2),
        figures: EXPECTED.s2,
        activities: [
          { activity: ref(w.a3), figures: EXPECTED.a3 },
          { activity: null, figures: EXPECTED.s2Loose },
        ],
      },
      { stage: null, figures: EXPECTED.stageless, activities: [] },
    ]);
  });

  it('counts the period in every stage, and a project without tasks answers its stages at zero', async () => {
    const march = await get(`/api/report/project/${w.a.publicId}?date_from=2020-03-01&date_to=2020-03-31`);
    expect(march.project.figures).toEqual(EXPECTED.aMarch);
    expect(march.stages.map((s: { figures: unknown }) => s.figures)).toEqual([EXPECTED.aMarch, fig(0, 0, 0, 0, 0, 0)]);
    const empty = await get(`/api/report/project/${w.c.publicId}`);
    expect(empty).toEqual({
      project: expect.objectContaining({ figures: fig(0, 0, 0, 0, 0, 0) }),
      stages: [],
    });
  });
});

describe('GET /api/report/responsible', () => {
  it("answers each member's figures in the projects seen, and the people's totals", async () => {
    const page = await get('/api/report/responsible?q=FIG');
    expect(page.total).toBe(2);
    const rows = byName(page.data);
    expect(rows['Ana FIG']).toEqual(EXPECTED.ana);
    expect(rows['Bruno FIG']).toEqual(EXPECTED.bruno);
    // Carla's only task is outside any project; the deleted t9 is not Bruno's.
    expect(rows['Carla FIG']).toBeUndefined();
    expect(page.totals).toEqual(fig(9, 6, 2, 4, 3, 2));
    const ana = page.data.find((r: TResponsibleReportRow) => r.user.public_id === w.ana.publicId);
    expect(ana.department).toEqual({ public_id: expect.any(String), name: 'Área FIG' });
    expect(ana.user).toEqual({
      public_id: w.ana.publicId,
      name: 'Ana FIG',
      last_name: 'Álvarez',
      avatar_url: expect.any(String),
    });
  });

  it('filters by project, department, period and name, and sorts by its figures', async () => {
    const names = async (qs: string) =>
      (await get(`/api/report/responsible?${qs}`)).data.map((r: TResponsibleReportRow) => r.user.name);
    expect(byName((await get(`/api/report/responsible?project_id=${w.b.publicId}`)).data)).toEqual({
      'Ana FIG': fig(1, 1, 0, 1, 0, 0),
      'Bruno FIG': fig(1, 0, 0, 0, 1, 1),
    });
    const [area] = (await get('/api/report/responsible?q=FIG')).data
      .filter((r: TResponsibleReportRow) => r.department)
      .map((r: TResponsibleReportRow) => r.department!.public_id);
    expect(await names(`department_id=${area}`)).toEqual(['Ana FIG']);
    expect(byName((await get('/api/report/responsible?q=FIG&date_from=2020-03-01&date_to=2020-03-31')).data)).toEqual({
      'Ana FIG': fig(3, 2, 1, 1, 1, 1),
      'Bruno FIG': fig(2, 2, 0, 2, 0, 0),
    });
    // Every word, in the name or the last name, without accents or case.
    expect(await names('q=bruno%20fig')).toEqual(['Bruno FIG']);
    expect(await names('q=ALVAREZ%20fig')).toEqual(['Ana FIG']);
    expect(await names('q=alvarez%20bravo')).toEqual([]);
    expect(await names('q=FIG&sort=-assigned')).toEqual(['Bruno FIG', 'Ana FIG']);
    expect(await names('q=FIG&sort=-name')).toEqual(['Bruno FIG', 'Ana FIG']);
    expect(await names('q=FIG&sort=-finished&per_page=1')).toHaveLength(1);
  });
});

describe('statements', () => {
  it('answers each report page in a fixed number of statements, whatever the number of projects', async () => {
    const count = async (url: string) => {
      const { result, queries } = await h.countQueries(() => viewer.inject({ method: 'GET', url }));
      expect(result.statusCode, url).toBe(200);
      return queries;
    };
    const urls = [
      '/api/report/project_fulfillment',
      '/api/report/project_fulfillment?sort=-percent&date_from=2020-01-01',
      '/api/report/responsible',
      `/api/report/project/${w.a.publicId}`,
      `/api/report/project/${w.a.publicId}/tasks/late`,
      `/api/report/responsible/${w.bruno.publicId}/tasks/overdue`,
    ];
    const before = [];
    for (const url of urls) before.push(await count(url));
    const more = await makeProjects(h, 30, (i) => ({ code: `MANY-${i}`, name: `Muchos ${i}` }));
    await makeTasks(h, 90, (i) => ({
      projectId: more[i % 30].id,
      endDate: '2020-01-15',
      memberIds: [w.ana.id, w.bruno.id],
      ...(i % 3 ? { status: '5', completedAt: new Date('2020-01-20T00:00:00Z') } : {}),
    }));
    for (const [i, url] of urls.entries()) expect(await count(url), url).toBe(before[i]);
    // The session, then one statement for a report page, three for a project's (its access, figures, stages), one
    // for a project's tasks (its access read with the page), two for a person's (the person, the page).
    expect(before).toEqual([2, 2, 2, 4, 2, 3]);
  });
});
