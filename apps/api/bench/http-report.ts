// The table `npm run bench:http` prints: each list as a share of the floor (/healthz, measured in windows alternating
// with the list's: the median of each window's ratio to the mean of the floors beside it) and its p99 as a multiple
// of the floor's (the same), against the targets every list endpoint keeps.
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
  /** A list's floor: the req/s and p99 it is divided by (combineRounds); the floor rows have none. */
  against?: { rps: number; p99: number; shares: number[] };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

/**
 * A list measured in windows alternating with the floor's (`floors[i]` and `floors[i + 1]` are beside
 * `windows[i]`): its req/s, CPU and latencies as the mean of its windows, and its floor such that the share and the
 * p99 multiple printed are the medians of the windows' own (each against the mean of the two floors beside it).
 */
export function combineRounds(windows: Measured[], floors: Measured[]): Measured {
  const besides = windows.map((_, i) => [floors[i]!, floors[i + 1]!]);
  const shares = windows.map((w, i) => w.rps / mean(besides[i]!.map((f) => f.rps)));
  const p99x = windows.map((w, i) => w.p99 / mean(besides[i]!.map((f) => f.p99)));
  const rps = mean(windows.map((w) => w.rps));
  const p99 = median(windows.map((w) => w.p99));
  return {
    ...windows[0]!,
    rps,
    p50: median(windows.map((w) => w.p50)),
    p99,
    errors: windows.reduce((n, w) => n + w.errors, 0),
    nodeBusy: mean(windows.map((w) => w.nodeBusy)),
    nodeMs: mean(windows.map((w) => w.nodeMs)),
    pgMs: mean(windows.map((w) => w.pgMs)),
    against: { rps: rps / median(shares), p99: p99 / median(p99x), shares },
  };
}

/** Every list's p99 stays within this multiple of the floor's p99. */
export const P99_TARGET = 3;

export function printReport(r: {
  /** Every window of the floor, in order (the first before the first list, the last after the last list). */
  floors: Measured[];
  measured: Measured[];
  header: {
    connections: number;
    duration: number;
    floorDuration: number;
    rounds: number;
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
    `autocannon: ${h.connections} connections, ${h.duration} s per list and ${h.floorDuration} s of floor beside ` +
      `it, in ${h.rounds} alternating windows each, after a 2 s warm-up of the list, the whole server warmed first ` +
      `(${h.warmup} s per scenario); accept-encoding: ` +
      `${h.encoding}; server LOG_LEVEL ${h.logLevel}; data loaded in ${h.loadSeconds.toFixed(0)} s`,
  );
  console.log(
    `floor: /healthz measured in ${r.floors.length} windows, before the first list and after each window of a ` +
      `list: ${Math.min(...rps).toFixed(0)}–${Math.max(...rps).toFixed(0)} req/s (first ${rps[0]!.toFixed(0)}, ` +
      `last ${rps.at(-1)!.toFixed(0)}), p99 ${Math.min(...floorP99)}–${Math.max(...floorP99)} ms; a list's share ` +
      `is the median of its windows' (each against the two floors beside it); column "floor": what that divides`,
  );
  const width = Math.max(...r.measured.map((m) => m.name.length), 'scenario'.length);
  console.log(
    `${'scenario'.padEnd(width)}   req/s  median ms  p99 ms    floor   share of floor (target)  p99 ÷ floor p99  ` +
      `body on the wire  errors  server CPU  Node ms/req  PG ms/req  windows' shares`,
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
        `  ${`${(m.nodeBusy * 100).toFixed(0)} %`.padStart(10)}  ${m.nodeMs.toFixed(2).padStart(11)}  ${m.pgMs.toFixed(2).padStart(9)}` +
        `  ${m.against?.shares.map((x) => (x * 100).toFixed(0)).join(' ') ?? ''}`,
    );
  };
  const first = r.floors[0]!;
  row(first, first.rps, first.p99, true);
  r.measured.forEach((m) => row(m, m.against!.rps, m.against!.p99, false));
  const last = r.floors.at(-1)!;
  row(last, last.rps, last.p99, true);
  console.log(
    failed
      ? `${failed} list(s) below target (share of the floor, p99 within ${P99_TARGET}× the floor's, no errors)`
      : `every list within its targets (share of the floor, p99 within ${P99_TARGET}× the floor's, no errors)`,
  );
}
