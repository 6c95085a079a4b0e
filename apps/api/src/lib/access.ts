import { forbidden, notFound } from './errors.ts';

/*
 * One per-object access pattern for every module: `loadX(db, actor, id)` answers `{row, can}`, the record and
 * what this actor may do with it, in one statement; list rows carry the same `can`, so that the web never
 * re-derives a rule. One 404-versus-403 policy: whoever may not know the record exists gets 404 (as if it did
 * not), whoever sees it but may not do this gets 403.
 */

/** What an actor may do with one record; `see` decides between 404 and 403. */
export interface Can {
  see: boolean;
}

/** The record and the actor's rights over it: 404 when it is missing or the actor may not see it. */
export function loaded<R, C extends Can>(row: R | undefined, canOf: (row: R) => C): { row: R; can: C } {
  if (!row) throw notFound();
  const can = canOf(row);
  if (!can.see) throw notFound();
  return { row, can };
}

/** Passes when `allowed`; else 403 to whoever sees the record, 404 to whoever may not know it exists. */
export function requireCan(allowed: boolean, can: Can) {
  if (allowed) return;
  throw can.see ? forbidden() : notFound();
}
