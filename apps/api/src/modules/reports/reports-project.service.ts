import { sql } from 'drizzle-orm';
import type { TFulfilment, TProjectReport, TReportPeriodQuery } from '@gestora/contract/reports/reports.schema';
import type { TRef } from '@gestora/contract/common.schema';
import type { Actor, ServiceContext } from '../../lib/service-context.ts';
import { clients } from '../clients/clients.table.ts';
import { departments } from '../departments/departments.table.ts';
import { loadProject } from '../projects/projects.access.ts';
import { projects } from '../projects/projects.table.ts';
import { stageActivities } from '../stage-activities/stage-activities.table.ts';
import { stages } from '../stages/stages.table.ts';
import { tasks } from '../tasks/tasks.table.ts';
import { clockOf, figureCounts, periodCondition, rowsOf } from './reports-conditions.queries.ts';
import { checkPeriod, figuresOf } from './reports.rules.ts';

/** grouping(stage_id, stage_activity_id) of each grouping set: its bits are the columns it leaves out. */
const LEVEL = { activity: 0, stage: 1, project: 3 } as const;

interface FigureGroup {
  level: number;
  stage_id: number | null;
  activity_id: number | null;
  [figure: string]: unknown;
}

interface Structure {
  client_public_id: string | null;
  client_name: string | null;
  department_public_id: string | null;
  department_name: string | null;
  stage_id: number | null;
  stage_public_id: string | null;
  stage_name: string | null;
  activity_id: number | null;
  activity_public_id: string | null;
  activity_name: string | null;
}

/**
 * GET /api/report/project/{public_id}: one project the actor sees (404 otherwise) with its figures, by stage (in
 * their order, then the tasks without a stage) and by activity within each stage (in their order, then the stage's
 * tasks without an activity). Three statements whatever its size: the project's access, its figures at every
 * level in one statement of GROUPING SETS, and its client, department, stages and activities.
 */
export async function projectReport(
  ctx: ServiceContext,
  actor: Actor,
  publicId: string,
  q: TReportPeriodQuery,
): Promise<TProjectReport> {
  checkPeriod(q);
  const { row: project } = await loadProject(ctx.db, actor, publicId);
  const period = periodCondition(tasks, { from: q.date_from, to: q.date_to });
  const groups = await rowsOf<FigureGroup>(
    ctx.db,
    sql`select ${tasks.stageId} as stage_id, ${tasks.stageActivityId} as activity_id,
      grouping(${tasks.stageId}, ${tasks.stageActivityId}) as level, ${figureCounts(tasks, clockOf(ctx))}
    from ${tasks}
    where ${tasks.projectId} = ${project.id} and ${tasks.deletedAt} is null ${period ? sql`and ${period}` : sql``}
    group by grouping sets ((), (${tasks.stageId}), (${tasks.stageId}, ${tasks.stageActivityId}))`,
  );
  const structure = await rowsOf<Structure>(
    ctx.db,
    sql`select cl.public_id as client_public_id, cl.name as client_name,
      d.public_id as department_public_id, d.name as department_name,
      s.id as stage_id, s.public_id as stage_public_id, s.name as stage_name,
      a.id as activity_id, a.public_id as activity_public_id, a.name as activity_name
    from ${projects} p
    left join ${clients} cl on cl.id = p.client_id
    left join ${departments} d on d.id = p.department_id
    left join ${stages} s on s.project_id = p.id
    left join ${stageActivities} a on a.stage_id = s.id
    where p.id = ${project.id}
    order by s.position, s.id, a.start_date asc nulls last, a.id`,
  );

  const figures = new Map<string, TFulfilment>();
  const keyOf = (level: number, stage: number | null, activity: number | null) => `${level}:${stage}:${activity}`;
  for (const g of groups) figures.set(keyOf(Number(g.level), g.stage_id, g.activity_id), figuresOf(g));
  const figuresAt = (level: number, stage: number | null, activity: number | null = null) =>
    figures.get(keyOf(level, stage, activity)) ?? figuresOf(undefined);

  const report: TProjectReport['stages'] = [];
  const activitiesOf = new Map<number, TProjectReport['stages'][number]['activities']>();
  for (const r of structure) {
    if (r.stage_id === null) continue;
    let activities = activitiesOf.get(r.stage_id);
    if (!activities) {
      activities = [];
      activitiesOf.set(r.stage_id, activities);
      report.push({
        stage: { public_id: r.stage_public_id!, name: r.stage_name! },
        figures: figuresAt(LEVEL.stage, r.stage_id),
        activities,
      });
    }
    if (r.activity_id !== null)
      activities.push({
        activity: { public_id: r.activity_public_id!, name: r.activity_name! },
        figures: figuresAt(LEVEL.activity, r.stage_id, r.activity_id),
      });
  }
  // A stage's tasks without an activity, and the project's without a stage, last, when there are any.
  for (const [stageId, activities] of activitiesOf) {
    const loose = figures.get(keyOf(LEVEL.activity, stageId, null));
    if (loose?.tasks) activities.push({ activity: null, figures: loose });
  }
  const stageless = figures.get(keyOf(LEVEL.stage, null, null));
  if (stageless?.tasks) report.push({ stage: null, figures: stageless, activities: [] });

  const [first] = structure;
  const ref = (publicId: string | null | undefined, name: string | null | undefined): TRef | null =>
    publicId ? { public_id: publicId, name: name! } : null;
  return {
    project: {
      project: { public_id: project.publicId, code: project.code, name: project.name },
      client: ref(first?.client_public_id, first?.client_name),
      department: ref(first?.department_public_id, first?.department_name),
      status: project.status as TProjectReport['project']['status'],
      figures: figuresAt(LEVEL.project, null),
    },
    stages: report,
  };
}
