import { PgTransaction } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.ts';

/**
 * Runs a detail's reads side by side on the pool (each on a connection of its own) and one after the other inside a
 * transaction, which is a single connection: node-postgres only queues a query sent to a connection still busy
 * with another, with a deprecation warning (pg 9 refuses it). Each read is a function, so that nothing is sent before
 * its turn (a drizzle query starts when awaited; a helper's promise when called).
 */
export async function readsOf<T extends unknown[]>(
  db: DbOrTx,
  ...reads: { [K in keyof T]: () => PromiseLike<T[K]> }
): Promise<T> {
  if (!(db instanceof PgTransaction)) return Promise.all(reads.map((read) => read())) as Promise<T>;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as T;
}
