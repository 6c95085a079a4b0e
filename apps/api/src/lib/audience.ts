import { and, desc, eq, getTableName, sql, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { TListQuery } from '@gestora/contract/common.schema';
import type { ZBoardQuery } from '@gestora/contract/information-board/information-board.schema';
import { deferred } from '../db/list/deferred-sql.ts';
import {
  defineList,
  type ListDeclaration,
  type ListEngine,
  type ListFilter,
  type ListParams,
} from '../db/list/define-list.ts';
import { matchesPrefix, prefixQuery } from '../db/list/full-text.ts';
import { keyed, type Keyed } from '../db/list/keyed.ts';
import { audienceCounts } from '../modules/home/audience-counts.table.ts';
import type { Actor } from './service-context.ts';

/** A user's id: a number, or a list's placeholder for the actor's (`p.me`, db/list/define-list.ts). */
type UserId = number | SQLWrapper;

const forEveryDepartment = (cols: { departmentId: AnyColumn }) => sql`${cols.departmentId} is null`;

/**
 * Who sees a record addressed to a department (information posts, ideas): everyone when it is for every
 * department (null), otherwise the people of that department, and always its author. One condition, used by the
 * lists, the single-record loaders, the search, the file downloads and the real-time delivery alike.
 */
export function audienceSql(cols: { departmentId: AnyColumn; authorId: AnyColumn }, userId: UserId): SQL {
  return sql`(${forEveryDepartment(cols)} or ${cols.authorId} = ${userId}
    or ${cols.departmentId} = (select u.department_id from users u where u.id = ${userId}))`;
}

/**
 * The records that every reader of one record may see, for what that record shows of others (an idea's AI analysis
 * names similar ideas, and the idea's whole audience reads it): those for every department and, when the record is
 * addressed to one department, that department's — of them only what its author may see too, for the author reads
 * it as well.
 */
export function sharedAudienceSql(
  cols: { departmentId: AnyColumn; authorId: AnyColumn },
  record: { departmentId: number | null; authorId: number },
): SQL {
  const readers =
    record.departmentId === null
      ? forEveryDepartment(cols)
      : sql`(${forEveryDepartment(cols)} or ${cols.departmentId} = ${record.departmentId})`;
  return sql`(${readers} and ${audienceSql(cols, record.authorId)})`;
}

/**
 * The number of records of `table` in the audience of `userId` that also match `rest`, as a column: the sum of the
 * three disjoint parts of `audienceSql` (for every department; for the viewer's; the viewer's own addressed
 * elsewhere). Unfiltered, the first two are read from the counters the table's triggers keep (audience_counts:
 * counting 5,000 posts for every department was most of a page's cost); filtered, each part counts through its own
 * index, most often without touching the table (the OR of the three would read every visible row through a bitmap).
 */
export function audienceCount(
  table: PgTable,
  cols: { departmentId: AnyColumn; authorId: AnyColumn },
  userId: UserId,
  rest: SQL | undefined,
): SQL<number> {
  const mine = sql`(select u.department_id from users u where u.id = ${userId})`;
  const part = (who: SQL) => sql`(select count(*) from ${table} where ${who}${rest ? sql` and ${rest}` : sql``})`;
  const ownElsewhere = part(
    sql`${cols.authorId} = ${userId} and ${cols.departmentId} is not null and ${cols.departmentId} is distinct from ${mine}`,
  );
  if (!rest) {
    const counted = sql`(select coalesce(sum(${audienceCounts.n}), 0) from ${audienceCounts}
      where ${audienceCounts.kind} = ${getTableName(table)} and ${audienceCounts.departmentKey} in (0, coalesce(${mine}, -1)))`;
    return sql<number>`(${counted} + ${ownElsewhere})`.mapWith(Number);
  }
  return sql<number>`(${part(sql`${cols.departmentId} is null`)} + ${part(sql`${cols.departmentId} = ${mine}`)} + ${ownElsewhere})`.mapWith(
    Number,
  );
}

/** The same rule in JavaScript, for a row already loaded and the viewer's department. */
export function inAudience(
  row: { departmentId: number | null; authorId: number | null },
  viewer: { id: number; departmentId: number | null },
): boolean {
  return row.departmentId === null || row.authorId === viewer.id || row.departmentId === viewer.departmentId;
}

type BoardQuery = z.output<typeof ZBoardQuery>;
/** A table of records addressed to an audience, newest first on its own indexes. */
type AudienceTable = PgTable & {
  id: AnyPgColumn;
  authorId: AnyPgColumn;
  departmentId: AnyPgColumn;
  createdAt: AnyPgColumn;
};

/**
 * The two lists of a board of records addressed to an audience (information posts, ideas), declared once:
 * - `board`: every record the viewer may see (audienceSql), newest first; type 'mine' keeps the viewer's own and
 *   department_id those addressed to that department (an unknown id matches nothing); its total from audienceCount.
 * - `mine`: the author's own records, newest first, searchable in Spanish full text over `vector` (a GIN index).
 * A page's ids are chosen on the table alone (its indexes give the order), then its rows are written as JSON by
 * PostgreSQL (`row`, on `from`'s joins).
 */
export function audienceLists<TBoard, TMine>(o: {
  names: { board: string; mine: string };
  table: AudienceTable;
  vector: SQL;
  row: (p: ListParams, opts: { updatedAt: boolean }) => SQL;
  from: NonNullable<ListDeclaration<TListQuery>['row']['from']>;
}): { board: ListEngine<BoardQuery, TBoard>; mine: ListEngine<TListQuery, TMine> } {
  const t = o.table;
  const newestFirst = () => [desc(t.createdAt), desc(t.id)];
  // A list's scope: the rows `where` gives the actor, under `key`, built when the statement's text is written.
  const actorsRows = (key: string, where: (me: SQLWrapper) => SQL) => (_actor: Actor, p: ListParams) =>
    keyed(
      key,
      deferred(() => where(p.me)),
    );
  // Built once: a row reads nothing of the actor but the list's placeholders.
  const rowOf = (updatedAt: boolean) => {
    let row: Keyed | undefined;
    return (_actor: Actor, p: ListParams) => (row ??= keyed('row', o.row(p, { updatedAt })));
  };

  const filters: Record<string, ListFilter<BoardQuery>> = {
    type: {
      value: (q) => (q.type === 'mine' ? q.type : undefined),
      inText: true,
      where: (_, p) => eq(t.authorId, p.me),
    },
    department_id: { where: (v) => sql`${t.departmentId} = (select d.id from departments d where d.public_id = ${v})` },
  };
  const board = defineList<BoardQuery, TBoard>({
    name: o.names.board,
    table: t,
    id: t.id,
    scope: actorsRows('audience', (me) => audienceSql(t, me)),
    filters,
    sorts: {},
    defaultOrder: newestFirst,
    row: { json: rowOf(false), from: o.from },
    counters: [
      {
        // audienceCount of the filters given: its parts each count them (or read the counters when none is).
        answers: ['type', 'department_id'],
        total: (p, given) =>
          deferred(() =>
            audienceCount(t, t, p.me, and(...Object.keys(given).map((name) => filters[name].where(given[name], p)))),
          ) as SQL<number>,
      },
    ],
  });

  const mine = defineList<TListQuery, TMine>({
    name: o.names.mine,
    table: t,
    id: t.id,
    scope: actorsRows('author', (me) => eq(t.authorId, me)),
    filters: { q: { value: (q) => prefixQuery(q.q), search: true, where: (v) => matchesPrefix(o.vector, v) } },
    sorts: {},
    defaultOrder: newestFirst,
    row: { json: rowOf(true), from: o.from },
  });
  return { board, mine };
}
