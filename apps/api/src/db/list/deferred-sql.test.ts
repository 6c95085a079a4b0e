import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { build, type Harness } from '../../test/harness.ts';
import { users } from '../../modules/users/users.table.ts';
import { deferred } from './deferred-sql.ts';
import { runShaped } from './statement-cache.ts';
import { QueryShape } from './query-shape.ts';

/*
 * A shaped list's parts written only with its statement (`deferred`): production builds a shape's statement once,
 * so whatever a deferred part decides while it is written would be missing on every later request. The tests'
 * runs (outside production, every run builds again) must catch it, and a deferred part must write the text the
 * eager one did.
 */
let h: Harness;
beforeAll(async () => {
  h = await build();
});
afterAll(() => h.close());

const byEmail = (shape: QueryShape, email: string, write: (clause: () => ReturnType<typeof sql>) => unknown) => {
  const given = shape.set('email', email);
  const clause = () => and(eq(users.email, given), sql`${users.deletedAt} is null`)!;
  return write(clause) as ReturnType<typeof sql>;
};

it('writes the same statement as the eager condition, and finds the same row', async () => {
  const db = h.app.db;
  const { email } = await h.makeUser([]);
  const eager = new QueryShape('deferred-test-eager');
  const later = new QueryShape('deferred-test-later');
  const whereEager = byEmail(eager, email, (c) => c());
  const whereLater = byEmail(later, email, (c) => deferred(c));
  const build = (where: ReturnType<typeof sql>) => () => db.select({ email: users.email }).from(users).where(where);
  expect(build(whereLater)().toSQL()).toEqual(build(whereEager)().toSQL());
  const rows = await runShaped(db, later, build(whereLater));
  expect(rows).toEqual(await runShaped(db, eager, build(whereEager)));
  expect(rows).toEqual([{ email }]);
});

it('refuses a deferred part that marks the shape while its statement is written', () => {
  const db = h.app.db;
  const shape = new QueryShape('deferred-test-marks');
  const where = deferred(() => {
    shape.mark('decided-too-late');
    return sql`true`;
  });
  expect(() => runShaped(db, shape, () => db.select({ id: users.id }).from(users).where(where))).toThrow(
    /set a value or a mark while building/,
  );
});
