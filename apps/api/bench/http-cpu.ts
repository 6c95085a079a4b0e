// CPU time per request, the server's process and PostgreSQL's apart: the measure that holds on a busy machine,
// where autocannon's requests per second mostly measure the neighbours. Each scenario is asked REQUESTS times by a
// few clients at once (a steady stream, no saturation), and the CPU the server's Node process and the bench
// database's PostgreSQL backends spent meanwhile is read from /proc (Linux). Reported per request and as a multiple of /healthz's.
import { readdirSync, readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import type { Scenario } from './http-report.ts';

const TICK_MS = 10; // USER_HZ is 100 on Linux: /proc reports CPU time in ticks of 10 ms

/**
 * utime + stime of one process, in ms (the fields after the command name, which may hold spaces); with `children`,
 * also the CPU of its children it has reaped (cutime + cstime): a PostgreSQL backend that ended counts there.
 */
export function cpuOf(pid: number | string, children = false): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const own = Number(fields[11]) + Number(fields[12]);
    return (children ? own + Number(fields[13]) + Number(fields[14]) : own) * TICK_MS;
  } catch {
    return 0; // the process ended meanwhile
  }
}

/**
 * The CPU of each PostgreSQL backend serving `database` (the server's pools), by process id. Not the writer, WAL or
 * other databases' backends: another bench or test suite on the same server does not land in a list's figure.
 */
export function postgresCpu(database: string): Map<string, number> {
  const byPid = new Map<string, number>();
  // A backend's title names its database ('postgres: 15/main: postgres gestora_bench_http 127.0.0.1(…) idle').
  const title = ` ${database} `;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').includes(title))
        byPid.set(pid, cpuOf(pid));
    } catch {
      // gone
    }
  }
  return byPid;
}

/**
 * The CPU the backends spent between two readings: each one's growth, a new one's whole time. A backend that ended
 * meanwhile (a pool closes idle connections) adds nothing — its last moments are lost — instead of subtracting
 * everything it had spent before, as a difference of two sums did.
 */
export function postgresCpuSince(database: string, before: Map<string, number>): number {
  let spent = 0;
  for (const [pid, ms] of postgresCpu(database)) spent += ms - (before.get(pid) ?? 0);
  return spent;
}

function get(url: string, headers: Record<string, string>, agent: Agent): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers, agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}

export interface CpuMeasured extends Scenario {
  nodeMs: number;
  pgMs: number;
}

export async function measureCpu(
  s: Scenario,
  opts: {
    base: string;
    pid: number;
    database: string;
    headers: Record<string, string>;
    requests: number;
    clients: number;
  },
): Promise<CpuMeasured> {
  const url = `${opts.base}${s.path}`;
  // Kept-alive connections, as autocannon's and a browser's: the floor is not a TCP handshake.
  const agent = new Agent({ keepAlive: true, maxSockets: opts.clients });
  const burst = async (n: number) => {
    let next = 0;
    await Promise.all(
      Array.from({ length: opts.clients }, async () => {
        while (next++ < n) {
          const status = await get(url, opts.headers, agent);
          if (status !== 200) throw new Error(`${s.name}: ${status}`);
        }
      }),
    );
  };
  await burst(Math.min(50, opts.requests)); // warm: plans, JIT, prepared statements on the pool's connections
  const node0 = cpuOf(opts.pid);
  const pg0 = postgresCpu(opts.database);
  await burst(opts.requests);
  agent.destroy();
  return {
    ...s,
    nodeMs: (cpuOf(opts.pid) - node0) / opts.requests,
    pgMs: postgresCpuSince(opts.database, pg0) / opts.requests,
  };
}

export function printCpuReport(floor: CpuMeasured, measured: CpuMeasured[]) {
  const width = Math.max(...measured.map((m) => m.name.length), 'scenario'.length);
  const floorAll = floor.nodeMs + floor.pgMs;
  console.log(
    `\nCPU per request (ms; Node = the server's process, PG = the bench database's PostgreSQL backends), and the share of the floor ` +
      `it allows on 2 cores: the floor's CPU ÷ the list's, Node alone (the single-threaded bottleneck) and both`,
  );
  console.log(`${'scenario'.padEnd(width)}  Node ms  PG ms   Node share  total share (target)`);
  for (const m of [floor, ...measured]) {
    const nodeShare = floor.nodeMs / m.nodeMs;
    const allShare = floorAll / (m.nodeMs + m.pgMs);
    const target = m.share === undefined ? '' : `(≥ ${Math.round(m.share * 100)} %)`;
    console.log(
      `${m.name.padEnd(width)} ${m.nodeMs.toFixed(2).padStart(7)} ${m.pgMs.toFixed(2).padStart(6)}   ` +
        `${`${(nodeShare * 100).toFixed(0)} %`.padStart(8)}  ${`${(allShare * 100).toFixed(0)} %`.padStart(9)} ${target}`,
    );
  }
}
