import { and, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { TProjectFulfilmentPage, TProjectFulfilmentQuery } from '@gestora/contract/reports/reports.schema';
import type { TProjectStatus } from '@gestora/contract/projects/projects.schema';
import { likeTerm } from '../../lib/pagination.ts';
import type { Actor, ServiceContext } from '../../lib/service-context.ts';
import { clients } from '../clients/clients.table.ts';
import { departments } from '../departments/departments.table.ts';
import { projectScope } from '../projects/projects.access.ts';
import { projects } from '../projects/projects.table.ts';
import { tasks } from '../tasks/tasks.table.ts';
import {
  clockOf,
  figureCounts,
  figureSums,
  percentSql,
  periodCondition,
  rowsOf,
} from './reports-conditions.queries.ts';
import { checkPeriod, figuresOf, reportPage } from './reports.rules.ts';

const idOf = (table: typeof clients | typeof departments, publicId: string) =>
  sql`(select ${table.id} from ${table} where ${table.publicId} = ${publicId})`;

/** The projects the filters select, as a condition on `projects` (within what the actor may see). */
function selectedProjects(actor: Actor, q: TProjectFulfilmentQuery): SQL {
  return and(
    projectScope(actor).sql,
    q.client_id ? sql`${projects.clientId} = ${idOf(clients, q.client_id)}` : undefined,
    q.department_id ? sql`${projects.departmentId} = ${idOf(departments, q.department_id)}` : undefined,
    q.status ? sql`${projects.status} = ${q.status}` : undefined,
    q.q ? or(ilike(projects.code, likeTerm(q.q)), ilike(projects.name, likeTerm(q.q))) : undefined,
  )!;
}

/** The page's order over the figured rows `f`: the sort's key, then the name and id (a unique tie). */
function orderOf(sort: TProjectFulfilmentQuery['sort']): SQL {
  const key = sort?.replace(/^-/, '');
  const dir = sql.raw(sort?.startsWith('-') ? 'desc' : 'asc');
  const byName = sql`lower(f.name) ${key === 'name' ? dir : sql`asc`}, f.id`;
  const figure: Record<string, SQL> = {
    tasks: sql`f.tasks`,
    percent: percentSql(sql`f.finished`, sql`f.tasks`),
    overdue: sql`f.overdue`,
    late: sql`f.late`,
  };
  return key && Object.hasOwn(figure, key) ? sql`${figure[key]} ${dir}, ${byName}` : byName;
}

interface FulfilmentRow {
  total: number;
  id: number | null;
  public_id: string;
  code: string;
  name: string;
  status: TProjectStatus;
  client_public_id: string | null;
  client_name: string | null;
  department_public_id: string | null;
  department_name: string | null;
  [figure: string]: unknown;
}

/**
 * GET /api/report/project_fulfillment: the figures of each project the filters select (those the actor sees), a
 * page of them, and the figures of them all (`totals`), in one statement that counts the tasks in PostgreSQL —
 * grouped by project with count(*) filter — and never loads them; the totals come from the same counts.
 */
export async function projectFulfilment(
  ctx: ServiceContext,
  actor: Actor,
  q: TProjectFulfilmentQuery,
): Promise<TProjectFulfilmentPage> {
  checkPeriod(q);
  const period = periodCondition(tasks, { from: q.date_from, to: q.date_to });
  const rows = await rowsOf<FulfilmentRow>(
    ctx.db,
    sql`with selected as (
      select ${projects.id} as id, ${projects.publicId} as public_id, ${projects.code} as code,
        ${projects.name} as name, ${projects.status} as status, ${projects.clientId} as client_id,
        ${projects.departmentId} as department_id
      from ${projects} where ${selectedProjects(actor, q)}
    ), counted as (
      select ${tasks.projectId} as project_id, ${figureCounts(tasks, clockOf(ctx))}
      from ${tasks}
      where ${tasks.deletedAt} is null and ${tasks.projectId} in (select id from selected)
        ${period ? sql`and ${period}` : sql``}
      group by ${tasks.projectId}
    ), figured as (
      select s.*, coalesce(c.tasks, 0) as tasks, coalesce(c.finished, 0) as finished,
        coalesce(c.on_time, 0) as on_time, coalesce(c.late, 0) as late, coalesce(c.open, 0) as open,
        coalesce(c.overdue, 0) as overdue, coalesce(c.percent, 0) as percent,
        coalesce(c.on_time_percent, 0) as on_time_percent
      from selected s left join counted c on c.project_id = s.id
    )
    select totals.*, page.* from (select count(*)::int as total, ${figureSums('t_')} from figured) as totals
    left join (
      select f.*, cl.public_id as client_public_id, cl.name as client_name,
        d.public_id as department_public_id, d.name as department_name,
        row_number() over (order by ${orderOf(q.sort)}) as n
      from figured f
      left join ${clients} cl on cl.id = f.client_id
      left join ${departments} d on d.id = f.department_id
      order by ${orderOf(q.sort)} limit ${q.per_page} offset ${(q.page - 1) * q.per_page}
    ) as page on true
    order by page.n`,
  );
  return reportPage(rows, q, (r) => ({
    project: { public_id: r.public_id, code: r.code, name: r.name },
    client: r.client_public_id ? { public_id: r.client_public_id, name: r.client_name! } : null,
    department: r.department_public_id ? { public_id: r.department_public_id, name: r.department_name! } : null,
    status: r.status,
    figures: figuresOf(r),
  }));
}
