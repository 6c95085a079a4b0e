// What the benches share: the app on an in-memory database of its own, a short-lived client on the PostgreSQL
// server, and the measuring loop (requests one after the other, the server's own latency, within a time budget).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';

/** One client on the PostgreSQL server at `url` for `fn`, ended after it. */
export async function withServerClient<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

/** The app on PGlite in memory, migrated, with a temporary DATA_DIR (`prefix`), no web build and no logs. */
export async function inMemoryApp(prefix: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), prefix));
  const config = loadConfig({
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    DATABASE_URL: '',
    WEB_DIST: path.join(dataDir, 'no-web'),
  });
  const database = await openDatabase({ pgliteDir: 'memory://' });
  await database.migrate();
  const app = await buildApp(config, { database });
  return { app, database, dataDir };
}

/**
 * The time of each scenario of a run: an equal share of what is left of `totalSeconds` (counted from `started`),
 * between `minMs` and `maxSeconds`, so that a slow scenario cannot push the run past its total.
 */
export function scenarioBudgets(started: number, totalSeconds: number, maxSeconds: number, minMs: number) {
  let left = 1;
  return {
    /** How many scenarios the run still has. */
    plan(scenarios: number) {
      left = scenarios;
    },
    next() {
      const remaining = totalSeconds * 1000 - (performance.now() - started);
      return Math.max(minMs, Math.min(maxSeconds * 1000, remaining / left--));
    },
  };
}

/**
 * Sends `send(i)` one request after the other until `limit` requests or `budgetMs`: their times, sorted, with
 * percentiles, the count of each status (`200×40 404×1`), the first answer and the seconds it took.
 */
export async function sequentialRequests<R extends { statusCode: number }>(
  send: (i: number) => Promise<R>,
  limit: number,
  budgetMs: number,
) {
  const times: number[] = [];
  const statuses = new Map<number, number>();
  let first: R | undefined;
  const t0 = performance.now();
  for (let i = 0; i < limit && performance.now() - t0 < budgetMs; i++) {
    const s = performance.now();
    const res = await send(i);
    times.push(performance.now() - s);
    statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
    first ??= res;
  }
  const seconds = (performance.now() - t0) / 1000;
  times.sort((a, b) => a - b);
  return {
    times,
    seconds,
    first,
    pct: (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))],
    statuses: [...statuses].map(([code, count]) => `${code}×${count}`).join(' '),
  };
}
