// The table `npm run bench:http` prints: each list as a share of the floor (/healthz, measured before and after the
// lists, their mean) and its p99 as a multiple of the floor's, against the targets every list endpoint keeps.
import os from 'node:os';

export interface Scenario {
  name: string;
  path: string;
  /** The least share of the floor's requests per second this list must reach (none: reported only). */
  share?: number;
}
export interface Measured extends Scenario {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  wireBytes: number;
  encoding: string;
  /** The server process's CPU during the run as a share of one core, and CPU ms per request of it and PostgreSQL. */
  nodeBusy: number;
  nodeMs: number;
  pgMs: number;
}

/** Every list's p99 stays within this multiple of the floor's p99. */
export const P99_TARGET = 3;

export function printReport(r: {
  first: Measured;
  last: Measured;
  measured: Measured[];
  header: {
    connections: number;
    duration: number;
    encoding: string;
    logLevel: string;
    loadAtStart: number[];
    loadSeconds: number;
    postgres: string;
    data: string;
  };
}) {
  const h = r.header;
  const cpus = os.cpus();
  const floorRps = (r.first.rps + r.last.rps) / 2;
  const floorP99 = (r.first.p99 + r.last.p99) / 2;
  const load = (l: number[]) => l.map((v) => v.toFixed(2)).join(' ');
  console.log(
    `\nGestora HTTP bench — the real server (src/main.ts, its own process) on PostgreSQL ${h.postgres}; ${h.data}`,
  );
  console.log(
    `machine: ${cpus[0]?.model ?? 'unknown CPU'} × ${cpus.length}, ${(os.totalmem() / 1024 ** 3).toFixed(1)} GB RAM, ` +
      `${os.type()} ${os.release()}, Node ${process.version}; load average ${load(h.loadAtStart)} at the start, ` +
      `${load(os.loadavg())} at the end (other work on the machine lowers every figure, the floor too)`,
  );
  console.log(
    `autocannon: ${h.connections} connections, ${h.duration} s per scenario after a 2 s warm-up; ` +
      `accept-encoding: ${h.encoding}; server LOG_LEVEL ${h.logLevel}; data loaded in ${h.loadSeconds.toFixed(0)} s`,
  );
  console.log(
    `floor: /healthz ${r.first.rps.toFixed(0)} req/s before the lists, ${r.last.rps.toFixed(0)} after ` +
      `(mean ${floorRps.toFixed(0)}); p99 ${r.first.p99} / ${r.last.p99} ms`,
  );
  const width = Math.max(...r.measured.map((m) => m.name.length), 'scenario'.length);
  console.log(
    `${'scenario'.padEnd(width)}   req/s  median ms  p99 ms   share of floor (target)  p99 ÷ floor p99  body on the wire  errors` +
      `  server CPU  Node ms/req  PG ms/req`,
  );
  let failed = 0;
  for (const m of [r.first, ...r.measured, r.last]) {
    const share = m.rps / floorRps;
    const p99x = m.p99 / floorP99;
    const shareOk = m.share === undefined || share >= m.share;
    const p99Ok = p99x <= P99_TARGET;
    const floorRow = m === r.first || m === r.last;
    if (!floorRow && (!shareOk || !p99Ok || m.errors)) failed++;
    const target = m.share === undefined ? '' : `(≥ ${Math.round(m.share * 100)} %)`;
    const mark = (ok: boolean) => (floorRow ? ' ' : ok ? '✓' : '✗');
    console.log(
      `${m.name.padEnd(width)} ${m.rps.toFixed(0).padStart(7)} ${String(m.p50).padStart(10)} ${String(m.p99).padStart(7)}` +
        `   ${`${(share * 100).toFixed(0)} %`.padStart(5)} ${target.padEnd(9)} ${mark(shareOk)}` +
        `        ${p99x.toFixed(1).padStart(5)} ${mark(p99Ok)}     ${`${(m.wireBytes / 1024).toFixed(1)} KB ${m.encoding}`.padEnd(17)} ${String(m.errors).padStart(6)}` +
        `  ${`${(m.nodeBusy * 100).toFixed(0)} %`.padStart(10)}  ${m.nodeMs.toFixed(2).padStart(11)}  ${m.pgMs.toFixed(2).padStart(9)}`,
    );
  }
  console.log(
    failed
      ? `${failed} list(s) below target (share of the floor, p99 within ${P99_TARGET}× the floor's, no errors)`
      : `every list within its targets (share of the floor, p99 within ${P99_TARGET}× the floor's, no errors)`,
  );
}
