import { fn, trigger, type FunctionDeclaration, type TriggerDeclaration } from './declarations.ts';

/** A column an UPDATE trigger watches, and the WHEN condition that says it changed. */
export interface Watched {
  column: string;
  changed: string;
}

const valueOf = (column: string): Watched => ({ column, changed: `old.${column} IS DISTINCT FROM new.${column}` });

/** A column watched only for going from null to a value or back (a soft delete's deleted_at: the row's liveness). */
export const nullnessOf = (column: string): Watched => ({
  column,
  changed: `(old.${column} IS NULL) <> (new.${column} IS NULL)`,
});

/**
 * A trigger running `call` for each row, at `timing` (`AFTER INSERT OR DELETE`, `BEFORE INSERT OR UPDATE`…) and
 * only `when` that holds, written the way PostgreSQL writes it back.
 */
export function rowTrigger(name: string, on: string, timing: string, call: string, when?: string): TriggerDeclaration {
  return trigger(
    name,
    on,
    `CREATE TRIGGER ${name} ${timing} ON ${on}
  FOR EACH ROW${when ? `\n  WHEN (${when})` : ''}
  EXECUTE FUNCTION ${call}`,
  );
}

/**
 * The function of a beforeEachWrite trigger that writes the row's kept `columns` (each column's SQL expression,
 * written of NEW) into it.
 */
export function keptColumnsFunction(name: string, columns: Record<string, string>): FunctionDeclaration {
  const sets = Object.entries(columns).map(([column, value]) => `\n  NEW.${column} := ${value};`);
  return fn(
    name,
    `CREATE OR REPLACE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN${sets.join('')}
  RETURN NEW;
END $$`,
  );
}

/** A row trigger that writes the row's kept columns before each write. */
export const beforeEachWrite = (name: string, on: string, call: string) =>
  rowTrigger(name, on, 'BEFORE INSERT OR UPDATE', call);

/** A row trigger after an UPDATE that changes one of `columns` (by value, or as nullnessOf says), and only then. */
export function changeTrigger(name: string, on: string, columns: (string | Watched)[], call: string) {
  const watched = columns.map((c) => (typeof c === 'string' ? valueOf(c) : c));
  const changed = watched.map((w) => w.changed);
  const when = changed.length === 1 ? changed[0] : changed.map((c) => `(${c})`).join(' OR ');
  return rowTrigger(name, on, `AFTER UPDATE OF ${watched.map((w) => w.column).join(', ')}`, call, when);
}

/**
 * The two row triggers that keep what `call` writes following each row of `on`: `name` for the rows that come or
 * go, `moveName` (`<name>_move`) for those whose `movedBy` columns change, which the function reads as the old row
 * going and the new one coming.
 */
export function cameWentMovedTriggers(t: {
  name: string;
  on: string;
  call: string;
  movedBy: (string | Watched)[];
  moveName?: string;
}): TriggerDeclaration[] {
  return [
    rowTrigger(t.name, t.on, 'AFTER INSERT OR DELETE', t.call),
    changeTrigger(t.moveName ?? `${t.name}_move`, t.on, t.movedBy, t.call),
  ];
}

/**
 * The function of cameWentMovedTriggers that keeps rows counted per key in the table `counts` (its column n): the
 * old row's key counts one less, the new row's one more (the first makes its row), each only where `counted` holds
 * of it. `key` (the counts' key columns and their values) and `counted` are written of a row, `OLD` or `NEW`.
 */
export function countsPerKeyFunction(
  name: string,
  c: { counts: string; key: (row: string) => Record<string, string>; counted?: (row: string) => string },
): FunctionDeclaration {
  const columns = Object.keys(c.key('OLD')).join(', ');
  const old = Object.entries(c.key('OLD'))
    .map(([column, value]) => `${column} = ${value}`)
    .join(' AND ');
  const counted = (row: string) => (c.counted ? ` AND ${c.counted(row)}` : '');
  return fn(
    name,
    `CREATE OR REPLACE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE')${counted('OLD')} THEN
    UPDATE ${c.counts} SET n = n - 1 WHERE ${old};
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE')${counted('NEW')} THEN
    INSERT INTO ${c.counts} (${columns}, n) VALUES (${Object.values(c.key('NEW')).join(', ')}, 1)
    ON CONFLICT (${columns}) DO UPDATE SET n = ${c.counts}.n + 1;
  END IF;
  RETURN NULL;
END $$`,
  );
}
