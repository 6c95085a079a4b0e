import type { FastifyBaseLogger } from 'fastify';

/**
 * Work that must not hold the answer up, nor let its duration tell anything (a reset mail only known addresses
 * get): started once the request has answered, in this process, retried on failure, and a last failure logged.
 */
export interface BackgroundJobs {
  run(name: string, job: () => Promise<void>): void;
  /** Resolves once every job started so far (with its retries) is over: tests, shutdown. */
  idle(): Promise<void>;
  /** Waits between attempts; 3 attempts in all by default. */
  retryDelaysMs: number[];
  /** Stops waiting for retries (a job in its wait gives up) and waits for the rest. */
  close(): Promise<void>;
}

export function createBackgroundJobs(log: FastifyBaseLogger): BackgroundJobs {
  const inFlight = new Set<Promise<void>>();
  const wakers = new Set<() => void>();
  let closing = false;
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        wakers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      wakers.add(wake);
    });

  const jobs: BackgroundJobs = {
    retryDelaysMs: [1_000, 5_000],
    run(name, job) {
      const task = (async () => {
        // setImmediate: after the answer, which is written in the microtasks that follow the handler.
        await new Promise((resolve) => setImmediate(resolve));
        for (let attempt = 1; ; attempt++) {
          try {
            return await job();
          } catch (err) {
            const last = attempt > jobs.retryDelaysMs.length || closing;
            log.error({ err, job: name, attempt, last }, 'background job failed');
            if (last) return;
            await sleep(jobs.retryDelaysMs[attempt - 1]);
          }
        }
      })();
      inFlight.add(task);
      void task.finally(() => inFlight.delete(task));
    },
    async idle() {
      while (inFlight.size) await Promise.all([...inFlight]);
    },
    async close() {
      closing = true;
      for (const wake of [...wakers]) wake();
      await jobs.idle();
    },
  };
  return jobs;
}
