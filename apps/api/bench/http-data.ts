// The data set of `npm run bench:http`, loaded on top of the large organisation (large-organisation.ts) on the same
// connection: two projects of exactly 100 and 1,000 live tasks (the boards and lists a person opens), the measuring
// administrator as a member of some of their tasks (my tasks) and notifications of both top-bar menus for them.
// Deterministic like the organisation: every draw is a hash of a row number.
import type pg from 'pg';
import { people, rnd, SIZE, tasksFrom } from './large-organisation.ts';

/** The projects the boards and lists read; `first` numbers their task rows apart from the organisation's. */
export const BENCH_PROJECTS = [
  { code: 'BENCH-100', tasks: 100, first: 1_000_000, adminEvery: 1 },
  { code: 'BENCH-1000', tasks: 1000, first: 2_000_000, adminEvery: 4 },
] as const;
export const BENCH_NOTIFICATIONS = 300;

const projectSteps = (p: (typeof BENCH_PROJECTS)[number], adminEmail: string): [string, string][] => [
  [
    `${p.code} project`,
    `insert into projects (public_id, code, name, description, client_id, department_id, manager_id, start_date,
       end_date, status, created_by)
     select pg_temp.uuid7(), '${p.code}', 'Proyecto de medición de ${p.tasks} tareas', 'Datos de npm run bench:http',
       (select min(id) from clients), (select min(id) from departments), u.a[1], current_date - 90, current_date + 180,
       'En curso', u.a[2]
     from ${people} as u(a)`,
  ],
  [
    `${p.code} stages`,
    `insert into stages (public_id, project_id, name, position, start_date, end_date, status, created_by)
     select pg_temp.uuid7(), p.id, (array['Planificación', 'Ejecución', 'Cierre'])[k], k,
       p.start_date + 90 * (k - 1), p.start_date + 90 * k, case when k = 1 then 'Finalizada' else 'En proceso' end,
       p.created_by
     from projects p cross join generate_series(1, 3) k where p.code = '${p.code}'`,
  ],
  [
    `${p.code} activities`,
    `insert into stage_activities (public_id, stage_id, name, responsible_id, start_date, end_date, status, created_by)
     select pg_temp.uuid7(), s.id, (array['Diseño', 'Desarrollo'])[k], s.created_by, s.start_date, s.end_date,
       s.status, s.created_by
     from stages s join projects p on p.id = s.project_id cross join generate_series(1, 2) k
     where p.code = '${p.code}'`,
  ],
  [
    `${p.code} tasks`,
    tasksFrom(`select g, a.pid, a.sid, a.aid, a.start_date, a.end_date, 'En curso'::text as pstatus
      from generate_series(${p.first}, ${p.first + p.tasks - 1}) g
      join (select row_number() over (order by a.id) - 1 as k, a.id as aid, s.id as sid, p.id as pid, a.start_date,
          a.end_date
        from stage_activities a join stages s on s.id = a.stage_id join projects p on p.id = s.project_id
        where p.code = '${p.code}') a on a.k = g % 6`),
  ],
  // "Exactly N live tasks": the generator soft-deletes one in a hundred.
  [
    `${p.code} live`,
    `update tasks set deleted_at = null where project_id = (select id from projects where code = '${p.code}')`,
  ],
  [
    `${p.code} members`,
    `insert into task_members (task_id, user_id, assigned_by, assigned_at)
     select t.id, u.a[1 + floor(${rnd('(t.n * 3 + j)::int', 11)} * ${SIZE.users})::int], t.created_by, t.created_at
     from (select id, created_by, created_at, row_number() over (order by id) as n from tasks
       where project_id = (select id from projects where code = '${p.code}')) t
     cross join lateral generate_series(0, (t.n % 3)::int) j, ${people} as u(a)
     on conflict do nothing`,
  ],
  [
    `${p.code} admin member`,
    `insert into task_members (task_id, user_id, assigned_by, assigned_at)
     select t.id, (select id from users where email = '${adminEmail}'), t.created_by, t.created_at
     from (select id, created_by, created_at, row_number() over (order by id) as n from tasks
       where project_id = (select id from projects where code = '${p.code}')) t
     where t.n % ${p.adminEvery} = 0
     on conflict do nothing`,
  ],
  [
    `${p.code} comments`,
    `insert into task_comments (public_id, task_id, author_id, body, created_at, updated_at)
     select pg_temp.uuid7(), t.id, t.created_by, '<p>Avance registrado (' || j || ').</p>', t.created_at, t.created_at
     from (select id, created_by, created_at, row_number() over (order by id) as n from tasks
       where project_id = (select id from projects where code = '${p.code}')) t
     cross join lateral generate_series(1, 1 + (t.n % 2)::int) j where t.n % 4 = 0`,
  ],
];

/** Task notifications (the task menu) and ticket-menu ones for the administrator; a third of them seen. */
const notificationSteps = (adminEmail: string): [string, string][] => [
  [
    'notifications',
    `insert into notifications (public_id, recipient_id, creator_id, type, title, message, link, seen_at, counted_at,
       created_at)
     select pg_temp.uuid7(), (select id from users where email = '${adminEmail}'),
       u.a[1 + floor(${rnd('g', 12)} * ${SIZE.users})::int],
       case when g % 2 = 0 then 'ProcessTask' else 'Ticket' end,
       case when g % 2 = 0 then 'Revisar informe ' || g
         else 'TCK-2026-' || lpad(g::text, 5, '0') || ' · Impresora del piso ' || g end,
       case when g % 2 = 0 then 'Nueva tarea asignada' else 'Nuevo ticket asignado' end,
       case when g % 2 = 0 then '/task/manage_task' else '/ticket/manage_ticket' end,
       case when g % 3 = 0 then now() - interval '1 hour' end, case when g % 3 <> 2 then now() end,
       now() - (${BENCH_NOTIFICATIONS * 2} - g) * interval '7 minutes'
     from generate_series(1, ${BENCH_NOTIFICATIONS * 2}) g, ${people} as u(a)`,
  ],
];

/** Loads the bench's projects and notifications on `client` (the one that loaded the organisation: uuid7 lives there). */
export async function loadHttpBenchData(client: pg.Client, adminEmail: string) {
  const steps = [...BENCH_PROJECTS.flatMap((p) => projectSteps(p, adminEmail)), ...notificationSteps(adminEmail)];
  for (const [, text] of steps) await client.query(text);
}
