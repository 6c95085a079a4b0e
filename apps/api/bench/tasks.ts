// `npm run bench`, third part: the task lists, the board, my assigned tasks and a project's detail on a large
// organisation (200,000+ tasks) on the PostgreSQL server. A fresh database is created, migrated and seeded like
// the test harness, bulk-loaded in SQL (bench/large-organisation.ts), measured with sequential app.inject calls
// (the server's own latency, no client concurrency) and dropped. Needs DATABASE_URL; without it, says so.
// Bounded: loading takes about a minute, every scenario stops at a count or a time limit.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { COLLABORATOR_ROLE } from '@gestora/contract/permissions';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { seed } from '../src/db/seed.ts';
import { randomToken } from '../src/lib/crypto.ts';
import { hashPassword } from '../src/modules/auth/passwords.service.ts';
import { rolePermissions, roles } from '../src/modules/roles/roles.table.ts';
import { userRoles, users } from '../src/modules/users/users.table.ts';
import { scenarioBudgets, sequentialRequests, withServerClient } from './bench-kit.ts';
import { BENCH_EMAIL_DOMAIN, loadLargeOrganisation } from './large-organisation.ts';

const PASSWORD = 'Bench-Clave-2026';
const MAX_REQUESTS = 400;
const MAX_SECONDS_PER_SCENARIO = 12;
/** Measuring ends by then (counted from the start, loading included), so the whole run stays near 3 minutes. */
const TOTAL_SECONDS = 150;
const WARM_UP = 10;
const WARM_UP_MS = 1500;

if (!process.env.DATABASE_URL) {
  console.log('\nGestora tasks bench skipped: it needs the PostgreSQL server (set DATABASE_URL).\n');
  process.exit(0);
}

const started = performance.now();
const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const loadAtStart = loadAverage();
const serverUrl = process.env.DATABASE_URL;
const name = `gestora_bench_${randomToken(6)
  .toLowerCase()
  .replace(/[^a-z0-9]/g, 'x')}`;
const onServer = <T>(fn: (c: pg.Client) => Promise<T>, url = serverUrl) => withServerClient(url, fn);
await onServer((c) => c.query(`create database ${name}`));
const dbUrl = new URL(serverUrl);
dbUrl.pathname = `/${name}`;

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gestora-bench-tasks-'));
const config = loadConfig({
  ...process.env,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  DATABASE_URL: dbUrl.toString(),
  WEB_DIST: path.join(dataDir, 'no-web'),
});
const database = await openDatabase({ databaseUrl: dbUrl.toString(), pgliteDir: '' });
try {
  await database.migrate();
  const app = await buildApp(config, { database });
  await seed(app.db, { email: `admin@${BENCH_EMAIL_DOMAIN}`, password: PASSWORD });
  await app.ready();

  // The organisation, then a supervisor who sees every project and task (without being a member of any).
  const passwordHash = await hashPassword(PASSWORD);
  const steps = await onServer((c) => loadLargeOrganisation(c, passwordHash, COLLABORATOR_ROLE), dbUrl.toString());
  const [role] = await app.db.insert(roles).values({ name: 'Supervisión de tareas' }).returning();
  await app.db.insert(rolePermissions).values([
    { roleId: role.id, permission: 'Ver todos los proyectos' },
    { roleId: role.id, permission: 'Ver tareas' },
  ]);
  const [supervisor] = await app.db
    .insert(users)
    .values({ name: 'Supervisora', lastName: 'Bench', email: `supervisora@${BENCH_EMAIL_DOMAIN}`, passwordHash })
    .returning();
  await app.db.insert(userRoles).values({ userId: supervisor.id, roleId: role.id });
  const loadSeconds = (performance.now() - started) / 1000;

  // The facts the scenarios need, and the sizes to print.
  const facts = await onServer(async (c) => {
    const one = async (text: string) => (await c.query(text)).rows[0];
    const counts = await one(`select
      (select count(*)::int from users) users, (select count(*)::int from departments) departments,
      (select count(*)::int from projects) projects, (select count(*)::int from stages) stages,
      (select count(*)::int from stage_activities) activities, (select count(*)::int from tasks) tasks,
      (select count(*)::int from task_members) members, (select count(*)::int from task_comments) comments,
      (select count(*)::int from subtasks) subtasks,
      pg_size_pretty(pg_database_size(current_database())) size, current_setting('server_version') version`);
    const statuses = (await c.query(`select status, count(*)::int n from tasks group by status order by status`)).rows;
    // An active person whose live assigned tasks are nearest 200.
    const member = await one(`select u.email, count(*)::int n from task_members m join users u on u.id = m.user_id
      join tasks t on t.id = m.task_id and t.deleted_at is null
      where u.active and u.email like 'persona%' group by u.email order by abs(count(*) - 200), u.email limit 1`);
    // Live projects whose live tasks are nearest 400.
    const projects = (
      await c.query(`select p.public_id, count(*)::int n from projects p join tasks t on t.project_id = p.id
        and t.deleted_at is null where p.deleted_at is null group by p.id order by abs(count(*) - 400), p.id limit 40`)
    ).rows as { public_id: string; n: number }[];
    return { counts, statuses, member, projects };
  }, dbUrl.toString());

  const tokenOf = async (email: string) => {
    const res = await app.inject({ method: 'POST', url: '/api/login', payload: { email, password: PASSWORD } });
    if (res.statusCode !== 200) throw new Error(`login ${email}: ${res.statusCode} ${res.body}`);
    return { authorization: `Bearer ${res.json().token as string}` };
  };
  const asSupervisor = await tokenOf(supervisor.email);
  const asMember = await tokenOf(facts.member.email as string);

  interface Result {
    name: string;
    n: number;
    p50: number;
    p95: number;
    p99: number;
    max: number;
    sql: number;
    rows: string;
    statuses: string;
  }
  const budgets = scenarioBudgets(started, TOTAL_SECONDS, MAX_SECONDS_PER_SCENARIO, 1500);
  /** Sequential requests after a warm-up; each scenario gets an equal share of the time left. */
  async function measure(name: string, headers: object, url: (i: number) => string): Promise<Result> {
    const send = (i: number) => app.inject({ method: 'GET', url: url(i), headers: headers as Record<string, string> });
    const w0 = performance.now();
    for (let i = 0; i < WARM_UP && performance.now() - w0 < WARM_UP_MS; i++) await send(i + 1000);
    const queriesBefore = database.stats.queries;
    const { times, pct, statuses, first } = await sequentialRequests(send, MAX_REQUESTS, budgets.next());
    let total: unknown = '';
    if (first?.statusCode === 200) {
      const body = first.json();
      total = body.total ?? body.progress?.tasks ?? body.columns?.map((c: { total: number }) => c.total).join('/');
    }
    return {
      name,
      n: times.length,
      p50: pct(50),
      p95: pct(95),
      p99: pct(99),
      max: times[times.length - 1],
      sql: (database.stats.queries - queriesBefore) / times.length,
      rows: String(total),
      statuses,
    };
  }

  const liveTasks = facts.statuses.reduce((s: number, r: { n: number }) => s + r.n, 0);
  const lastPage = Math.ceil(liveTasks / 20);
  const words = ['presupuesto', 'licitación', 'audit', 'cronograma', 'migrar', 'encuesta'];
  const memberPages = Math.max(1, Math.ceil((facts.member.n as number) / 20));
  type Scenario = [name: string, headers: object, url: (i: number) => string];
  const scenarios: Scenario[] = [
    ['GET /api/tasks?page=N (N ≤ 50)', asSupervisor, (i) => `/api/tasks?page=${(i % 50) + 1}`],
    [
      'GET /api/tasks?page=N (any N, deep OFFSET)',
      asSupervisor,
      (i) => `/api/tasks?page=${((i * 7919) % lastPage) + 1}`,
    ],
    ['GET /api/tasks?status=S&page=N', asSupervisor, (i) => `/api/tasks?status=${(i % 5) + 1}&page=${(i % 10) + 1}`],
    [
      'GET /api/tasks?q=<word>&page=N',
      asSupervisor,
      (i) => `/api/tasks?q=${encodeURIComponent(words[i % words.length])}&page=${(i % 3) + 1}`,
    ],
    // Task titles end in a number: a search that matches one task (a rare term, where plans go wrong).
    ['GET /api/tasks?q=<task number>', asSupervisor, (i) => `/api/tasks?q=${150_000 + (i % 500)}`],
    ['GET /api/tasks/board', asSupervisor, () => '/api/tasks/board'],
    ['GET /api/my_tasks?page=N', asMember, (i) => `/api/my_tasks?page=${(i % memberPages) + 1}`],
    [
      'GET /api/projects/:id (~400 tasks)',
      asSupervisor,
      (i) => `/api/projects/${facts.projects[i % facts.projects.length].public_id}`,
    ],
  ];
  budgets.plan(scenarios.length);
  const results: Result[] = [];
  for (const [label, headers, url] of scenarios) results.push(await measure(label, headers, url));

  const cpus = os.cpus();
  const c = facts.counts;
  const k = (v: number) => v.toLocaleString('en-US');
  const ms = (v: number) => v.toFixed(2).padStart(9);
  const width = Math.max(...results.map((r) => r.name.length));
  console.log(
    `\nGestora tasks bench — PostgreSQL server ${c.version}, database ${c.size}: ${k(c.users)} users, ${k(c.departments)} departments, ` +
      `${k(c.projects)} projects, ${k(c.stages)} stages, ${k(c.activities)} activities, ${k(c.tasks)} tasks, ` +
      `${k(c.members)} task members, ${k(c.comments)} comments, ${k(c.subtasks)} subtasks`,
  );
  console.log(
    `live tasks by status: ${facts.statuses.map((s: { status: string; n: number }) => `${s.status}: ${k(s.n)}`).join(', ')}; ` +
      `member ${facts.member.email} holds ${facts.member.n} live tasks; projects measured hold ~${facts.projects[0].n} each`,
  );
  console.log(
    `machine: ${cpus[0]?.model ?? 'unknown CPU'} × ${cpus.length}, ${(os.totalmem() / 1024 ** 3).toFixed(1)} GB RAM, ` +
      `${os.type()} ${os.release()} ${os.arch()}, Node ${process.version}, PostgreSQL ${c.version}; ` +
      `load average ${loadAtStart} at the start, ${loadAverage()} at the end (other work on the machine inflates the figures)`,
  );
  console.log(
    `setup ${loadSeconds.toFixed(1)} s (${Object.entries(steps)
      .filter(([, s]) => s >= 0.5)
      .map(([step, s]) => `${step} ${s.toFixed(1)} s`)
      .join(', ')})`,
  );
  console.log(
    `${'scenario'.padEnd(width)}      n  median ms    p95 ms    p99 ms    max ms  sql/req  total (first answer)  statuses`,
  );
  for (const r of results) {
    console.log(
      `${r.name.padEnd(width)} ${String(r.n).padStart(6)} ${ms(r.p50)}  ${ms(r.p95)} ${ms(r.p99)} ${ms(r.max)} ${r.sql.toFixed(1).padStart(8)}  ${r.rows.padEnd(20)}  ${r.statuses}`,
    );
  }
  console.log('(with n < 100 samples, p99 is the slowest one)');
  console.log(`total ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
  await app.close();
} finally {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
  await onServer((c) => c.query(`drop database if exists ${name} with (force)`));
}
