import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { TResponsibleReportPage, TResponsibleReportQuery } from '@gestora/contract/reports/reports.schema';
import type { Actor, ServiceContext } from '../../lib/service-context.ts';
import { notFound } from '../../lib/errors.ts';
import { departments } from '../departments/departments.table.ts';
import { inProjectScope } from '../projects/projects.access.ts';
import { projects } from '../projects/projects.table.ts';
import { taskMembers, tasks } from '../tasks/tasks.table.ts';
import { avatarUrlSql, foldedSql, users } from '../users/users.table.ts';
import {
  clockOf,
  figureSums,
  figuresFrom,
  percentSql,
  periodCondition,
  reportWords,
  rowsOf,
  stateCounts,
} from './reports-conditions.queries.ts';
import { checkPeriod, figuresOf, reportPage } from './reports.rules.ts';

const fold = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
/** Each word of the search (folded, as LIKE patterns with their wildcards escaped) must be in the person's name. */
const wordsOf = (q: string) =>
  fold(q)
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 5)
    .map((w) => `%${w.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);

type ReportFilters = { project_id?: string; date_from?: string; date_to?: string };

const projectIdOf = (publicId: string) =>
  sql`(select ${projects.id} from ${projects} where ${projects.publicId} = ${publicId})`;

/**
 * The tasks the report counts, as a condition on `tasks`: live, in a project the actor sees (tasks outside any
 * project are in no project report), of the project filtered by, in the period.
 */
export function reportedTasks(actor: Actor, q: ReportFilters): SQL {
  return and(
    isNull(tasks.deletedAt),
    inProjectScope(tasks.projectId, actor).sql,
    q.project_id ? sql`${tasks.projectId} = ${projectIdOf(q.project_id)}` : undefined,
    periodCondition(tasks, { from: q.date_from, to: q.date_to }) ?? undefined,
  )!;
}

/**
 * The memberships of the tasks reportedTasks selects, as a condition on `task_members` alone: the same conditions
 * on the copies a membership keeps of its task (liveness, project, end date), so that the figures but late are
 * counted without reading the tasks.
 */
function reportedMemberships(actor: Actor, q: ReportFilters): SQL {
  return and(
    sql`${taskMembers.taskLive}`,
    inProjectScope(taskMembers.taskProjectId, actor).sql,
    q.project_id ? sql`${taskMembers.taskProjectId} = ${projectIdOf(q.project_id)}` : undefined,
    periodCondition({ endDate: taskMembers.taskEndDate }, { from: q.date_from, to: q.date_to }) ?? undefined,
  )!;
}

/** The page's order over the people rows `f`: the sort's key, then the name and id. */
function orderOf(sort: TResponsibleReportQuery['sort']): SQL {
  const key = sort?.replace(/^-/, '');
  const dir = sql.raw(sort?.startsWith('-') ? 'desc' : 'asc');
  const nameDir = key === 'name' ? dir : sql`asc`;
  const byName = sql`f.name_key ${nameDir}, f.id`;
  const figure: Record<string, SQL> = {
    assigned: sql`f.tasks`,
    finished: sql`f.finished`,
    overdue: sql`f.overdue`,
    on_time_percent: percentSql(sql`f.on_time`, sql`f.finished`),
  };
  return key && Object.hasOwn(figure, key) ? sql`${figure[key]} ${dir}, ${byName}` : byName;
}

interface PersonRow {
  total: number;
  id: number | null;
  public_id: string;
  name: string;
  last_name: string;
  avatar_url: string;
  department_public_id: string | null;
  department_name: string | null;
  [figure: string]: unknown;
}

/**
 * GET /api/report/responsible: each person who is a member of tasks the report counts (reportedTasks), with the
 * figures of those tasks, a page of them and the totals of every person selected (a task of two members counts
 * for each: the totals are the people's sums). One statement, grouped by person in PostgreSQL: the memberships
 * alone give each person's tasks, finished and overdue (one pass over an index), and only the late tasks, whose
 * completion time the memberships do not copy, are joined to their members.
 */
export async function responsibleReport(
  ctx: ServiceContext,
  actor: Actor,
  q: TResponsibleReportQuery,
): Promise<TResponsibleReportPage> {
  checkPeriod(q);
  const name = foldedSql(sql`${users.name} || ' ' || ${users.lastName}`);
  const people = and(
    isNull(users.deletedAt),
    q.department_id
      ? sql`${users.departmentId} = (select ${departments.id} from ${departments}
          where ${departments.publicId} = ${q.department_id})`
      : undefined,
    ...wordsOf(q.q ?? '').map((w) => sql`${name} like ${w}`),
  );
  const clock = clockOf(ctx);
  const rows = await rowsOf<PersonRow>(
    ctx.db,
    sql`with states as (
      select ${taskMembers.userId} as user_id, ${stateCounts(taskMembers, clock)}
      from ${taskMembers} where ${reportedMemberships(actor, q)}
      group by ${taskMembers.userId}
    ), late as (
      select ${taskMembers.userId} as user_id, count(*) as late
      from ${tasks} join ${taskMembers} on ${taskMembers.taskId} = ${tasks.id}
      where ${reportedTasks(actor, q)} and ${reportWords(tasks, clock).late}
      group by ${taskMembers.userId}
    ), counted as (
      select s.user_id, ${figuresFrom({
        tasks: sql`s.tasks`,
        finished: sql`s.finished`,
        late: sql`coalesce(l.late, 0)`,
        overdue: sql`s.overdue`,
      })}
      from states s left join late l on l.user_id = s.user_id
    ), selected as (
      select c.*, ${users.publicId} as public_id, ${users.name} as name, ${users.lastName} as last_name,
        ${avatarUrlSql(users.publicId, users.avatarPath)} as avatar_url, ${users.departmentId} as department_id,
        ${name} as name_key, ${users.id} as id
      from counted c join ${users} on ${users.id} = c.user_id
      where ${people}
    )
    select totals.*, page.* from (select count(*)::int as total, ${figureSums('t_')} from selected) as totals
    left join (
      select f.*, d.public_id as department_public_id, d.name as department_name,
        row_number() over (order by ${orderOf(q.sort)}) as n
      from selected f left join ${departments} d on d.id = f.department_id
      order by ${orderOf(q.sort)} limit ${q.per_page} offset ${(q.page - 1) * q.per_page}
    ) as page on true
    order by page.n`,
  );
  return reportPage(rows, q, (r) => ({
    user: { public_id: r.public_id, name: r.name, last_name: r.last_name, avatar_url: r.avatar_url },
    department: r.department_public_id ? { public_id: r.department_public_id, name: r.department_name! } : null,
    figures: figuresOf(r),
  }));
}

/** The person behind a figure of the report (a user the report lists: not deleted); 404 when none. */
export async function reportPerson(ctx: ServiceContext, publicId: string): Promise<number> {
  const [row] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.publicId, publicId), isNull(users.deletedAt)));
  if (!row) throw notFound();
  return row.id;
}
