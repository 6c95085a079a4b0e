/**
 * A SQL function or trigger as the database must hold it today, written as the one statement that makes it:
 * `CREATE OR REPLACE FUNCTION …` or `CREATE TRIGGER …`. Each module declares its own in `<module>.sql.ts`;
 * `registry.ts` lists them all, `sql-declarations.test.ts` holds the migrated database to them and
 * `npm run db:sql -w @gestora/api` writes the migration for those that changed.
 */
export type SqlDeclaration = FunctionDeclaration | TriggerDeclaration;

export interface FunctionDeclaration {
  kind: 'function';
  /** The function's name in schema public (one function per name: no overloads). */
  name: string;
  sql: string;
}

export interface TriggerDeclaration {
  kind: 'trigger';
  name: string;
  /** The table it is on, in schema public (trigger names are per table). */
  table: string;
  sql: string;
}

/** A function, declared by its `CREATE OR REPLACE FUNCTION` statement (names unqualified: schema public). */
export function fn(name: string, sql: string): FunctionDeclaration {
  return { kind: 'function', name, sql: sql.trim() };
}

/** A trigger on `table`, declared by its `CREATE TRIGGER` statement. */
export function trigger(name: string, table: string, sql: string): TriggerDeclaration {
  return { kind: 'trigger', name, table, sql: sql.trim() };
}

/** How a declaration is named in messages: `function ticket_own_json`, `trigger tickets_own_json on tickets`. */
export function declarationLabel(d: { kind: 'function' | 'trigger'; name: string; table?: string }): string {
  return d.kind === 'function' ? `function ${d.name}` : `trigger ${d.name} on ${d.table}`;
}

/** A single-quoted string literal, as a trigger's arguments are written. */
export function quoteLiteral(text: string): string {
  return `'${text.replace(/'/g, "''")}'`;
}

/** A double-quoted identifier. */
export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
