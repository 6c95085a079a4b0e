import type { TFulfilment } from '@gestora/contract/reports/reports.schema';
import type { Harness, TestUser } from '../../test/harness.ts';
import {
  makeActivity,
  makeDepartment,
  makeProject,
  makeStage,
  makeTasks,
  type ActivityRow,
  type ProjectRow,
  type StageRow,
  type TaskRow,
} from '../../test/factories.ts';

/**
 * The organisation's time zone of the report tests: ahead of UTC, so that a task completed on the evening (UTC) of
 * its end date is late there, on the next day, and on time by the UTC date.
 */
export const REPORT_TZ = 'Asia/Tokyo';

export const REPORT_PERMISSIONS = ['Sección de informes', 'Ver todos los proyectos'];
export const OWN_REPORT_PERMISSIONS = ['Sección de informes', 'Ver solo los proyectos creados por el usuarios'];

/** Figures as the contract writes them, from the counts (percentages as the server rounds them). */
export function fig(tasks: number, finished: number, onTime: number, late: number, open: number, overdue: number) {
  const pct = (a: number, b: number) => (b ? Math.round((a * 100) / b) : 0);
  return {
    tasks,
    finished,
    on_time: onTime,
    late,
    open,
    overdue,
    percent: pct(finished, tasks),
    on_time_percent: pct(onTime, finished),
  } satisfies TFulfilment;
}

export interface ReportWorld {
  owner: TestUser;
  other: TestUser;
  ana: TestUser;
  bruno: TestUser;
  carla: TestUser;
  /** A: the owner's, with stages and activities; B: another's; C: the owner's, without tasks. */
  a: ProjectRow;
  b: ProjectRow;
  c: ProjectRow;
  s1: StageRow;
  s2: StageRow;
  a1: ActivityRow;
  a2: ActivityRow;
  a3: ActivityRow;
  t: Record<string, TaskRow>;
  tag: string;
}

type TaskSpec = Exclude<Parameters<typeof makeTasks>[2], ((i: number) => unknown) | undefined>;

const done = (at: string) => ({ status: '5', completedAt: new Date(at) });

/**
 * Three projects whose every figure is known (comments give each task's word in REPORT_TZ), named with `tag` so
 * that a search selects only them. Today is after 2020 and before 2099 in any run.
 */
export async function makeReportWorld(h: Harness, tag: string): Promise<ReportWorld> {
  const department = await makeDepartment(h, { name: `Área ${tag}` });
  const owner = await h.makeUser(OWN_REPORT_PERMISSIONS, { name: `Dueña ${tag}` });
  const other = await h.makeUser(REPORT_PERMISSIONS, { name: `Otro ${tag}` });
  const ana = await h.makeUser([], { name: `Ana ${tag}`, lastName: 'Álvarez', departmentId: department.id });
  const bruno = await h.makeUser([], { name: `Bruno ${tag}`, lastName: 'Bravo' });
  const carla = await h.makeUser([], { name: `Carla ${tag}`, lastName: 'Castro' });

  const a = await makeProject(h, { code: `${tag}-A`, name: `${tag} Alfa`, createdBy: owner.id, status: 'En curso' });
  const b = await makeProject(h, { code: `${tag}-B`, name: `${tag} Beta`, createdBy: other.id, status: 'Pausado' });
  const c = await makeProject(h, { code: `${tag}-C`, name: `${tag} Gamma`, createdBy: owner.id });
  const s1 = await makeStage(h, { projectId: a.id, name: 'Diseño', position: 1 });
  const s2 = await makeStage(h, { projectId: a.id, name: 'Obra', position: 2 });
  const a1 = await makeActivity(h, { stageId: s1.id, name: 'Planos', startDate: '2020-01-01' });
  const a2 = await makeActivity(h, { stageId: s1.id, name: 'Cálculos', startDate: '2020-02-01' });
  const a3 = await makeActivity(h, { stageId: s2.id, name: 'Cimientos' });

  const inA = { projectId: a.id };
  const specs: Record<string, TaskSpec> = {
    // on time: completed the day before its end date
    t1: {
      ...inA,
      stageId: s1.id,
      stageActivityId: a1.id,
      endDate: '2020-03-05',
      ...done('2020-03-04T12:00:00Z'),
      memberIds: [ana.id],
    },
    // late by 1 day in Tokyo (06 Mar 05:00), on time by the UTC date (05 Mar 20:00)
    t2: {
      ...inA,
      stageId: s1.id,
      stageActivityId: a1.id,
      endDate: '2020-03-05',
      ...done('2020-03-05T20:00:00Z'),
      memberIds: [ana.id, bruno.id],
    },
    // late by 3 days
    t3: {
      ...inA,
      stageId: s1.id,
      stageActivityId: a2.id,
      endDate: '2020-03-05',
      ...done('2020-03-08T03:00:00Z'),
      memberIds: [bruno.id],
    },
    // open and overdue, without an activity
    t4: { ...inA, stageId: s1.id, endDate: '2020-03-10', status: '2', memberIds: [ana.id] },
    // open, due in the future
    t5: { ...inA, stageId: s1.id, stageActivityId: a2.id, endDate: '2099-01-01', status: '1', memberIds: [bruno.id] },
    // on time without an end date, without a stage
    t6: { ...inA, endDate: null, ...done('2020-04-01T10:00:00Z'), memberIds: [bruno.id] },
    // open without an end date: never overdue
    t7: { ...inA, endDate: null, status: '4' },
    // on time, on its end date, in the second stage without an activity
    t8: { ...inA, stageId: s2.id, endDate: '2020-06-30', ...done('2020-06-30T10:00:00Z') },
    // deleted: in no figure
    t9: {
      ...inA,
      stageId: s1.id,
      stageActivityId: a1.id,
      endDate: '2020-03-05',
      ...done('2020-03-09T10:00:00Z'),
      deletedAt: new Date(),
      memberIds: [bruno.id],
    },
    // B: late by 2 days, overdue, on time
    t10: { projectId: b.id, endDate: '2020-05-01', ...done('2020-05-03T10:00:00Z'), memberIds: [ana.id] },
    t11: { projectId: b.id, endDate: '2020-05-01', status: '3', memberIds: [bruno.id] },
    t12: { projectId: b.id, endDate: '2020-05-20', ...done('2020-05-20T01:00:00Z') },
    // outside any project: in no report
    t13: { projectId: null, endDate: '2020-05-01', status: '1', memberIds: [carla.id] },
  };
  const names = Object.keys(specs);
  const rows = await makeTasks(h, names.length, (i) => ({ title: `Tarea ${names[i]} ${tag}`, ...specs[names[i]] }));
  const t = Object.fromEntries(rows.map((r, i) => [names[i], r]));
  return { owner, other, ana, bruno, carla, a, b, c, s1, s2, a1, a2, a3, t, tag };
}

/** The figures of the world, as the reports must answer them (REPORT_TZ). */
export const EXPECTED = {
  a: fig(8, 5, 3, 2, 3, 1),
  b: fig(3, 2, 1, 1, 1, 1),
  c: fig(0, 0, 0, 0, 0, 0),
  s1: fig(5, 3, 1, 2, 2, 1),
  a1: fig(2, 2, 1, 1, 0, 0),
  a2: fig(2, 1, 0, 1, 1, 0),
  s1Loose: fig(1, 0, 0, 0, 1, 1),
  s2: fig(1, 1, 1, 0, 0, 0),
  a3: fig(0, 0, 0, 0, 0, 0),
  s2Loose: fig(1, 1, 1, 0, 0, 0),
  stageless: fig(2, 1, 1, 0, 1, 0),
  /** A in March 2020: t1–t4. */
  aMarch: fig(4, 3, 1, 2, 1, 1),
  /** Ana: t1, t2, t4, t10; Bruno: t2, t3, t5, t6, t11 (t9 is deleted). */
  ana: fig(4, 3, 1, 2, 1, 1),
  bruno: fig(5, 3, 1, 2, 2, 1),
  /** Seen by the owner (A and C only). */
  anaOwn: fig(3, 2, 1, 1, 1, 1),
  brunoOwn: fig(4, 3, 1, 2, 1, 0),
};
