// The table `npm run bench:http` prints: each list as a share of the floor (/healthz, measured just before and just
// after the list: the mean of the two) and its p99 as a multiple of the floor's (the same two), against the targets
// every list endpoint keeps.
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
  /** The floor before the first list and after each list: `floors[i]` and `floors[i + 1]` are list i's. */
  floors: Measured[];
  measured: Measured[];
  header: {
    connections: number;
    duration: number;
    floorDuration: number;
    warmup: number;
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
  const load = (l: number[]) => l.map((v) => v.toFixed(2)).join(' ');
  const rps = r.floors.map((f) => f.rps);
  const floorP99 = r.floors.map((f) => f.p99);
  console.log(
    `\nGestora HTTP bench — the real server (src/main.ts, its own process) on PostgreSQL ${h.postgres}; ${h.data}`,
  );
  console.log(
    `machine: ${cpus[0]?.model ?? 'unknown CPU'} × ${cpus.length}, ${(os.totalmem() / 1024 ** 3).toFixed(1)} GB RAM, ` +
      `${os.type()} ${os.release()}, Node ${process.version}; load average ${load(h.loadAtStart)} at the start, ` +
      `${load(os.loadavg())} at the end (other work on the machine lowers every figure, the floor too)`,
  );
  console.log(
    `autocannon: ${h.connections} connections, ${h.duration} s per list and ${h.floorDuration} s per floor, each ` +
      `after a 2 s warm-up, the whole server warmed first (${h.warmup} s per scenario); accept-encoding: ` +
      `${h.encoding}; server LOG_LEVEL ${h.logLevel}; data loaded in ${h.loadSeconds.toFixed(0)} s`,
  );
  console.log(
    `floor: /healthz measured ${r.floors.length} times, before the first list and after each: ` +
      `${Math.min(...rps).toFixed(0)}–${Math.max(...rps).toFixed(0)} req/s (first ${rps[0]!.toFixed(0)}, last ` +
      `${rps.at(-1)!.toFixed(0)}), p99 ${Math.min(...floorP99)}–${Math.max(...floorP99)} ms; each list is divided ` +
      `by the two beside it (column "floor")`,
  );
  const width = Math.max(...r.measured.map((m) => m.name.length), 'scenario'.length);
  console.log(
    `${'scenario'.padEnd(width)}   req/s  median ms  p99 ms    floor   share of floor (target)  p99 ÷ floor p99  ` +
      `body on the wire  errors  server CPU  Node ms/req  PG ms/req`,
  );
  let failed = 0;
  const row = (m: Measured, floorRps: number, floorP99x: number, floorRow: boolean) => {
    const share = m.rps / floorRps;
    const p99x = m.p99 / floorP99x;
    const shareOk = m.share === undefined || share >= m.share;
    const p99Ok = p99x <= P99_TARGET;
    if (!floorRow && (!shareOk || !p99Ok || m.errors)) failed++;
    const target = m.share === undefined ? '' : `(≥ ${Math.round(m.share * 100)} %)`;
    const mark = (ok: boolean) => (floorRow ? ' ' : ok ? '✓' : '✗');
    console.log(
      `${m.name.padEnd(width)} ${m.rps.toFixed(0).padStart(7)} ${String(m.p50).padStart(10)} ${String(m.p99).padStart(7)}` +
        ` ${floorRps.toFixed(0).padStart(8)}` +
        `   ${`${(share * 100).toFixed(0)} %`.padStart(5)} ${target.padEnd(9)} ${mark(shareOk)}` +
        `        ${p99x.toFixed(1).padStart(5)} ${mark(p99Ok)}     ${`${(m.wireBytes / 1024).toFixed(1)} KB ${m.encoding}`.padEnd(17)} ${String(m.errors).padStart(6)}` +
        `  ${`${(m.nodeBusy * 100).toFixed(0)} %`.padStart(10)}  ${m.nodeMs.toFixed(2).padStart(11)}  ${m.pgMs.toFixed(2).padStart(9)}`,
    );
  };
  const mean = (a: number, b: number) => (a + b) / 2;
  const first = r.floors[0]!;
  row(first, first.rps, first.p99, true);
  r.measured.forEach((m, i) => {
    const [before, after] = [r.floors[i]!, r.floors[i + 1]!];
    row(m, mean(before.rps, after.rps), mean(before.p99, after.p99), false);
  });
  const last = r.floors.at(-1)!;
  row(last, last.rps, last.p99, true);
  console.log(
    failed
      ? `${failed} list(s) below target (share of the floor, p99 within ${P99_TARGET}× the floor's, no errors)`
      : `every list within its targets (share of the floor, p99 within ${P99_TARGET}× the floor's, no errors)`,
  );
}
