import { isDeepStrictEqual } from 'node:util';
import * as drizzle from 'drizzle-orm';
import { Column, getTableName, is, SQL, Subquery } from 'drizzle-orm';

/** drizzle's own row mapping (exported, not typed: @internal), the reference the compiled one is checked against. */
const { mapResultRow } = drizzle as unknown as {
  mapResultRow: (fields: SelectedField[], row: unknown[], joins?: Record<string, boolean>) => Row;
};

interface SelectedField {
  path: string[];
  field: unknown;
}
type Decode = (raw: unknown) => unknown;
type Row = Record<string, unknown>;

/** What drizzle's prepared select keeps (drizzle-orm 0.45: node-postgres and PGlite alike). */
export interface MappablePrepared {
  fields?: SelectedField[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown;
}

/** The field's decoder, as drizzle's `mapResultRow` picks it. */
function decoderOf(field: unknown): Decode {
  type WithDecoder = { decoder: { mapFromDriverValue: Decode } };
  const decoder = is(field, Column)
    ? field
    : is(field, SQL)
      ? (field as unknown as WithDecoder).decoder
      : is(field, Subquery)
        ? (field._.sql as unknown as WithDecoder).decoder
        : (field as unknown as { sql: WithDecoder }).sql.decoder;
  return (raw) => decoder.mapFromDriverValue(raw);
}

/**
 * drizzle's `mapResultRow` with its decisions taken once per query instead of once per field of every row (its
 * entity checks were a tenth of a list's time in the server): the decoders, the paths, and which nested objects
 * stand for a left-joined table — null when that object's first column is null, as drizzle decides it.
 */
export function compileRowMapper(fields: SelectedField[], joins: Record<string, boolean> | undefined) {
  const decoders = fields.map((f) => decoderOf(f.field));
  const paths = fields.map((f) => f.path);
  // objectName → index of its first column, when every column of it comes from one table that may be missing.
  const nullable: [string, number][] = [];
  if (joins) {
    const seen = new Map<string, { first: number; table: string | false }>();
    fields.forEach(({ path, field }, i) => {
      if (path.length !== 2 || !is(field, Column)) return;
      const table = getTableName(field.table);
      const known = seen.get(path[0]);
      if (!known) seen.set(path[0], { first: i, table });
      else if (known.table !== table) known.table = false;
    });
    for (const [name, { first, table }] of seen) if (table !== false && !joins[table]) nullable.push([name, first]);
  }
  const mapRow = (row: unknown[]): Row => {
    const out: Row = {};
    for (let i = 0; i < paths.length; i++) {
      const path = paths[i];
      const raw = row[i];
      const value = raw === null ? null : decoders[i](raw);
      let node = out;
      for (let p = 0; p < path.length - 1; p++) node = (node[path[p]] ??= {}) as Row;
      node[path[path.length - 1]] = value;
    }
    for (const [name, first] of nullable) if (row[first] === null) out[name] = null;
    return out;
  };
  return (rows: unknown[][]) => rows.map(mapRow);
}

/**
 * Gives a prepared select the compiled mapper. With `check` (outside production) every page is mapped by drizzle
 * too and a difference throws: an upgrade of drizzle that changes how rows are mapped fails the tests.
 */
export function useCompiledMapper(prepared: MappablePrepared, check: boolean): void {
  const { fields, joinsNotNullableMap: joins } = prepared;
  if (!fields || prepared.customResultMapper) return;
  const compiled = compileRowMapper(fields, joins);
  prepared.customResultMapper = check
    ? (rows) => {
        const mine = compiled(rows);
        const theirs = rows.map((row) => mapResultRow(fields, row, joins));
        if (!isDeepStrictEqual(mine, theirs))
          throw new Error('compileRowMapper: a row mapped otherwise than drizzle maps it');
        return mine;
      }
    : compiled;
}
