import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * How many rows of a board's table (information_posts, ideas) are addressed to each department (department_key =
 * its id; 0 = every department), kept by triggers on those tables (migration 0013): the board's total reads two
 * counters instead of counting every post for every department on each page (most of the page's cost with
 * thousands of posts). Exact under any writer — the services, the demo data and the bench's bulk loads alike.
 */
export const audienceCounts = pgTable(
  'audience_counts',
  {
    kind: text('kind').notNull(),
    departmentKey: integer('department_key').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.departmentKey] })],
);
