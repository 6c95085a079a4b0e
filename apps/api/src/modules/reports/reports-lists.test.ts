import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  REPORT_TASK_FILTERS,
  type TFulfilment,
  type TProjectFulfilmentRow,
  type TProjectReport,
  type TReportTask,
  type TReportTaskFilter,
  type TResponsibleReportRow,
} from '@gestora/contract/reports/reports.schema';
import { daysBetween } from '@gestora/contract/tasks/remaining-days';
import { todayIso } from '../../lib/dates.ts';
import { build, type Harness, type TestClient } from '../../test/harness.ts';
import { makeReportWorld, REPORT_PERMISSIONS, REPORT_TZ, type ReportWorld } from './reports.test-utils.ts';

let h: Harness;
let w: ReportWorld;
let viewer: TestClient;
beforeAll(async () => {
  h = await build({ config: { orgTimezone: REPORT_TZ } });
  w = await makeReportWorld(h, 'LST');
  viewer = await h.as((await h.makeUser(REPORT_PERMISSIONS)).email);
});
afterAll(() => h.close());

const get = async (url: string) => {
  const res = await viewer.inject({ method: 'GET', url });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json();
};
/** The figure a list filter counts. */
const figureOf = (f: TFulfilment, filter: TReportTaskFilter) => (filter === 'all' ? f.tasks : f[filter]);
const PERIODS = ['', 'date_from=2020-03-01&date_to=2020-03-31', 'date_from=2020-05-01', 'date_to=2020-03-05'];

/** For every figure of `figures`, the list behind it (`url` + `query`) holds exactly that many tasks. */
async function expectListsMatch(figures: TFulfilment, url: (filter: TReportTaskFilter) => string, query: string) {
  for (const filter of REPORT_TASK_FILTERS) {
    const full = `${url(filter)}?per_page=100${query ? `&${query}` : ''}`;
    const page = await get(full);
    expect(page.total, full).toBe(figureOf(figures, filter));
    expect(page.data, full).toHaveLength(page.total);
  }
}

describe('the tasks behind a figure', () => {
  it("are as many as each project's figure, for every figure and period", async () => {
    let checked = 0;
    for (const period of PERIODS) {
      const page = await get(`/api/report/project_fulfillment?q=LST${period ? `&${period}` : ''}`);
      for (const row of page.data as TProjectFulfilmentRow[]) {
        const id = row.project.public_id;
        await expectListsMatch(row.figures, (f) => `/api/report/project/${id}/tasks/${f}`, period);
        checked++;
      }
    }
    expect(checked).toBe(12);
  });

  it("are as many as each stage's and activity's figure, those without one included", async () => {
    let checked = 0;
    for (const period of PERIODS) {
      const id = w.a.publicId;
      const report: TProjectReport = await get(`/api/report/project/${id}${period ? `?${period}` : ''}`);
      const url = (f: TReportTaskFilter) => `/api/report/project/${id}/tasks/${f}`;
      const and = (q: string) => [q, period].filter(Boolean).join('&');
      for (const s of report.stages) {
        const stage = `stage_id=${s.stage?.public_id ?? 'none'}`;
        await expectListsMatch(s.figures, url, and(stage));
        for (const a of s.activities)
          await expectListsMatch(a.figures, url, and(`${stage}&activity_id=${a.activity?.public_id ?? 'none'}`));
        checked += 1 + s.activities.length;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(9);
  });

  it("are as many as each person's figure, by project and period", async () => {
    let checked = 0;
    for (const query of [...PERIODS, `project_id=${w.a.publicId}`, `project_id=${w.b.publicId}&date_to=2020-12-31`]) {
      const page = await get(`/api/report/responsible?per_page=100${query ? `&${query}` : ''}`);
      for (const row of page.data as TResponsibleReportRow[]) {
        const id = row.user.public_id;
        await expectListsMatch(row.figures, (f) => `/api/report/responsible/${id}/tasks/${f}`, query);
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(10);
  });

  it('answer each task with its days late in the organisation time zone', async () => {
    const page = await get(`/api/report/project/${w.a.publicId}/tasks/late?sort=-days_late`);
    expect(page.data.map((t: TReportTask) => [t.title, t.days_late])).toEqual([
      ['Tarea t3 LST', 3],
      ['Tarea t2 LST', 1],
    ]);
    expect(page.data[1]).toEqual({
      public_id: w.t.t2.publicId,
      title: 'Tarea t2 LST',
      status: '5',
      priority: 'Media',
      end_date: '2020-03-05',
      completed_at: '2020-03-05T20:00:00.000Z',
      days_late: 1,
      project: { public_id: w.a.publicId, name: 'LST Alfa' },
      stage: { public_id: w.s1.publicId, name: 'Diseño' },
      activity: { public_id: w.a1.publicId, name: 'Planos' },
      members: [
        expect.objectContaining({ public_id: w.ana.publicId }),
        expect.objectContaining({ public_id: w.bruno.publicId }),
      ],
      comments_count: 0,
      files_count: 0,
    });
    const overdue = await get(`/api/report/project/${w.a.publicId}/tasks/overdue`);
    expect(overdue.data).toEqual([
      expect.objectContaining({
        title: 'Tarea t4 LST',
        days_late: daysBetween('2020-03-10', todayIso(REPORT_TZ)),
        activity: null,
      }),
    ]);
    const onTime = await get(`/api/report/project/${w.a.publicId}/tasks/on_time?sort=title`);
    expect(onTime.data.map((t: TReportTask) => [t.title, t.days_late])).toEqual([
      ['Tarea t1 LST', 0],
      ['Tarea t6 LST', 0],
      ['Tarea t8 LST', 0],
    ]);
  });

  it('page, sort and search', async () => {
    const url = `/api/report/project/${w.a.publicId}/tasks/all`;
    const titles = async (q: string) => (await get(`${url}?${q}`)).data.map((t: TReportTask) => t.title);
    const first = await get(`${url}?per_page=3`);
    expect(first).toMatchObject({ total: 8, last_page: 3, current_page: 1 });
    expect(await titles('per_page=3&page=3')).toHaveLength(2);
    // The nearest end date first, those without one last.
    expect((await titles('sort=end_date')).slice(-2).sort()).toEqual(['Tarea t6 LST', 'Tarea t7 LST']);
    expect(await titles('sort=-completed_at&per_page=2')).toEqual(['Tarea t8 LST', 'Tarea t6 LST']);
    expect(await titles('q=t5')).toEqual(['Tarea t5 LST']);
    expect(await titles('sort=status&per_page=1')).toEqual(['Tarea t5 LST']);
    // An id that is no stage's matches nothing.
    expect((await get(`${url}?stage_id=${w.a3.publicId}`)).total).toBe(0);
  });
});
