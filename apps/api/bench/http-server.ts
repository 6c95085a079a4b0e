// The real server for `npm run bench:http`: src/main.ts in its own Node process, as production starts it (the same
// entry, migrations and seed, its own event loop and garbage collector), on a port of the bench's, with the given
// environment. With BENCH_CPU_PROF=<dir> the process writes a V8 CPU profile there when it stops.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export interface BenchServer {
  url: string;
  /** The server process's id, for reading its CPU time (bench/http-cpu.ts). */
  pid: number;
  stop(): Promise<void>;
}

const API_DIR = new URL('..', import.meta.url).pathname;

export async function startServer(opts: {
  port: number;
  env: Record<string, string>;
  logFile: string;
  cpuProfDir?: string;
}): Promise<BenchServer> {
  const nodeArgs = ['--import', 'tsx'];
  if (opts.cpuProfDir) nodeArgs.push('--cpu-prof', `--cpu-prof-dir=${path.resolve(opts.cpuProfDir)}`);
  const log = createWriteStream(opts.logFile);
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, 'src/main.ts'], {
    cwd: API_DIR,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(opts.port), HOST: '127.0.0.1', ...opts.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The server's own log goes to a file: a pipe nobody reads would block it once full.
  child.stdout!.pipe(log);
  child.stderr!.pipe(log);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${opts.port}`;

  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}); see ${opts.logFile}`);
    const up = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not answer /healthz within 2 minutes; see ${opts.logFile}`);
    }
    await sleep(250);
  }

  return {
    url,
    pid: child.pid!,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      const code = await Promise.race([exited, sleep(15_000).then(() => 'timeout' as const)]);
      if (code === 'timeout') {
        child.kill('SIGKILL');
        await exited;
      }
      log.end();
    },
  };
}
