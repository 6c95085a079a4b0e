import { sql, type SQL } from 'drizzle-orm';
import { deferred } from './deferred-sql.ts';

type Value = ReturnType<typeof sql.placeholder>;

/**
 * What makes one run of a shaped query (`runShaped`) differ from another: `key` names the parts of the text that
 * were chosen (the filters present, the sort), `values` fills the placeholders. Filters are written once, for
 * the cached statement and for a fresh search alike.
 */
export class QueryShape {
  readonly values: Record<string, unknown> = {};
  private readonly parts: string[];

  constructor(name: string) {
    this.parts = [name];
  }

  /**
   * The clause when `given` is set (not undefined, null or ''), with the value as the placeholder `name`; written
   * only when the statement is (`deferred`).
   */
  when<V>(name: string, given: V | undefined | null, clause: (value: Value) => SQL): SQL | undefined {
    if (given === undefined || given === null || given === '') return undefined;
    const value = this.set(name, given);
    return deferred(() => clause(value));
  }

  /** A placeholder that always has a value (a page's limit and offset, the actor's id). */
  set(name: string, given: unknown): Value {
    if (name in this.values) throw new Error(`QueryShape: '${name}' given twice`);
    this.values[name] = given;
    this.parts.push(name);
    return sql.placeholder(name);
  }

  /** A page's LIMIT and OFFSET as placeholders. */
  page(q: { page: number; per_page: number }): { limit: Value; offset: Value } {
    return { limit: this.set('limit', q.per_page), offset: this.set('offset', (q.page - 1) * q.per_page) };
  }

  /** A choice that changes the text without a value (a sort key, a branch). */
  mark(part: string): void {
    this.parts.push(`#${part}`);
  }

  get key(): string {
    return this.parts.join(',');
  }

  /**
   * What a count of the shape's rows depends on: its parts and values but the page (limit, offset) and the sort
   * (a mark 'sort=…'): pages and sorts of one search share its total (db/list/kept-totals.ts).
   */
  countKey(): string {
    const page = new Set(['limit', 'offset']);
    const parts = this.parts.filter((p) => !page.has(p) && !p.startsWith('#sort='));
    const values = Object.entries(this.values).filter(([name]) => !page.has(name));
    return JSON.stringify([parts, values]);
  }
}
