import { sql, TransactionRollbackError, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../client.ts';
import { type FunctionDeclaration, type SqlDeclaration, type TriggerDeclaration } from './declarations.ts';

/** A function of schema public (extensions' left out), as PostgreSQL writes it back. */
export interface DatabaseFunction {
  oid: string;
  name: string;
  /** Name and argument types (`ticket_own_json(tickets)`), what DROP FUNCTION needs. */
  signature: string;
  def: string;
  /** Written by the transaction reading it (made or replaced by a declaration). */
  touched: boolean;
}

/** A trigger on a table of schema public (the internal ones of foreign keys left out). */
export interface DatabaseTrigger {
  name: string;
  table: string;
  def: string;
  functionOid: string;
  touched: boolean;
}

export type SqlDifference =
  | { status: 'undeclared'; kind: 'function'; name: string; database: DatabaseFunction }
  | { status: 'undeclared'; kind: 'trigger'; name: string; table: string; database: DatabaseTrigger }
  /** Declared, and not in the database. */
  | { status: 'missing'; declaration: SqlDeclaration; declared: string }
  /**
   * In the database and declared otherwise. `replaces`: the function's arguments or return type changed, so the
   * database's one must be dropped (not replaced in place) and the triggers calling it made again.
   */
  | {
      status: 'different';
      declaration: SqlDeclaration;
      database: string;
      declared: string;
      replaces?: DatabaseFunction;
    }
  /** PostgreSQL refuses the declaration, or it makes something other than what it names. */
  | { status: 'invalid'; declaration: SqlDeclaration; error: string }
  | { status: 'duplicate'; declaration: SqlDeclaration };

export interface SqlDrift {
  differences: SqlDifference[];
  /** The database's functions and triggers as they were before the comparison. */
  functions: DatabaseFunction[];
  triggers: DatabaseTrigger[];
}

async function rows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

// A row this transaction wrote has its id as xmin (the comparison uses no savepoints, which would give it another).
const touched = (alias: string) => sql.raw(`${alias}.xmin = pg_current_xact_id()::xid`);

export const listFunctions = (db: DbOrTx) =>
  rows<DatabaseFunction>(
    db,
    sql`select p.oid::text as oid, p.proname as name, p.oid::regprocedure::text as signature,
      pg_get_functiondef(p.oid) as def, ${touched('p')} as touched
    from pg_proc p
    where p.pronamespace = 'public'::regnamespace and not exists (
      select from pg_depend e where e.classid = 'pg_proc'::regclass and e.objid = p.oid and e.deptype = 'e')
    order by p.proname, p.oid`,
  );

// tgenabled joins the definition only when it is not the default, so that a disabled trigger differs too.
export const listTriggers = (db: DbOrTx) =>
  rows<DatabaseTrigger>(
    db,
    sql`select t.tgname as name, c.relname as "table", t.tgfoid::text as "functionOid", ${touched('t')} as touched,
      pg_get_triggerdef(t.oid) || case t.tgenabled when 'O' then '' else ' -- enabled: ' || t.tgenabled::text end as def
    from pg_trigger t join pg_class c on c.oid = t.tgrelid
    where c.relnamespace = 'public'::regnamespace and not t.tgisinternal and not exists (
      select from pg_depend e where e.classid = 'pg_class'::regclass and e.objid = c.oid and e.deptype = 'e')
    order by c.relname, t.tgname`,
  );

const keyOf = (d: { kind: string; name: string; table?: string }) =>
  d.kind === 'function' ? `function ${d.name}` : `trigger ${d.name} on ${d.table}`;
const triggerKey = (t: { name: string; table: string }) => keyOf({ kind: 'trigger', ...t });

/** What a pass does differently from running each declaration as written, learnt from the passes before. */
interface Plan {
  invalid: Map<SqlDeclaration, string>;
  /** Functions whose changed return type or arguments PostgreSQL will not replace in place. */
  dropFirst: Map<SqlDeclaration, DatabaseFunction>;
}

class DeclarationFailed extends Error {
  constructor(
    readonly declaration: SqlDeclaration,
    readonly code: string | undefined,
    message: string,
  ) {
    super(message);
  }
}

/** The statements that make a declaration: a trigger is replaced in place (CREATE OR REPLACE TRIGGER, PG 14+). */
function statementsOf(d: SqlDeclaration, plan: Plan): string[] {
  if (d.kind === 'trigger') return [d.sql.replace(/^CREATE\s+TRIGGER\b/i, 'CREATE OR REPLACE TRIGGER')];
  const old = plan.dropFirst.get(d);
  return old ? [`DROP FUNCTION ${old.signature} CASCADE`, d.sql] : [d.sql];
}

async function makeAll(tx: Tx, declarations: SqlDeclaration[], plan: Plan) {
  for (const d of declarations) {
    if (plan.invalid.has(d)) continue;
    for (const statement of statementsOf(d, plan)) {
      try {
        await tx.execute(sql.raw(statement));
      } catch (e) {
        const cause = ((e as { cause?: unknown }).cause ?? e) as { code?: string; message?: string };
        throw new DeclarationFailed(d, cause.code, cause.message ?? String(cause));
      }
    }
  }
}

/** The declaration whose text makes the function or trigger `name` (one nobody declares under that name). */
function maker(declarations: SqlDeclaration[], kind: 'function' | 'trigger', name: string) {
  const makes =
    kind === 'function'
      ? new RegExp(`^CREATE\\s+OR\\s+REPLACE\\s+FUNCTION\\s+(public\\.)?"?${name}"?\\s*\\(`, 'i')
      : new RegExp(`^CREATE\\s+TRIGGER\\s+"?${name}"?\\s`, 'i');
  return declarations.find((d) => d.kind === kind && makes.test(d.sql));
}

function compare(declarations: SqlDeclaration[], plan: Plan, before: SqlDrift, after: SqlDrift): SqlDifference[] {
  const out: SqlDifference[] = [];
  const declared = new Set(declarations.map(keyOf));
  // What a declaration makes under another name than it declares.
  const strays = new Map(plan.invalid);
  for (const f of after.functions.filter(
    (x) => x.touched && !declared.has(keyOf({ kind: 'function', name: x.name })),
  )) {
    const d = maker(declarations, 'function', f.name);
    if (d) strays.set(d, `it makes function ${f.signature}`);
  }
  for (const t of after.triggers.filter((x) => x.touched && !declared.has(triggerKey(x)))) {
    const d = maker(declarations, 'trigger', t.name);
    if (d) strays.set(d, `it makes trigger ${t.name} on ${t.table}`);
  }
  for (const [declaration, error] of strays) out.push({ status: 'invalid', declaration, error });
  const made = declarations.filter((d) => !strays.has(d));
  const first = new Map<string, DatabaseFunction>();
  for (const f of before.functions) if (!first.has(f.name)) first.set(f.name, f);
  for (const d of made.filter((x): x is FunctionDeclaration => x.kind === 'function')) {
    const now = after.functions.filter((f) => f.name === d.name && f.touched);
    const old = first.get(d.name);
    if (now.length !== 1) {
      out.push({ status: 'invalid', declaration: d, error: `it makes no function named ${d.name}` });
      continue;
    }
    // Still there beside the new one: its arguments changed, and the old function must go.
    const beside = old && after.functions.some((f) => f.oid === old.oid && !f.touched);
    const replaces = plan.dropFirst.get(d) ?? (beside ? old : undefined);
    if (!old) out.push({ status: 'missing', declaration: d, declared: now[0].def });
    else if (now[0].def !== old.def || replaces)
      out.push({ status: 'different', declaration: d, database: old.def, declared: now[0].def, replaces });
  }
  for (const d of made.filter((x): x is TriggerDeclaration => x.kind === 'trigger')) {
    const now = after.triggers.find((t) => t.name === d.name && t.table === d.table && t.touched);
    const old = before.triggers.find((t) => t.name === d.name && t.table === d.table);
    if (!now) out.push({ status: 'invalid', declaration: d, error: `it makes no trigger ${d.name} on ${d.table}` });
    else if (!old) out.push({ status: 'missing', declaration: d, declared: now.def });
    else if (now.def !== old.def)
      out.push({ status: 'different', declaration: d, database: old.def, declared: now.def });
  }
  // A second function of a declared name (an overload) is undeclared too: one function per name.
  for (const f of before.functions)
    if (!declared.has(keyOf({ kind: 'function', name: f.name })) || first.get(f.name) !== f)
      out.push({ status: 'undeclared', kind: 'function', name: f.name, database: f });
  for (const t of before.triggers)
    if (!declared.has(triggerKey(t)))
      out.push({ status: 'undeclared', kind: 'trigger', name: t.name, table: t.table, database: t });
  return out;
}

/**
 * Compares the database with the declarations by making every declaration in it, in a transaction that is rolled
 * back: PostgreSQL writes back (pg_get_functiondef, pg_get_triggerdef) both what the migrations made and what the
 * declarations make, in the same schema and server, so the two texts are equal exactly when the objects are.
 * Functions are made first, in the declarations' order (a SQL function's body is checked against those before it).
 * A declaration PostgreSQL refuses spoils its transaction: the comparison starts again without it. It takes a
 * database, not a transaction: what the declarations make is told apart by its transaction id, which a savepoint
 * would change.
 */
export async function findSqlDrift(db: Db, declarations: SqlDeclaration[]): Promise<SqlDrift> {
  const seen = new Set<string>();
  const duplicates: SqlDifference[] = [];
  const unique = declarations.filter((d) => {
    if (!seen.has(keyOf(d))) return seen.add(keyOf(d));
    duplicates.push({ status: 'duplicate', declaration: d });
    return false;
  });
  const ordered = [...unique.filter((d) => d.kind === 'function'), ...unique.filter((d) => d.kind === 'trigger')];
  const plan: Plan = { invalid: new Map(), dropFirst: new Map() };
  for (const d of ordered) {
    const starts = d.kind === 'function' ? /^CREATE\s+OR\s+REPLACE\s+FUNCTION\b/i : /^CREATE\s+TRIGGER\b/i;
    if (!starts.test(d.sql))
      plan.invalid.set(
        d,
        `it must start with ${d.kind === 'function' ? 'CREATE OR REPLACE FUNCTION' : 'CREATE TRIGGER'}`,
      );
  }
  for (;;) {
    let drift: SqlDrift | undefined;
    try {
      await db.transaction(async (tx) => {
        const before = { differences: [], functions: await listFunctions(tx), triggers: await listTriggers(tx) };
        await makeAll(tx, ordered, plan);
        const after = { differences: [], functions: await listFunctions(tx), triggers: await listTriggers(tx) };
        drift = { ...before, differences: [...duplicates, ...compare(ordered, plan, before, after)] };
        tx.rollback();
      });
    } catch (e) {
      if (e instanceof DeclarationFailed) {
        const old = e.declaration.kind === 'function' && !plan.dropFirst.has(e.declaration);
        const replaced = old ? (await listFunctions(db)).find((f) => f.name === e.declaration.name) : undefined;
        // 42P13: a changed return type or argument name; the function is dropped first, then made.
        if (e.code === '42P13' && replaced) plan.dropFirst.set(e.declaration, replaced);
        else plan.invalid.set(e.declaration, e.message);
        continue;
      }
      if (!(e instanceof TransactionRollbackError)) throw e;
    }
    return drift!;
  }
}
