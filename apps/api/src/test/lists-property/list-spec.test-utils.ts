import type { z } from 'zod';

/** The actors of the property: every list is asked as each of those its table names. */
export const ACTOR_NAMES = ['admin', 'narrow', 'own'] as const;
export type ActorName = (typeof ACTOR_NAMES)[number];

/** A page as every list answers it (zPage), the rows reduced to what the property reads of them. */
export interface PageOf<R> {
  data: R[];
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
}

/** A filter's values to draw from, and, where the row shows it, what a row must then hold. */
export interface FilterSpec {
  values: readonly string[];
  /** True when `row` may be in the answer for this value (only for fields the row carries). */
  holds?: (row: Record<string, unknown>, value: string) => boolean;
}

/**
 * One list endpoint of the table: its URL, its filters with the values the data gives them, its sorts, who may call
 * it, where its page is in the answer, and the detail each row must equal.
 */
export interface ListSpec {
  /** What the failure messages call it: the route as registered, e.g. 'GET /api/tasks'. */
  route: string;
  /** The URL without its query (with the record it names, for a record's sub-list). */
  url: string;
  /** Parameters every request carries: the list's variant (the board's `type=mine`). */
  fixed?: (actor: ActorName) => Record<string, string>;
  /** Who of the three may call it. */
  actors: readonly ActorName[];
  /** Every caller gets the same rows (no scope, no rights, nothing of their own): it is asked as the first only. */
  sameForAll?: true;
  filters: Record<string, FilterSpec>;
  /** The contract's sort keys (both directions are drawn). */
  sorts?: readonly string[];
  /** The server's page size when the caller cannot choose one (no per_page). */
  fixedPerPage?: number;
  /** The largest page the caller may ask for, when below LIMITS.maxPerPage. */
  maxPerPage?: number;
  /** The page in the answer, parsed (the answer itself for most lists). */
  page: (body: unknown) => PageOf<Record<string, unknown>>;
  /** A row's identity across pages. */
  key?: (row: Record<string, unknown>) => string;
  /** The record's detail: its URL for a row, and the fields of the row that must equal the detail's. */
  detail?: { url: (row: Record<string, unknown>) => string; fields: z.ZodType };
  /** The parameters of the widest answer, which every filtered one is part of (where a default narrows). */
  base?: Record<string, string>;
  /** Combinations always tried before the generated ones (the cases a kept counter must not answer). */
  examples?: Record<string, string>[];
}

/** `schema` parses the answer; its page is the whole answer. */
export const wholeAnswer =
  (schema: z.ZodType) =>
  (body: unknown): PageOf<Record<string, unknown>> =>
    schema.parse(body) as PageOf<Record<string, unknown>>;

/** The row's `field`, which it must carry: a `holds` on a field the list leaves out is a slip of the table. */
function fieldOf(row: Record<string, unknown>, field: string) {
  if (!(field in row)) throw new Error(`The rows carry no '${field}': the table's filter cannot check it.`);
  return row[field];
}

/** A row field's equality with the filter value, for `holds`. */
export const fieldIs =
  (field: string) =>
  (row: Record<string, unknown>, value: string): boolean =>
    String(fieldOf(row, field)) === value;

/** The public id of a reference the row carries (`department`, `project`, ...), for `holds`. */
export const refIs =
  (field: string) =>
  (row: Record<string, unknown>, value: string): boolean =>
    (fieldOf(row, field) as { public_id?: string } | null)?.public_id === value;
