/**
 * True when `err` (as drizzle throws it on either driver) is a unique violation of `constraint`: the check
 * before an insert can lose a race, and the index is the final word.
 */
export function isUniqueViolation(err: unknown, constraint: string): boolean {
  for (let e: any = err; e; e = e.cause) {
    if (e.code === '23505') return e.constraint === constraint || String(e.message ?? '').includes(constraint);
  }
  return false;
}

/**
 * SQLSTATEs that mean "PostgreSQL cannot take this value" (a malformed or out-of-range date, number or
 * identifier, a character it cannot store, a text over its column's length): the request's fault, not the
 * server's. The contract's primitives refuse these first; this is the backstop for a field they miss.
 */
const BAD_VALUE_CODES = new Set(['22P02', '22P05', '22007', '22008', '22021', '22001', '22003']);

/** True when `err` (or what it wraps, as drizzle does) is PostgreSQL refusing a value of the request. */
export function isBadValue(err: unknown): boolean {
  for (let e: any = err, depth = 0; e && depth < 5; e = e.cause, depth++) {
    if (typeof e.code === 'string' && BAD_VALUE_CODES.has(e.code)) return true;
  }
  return false;
}
