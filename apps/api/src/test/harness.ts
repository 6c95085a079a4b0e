import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Writable } from 'node:stream';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig, type AppConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { seed } from '../db/seed.ts';
import { hashPassword } from '../modules/auth/passwords.service.ts';
import { rolePermissions, roles } from '../modules/roles/roles.table.ts';
import { userRoles, users } from '../modules/users/users.table.ts';
import { randomToken } from '../lib/crypto.ts';

import { ADMIN_EMAIL, ADMIN_PASSWORD, PASSWORD } from './credentials.ts';

export { ADMIN_EMAIL, ADMIN_PASSWORD, PASSWORD };

// Made once per run by template.global-setup.ts (absent when the harness runs without it: then each build()
// migrates and seeds its own database, as `npm start` does).
const pgliteTemplate = inject('pgliteTemplate');
const postgresTemplate = inject('postgresTemplate');
let pgliteTarball: Blob | undefined;

/**
 * A whole server for one test file: real PGlite in memory, or — with DATABASE_URL — a fresh database on the
 * PostgreSQL server, dropped at the end. Same migrations, same seed as `npm start`, copied from the run's template.
 */
export async function build(opts: { config?: Partial<AppConfig>; logStream?: Writable } = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'gestora-test-'));
  let databaseUrl: string | undefined;
  let dropDb: (() => Promise<void>) | undefined;
  if (process.env.DATABASE_URL) {
    const name = `gestora_test_${randomToken(6)
      .toLowerCase()
      .replace(/[^a-z0-9]/g, 'x')}`;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${name}${postgresTemplate ? ` template ${postgresTemplate}` : ''}`);
    await admin.end();
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDb = async () => {
      const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  }
  const config = loadConfig(
    {
      ...process.env,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      DATABASE_URL: databaseUrl ?? '',
      WEB_DIST: path.join(dataDir, 'no-web'),
    },
    opts.config,
  );
  const fromTemplate = databaseUrl ? !!postgresTemplate : !!pgliteTemplate;
  if (!databaseUrl && pgliteTemplate) pgliteTarball ??= new Blob([readFileSync(pgliteTemplate)]);
  const database = await openDatabase({
    databaseUrl,
    pgliteDir: databaseUrl ? '' : 'memory://',
    client: !databaseUrl && pgliteTarball ? new PGlite({ loadDataDir: pgliteTarball }) : undefined,
  });
  if (!fromTemplate) await database.migrate();
  const app = await buildApp(config, { database, logStream: opts.logStream });
  if (!fromTemplate) await seed(app.db, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
  await app.ready();

  const close = async () => {
    await app.close();
    await database.close();
    await dropDb?.();
  };

  /** A user holding exactly `permissions` (through a role made for them). */
  async function makeUser(permissions: string[], fields: Partial<typeof users.$inferInsert> = {}) {
    const tag = randomToken(5)
      .toLowerCase()
      .replace(/[^a-z0-9]/g, 'x');
    const [role] = await app.db
      .insert(roles)
      .values({ name: `Rol ${tag}` })
      .returning();
    if (permissions.length)
      await app.db.insert(rolePermissions).values(permissions.map((permission) => ({ roleId: role.id, permission })));
    const [user] = await app.db
      .insert(users)
      .values({
        name: 'Usuario',
        lastName: `Prueba ${tag}`,
        email: `u-${tag}@test.local`,
        passwordHash: await hashPassword(PASSWORD),
        ...fields,
      })
      .returning();
    await app.db.insert(userRoles).values({ userId: user.id, roleId: role.id });
    return { ...user, role };
  }

  /** Signs in through the native call and returns an injector carrying the Bearer token. */
  async function as(email: string, password = PASSWORD) {
    const res = await app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
    if (res.statusCode !== 200) throw new Error(`login ${email} failed: ${res.statusCode} ${res.body}`);
    const token = res.json().token as string;
    return {
      token,
      inject: (opts: InjectOptions) =>
        app.inject({ ...opts, headers: { ...opts.headers, authorization: `Bearer ${token}` } }),
    };
  }

  /** A browser-like client: cookie jar, XSRF cookie read back into X-XSRF-TOKEN on unsafe requests. */
  function browser() {
    const jar = new Map<string, string>();
    const remember = (res: LightMyRequestResponse) => {
      for (const c of res.cookies) {
        if (
          c.value === '' ||
          (c.maxAge !== undefined && c.maxAge <= 0) ||
          (c.expires && new Date(c.expires).getTime() < Date.now())
        )
          jar.delete(c.name);
        else jar.set(c.name, c.value);
      }
    };
    const inject = async (opts: InjectOptions & { xsrf?: string | false }) => {
      const unsafe = !['GET', 'HEAD', undefined].includes(opts.method as string);
      const headers: Record<string, string> = { ...(opts.headers as Record<string, string>) };
      if (unsafe && opts.xsrf !== false) headers['x-xsrf-token'] = opts.xsrf ?? jar.get('XSRF-TOKEN') ?? '';
      const { xsrf: _x, ...rest } = opts;
      const res = await app.inject({ ...rest, headers, cookies: Object.fromEntries(jar) });
      remember(res);
      return res;
    };
    const login = async (email: string, password = PASSWORD) => {
      await inject({ method: 'GET', url: '/sanctum/csrf-cookie' });
      return inject({ method: 'POST', url: '/login', payload: { email, password } });
    };
    return { jar, inject, login };
  }

  const userByEmail = async (email: string) => (await app.db.select().from(users).where(eq(users.email, email)))[0];

  /** Runs `fn` and returns its result with the number of statements it sent (the guard against a query per row). */
  async function countQueries<T>(fn: () => Promise<T>): Promise<{ result: T; queries: number }> {
    const before = database.stats.queries;
    const result = await fn();
    return { result, queries: database.stats.queries - before };
  }

  return { app, close, makeUser, as, browser, userByEmail, countQueries, dataDir, database };
}
export type Harness = Awaited<ReturnType<typeof build>>;
/** A user made by `h.makeUser` (the row with its role). */
export type TestUser = Awaited<ReturnType<Harness['makeUser']>>;
/** A signed-in injector made by `h.as`. */
export type TestClient = Awaited<ReturnType<Harness['as']>>;

/** A server whose web build is `webDist` (the harness has none), on its own in-memory database. */
export async function buildWithWeb(webDist: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'gestora-web-'));
  const config = loadConfig({
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    DATABASE_URL: '',
    WEB_DIST: webDist,
  });
  const database = await openDatabase({ pgliteDir: 'memory://' });
  await database.migrate();
  const app = await buildApp(config, { database });
  return { app, database, close: async () => (await app.close(), await database.close()) };
}
