import { readdirSync } from 'node:fs';
import { get, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TASKS_EXPORT } from '@gestora/contract/exports/tasks-export';
import { ADMIN_EMAIL, ADMIN_PASSWORD, build, type Harness } from '../../test/harness.ts';
import { expectExportsMatchJson, parseCsv } from './export.test-utils.ts';

/*
 * A large export is streamed, never held: the server reads a cursor 500 rows at a time and waits for the download
 * to take what it wrote. The download is read in-process as a stream that pushes back as a socket does (a real
 * socket's kernel buffers would swallow a file of a few megabytes whole and hide a writer that does not wait), by a
 * reader that stops after the first rows and then reads slower than the server writes, while the live heap (with
 * the Buffers outside it) is sampled after a full collection.
 *
 * The count: 200,000 tasks on the PostgreSQL server (DATABASE_URL); 50,000 on PGlite, whose tasks' row triggers
 * (own_json, card_json) make a larger insert too slow for a test. Measured on PGlite (50,000 rows, 4.5 MB of CSV,
 * 16 MB of the same rows as the list's JSON text): the live heap grew by 0.8–2 MB while the reader waited (the
 * most on a busy machine, where less of the spooling's garbage is gone by then) and under 3 MB over the whole
 * download; with the writer not waiting for its reader it held the rest of the file, +4.9 MB, while the reader
 * waited. Hence the bounds, which do not grow with the count: 3 MB while the reader waits, 6 MB over the download.
 */

const COUNT_PGLITE = 50_000;
const COUNT_SERVER = 200_000;
/** The live heap's growth at most: while the reader waits, and over the whole download. */
const PAUSED_BOUND = 3e6;
const HEAP_BOUND = 6e6;
/** The reader's pace: slower than the server writes, so that the server has to wait for it. */
const READ_BYTES_PER_SECOND = 4_000_000;
const PAUSE_MS = 3000;

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
/** The live heap after a full collection, with the buffers outside it (a written chunk waiting to be sent is one). */
const liveHeap = () => {
  gc();
  const m = process.memoryUsage();
  return m.heapUsed + m.arrayBuffers;
};

let h: Harness;
let token: string;
let base: string;
let count: number;
beforeAll(async () => {
  h = await build();
  token = (await h.as(ADMIN_EMAIL, ADMIN_PASSWORD)).token;
  const adminId = (await h.userByEmail(ADMIN_EMAIL)).id;
  count = h.database.kind === 'postgres' ? COUNT_SERVER : COUNT_PGLITE;
  // Tasks outside any project (the administrator sees them): the project counter's one row, updated once per task
  // inside one statement, made the insert grow with the square of the count.
  await h.app.db.execute(sql`insert into tasks (public_id, project_id, title, priority, end_date, status, created_by)
    select gen_random_uuid(), null, 'Tarea de exportación ' || g, (array['Baja', 'Media', 'Alta', 'Urgente'])[1 + g % 4],
      current_date + (g % 400) - 200, (1 + g % 5)::text, ${adminId}
    from generate_series(1, ${count}) g`);
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(h.app.server.address() as AddressInfo).port}`;
}, 240_000);
afterAll(() => h.close());

const auth = () => ({ authorization: `Bearer ${token}` });
/** A download through a real socket, as the browser makes it. */
const download = (path: string) =>
  new Promise<IncomingMessage>((resolve, reject) =>
    get(`${base}${path}`, { headers: auth() }, resolve).on('error', reject),
  );

/**
 * Exports still open: on PGlite (one session) its cursors; on the server, sessions left inside a transaction (the
 * export's connection is another of the pool's, whose cursors this one cannot see).
 */
async function openExports() {
  const query =
    h.database.kind === 'pglite'
      ? sql`select count(*)::int as n from pg_cursors where name = 'export_rows'`
      : sql`select count(*)::int as n from pg_stat_activity
          where datname = current_database() and state like 'idle in transaction%'`;
  const result = (await h.app.db.execute(query)) as unknown as { rows: { n: number }[] };
  return result.rows[0].n;
}

/** The exports' spool files left in the data folder (PGlite only). */
const spoolFiles = () => {
  try {
    return readdirSync(path.join(h.dataDir, 'tmp')).filter((f) => f.startsWith('export-'));
  } catch {
    return []; // no export spooled yet
  }
};

describe('a large export', () => {
  it('streams every row with a bounded heap while a slow reader takes it', async () => {
    const page = await h.app.inject({ method: 'GET', url: '/api/tasks?per_page=100', headers: auth() });
    const jsonBytes = (page.body.length / 100) * count;
    const start = liveHeap();
    let peak = 0;
    let peakWhilePaused = 0;
    let paused = false;
    const sampler = setInterval(() => {
      const grown = liveHeap() - start;
      peak = Math.max(peak, grown);
      if (paused) peakWhilePaused = Math.max(peakWhilePaused, grown);
    }, 200);

    // In-process, as a stream that pushes back as a socket does, without the kernel's megabytes of socket buffers
    // that would take in a smaller file whole and hide a writer that does not wait.
    const res = await h.app.inject({
      method: 'GET',
      url: '/api/tasks/export?format=csv',
      headers: auth(),
      payloadAsStream: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-export-rows']).toBe(String(count));
    let bytes = 0;
    let lines = 0;
    let head = '';
    for await (const chunk of res.stream() as AsyncIterable<Buffer>) {
      if (bytes === 0) {
        // The reader stops after the first rows: a writer that did not wait would now fill the memory with the rest.
        paused = true;
        await new Promise((r) => setTimeout(r, PAUSE_MS));
        paused = false;
      }
      bytes += chunk.length;
      for (const b of chunk) if (b === 0x0a) lines++;
      if (head.length < 100_000) head += chunk.toString('latin1');
      await new Promise((r) => setTimeout(r, (chunk.length / READ_BYTES_PER_SECOND) * 1000));
    }
    clearInterval(sampler);

    console.info(
      `export of ${count} rows: ${(bytes / 1e6).toFixed(1)} MB of CSV (the rows' JSON: ${(jsonBytes / 1e6).toFixed(0)} MB);` +
        ` live heap +${(peakWhilePaused / 1e6).toFixed(2)} MB at most while the reader waited,` +
        ` +${(peak / 1e6).toFixed(2)} MB over the whole download`,
    );
    expect(lines).toBe(count + 1);
    expect(peakWhilePaused).toBeLessThan(PAUSED_BOUND);
    expect(peak).toBeLessThan(HEAP_BOUND);
    // The bounds mean something: the file is larger than the first, the rows' JSON far larger than the second.
    expect(bytes).toBeGreaterThan(1.4 * PAUSED_BOUND);
    expect(jsonBytes).toBeGreaterThan(2.5 * HEAP_BOUND);

    // The rows are the list's: the file's first hundred are the JSON's first page, in its order.
    const text = Buffer.from(head, 'latin1').toString('utf8');
    const first = parseCsv(text.split('\r\n').slice(0, 101).join('\r\n') + '\r\n');
    expect(first.slice(1).map((r) => r[0])).toEqual(page.json().data.map((t: { title: string }) => t.title));
  }, 180_000);

  it('closes its cursor and transaction when a download is dropped mid-file, and the next request is answered', async () => {
    for (const format of ['csv', 'xlsx']) {
      const res = await h.app.inject({
        method: 'GET',
        url: `/api/tasks/export?format=${format}`,
        headers: auth(),
        payloadAsStream: true,
      });
      expect(res.statusCode).toBe(200);
      const file = res.stream();
      await new Promise((resolve) => file.once('data', resolve));
      file.pause();

      // Mid-file, on the server a session sits inside the export's transaction. On PGlite (one connection) the rows
      // were written to a spool file first: the database is free while the reader waits, and no cursor is open.
      let answered = false;
      const next = h.app
        .inject({ method: 'GET', url: '/api/tasks?per_page=1', headers: auth() })
        .then((r) => ((answered = true), r));
      if (h.database.kind === 'pglite') {
        await expect
          .poll(() => answered, { timeout: 5000, message: `${format}: a request waits for the export` })
          .toBe(true);
        expect(await openExports()).toBe(0);
        expect(spoolFiles(), `${format}: the download's spool file`).toHaveLength(1);
      } else await expect.poll(openExports, { timeout: 5000 }).toBeGreaterThan(0);

      // What Node does to the response when the browser's connection drops.
      res.raw.res.destroy();
      const answer = await Promise.race([
        next,
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${format}: still held`)), 15_000)),
      ]);
      expect(answer.statusCode).toBe(200);
      expect(answer.json().total).toBe(count);
      await expect.poll(openExports, { timeout: 5000 }).toBe(0);
      await expect.poll(spoolFiles, { timeout: 5000 }).toEqual([]);
    }
  }, 60_000);

  // Through a real socket the kernel may take in the whole file first, so this shows only that nothing stays open.
  it('leaves no export open after a real connection closes mid-download', async () => {
    for (const format of ['csv', 'xlsx']) {
      const res = await download(`/api/tasks/export?format=${format}`);
      expect(res.statusCode).toBe(200);
      await new Promise((resolve) => res.once('data', resolve));
      res.destroy();
      const answer = await h.app.inject({ method: 'GET', url: '/api/tasks?per_page=1', headers: auth() });
      expect(answer.statusCode).toBe(200);
      await expect.poll(openExports, { timeout: 5000 }).toBe(0);
    }
  }, 60_000);

  it('exports a search among them as the JSON list answers it', async () => {
    const rows = await expectExportsMatchJson({
      client: await h.as(ADMIN_EMAIL, ADMIN_PASSWORD),
      path: '/api/tasks',
      query: { q: 'exportación 1999', sort: 'title' },
      declaration: TASKS_EXPORT,
      timeZone: h.app.ctx.timeZone,
    });
    expect(rows.length).toBeGreaterThan(0);
  }, 60_000);
});
