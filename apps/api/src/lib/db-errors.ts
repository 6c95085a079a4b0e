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
