// `npm run bench:http`: the hot lists over real HTTP against the real server (src/main.ts in its own process) on the
// PostgreSQL server, with many clients at once (autocannon: 50 connections, 10 s each, after a 2 s warm-up). Each
// list is reported as requests per second, median and p99 latency, and as a share of `/healthz` (one `select 1`:
// the server's floor) measured just before and just after it in the same run on the same machine, so that the
// figures mean something on a busy or a slower machine too, and on one whose speed drifts during the run. The data: the large organisation of bench/tasks.ts plus a 100-task and a 1,000-task
// project, tasks assigned to the measuring administrator and notifications of both menus (bench/http-data.ts).
//
// Environment: DATABASE_URL (required), BENCH_HTTP_DB=<name> keeps (or reuses) that database instead of a fresh
// one dropped at the end, BENCH_HTTP_PORT (3231), BENCH_DURATION (10 s), BENCH_FLOOR_DURATION (5 s, each floor
// between two lists), BENCH_ROUNDS (3: each list's and its floor's seconds split into that many alternating
// windows), BENCH_WARMUP (2 s per scenario for the whole server before the first floor; 0: none),
// BENCH_CONNECTIONS (50), BENCH_ONLY=<text>
// runs only the scenarios whose name contains it (`=<name>`: only the one of that name; `a|b`: either), BENCH_ENCODING (`gzip, deflate, br` like a browser; `identity`
// for none), BENCH_CPU_PROF=<dir> writes the server's CPU profile there, LOG_LEVEL for the server (info).
// BENCH_MODE=cpu measures instead the CPU time per request of the server and of PostgreSQL (bench/http-cpu.ts,
// BENCH_REQUESTS of them, 1,000 by default; every scenario warmed first, the floor measured before and after the
// lists): the figure that holds when other work shares the machine.
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { COLLABORATOR_ROLE } from '@gestora/contract/permissions';
import { openDatabase } from '../src/db/client.ts';
import { seed } from '../src/db/seed.ts';
import { randomToken } from '../src/lib/crypto.ts';
import { hashPassword } from '../src/modules/auth/passwords.service.ts';
import { BENCH_PROJECTS, loadHttpBenchData } from './http-data.ts';
import { loadTicketBenchData } from './http-tickets-data.ts';
import { loadMeetingBenchData } from './http-meetings-data.ts';
import { loadRagBenchData } from './http-rag-data.ts';
import { loadBoardBenchData } from './http-board-data.ts';
import { loadVehicleBenchData } from './http-vehicles-data.ts';
import { loadSelfAssignedBenchData } from './http-self-assigned-data.ts';
import { combineRounds, printReport, type Measured, type Scenario } from './http-report.ts';
import { cpuOf, measureCpu, postgresCpu, postgresCpuSince, printCpuReport, type CpuMeasured } from './http-cpu.ts';
import { startServer } from './http-server.ts';
import { withServerClient } from './bench-kit.ts';
import { BENCH_EMAIL_DOMAIN, loadLargeOrganisation } from './large-organisation.ts';

const env = process.env;
if (!env.DATABASE_URL) {
  console.log('\nGestora HTTP bench skipped: it needs the PostgreSQL server (set DATABASE_URL).\n');
  process.exit(0);
}
const DURATION = Number(env.BENCH_DURATION ?? 10);
const FLOOR_DURATION = Number(env.BENCH_FLOOR_DURATION ?? 5);
const WARMUP = Number(env.BENCH_WARMUP ?? 2);
const ROUNDS = Math.max(1, Math.round(Number(env.BENCH_ROUNDS ?? 3)));
const CONNECTIONS = Number(env.BENCH_CONNECTIONS ?? 50);
const PORT = Number(env.BENCH_HTTP_PORT ?? 3231);
const ENCODING = env.BENCH_ENCODING ?? 'gzip, deflate, br';
const ADMIN = { email: `admin@${BENCH_EMAIL_DOMAIN}`, password: 'Bench-Clave-2026' };
const started = performance.now();
const loadAtStart = os.loadavg();

const serverUrl = env.DATABASE_URL;
const keep = env.BENCH_HTTP_DB;
const name =
  keep ??
  `gestora_bench_http_${randomToken(6)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, 'x')}`;
const dbUrl = new URL(serverUrl);
dbUrl.pathname = `/${name}`;
const onServer = <T>(fn: (c: pg.Client) => Promise<T>, url = serverUrl) => withServerClient(url, fn);

const exists = await onServer(
  async (c) => (await c.query('select 1 from pg_database where datname = $1', [name])).rowCount,
);
if (!exists) {
  await onServer((c) => c.query(`create database ${name}`));
  const database = await openDatabase({ databaseUrl: dbUrl.toString(), pgliteDir: '' });
  try {
    await database.migrate();
    await seed(database.db, ADMIN);
  } finally {
    await database.close();
  }
  const hash = await hashPassword(ADMIN.password);
  // Each step's seconds, printed when the load ends: a load that grows slower (a trigger added to a table the
  // loader fills) shows where at once, instead of as one longer wait.
  const steps: Record<string, number> = {};
  const timed = async (step: string, load: () => Promise<unknown>) => {
    const t0 = performance.now();
    await load();
    steps[step] = (performance.now() - t0) / 1000;
  };
  await onServer(async (c) => {
    Object.assign(steps, await loadLargeOrganisation(c, hash, COLLABORATOR_ROLE));
    await timed('tickets', () => loadTicketBenchData(c, ADMIN.email));
    await timed('meetings', () => loadMeetingBenchData(c, ADMIN.email));
    await timed('lists of the administrator', () => loadHttpBenchData(c, ADMIN.email));
    await timed('RAG documents', () => loadRagBenchData(c));
    await timed('boards', () => loadBoardBenchData(c));
    await timed('vehicles', () => loadVehicleBenchData(c));
    await timed('personal tasks', () => loadSelfAssignedBenchData(c, ADMIN.email));
    // After every loader: a live server's autovacuum would have set the visibility map and the statistics.
    await timed('last vacuum analyze', () => c.query('vacuum analyze'));
  }, dbUrl.toString());
  const slowest = Object.entries(steps).sort((a, b) => b[1] - a[1]);
  console.log(`data loaded; its steps, slowest first: ${slowest.map(([s, t]) => `${s} ${t.toFixed(0)} s`).join(', ')}`);
}
const loadSeconds = (performance.now() - started) / 1000;

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gestora-bench-http-'));
const server = await startServer({
  port: PORT,
  logFile: path.join(dataDir, 'server.log'),
  cpuProfDir: env.BENCH_CPU_PROF,
  env: {
    DATABASE_URL: dbUrl.toString(),
    DATA_DIR: dataDir,
    SEED_ADMIN_EMAIL: ADMIN.email,
    SEED_ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: env.LOG_LEVEL ?? 'info',
  },
});

try {
  const login = await fetch(`${server.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!login.ok) throw new Error(`login: ${login.status} ${await login.text()}`);
  const session = (await login.json()) as { token: string; user: { public_id: string } };
  const headers = { authorization: `Bearer ${session.token}`, 'accept-encoding': ENCODING };
  const facts = await onServer(async (c) => {
    const ids = await c.query<{ code: string; public_id: string }>(
      'select code, public_id from projects where code = any($1)',
      [BENCH_PROJECTS.map((p) => p.code)],
    );
    const info = await c.query<{ version: string; tasks: number; users: number; projects: number }>(
      `select current_setting('server_version') as version, (select count(*)::int from tasks) as tasks,
        (select count(*)::int from users) as users, (select count(*)::int from projects) as projects`,
    );
    // A ticket of the middle of the set, found by code as a user types it.
    const ticket = await c.query<{ code: string }>('select code from tickets order by id offset 30000 limit 1');
    // A finished meeting with agreements, for its tickets page.
    const meeting = await c.query<{ public_id: string }>(
      'select m.public_id from meetings m where exists (select 1 from tickets t where t.meeting_id = m.id) limit 1',
    );
    return {
      project: Object.fromEntries(ids.rows.map((r) => [r.code, r.public_id])),
      ticketCode: ticket.rows[0]?.code ?? 'TCK-2000-00001',
      meeting: meeting.rows[0]?.public_id ?? '01900000-0000-7000-8000-000000000000',
      ...info.rows[0],
    };
  }, dbUrl.toString());
  const p100 = facts.project['BENCH-100'];
  const p1000 = facts.project['BENCH-1000'];
  const me = session.user.public_id;

  const floor: Scenario = { name: 'GET /healthz (floor)', path: '/healthz' };
  const lists: Scenario[] = [
    { name: 'task board, 100 tasks', path: `/api/tasks/board?project_id=${p100}`, share: 0.35 },
    { name: 'task board, 1,000 tasks', path: `/api/tasks/board?project_id=${p1000}`, share: 0.2 },
    { name: 'task list, 20 a page', path: `/api/tasks?project_id=${p1000}&per_page=20`, share: 0.5 },
    { name: 'task list, 100 a page', path: `/api/tasks?project_id=${p1000}&per_page=100` },
    { name: 'my tasks, 20 a page', path: '/api/my_tasks', share: 0.5 },
    { name: 'task menu (tasks_in_member)', path: `/api/tasks_in_member?userId=${me}&page=1`, share: 0.5 },
    { name: 'ticket menu, 100 (tickets_in_resp.)', path: `/api/tickets_in_responsible?userId=${me}&page=1` },
    { name: 'all_notifications, 20', path: '/api/all_notifications?page=1', share: 0.5 },
    { name: 'projects, 20 a page', path: '/api/projects', share: 0.5 },
    { name: 'users, 20 a page', path: '/api/users', share: 0.5 },
    { name: 'tickets, 20 a page', path: '/api/tickets', share: 0.5 },
    { name: 'tickets, overdue', path: '/api/tickets?overdue=true', share: 0.5 },
    { name: 'tickets, search', path: '/api/tickets?q=impresora' },
    { name: 'my tickets, 20 a page', path: '/api/my_tickets', share: 0.5 },
    { name: 'my requested tickets, 20 a page', path: '/api/my_requested_tickets', share: 0.5 },
    { name: 'find_ticket by code', path: `/api/find_ticket/${facts.ticketCode}`, share: 0.5 },
    { name: 'ticket solutions, 20 a page', path: '/api/ticket_solutions', share: 0.5 },
    { name: 'ticket solutions, search', path: `/api/ticket_solutions?q=${encodeURIComponent('contraseña')}` },
    { name: 'meetings, 20 a page', path: '/api/meetings', share: 0.5 },
    { name: 'meetings, search', path: `/api/meetings?q=${encodeURIComponent('comité')}` },
    { name: 'my meetings, 20 a page', path: '/api/my_meetings', share: 0.5 },
    { name: 'tickets of a meeting', path: `/api/meetings/${facts.meeting}/tickets`, share: 0.5 },
    { name: 'calendar, my meetings (month)', path: `/api/calendar_meetings?${monthRange()}`, share: 0.5 },
    { name: 'calendar, tasks and tickets (month)', path: `/api/calendar_events?${monthRange()}`, share: 0.5 },
    { name: 'RAG documents, 20 a page', path: '/api/rag_documents', share: 0.5 },
    { name: 'information board, 10 a page', path: '/api/information_board?page=1&type=public', share: 0.5 },
    { name: 'ideas board, 10 a page', path: '/api/idea?page=1&type=public', share: 0.5 },
    { name: 'my posts (/information_board), 20', path: '/api/my_information_board', share: 0.5 },
    { name: 'my ideas (/idea), 20 a page', path: '/api/my_ideas', share: 0.5 },
    { name: 'similar ideas while typing', path: `/api/similar_ideas?q=${encodeURIComponent('capacitación')}` },
    { name: 'home charts (tasks and tickets)', path: '/api/tasks_and_tickets_chart', share: 0.5 },
    { name: 'vehicles, 20 a page', path: '/api/vehicles', share: 0.5 },
    { name: 'maintenance types', path: '/api/maintenance_types', share: 0.5 },
    { name: 'maintenance requests, 20 a page', path: '/api/maintenance_requests', share: 0.5 },
    { name: 'maintenance records, 20 a page', path: '/api/maintenance_records', share: 0.5 },
    { name: 'fleet costs (12 months)', path: '/api/vehicle_costs' },
    { name: 'self-assigned tasks, 20 a page', path: '/api/self_assigned_tasks', share: 0.5 },
    { name: 'self-assigned task board', path: '/api/self_assigned_task_board' },
    // Every project's figures counted on each request (the first page, and the totals of them all).
    { name: 'fulfilment report, all projects', path: '/api/report/project_fulfillment' },
    { name: 'responsible report, 20 a page', path: '/api/report/responsible' },
    { name: 'report tasks behind a figure, 20', path: `/api/report/project/${p1000}/tasks/open`, share: 0.5 },
    { name: 'self-assigned categories', path: '/api/self_assigned_categories', share: 0.5 },
  ].filter((s) => {
    const only = env.BENCH_ONLY;
    return !only || only.split('|').some((o) => (o.startsWith('=') ? s.name === o.slice(1) : s.name.includes(o)));
  });

  const run = (s: Scenario, duration: number) =>
    autocannon({ url: `${server.url}${s.path}`, connections: CONNECTIONS, duration, headers });

  /** One scenario: a check that it answers 200 (and its size on the wire), a warm-up unless `warm`, the measure. */
  async function measure(s: Scenario, duration = DURATION, warm = false): Promise<Measured> {
    const probe = await probeOnce(`${server.url}${s.path}`, headers);
    if (probe.status !== 200) throw new Error(`${s.name}: ${probe.status}`);
    if (!warm) await run(s, 2);
    const node0 = cpuOf(server.pid);
    const pg0 = postgresCpu(name);
    const r = await run(s, duration);
    const requests = Math.max(1, r.requests.total);
    return {
      ...s,
      // Where the time went: the server's process (busy share of one core, CPU ms per request) and PostgreSQL's.
      nodeBusy: (cpuOf(server.pid) - node0) / (r.duration * 1000),
      nodeMs: (cpuOf(server.pid) - node0) / requests,
      pgMs: postgresCpuSince(name, pg0) / requests,
      rps: r.requests.average,
      p50: r.latency.p50,
      p99: r.latency.p99,
      errors: r.errors + r.timeouts + r.non2xx,
      wireBytes: probe.bytes,
      encoding: probe.encoding,
    };
  }

  /**
   * The whole server is warmed first (every scenario for BENCH_WARMUP seconds: compiled code, PostgreSQL's caches
   * and plans), so that the first floor is not the server's first minute. Then the floor is measured before the
   * first list, and each list in ROUNDS windows alternating with windows of the floor (its BENCH_DURATION and
   * BENCH_FLOOR_DURATION seconds split between them): each window of the list is divided by the mean of the two
   * floors beside it and the list's share is the median of those ratios (combineRounds). On this project's
   * machines the floor moved by half within a minute (2,050–3,630 req/s), and one list window between two floors
   * 15 s apart read an unchanged list up to 8 points apart from run to run; windows a few seconds apart follow the
   * machine more closely, and the median sets one disturbed window aside (still ± 5 points between windows).
   */
  async function measureAll(floor: Scenario, lists: Scenario[]) {
    if (WARMUP > 0) for (const s of [floor, ...lists]) await run(s, WARMUP);
    const floors: Measured[] = [await measure(floor, FLOOR_DURATION / ROUNDS)];
    const measured: Measured[] = [];
    for (const s of lists) {
      const windows: Measured[] = [];
      const beside: Measured[] = [floors.at(-1)!];
      for (let i = 0; i < ROUNDS; i++) {
        windows.push(await measure(s, DURATION / ROUNDS, i > 0));
        beside.push(await measure(floor, FLOOR_DURATION / ROUNDS, true));
      }
      measured.push(combineRounds(windows, beside));
      floors.push(...beside.slice(1));
    }
    printReport({
      floors,
      measured,
      header: {
        connections: CONNECTIONS,
        duration: DURATION,
        floorDuration: FLOOR_DURATION,
        rounds: ROUNDS,
        warmup: WARMUP,
        encoding: ENCODING,
        logLevel: env.LOG_LEVEL ?? 'info',
        loadAtStart,
        loadSeconds,
        postgres: facts.version,
        data: `${facts.tasks.toLocaleString('en-US')} tasks, ${facts.users.toLocaleString('en-US')} users, ${facts.projects} projects`,
      },
    });
  }

  if (env.BENCH_MODE === 'cpu') {
    const opts = {
      base: server.url,
      pid: server.pid,
      database: name,
      headers,
      requests: Number(env.BENCH_REQUESTS ?? 1000),
      clients: Number(env.BENCH_CLIENTS ?? 4),
    };
    // The whole server warmed first, as for autocannon: measured first and cold, the floor read twice its CPU
    // (0.82 against 0.38–0.41 ms of Node for the same work measured later), and every share with it.
    if (WARMUP > 0) for (const s of [floor, ...lists]) await measureCpu(s, { ...opts, requests: 500 });
    const before = await measureCpu(floor, opts);
    const cpu: CpuMeasured[] = [];
    for (const s of lists) cpu.push(await measureCpu(s, opts));
    const after = await measureCpu(floor, opts);
    printCpuReport({ ...floor, nodeMs: (before.nodeMs + after.nodeMs) / 2, pgMs: (before.pgMs + after.pgMs) / 2 }, cpu);
  } else {
    await measureAll(floor, lists);
  }
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
  if (!keep) await onServer((c) => c.query(`drop database if exists ${name} with (force)`));
}
console.log(`total ${((performance.now() - started) / 1000).toFixed(0)} s\n`);

/** The month around today as a calendar asks for it (start/end of the visible weeks). */
function monthRange() {
  const now = Date.now();
  const start = new Date(now - 20 * 86_400_000).toISOString();
  const end = new Date(now + 22 * 86_400_000).toISOString();
  return `start=${encodeURIComponent(start)}&end=${encodeURIComponent(end)}`;
}

/** One request with the bench's headers: its status and the size of its body as sent (compressed or not). */
async function probeOnce(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; bytes: number; encoding: string }>((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          bytes,
          encoding: String(res.headers['content-encoding'] ?? 'identity'),
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}
