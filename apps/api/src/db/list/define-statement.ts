import type { Placeholder } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import type { Keyed } from './keyed.ts';
import { QueryShape } from './query-shape.ts';
import { claimStatementName, runShaped, type Preparable } from './statement-cache.ts';

/**
 * A statement of a fixed shape that is not a page (the session behind every request, a calendar's month, the home
 * charts), built once per key and prepared as the lists' are (statement-cache.ts). `values` are its placeholders;
 * `parts` the pieces that depend on who asks (a scope, rights), each with the key of its branch: the statement is
 * kept per set of keys, so one branch's text is never served to another.
 *
 *   const sessionOf = defineStatement('auth/session', (db, p) => db.select(…).where(eq(sessions.hash, p.hash)));
 *   const [row] = await sessionOf.run(db, { hash, now });
 */
export function defineStatement<
  V extends Record<string, unknown>,
  R,
  P extends Record<string, Keyed> = Record<never, Keyed>,
>(
  name: string,
  build: (db: DbOrTx, p: { [K in keyof V]: Placeholder }, parts: P) => Preparable<R>,
  opts: { fresh?: boolean } = {},
) {
  claimStatementName(name);
  return {
    run(db: DbOrTx, values: V, parts?: P): Promise<R> {
      const shape = new QueryShape(name);
      const p = {} as { [K in keyof V]: Placeholder };
      for (const [k, v] of Object.entries(values)) (p as Record<string, Placeholder>)[k] = shape.set(k, v);
      for (const [k, part] of Object.entries(parts ?? {})) shape.mark(`${k}=${part.key}`);
      return runShaped(db, shape, (on) => build(on, p, (parts ?? {}) as P), opts);
    },
  };
}
