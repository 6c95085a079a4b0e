#!/usr/bin/env node
// `npm run bench:web`: builds the web app, starts the real server on the embedded database in a temporary
// DATA_DIR with a known administrator, and runs Lighthouse (mobile profile) in Debian's Chromium on /login and,
// signed in through the real login form, on the home page. Prints per page the three scores, FCP/LCP/TBT and the
// JavaScript and CSS bytes transferred (compressed as the browser asked: brotli). Nothing is downloaded.
// BENCH_WEB_PORT (3300), CHROMIUM_PATH (/usr/bin/chromium), BENCH_WEB_SKIP_BUILD=1 (use the existing build),
// BENCH_WEB_REPORTS=<dir> (writes each page's Lighthouse report as JSON there), BENCH_WEB_RUNS (3: each page is
// measured that many times and the run of median performance is printed, with every run's score beside it),
// BENCH_WEB_TRACES=<dir> (writes each run's trace, with V8's samples, for scripts/trace-summary.mjs),
// BENCH_WEB_DATABASE_URL=postgres://…/<any database> (the server on a fresh database of that PostgreSQL server,
// dropped afterwards, instead of the embedded one: as a deployment runs it; the embedded database runs in the
// server's own thread and answers the page's first requests one after the other).
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../e2e/chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The API's PostgreSQL client, as the API resolves it (a dependency of apps/api, not of the root).
const pg = createRequire(path.join(root, 'apps/api/package.json'))('pg');
const port = Number(process.env.BENCH_WEB_PORT ?? 3300);
const base = `http://localhost:${port}`;
const admin = { email: 'bench-web@gestora.local', password: 'BenchWeb2026!' };
// One Lighthouse run of the signed-in home page moved by 10-15 points from the next on a 2-core machine (its
// blocking time follows what else the machine does in that second: the server answering the page's requests).
const runs = Math.max(1, Number(process.env.BENCH_WEB_RUNS ?? 3));
const chromeFlags = ['--headless=new', ...CHROMIUM_FLAGS];

if (!process.env.BENCH_WEB_SKIP_BUILD) {
  const built = spawnSync('npm', ['run', 'build', '-w', '@gestora/web'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

// The embedded database, whatever the shell says, unless BENCH_WEB_DATABASE_URL names a PostgreSQL server.
delete process.env.DATABASE_URL;
const dataDir = mkdtempSync(path.join(tmpdir(), 'gestora-bench-web-'));
const serverDb = process.env.BENCH_WEB_DATABASE_URL ? await freshDatabase(process.env.BENCH_WEB_DATABASE_URL) : null;
const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/api/src/main.ts')], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    PORT: String(port),
    DATA_DIR: dataDir,
    ...(serverDb ? { DATABASE_URL: serverDb.url } : {}),
    SEED_ADMIN_EMAIL: admin.email,
    SEED_ADMIN_PASSWORD: admin.password,
  },
});

/** A new database on the server of `url`, named for this run; `drop()` removes it (and ends its connections). */
async function freshDatabase(url) {
  const name = `gestora_bench_web_${process.pid}`;
  const onServer = async (sql) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await onServer(`drop database if exists ${name} with (force)`);
  await onServer(`create database ${name}`);
  const own = new URL(url);
  own.pathname = `/${name}`;
  return { url: own.toString(), drop: () => onServer(`drop database if exists ${name} with (force)`) };
}

async function waitForServer() {
  for (let i = 0; i < 240; i += 1) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the server did not answer on ${base}/healthz`);
}

/** Bytes on the wire of the JS and CSS the page loaded (Lighthouse's network records: transfer sizes). */
function bytesOf(lhr, type) {
  const items = lhr.audits['resource-summary']?.details?.items ?? [];
  return items.find((i) => i.resourceType === type)?.transferSize ?? 0;
}

function summary(name, lhr, run) {
  if (process.env.BENCH_WEB_REPORTS) {
    mkdirSync(process.env.BENCH_WEB_REPORTS, { recursive: true });
    const file = path.join(
      process.env.BENCH_WEB_REPORTS,
      `${name.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}-${run}.json`,
    );
    writeFileSync(file, JSON.stringify(lhr, null, 1));
  }
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const ms = (id) => Math.round(lhr.audits[id]?.numericValue ?? 0);
  const failing = Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
    .map((a) => a.id);
  return {
    page: name,
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    'FCP ms': ms('first-contentful-paint'),
    'LCP ms': ms('largest-contentful-paint'),
    'TBT ms': ms('total-blocking-time'),
    'JS KB': +(bytesOf(lhr, 'script') / 1024).toFixed(1),
    'CSS KB': +(bytesOf(lhr, 'stylesheet') / 1024).toFixed(1),
    failing: failing.join(' ') || '—',
    // Lighthouse's own reading of this machine's CPU: the mobile profile slows the page 4× on top of it, so TBT and
    // the performance score move with the machine (2026-11-27: the same build read 97 on one machine of this kind
    // and 75–80 on another); compare runs with their index beside them.
    'CPU index': Math.round(lhr.environment?.benchmarkIndex ?? 0),
  };
}

/** The run of median performance, with every run's performance score beside it. */
function median(rows) {
  const sorted = [...rows].sort((a, b) => a.performance - b.performance);
  return { ...sorted[Math.floor((sorted.length - 1) / 2)], runs: rows.map((r) => r.performance).join(' ') };
}

/**
 * One Lighthouse run, again (up to three times) when it could not measure the page (a runtime error, no performance
 * score): now and then a run of /login scored 0 that way, which said nothing of the page and pulled the median.
 */
async function audit(url, options, name) {
  for (let attempt = 1; ; attempt += 1) {
    const { lhr, artifacts } = await lighthouse(url, options);
    const failed = lhr.runtimeError?.code ?? (lhr.categories.performance?.score == null ? 'no score' : null);
    if (!failed || attempt === 3) {
      saveTrace(name, artifacts);
      return lhr;
    }
    console.warn(`Lighthouse could not measure ${url} (${failed}): once more`);
  }
}

const traces = process.env.BENCH_WEB_TRACES;
const traced = new Map();
/** The run's trace as Lighthouse recorded it (unthrottled: its simulation slows it 4× afterwards). */
function saveTrace(name, artifacts) {
  if (!traces || !artifacts?.Trace) return;
  mkdirSync(traces, { recursive: true });
  const run = (traced.get(name) ?? 0) + 1;
  traced.set(name, run);
  writeFileSync(path.join(traces, `${name}-${run}.trace.json`), JSON.stringify(artifacts.Trace));
}

let chrome;
try {
  await waitForServer();
  chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags });
  const options = {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
    // V8's sampling profiler, for the functions inside each long task (scripts/trace-summary.mjs).
    ...(traces ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' } : {}),
  };
  const login = [];
  // /login: a first visit of a guest (Lighthouse starts from an empty cache).
  for (let run = 1; run <= runs; run += 1)
    login.push(summary('/login', await audit(`${base}/login`, options, 'login'), run));

  // Sign in through the real form in the same Chrome, then measure / with the session.
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const page = await browser.contexts()[0].newPage();
  await page.goto(`${base}/login`);
  await page.getByLabel('Correo electrónico').fill(admin.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await page.getByText('Hola,').waitFor({ timeout: 60_000 });
  // The app registers its service worker once the page has loaded: let that finish before each run clears it.
  await page.evaluate(() =>
    Promise.race([navigator.serviceWorker.ready, new Promise((resolve) => setTimeout(resolve, 10_000))]),
  );
  const cdp = await page.context().newCDPSession(page);
  const home = [];
  for (let run = 1; run <= runs; run += 1) {
    // A first visit of a signed-in user: the session stays, the files of the sign-in page or the run before go,
    // and so do the service worker and its caches (the app's shell from its precache would be no first visit).
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Storage.clearDataForOrigin', { origin: base, storageTypes: 'service_workers,cache_storage' });
    home.push(
      summary('/ (signed in)', await audit(`${base}/`, { ...options, disableStorageReset: true }, 'signed-in'), run),
    );
  }
  await page.close();
  await browser.close();

  console.log(`database: ${serverDb ? 'PostgreSQL server (BENCH_WEB_DATABASE_URL)' : 'embedded (PGlite)'}`);
  console.table([median(login), median(home)]);
} finally {
  await chrome?.kill();
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
  await serverDb?.drop();
}
