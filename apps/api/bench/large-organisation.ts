// The large organisation of `bench/tasks.ts`, loaded with a handful of INSERT … SELECT FROM generate_series
// statements on one connection (row-by-row inserts from Node would take longer than the whole bench).
// Deterministic: the "random" draws are hashes of the row number (hashint4), so two runs load the same
// organisation (public ids aside), and a draw read twice in one row reads the same value.
import type pg from 'pg';

export const SIZE = {
  departments: 20,
  users: 2000,
  clients: 40,
  projects: 500,
  stagesPerProject: 3,
  activitiesPerStage: 2,
  /** Tasks inside projects (every activity gets the same share); loose tasks come on top. */
  projectTasks: 200_000,
  looseTasks: 2000,
};
export const BENCH_EMAIL_DOMAIN = 'bench.local';

const AREAS = ['Operaciones', 'Finanzas', 'Logística', 'Recursos Humanos', 'Tecnología', 'Comunicación', 'Jurídica'];
const FIRST = ['María', 'José', 'Lucía', 'Carlos', 'Ana', 'Jorge', 'Valentina', 'Diego', 'Camila', 'Andrés'];
const LAST = ['González', 'Fernández', 'Ramírez', 'Martínez', 'López', 'Torres', 'Morales', 'Sánchez', 'Rojas'];
const VERBS = ['Revisar', 'Preparar', 'Diseñar', 'Actualizar', 'Coordinar', 'Validar', 'Documentar', 'Migrar'];
/** Task title objects; the bench's full-text searches pick among them. */
const OBJECTS = [
  'presupuesto',
  'contrato',
  'inventario',
  'manual',
  'cronograma',
  'informe',
  'propuesta',
  'licitación',
  'capacitación',
  'auditoría',
  'integración',
  'encuesta',
];

const arr = (values: string[]) => `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')}]`;
/** A draw in [0, 1) for row `n` (an int expression); `salt` tells the draws of one row apart. */
export const rnd = (n: string, salt: number) =>
  `((hashint4((${n}) * 16 + ${salt})::bigint + 2147483648) / 4294967296.0)`;
/** 1-based pick from a SQL array literal with a [0, 1) draw. */
const pick = (values: string[], r: string) => `(${arr(values)})[1 + floor(${r} * ${values.length})::int]`;

/** UUID v7 in SQL (PostgreSQL 15 has none): time-ordered like the app's own, so public_id indexes stay compact. */
const UUID7 = `create function pg_temp.uuid7() returns uuid language sql volatile as $$
  select encode(set_bit(set_bit(overlay(uuid_send(gen_random_uuid()) placing
    substring(int8send(floor(extract(epoch from clock_timestamp()) * 1000)::bigint) from 3) from 1 for 6),
    52, 1), 53, 1), 'hex')::uuid $$`;

const DEPARTMENTS = `insert into departments (public_id, name, description)
  select pg_temp.uuid7(), (${arr(AREAS)})[1 + g % ${AREAS.length}] || ' ' || g, 'Área ' || g
  from generate_series(1, ${SIZE.departments}) g`;

// Every 40th person is inactive; all share one password hash ($1).
const USERS = `insert into users (public_id, name, last_name, email, password_hash, phone, position, department_id, active)
  select pg_temp.uuid7(), (${arr(FIRST)})[1 + g % ${FIRST.length}],
    (${arr(LAST)})[1 + (g * 7) % ${LAST.length}] || ' ' || (${arr(LAST)})[1 + (g * 3 + 1) % ${LAST.length}],
    'persona' || g || '@${BENCH_EMAIL_DOMAIN}', $1, '+56 9 ' || (10000000 + g),
    (array['Analista', 'Coordinador', 'Especialista', 'Jefe de área'])[1 + g % 4], d.id, g % 40 <> 0
  from generate_series(0, ${SIZE.users - 1}) g
  join (select id, row_number() over (order by id) - 1 as n from departments) d on d.n = g % ${SIZE.departments}`;

const COLLABORATORS = `insert into user_roles (user_id, role_id)
  select u.id, r.id from users u, roles r where u.email like 'persona%@${BENCH_EMAIL_DOMAIN}' and r.name = $1`;

const CLIENTS = `insert into clients (public_id, name, tax_id, contact_name, email)
  select pg_temp.uuid7(), 'Cliente ' || (${arr(LAST)})[1 + g % ${LAST.length}] || ' ' || g, '76.' || (100000 + g) || '-' || g % 10,
    'Contacto ' || g, 'contacto' || g || '@cliente.example'
  from generate_series(1, ${SIZE.clients}) g`;

export const people = `(select array_agg(id order by id) from users where email like 'persona%@${BENCH_EMAIL_DOMAIN}')`;

// Projects started up to 600 days ago (or start within 60 days); the status follows the dates. 2 % soft-deleted.
const PROJECTS = `insert into projects (public_id, code, name, description, client_id, department_id, manager_id,
    start_date, end_date, status, created_by, deleted_at)
  select pg_temp.uuid7(), 'PRY-' || lpad(x.g::text, 4, '0'), 'Proyecto ' || (${arr(OBJECTS)})[1 + x.g % ${OBJECTS.length}] || ' ' || x.g,
    'Iniciativa de prueba número ' || x.g, c.a[1 + x.g % ${SIZE.clients}], d.a[1 + x.g % ${SIZE.departments}],
    u.a[1 + floor(x.r1 * ${SIZE.users})::int], x.sd, x.sd + x.len,
    case when x.sd > current_date then 'Planificado'
      when x.sd + x.len < current_date then (case when x.r2 < 0.85 then 'Finalizado' else 'Cancelado' end)
      else (case when x.r2 < 0.85 then 'En curso' else 'Pausado' end) end,
    u.a[1 + floor(x.r3 * ${SIZE.users})::int], case when x.r4 < 0.02 then now() - interval '10 days' end
  from (select g, ${rnd('g', 1)} r1, ${rnd('g', 2)} r2, ${rnd('g', 3)} r3, ${rnd('g', 4)} r4,
      current_date - 600 + floor(${rnd('g', 5)} * 660)::int as sd, 60 + floor(${rnd('g', 6)} * 300)::int as len
    from generate_series(1, ${SIZE.projects}) g) x,
    ${people} as u(a),
    (select array_agg(id order by id) from departments) d(a), (select array_agg(id order by id) from clients) c(a)`;

const SPAN_STATUS = (start: string, end: string, done: string, doing: string, pending: string) =>
  `case when ${end} < current_date then '${done}' when ${start} > current_date then '${pending}' else '${doing}' end`;

const STAGES = `insert into stages (public_id, project_id, name, position, start_date, end_date, status, created_by)
  select pg_temp.uuid7(), id, (array['Planificación', 'Ejecución', 'Cierre'])[k], k, sd, ed,
    ${SPAN_STATUS('sd', 'ed', 'Finalizada', 'En proceso', 'Pendiente')}, created_by
  from (select p.id, k, p.created_by, p.start_date + (p.end_date - p.start_date) * (k - 1) / 3 as sd,
      p.start_date + (p.end_date - p.start_date) * k / 3 as ed
    from projects p cross join generate_series(1, ${SIZE.stagesPerProject}) k order by p.id, k) s`;

const ACTIVITIES = `insert into stage_activities (public_id, stage_id, name, responsible_id, start_date, end_date, status, created_by)
  select pg_temp.uuid7(), id, name, u.a[1 + floor(${rnd('id * 2 + k', 7)} * ${SIZE.users})::int], sd, ed,
    ${SPAN_STATUS('sd', 'ed', 'Finalizada', 'En proceso', 'Pendiente')}, created_by
  from (select s.id, k, s.created_by,
      (array['Levantamiento', 'Diseño', 'Desarrollo', 'Pruebas', 'Entrega', 'Capacitación'])[(s.position - 1) * 2 + k] as name,
      s.start_date + (s.end_date - s.start_date) * (k - 1) / 2 as sd, s.start_date + (s.end_date - s.start_date) * k / 2 as ed
    from stages s cross join generate_series(1, ${SIZE.activitiesPerStage}) k order by s.id, k) a,
    ${people} as u(a)`;

const ACTS = `create temp table acts as
  select row_number() over (order by a.id) - 1 as k, a.id as aid, s.id as sid, p.id as pid, p.status as pstatus,
    a.start_date, a.end_date
  from stage_activities a join stages s on s.id = a.stage_id join projects p on p.id = s.project_id`;

/**
 * Tasks, from generate_series rows g with their random draws: dates within the activity's span (4 % without an end
 * date), a status that follows the project and the dates (every status present), about a quarter of the finished
 * ones late, 1 % soft-deleted. `source` yields (g, pid, sid, aid, start_date, end_date, pstatus).
 */
export const tasksFrom = (
  source: string,
) => `insert into tasks (public_id, project_id, stage_id, stage_activity_id, title,
    description, priority, start_date, end_date, status, completed_at, created_by, deleted_at, created_at, updated_at)
  select pg_temp.uuid7(), pid, sid, aid, title, description, priority, sd, ed, st,
    case when st = '5' then (greatest(sd, least(current_date - 1, coalesce(ed, sd + 10) + floor(r5 * 20)::int - 14))
      + interval '17 hours')::timestamptz end,
    creator, case when r7 < 0.01 then now() - interval '3 days' end, (sd - 7)::timestamptz, (sd - 7)::timestamptz
  from (select y.*, case
        when pstatus = 'Finalizado' then '5'
        when pstatus = 'Cancelado' then (case when r4 < 0.6 then '5' else '1' end)
        when sd > current_date then '1'
        else ${pick(['1', '1', '2', '2', '2', '3', '4', '5', '5', '5'], 'r4')} end as st
    from (select x.*, case when r2 < 0.04 then null else sd + 2 + floor(r3 * 40)::int end as ed
      from (select s.*, r.*, coalesce(s.start_date, current_date - 200) + floor(r.r1 *
            greatest(coalesce(s.end_date - s.start_date, 400), 1))::int as sd,
          ${pick(VERBS, 'r.r8')} || ' ' || ${pick(OBJECTS, 'r.r9')} || ' ' || (s.g + 1) as title,
          case when r.r6 < 0.65 then '<p>Tema: ' || ${pick(OBJECTS, 'r.r3')} || '. Coordinar con el equipo de ' ||
            ${pick(AREAS, 'r.r2')} || ' y registrar las observaciones.</p>' end as description,
          ${pick(['Baja', 'Media', 'Media', 'Alta', 'Alta', 'Urgente'], 'r.r5')} as priority,
          u.a[1 + floor(r.r7 * ${SIZE.users})::int] as creator
        from (${source}) s
        cross join lateral (select ${[1, 2, 3, 4, 5, 6, 7, 8, 9].map((i) => `${rnd('s.g', i)} as r${i}`).join(', ')}) r,
        ${people} as u(a)) x) y) z`;

const PROJECT_TASKS = tasksFrom(`select g, a.pid, a.sid, a.aid, a.start_date, a.end_date, a.pstatus
  from generate_series(0, ${SIZE.projectTasks - 1}) g
  join acts a on a.k = g % ${SIZE.projects * SIZE.stagesPerProject * SIZE.activitiesPerStage}`);
const LOOSE_TASKS = tasksFrom(`select g, null::int as pid, null::int as sid, null::int as aid, null::date as start_date,
    null::date as end_date, null::text as pstatus
  from generate_series(${SIZE.projectTasks}, ${SIZE.projectTasks + SIZE.looseTasks - 1}) g`);

// 1–3 members per task (about 2 on average), spread evenly: each person holds about tasks × 2 / users of them.
// In batches of tasks: the memberships' statement trigger rewrites each batch's tasks (their members, their kept
// JSON), and in one statement for all 202,000 tasks that took 337 of the load's 482 s, in batches of 25,000 189 s
// (Intel Xeon; analysing the tasks first changed neither).
const MEMBER_BATCH = 25_000;
const membersOf = (from: number) => `insert into task_members (task_id, user_id, assigned_by, assigned_at)
  select t.id, u.a[1 + ((t.n * 7 + j * 613) % ${SIZE.users})::int], t.created_by, t.created_at
  from (select id, created_by, created_at, row_number() over (order by id) - 1 as n from tasks) t
  cross join lateral generate_series(0, (t.n % 3)::int) j, ${people} as u(a)
  where t.n >= ${from} and t.n < ${from + MEMBER_BATCH}`;
const MEMBERS = Array.from({ length: Math.ceil((SIZE.projectTasks + SIZE.looseTasks) / MEMBER_BATCH) }, (_, i) =>
  membersOf(i * MEMBER_BATCH),
);

// A comment or two on every fourth task and two subtasks on every tenth, so that the lists' counts count something.
const COMMENTS = `insert into task_comments (public_id, task_id, author_id, body, created_at, updated_at)
  select pg_temp.uuid7(), t.id, t.created_by, '<p>Avance registrado (' || j || ').</p>', t.created_at, t.created_at
  from (select id, created_by, created_at, row_number() over (order by id) as n from tasks) t
  cross join lateral generate_series(1, 1 + (t.n % 2)::int) j where t.n % 4 = 0`;
const SUBTASKS = `insert into subtasks (public_id, task_id, title, responsible_id, start_date, end_date, status, created_by)
  select pg_temp.uuid7(), t.id, 'Subtarea ' || j || ' de ' || t.title, t.created_by, t.start_date, t.end_date,
    case when t.status = '5' then '5' else '1' end, t.created_by
  from (select *, row_number() over (order by id) as n from tasks) t
  cross join generate_series(1, 2) j where t.n % 10 = 0`;

/** Loads the organisation into the (fresh, migrated, seeded) database behind `client`; returns the steps' times. */
export async function loadLargeOrganisation(client: pg.Client, passwordHash: string, collaboratorRole: string) {
  const steps: [string, string | string[], unknown[]?][] = [
    ['uuid7', UUID7],
    ['departments', DEPARTMENTS],
    ['users', USERS, [passwordHash]],
    ['user roles', COLLABORATORS, [collaboratorRole]],
    ['clients', CLIENTS],
    ['projects', PROJECTS],
    ['stages', STAGES],
    ['activities', ACTIVITIES],
    ['activity map', ACTS],
    ['project tasks', PROJECT_TASKS],
    ['loose tasks', LOOSE_TASKS],
    ['task members', MEMBERS],
    ['comments', COMMENTS],
    ['subtasks', SUBTASKS],
    // Autovacuum would get there on a live server: visibility map and statistics as after a quiet night.
    ['vacuum analyze', `vacuum analyze`],
  ];
  const times: Record<string, number> = {};
  for (const [name, text, values] of steps) {
    const t0 = performance.now();
    for (const statement of [text].flat()) await client.query(statement, values);
    times[name] = (performance.now() - t0) / 1000;
  }
  return times;
}
