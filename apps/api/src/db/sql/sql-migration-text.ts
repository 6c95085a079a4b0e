import { quoteIdent, type SqlDeclaration, type TriggerDeclaration } from './declarations.ts';
import type { DatabaseTrigger, SqlDrift } from './sql-drift.ts';

const dropTrigger = (t: { name: string; table: string }) =>
  `DROP TRIGGER ${quoteIdent(t.name)} ON ${quoteIdent(t.table)}`;

/**
 * The statements that take the database from what `drift` found to the declarations: triggers that change or go
 * are dropped first (with those calling a function that is dropped), then functions are replaced or made in the
 * declarations' order, undeclared ones dropped, and the triggers made again.
 */
export function migrationStatements(drift: SqlDrift, declarations: SqlDeclaration[]): string[] {
  const unfit = drift.differences.filter((d) => d.status === 'invalid' || d.status === 'duplicate');
  if (unfit.length) throw new Error('the declarations must be fixed before a migration can be written from them');
  const changed = new Set<SqlDeclaration>();
  const droppedFunctions: string[] = [];
  const goneFunctionOids = new Set<string>();
  const goneFunctions: string[] = [];
  const goneTriggers: DatabaseTrigger[] = [];
  for (const d of drift.differences) {
    if (d.status === 'undeclared' && d.kind === 'function') {
      goneFunctions.push(`DROP FUNCTION ${d.database.signature}`);
      goneFunctionOids.add(d.database.oid);
    } else if (d.status === 'undeclared') goneTriggers.push(d.database);
    else if (d.status === 'missing' || d.status === 'different') {
      changed.add(d.declaration);
      if (d.status === 'different' && d.replaces) {
        droppedFunctions.push(`DROP FUNCTION ${d.replaces.signature}`);
        goneFunctionOids.add(d.replaces.oid);
      }
    }
  }
  const declaredTriggers = declarations.filter((d): d is TriggerDeclaration => d.kind === 'trigger');
  const same = (a: { name: string; table: string }) => (b: { name: string; table: string }) =>
    a.name === b.name && a.table === b.table;
  // A trigger calling a function that is dropped goes with it, and comes back from its declaration.
  for (const t of drift.triggers.filter((x) => goneFunctionOids.has(x.functionOid))) {
    const declared = declaredTriggers.find(same(t));
    if (declared) changed.add(declared);
    else if (!goneTriggers.some(same(t))) goneTriggers.push(t);
  }
  const triggers = declaredTriggers.filter((d) => changed.has(d));
  const functions = declarations.filter((d) => d.kind === 'function' && changed.has(d));
  return [
    ...goneTriggers.map(dropTrigger),
    ...triggers.filter((d) => drift.triggers.some(same(d))).map(dropTrigger),
    ...droppedFunctions,
    ...functions.map((d) => d.sql),
    ...goneFunctions,
    ...triggers.map((d) => d.sql),
  ];
}

/** The migration file's text, split into statements the way drizzle-kit writes them. */
export function migrationFileText(statements: string[]): string {
  const head =
    '-- Written by `npm run db:sql -w @gestora/api` from the SQL declarations (src/db/sql/registry.ts). Rows a\n' +
    '-- changed function keeps (own_json, ref_json, counts) are not rewritten here: add the UPDATE that does it below.\n';
  return head + statements.map((s) => `${s};`).join('--> statement-breakpoint\n');
}
