// `npm run bench`: the API's hot reads on a realistic amount of data, measured in-process with app.inject
// (no network, one PGlite in memory, like the test harness). Prints latency percentiles, requests per second,
// SQL statements per request and the process's memory. Bounded: every scenario stops at a count or a time limit.
import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import { COLLABORATOR_ROLE } from '@gestora/contract/permissions';
import { seed } from '../src/db/seed.ts';
import { hashPassword } from '../src/modules/auth/passwords.service.ts';
import { departments } from '../src/modules/departments/departments.table.ts';
import { roles } from '../src/modules/roles/roles.table.ts';
import { userRoles, users } from '../src/modules/users/users.table.ts';
import { inMemoryApp, scenarioBudgets, sequentialRequests } from './bench-kit.ts';

const USERS = 5000;
const DEPARTMENTS = 200;
const MAX_REQUESTS = 2000;
const MAX_SECONDS_PER_SCENARIO = 6;
/** The whole run, setup included, ends well under a minute even on a slow or busy machine. */
const TOTAL_SECONDS = 50;
const ADMIN = { email: 'admin@bench.local', password: 'Bench-Clave-2026' };

const FIRST = [
  'María',
  'José',
  'Lucía',
  'Carlos',
  'Ana',
  'Jorge',
  'Valentina',
  'Diego',
  'Camila',
  'Andrés',
  'Paula',
  'Javier',
  'Isabel',
  'Tomás',
  'Carolina',
  'Ricardo',
];
const LAST = [
  'González',
  'Fernández',
  'Ramírez',
  'Martínez',
  'López',
  'Torres',
  'Morales',
  'Sánchez',
  'Rojas',
  'Castillo',
  'Vega',
  'Herrera',
  'Jiménez',
  'Mendoza',
  'Reyes',
  'Flores',
];
const AREAS = [
  'Operaciones',
  'Finanzas',
  'Logística',
  'Recursos Humanos',
  'Tecnología',
  'Comunicación',
  'Jurídica',
  'Compras',
];

const started = performance.now();
const { app, database } = await inMemoryApp('gestora-bench-');
await seed(app.db, ADMIN);
await app.ready();

// Bulk data: one password hash for everyone (argon2 per row would be the whole run), inserts in chunks.
const chunks = <T>(rows: T[], size = 1000) =>
  Array.from({ length: Math.ceil(rows.length / size) }, (_, i) => rows.slice(i * size, (i + 1) * size));
const depts = await app.db
  .insert(departments)
  .values(
    Array.from({ length: DEPARTMENTS }, (_, i) => ({
      name: `${AREAS[i % AREAS.length]} ${i + 1}`,
      description: `Área de prueba ${i + 1}`,
      active: i % 10 !== 0,
    })),
  )
  .returning({ id: departments.id });
const [collab] = await app.db.select().from(roles).where(eq(roles.name, COLLABORATOR_ROLE));
const passwordHash = await hashPassword(ADMIN.password);
for (const part of chunks(Array.from({ length: USERS }, (_, i) => i))) {
  const rows = await app.db
    .insert(users)
    .values(
      part.map((i) => ({
        name: FIRST[i % FIRST.length],
        lastName: `${LAST[(i * 7) % LAST.length]} ${LAST[(i * 3 + 1) % LAST.length]}`,
        email: `usuario${i}@bench.local`,
        phone: `+56 9 ${String(10_000_000 + i)}`,
        position: 'Analista',
        departmentId: depts[i % DEPARTMENTS].id,
        passwordHash,
        active: i % 25 !== 0,
      })),
    )
    .returning({ id: users.id });
  await app.db.insert(userRoles).values(rows.map((r) => ({ userId: r.id, roleId: collab.id })));
}
const setupSeconds = (performance.now() - started) / 1000;

const login = await app.inject({ method: 'POST', url: '/api/login', payload: ADMIN });
const token = login.json().token as string;
const auth = { authorization: `Bearer ${token}` };

interface Result {
  name: string;
  n: number;
  p50: number;
  p95: number;
  max: number;
  rps: number;
  sql: number;
  statuses: string;
}

/**
 * Sequential requests (the server's own latency, no client concurrency), after a short warm-up. Each scenario
 * gets an equal share of the time left, so a slow one cannot push the run past TOTAL_SECONDS.
 */
const budgets = scenarioBudgets(started, TOTAL_SECONDS, MAX_SECONDS_PER_SCENARIO, 500);
async function measure(
  name: string,
  url: (i: number) => string,
  opts: { method?: 'GET' | 'POST'; payload?: object; limit?: number } = {},
): Promise<Result> {
  const send = (i: number) =>
    app.inject({ method: opts.method ?? 'GET', url: url(i), headers: auth, payload: opts.payload });
  for (let i = 0; i < 5; i++) await send(i);
  const queriesBefore = database.stats.queries;
  const { times, seconds, pct, statuses } = await sequentialRequests(send, opts.limit ?? MAX_REQUESTS, budgets.next());
  return {
    name,
    n: times.length,
    p50: pct(50),
    p95: pct(95),
    max: times[times.length - 1],
    rps: times.length / seconds,
    sql: (database.stats.queries - queriesBefore) / times.length,
    statuses,
  };
}

const pages = Math.ceil(USERS / 20);
const terms = ['garcia', 'lucía', 'fernández', 'usuario42', 'rojas vega', 'tomás'];
type Scenario = [
  name: string,
  url: (i: number) => string,
  opts?: { method?: 'GET' | 'POST'; payload?: object; limit?: number },
];
const scenarios: Scenario[] = [
  ['GET /api/users?page=N', (i) => `/api/users?page=${(i % pages) + 1}`],
  [
    'GET /api/users?page=N&q=…',
    (i) => `/api/users?page=${(i % 3) + 1}&q=${encodeURIComponent(terms[i % terms.length])}`,
  ],
  ['GET /api/users?sort=-name&page=N', (i) => `/api/users?sort=-name&page=${(i % pages) + 1}`],
  ['GET /api/departments?page=N', (i) => `/api/departments?page=${(i % 10) + 1}`],
  ['GET /api/departments?q=…', (i) => `/api/departments?q=${encodeURIComponent(AREAS[i % AREAS.length].slice(0, 5))}`],
  ['GET /api/user (Bearer)', () => '/api/user'],
  ['GET /api/user_permissions (Bearer)', () => '/api/user_permissions'],
  ['POST /api/login (argon2id)', () => '/api/login', { method: 'POST', payload: ADMIN, limit: 40 }],
];
budgets.plan(scenarios.length);
const results: Result[] = [];
for (const [name, url, opts] of scenarios) results.push(await measure(name, url, opts));

const mem = process.memoryUsage();
const mb = (b: number) => `${(b / 1024 / 1024).toFixed(1)} MB`;
const ms = (v: number) => v.toFixed(2).padStart(8);
const width = Math.max(...results.map((r) => r.name.length));
console.log(
  `\nGestora API bench — PGlite in memory, ${USERS} users, ${DEPARTMENTS} departments (setup ${setupSeconds.toFixed(1)} s)`,
);
console.log(`${'scenario'.padEnd(width)}      n   p50 ms   p95 ms   max ms     req/s  sql/req  statuses`);
for (const r of results) {
  console.log(
    `${r.name.padEnd(width)} ${String(r.n).padStart(6)} ${ms(r.p50)} ${ms(r.p95)} ${ms(r.max)} ${r.rps.toFixed(0).padStart(9)} ${r.sql.toFixed(1).padStart(8)}  ${r.statuses}`,
  );
}
console.log(
  `memory: rss ${mb(mem.rss)}, heapUsed ${mb(mem.heapUsed)}, heapTotal ${mb(mem.heapTotal)}, external ${mb(mem.external)}`,
);
console.log(`total ${((performance.now() - started) / 1000).toFixed(1)} s\n`);

await app.close();
await database.close();
