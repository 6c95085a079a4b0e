import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';
import { seed } from '../db/seed.ts';
import { randomToken } from '../lib/crypto.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './credentials.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tarball of a migrated and seeded PGlite data directory (PGlite runs). */
    pgliteTemplate?: string;
    /** A migrated and seeded database on the PostgreSQL server to copy from (DATABASE_URL runs). */
    postgresTemplate?: string;
  }
}

/**
 * Migrates and seeds one database per `vitest run`; every test file's build() starts from a copy of it. Running the
 * migrations and hashing the admin's password again in each file was most of the suite's time. What buildApp writes
 * on start (APP_KEY, VAPID keys) is not in the template: each file still makes its own.
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    const name = `gestora_template_${randomToken(6)
      .toLowerCase()
      .replace(/[^a-z0-9]/g, 'x')}`;
    const admin = async (sql: string) => {
      const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await c.connect();
      await c.query(sql);
      await c.end();
    };
    await admin(`create database ${name}`);
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${name}`;
    // close() waits for every connection to end: `create database … template` refuses a template in use.
    const database = await openDatabase({ databaseUrl: url.toString(), pgliteDir: '' });
    await database.migrate();
    await seed(database.db, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    await database.close();
    project.provide('postgresTemplate', name);
    return () => admin(`drop database if exists ${name} with (force)`);
  }

  const client = new PGlite();
  const database = await openDatabase({ pgliteDir: 'memory://', client });
  await database.migrate();
  await seed(database.db, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
  // Uncompressed: every test file loads it, and gunzipping it each time would cost more than the disk it takes.
  const tarball = await client.dumpDataDir('none');
  await database.close();
  const dir = mkdtempSync(path.join(tmpdir(), 'gestora-template-'));
  const file = path.join(dir, 'pgdata.tar');
  writeFileSync(file, Buffer.from(await tarball.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
