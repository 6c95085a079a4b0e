import { and, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { asAnswer } from '../../lib/response-serializer.ts';
import type { Actor, ServiceContext } from '../../lib/service-context.ts';
import type { DbOrTx } from '../client.ts';
import { jsonPage, markedRow, pageWithTotal } from '../json-sql.ts';
import { deferred } from './deferred-sql.ts';
import { keptTotal, type VersionedTable } from './kept-totals.ts';
import type { Keyed } from './keyed.ts';
import { onPageId, PAGE_ORDER, pageIds, pageOnTable, readsPageDirectly } from './page-reading.ts';
import { QueryShape } from './query-shape.ts';
import { searchedPage } from './searched-page.ts';
import { claimStatementName, runShaped, type Preparable } from './statement-cache.ts';

/** The placeholders a list's SQL reads: `me` (the actor's id), the declaration's `params`. */
export type ListParams = Record<string, Placeholder>;
/** A page's LIMIT and OFFSET placeholders. */
export interface PageSpan {
  limit: Placeholder;
  offset: Placeholder;
}

/** One filter of a list: how its value is read from the query and the condition it adds. */
export interface ListFilter<Q> {
  /** The filter's value (default: the query's field of the filter's name); undefined, null or '' leave it out. */
  value?: (q: Q) => unknown;
  /**
   * The value is written into the text (and the statement's key) instead of a placeholder: for a filter of a few
   * values that change the condition's shape (overdue or not).
   */
  inText?: boolean;
  /** The condition, on the value's placeholder (or the value itself with `inText`) and the list's params. */
  where: (value: any, p: ListParams) => SQL;
  /** A search: its statements are planned for its words (a generic plan cannot know how rare a word is). */
  search?: boolean;
  /** Its rows move with the clock (overdue): a search's total is not kept while it is given. */
  volatile?: boolean;
}

/**
 * A total kept elsewhere (counters maintained by triggers), or a page read another way, for some filter
 * combinations only. The engine uses it only when every filter given is one the counter `answers` (and those it
 * `needs` are given, and `when` holds): any other filter — one added later too — is counted.
 */
export interface ListCounter<Q> {
  answers: readonly string[];
  needs?: readonly string[];
  /** A condition on the query (a filter's value, a sort) or the actor (a scope's branch) the counter also needs. */
  when?: (q: Q, actor: Actor) => boolean;
  /**
   * The total as an uncorrelated subquery; `given` holds the given filters' placeholders (or inText values). When it
   * depends on the actor's permissions (a scope), it returns them Keyed.
   */
  total: (p: ListParams, given: Readonly<Record<string, unknown>>, actor: Actor) => SQL<number> | Keyed;
  /** The page's ids read another way, in the page's order (my tasks from their memberships). */
  ids?: (p: ListParams, span: PageSpan) => SQL;
}

/** A list endpoint, declared: what the engine needs to answer any page of it. */
export interface ListDeclaration<Q extends ListQuery> {
  /** Names its statements (and the kept totals of its searches). */
  name: string;
  /** The table a page is chosen on, and its primary key (the page's ids). */
  table: PgTable;
  id: AnyPgColumn;
  /** Values every statement of the list reads, as placeholders beside `me` (today's date). */
  params?: (ctx: ServiceContext, actor: Actor) => Record<string, unknown>;
  /** Which rows the actor may see: SQL with the key of its permission branch. */
  scope?: (actor: Actor, p: ListParams) => Keyed | undefined;
  filters: Record<string, ListFilter<Q>>;
  /** Allow-listed sorts ('key' or '-key' in the query): their ORDER BY keys, a unique tie last. */
  sorts: Record<string, (descending: boolean, s: { searching: boolean }) => SQL[]>;
  defaultOrder: (s: { searching: boolean }) => SQL[];
  row: {
    /** The row's JSON object (text, never null), with the key of what it depends on of the actor (its rights). */
    json: (actor: Actor, p: ListParams) => Keyed;
    /**
     * The FROM the JSON reads when it needs more than the table's own row (joins): `(db, json) =>
     * db.select({ json }).from(table).leftJoin(…)`. Without it a page's first rows are read straight from the table.
     */
    from?: (db: DbOrTx, json: SQL.Aliased<string>) => RowsFrom;
    /**
     * With `from`: the page's rows as `id = any(array(ids))` ordered again by the list's order, instead of joined
     * to the ids in their order — on a table of a few hundred rows (projects) the join's generic plan hashed the
     * page's ids against a scan of the whole table.
     */
    idsAsAny?: boolean;
  };
  counters?: readonly ListCounter<Q>[];
  /**
   * The record a page lies within when a filter names it (a project's tasks, by the project's public id): whether
   * the actor may see it is read in the page's own statement, and a page within one they may not see is `missing()`
   * (a 404), not an empty page — instead of a statement of its own before every page. Only `answer` reads it: a
   * `select` (an export) checks the record itself.
   */
  within?: {
    filter: string;
    /** Whether the actor may see the record the filter's value (its placeholder) names: a boolean, keyed. */
    visible: (value: unknown, p: ListParams, actor: Actor) => Keyed;
    missing: () => Error;
  };
  /**
   * A search's exact total is kept while these tables do not change (db/list/kept-totals.ts); with `unsearched`,
   * the total of a page without a search too (a count of many rows that seldom change).
   */
  keptTotals?: { tables: readonly VersionedTable[]; unsearched?: boolean };
}

/** What every list query has: its page and sort (zPage's query). */
export interface ListQuery {
  page: number;
  per_page: number;
  sort?: string;
}

interface RowsFrom {
  innerJoin(table: SQL, on: SQL): { orderBy(order: SQL): unknown };
  where(where: SQL): { orderBy(...order: SQL[]): unknown };
}

/** A declared list: `answer` gives the page the route sends (its JSON written by PostgreSQL). */
export interface ListEngine<Q extends ListQuery, T> {
  readonly declaration: ListDeclaration<Q>;
  answer(ctx: ServiceContext, actor: Actor, q: Q): Promise<T>;
  select<R, P extends Record<string, Keyed>>(
    ctx: ServiceContext,
    actor: Actor,
    q: Q,
    view: ListView<Q, R, P>,
  ): Promise<R>;
}

/** Another statement over a list's rows (`select`): its name, what else it reads of the actor, how it is built. */
export interface ListView<Q extends ListQuery, R, P extends Record<string, Keyed>> {
  name: string;
  parts?: (actor: Actor, p: ListParams) => P;
  build: (db: DbOrTx, list: ListParts<Q>, parts: P) => Preparable<R>;
}

/** What `select`'s statement reads of the list: its WHERE, order, params, and the counter that answers, if any. */
export interface ListParts<Q extends ListQuery> {
  where: SQL | undefined;
  ordered: SQL[];
  p: ListParams;
  given: Readonly<Record<string, unknown>>;
  counter: ListCounter<Q> | undefined;
}

const absent = (v: unknown) => v === undefined || v === null || v === '';

/**
 * Declares a list. The engine owns what makes it fast and keeps it right: one statement per shape (its filters
 * given, sort, branches and way of reading) built once and prepared (statement-cache.ts); a page's first rows read
 * straight from the table or its ids chosen first (page-reading.ts); searches planned for their words with their
 * totals kept between changes (searched-page.ts, kept-totals.ts); a counter's total only for the filters it declares.
 */
export function defineList<Q extends ListQuery, T>(declaration: ListDeclaration<Q>): ListEngine<Q, T> {
  const d = declaration;
  claimStatementName(d.name);
  if (d.within && (d.keptTotals || !Object.hasOwn(d.filters, d.within.filter)))
    throw new Error(`defineList ${d.name}: 'within' needs its filter, and no kept totals`);
  for (const name of Object.keys(d.filters))
    if (name === 'me' || name === 'limit' || name === 'offset' || name.startsWith('kept_'))
      throw new Error(`defineList ${d.name}: '${name}' is a reserved name`);
  const countOf = (where: SQL | undefined) =>
    sql<number>`(select count(*) from ${d.table}${where ? sql` where ${where}` : sql``})`.mapWith(Number);
  const rowsFrom = (db: DbOrTx, json: SQL.Aliased<string>): RowsFrom =>
    d.row.from ? d.row.from(db, json) : (db.select({ json }).from(d.table) as unknown as RowsFrom);

  /** What every statement over the list's rows shares: its params, scope, filters given, order and counter. */
  function partsOf(ctx: ServiceContext, actor: Actor, q: Q, name: string) {
    const shape = new QueryShape(name);
    const p: ListParams = { me: shape.set('me', actor.userId) };
    for (const [param, value] of Object.entries(d.params?.(ctx, actor) ?? {})) p[param] = shape.set(param, value);
    const scope = d.scope?.(actor, p);
    if (scope) shape.mark(`scope=${scope.key}`);

    // The filters given: each a placeholder named after it (or its value in the text), so the key names them.
    const given: Record<string, unknown> = {};
    const conditions: SQL[] = [];
    let searching = false;
    let volatile = false;
    for (const [filterName, filter] of Object.entries(d.filters)) {
      const value = filter.value ? filter.value(q) : (q as unknown as Record<string, unknown>)[filterName];
      if (absent(value)) continue;
      searching ||= !!filter.search;
      volatile ||= !!filter.volatile;
      if (filter.inText) shape.mark(`${filterName}=${JSON.stringify(value)}`);
      const v = filter.inText ? value : shape.set(`f_${filterName}`, value);
      given[filterName] = v;
      conditions.push(deferred(() => filter.where(v, p)));
    }
    const where = scope || conditions.length ? and(scope?.sql, ...conditions) : undefined;

    const bare = q.sort?.replace(/^-/, '');
    const sort = bare && Object.hasOwn(d.sorts, bare) ? q.sort! : undefined;
    shape.mark(`sort=${sort ?? ''}`);
    const ordered = [
      deferred(() => {
        const s = { searching };
        return sql.join(sort ? d.sorts[bare!](sort.startsWith('-'), s) : d.defaultOrder(s), sql`, `);
      }),
    ];

    const names = new Set(Object.keys(given));
    const counterAt = (d.counters ?? []).findIndex(
      (c) =>
        [...names].every((n) => c.answers.includes(n)) &&
        (c.needs ?? []).every((n) => names.has(n)) &&
        (c.when?.(q, actor) ?? true),
    );
    const counter = counterAt === -1 ? undefined : d.counters![counterAt];
    let counted: SQL | undefined;
    if (counter) {
      const total = counter.total(p, given, actor);
      const isKeyed = 'key' in total && 'sql' in total;
      shape.mark(`counter=${counterAt}${isKeyed ? `:${total.key}` : ''}`);
      counted = isKeyed ? total.sql : total;
    }
    return { shape, p, where, ordered, given, searching, volatile, counter, counted };
  }

  async function answer(ctx: ServiceContext, actor: Actor, q: Q): Promise<T> {
    const { shape, p, where, ordered, given, searching, volatile, counter, counted } = partsOf(ctx, actor, q, d.name);
    const row = d.row.json(actor, p);
    shape.mark(`row=${row.key}`);
    const span = shape.page(q);
    // Within a record the actor may not see, the total is null (and not counted): the page is missing.
    const within = d.within && Object.hasOwn(given, d.within.filter) ? d.within : undefined;
    const visible = within?.visible(given[within.filter], p, actor);
    if (visible) shape.mark(`within=${visible.key}`);
    const total = () => {
      const counting = counted ? sql<number>`${counted}` : countOf(where);
      return (visible ? sql<number>`(case when ${visible.sql} then ${counting} end)` : counting).mapWith(Number);
    };

    const keeps = d.keptTotals && !volatile && !counter;
    if (searching && keeps) {
      const kept = keptTotal(ctx.db, shape, d.keptTotals!.tables, countOf(where));
      const found = await searchedPage<{ json: string }>(ctx.db, shape, {
        ids: (db) =>
          db
            .select({ id: d.id })
            .from(d.table)
            .where(where)
            .orderBy(...ordered)
            .limit(span.limit)
            .offset(span.offset),
        kept,
        id: d.id,
        name: `${d.name}:searched`,
        rows: (rowsShape, page) => {
          const rp: ListParams = { me: rowsShape.set('me', actor.userId) };
          for (const [name, value] of Object.entries(d.params?.(ctx, actor) ?? {}))
            rp[name] = rowsShape.set(name, value);
          const r = d.row.json(actor, rp);
          rowsShape.mark(`row=${r.key}`);
          return (db) => rowsFrom(db, markedRow(r.sql)).innerJoin(page.join, page.on).orderBy(page.order) as never;
        },
      });
      return asAnswer(Promise.resolve(jsonPage<T>(found.rows, found.total, q)));
    }

    const direct = !counter?.ids && !d.row.from && readsPageDirectly(shape, q);
    // Set before the statement is built (its placeholders), read again after it ran.
    const kept =
      keeps && d.keptTotals!.unsearched ? keptTotal(ctx.db, shape, d.keptTotals!.tables, countOf(where)) : undefined;
    const rows = await runShaped(
      ctx.db,
      shape,
      (db) => {
        const json = markedRow(row.sql);
        let page: unknown;
        if (counter?.ids) {
          page = rowsFrom(db, json)
            .innerJoin(pageIds(counter.ids(p, span)), onPageId(d.id))
            .orderBy(PAGE_ORDER);
        } else if (!d.row.from) {
          page = pageOnTable(db, d.table, d.id, { where, ordered, span, direct }, json);
        } else {
          const ids = db
            .select({ id: d.id })
            .from(d.table)
            .where(where)
            .orderBy(...ordered)
            .limit(span.limit)
            .offset(span.offset);
          page = d.row.idsAsAny
            ? rowsFrom(db, json)
                .where(sql`${d.id} = any(array(${ids}))`)
                .orderBy(...ordered)
            : rowsFrom(db, json).innerJoin(pageIds(ids), onPageId(d.id)).orderBy(PAGE_ORDER);
        }
        return pageWithTotal(db, page as SQL, kept ? kept.total : total(), kept?.version);
      },
      // The page's rows as the driver gives them: their JSON is text already and only the first row's numbers
      // are read, so drizzle's mapping of every row would be work for nothing.
      { fresh: searching, raw: true },
    );
    const first = rows[0] as { json: string | null; total: number | string | null; version: number | string };
    if (within && first.total === null) throw within.missing();
    const numbers = { total: Number(first.total), version: Number(first.version) };
    kept?.remember(numbers);
    return asAnswer(Promise.resolve(jsonPage<T>(rows, numbers.total, q)));
  }

  /**
   * Another statement over the list's rows than its page (the task board's columns): `build` gets the list's WHERE
   * (scope and filters), its order, its params and, when one answers the filters given, the chosen counter's total;
   * `parts` are whatever else it reads that depends on the actor (a card's rights), each with its key.
   */
  function select<R, P extends Record<string, Keyed>>(
    ctx: ServiceContext,
    actor: Actor,
    q: Q,
    view: ListView<Q, R, P>,
  ): Promise<R> {
    const list = partsOf(ctx, actor, q, `${d.name}/${view.name}`);
    const parts = view.parts?.(actor, list.p) ?? ({} as P);
    for (const [k, part] of Object.entries(parts)) list.shape.mark(`${k}=${part.key}`);
    return runShaped(ctx.db, list.shape, (db) => view.build(db, list, parts), { fresh: list.searching });
  }

  return { declaration, answer, select };
}
