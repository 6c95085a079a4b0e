import { fn, trigger, type SqlDeclaration } from './declarations.ts';
import { statementTriggers } from './statement-triggers.ts';

/** A table's version in table_versions (db/table-versions.table.ts), which a kept search total is valid for. */
export const tableVersionsSql: SqlDeclaration[] = [
  // Moves a table's version by one with every statement that changes one of its rows, so that a search's total
  // counted at a version is kept until the table changes; a statement that changes no row leaves it alone (and
  // unlocked).
  fn(
    'table_version_bump',
    `CREATE OR REPLACE FUNCTION table_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF NOT EXISTS (SELECT FROM gone) THEN RETURN NULL; END IF;
  ELSIF NOT EXISTS (SELECT FROM came) THEN
    RETURN NULL;
  END IF;
  UPDATE table_versions SET version = version + 1 WHERE table_name = TG_TABLE_NAME;
  RETURN NULL;
END $$`,
  ),
  // TRUNCATE has no transition table: it always moves the table's version.
  fn(
    'table_version_bump_truncated',
    `CREATE OR REPLACE FUNCTION table_version_bump_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE table_versions SET version = version + 1 WHERE table_name = TG_TABLE_NAME;
  RETURN NULL;
END $$`,
  ),
];

/**
 * The triggers that move the version of `table` with every statement changing its rows (table_version_bump):
 * `<table>_version_added`, `_changed`, `_removed` and `_truncated`.
 */
export const tableVersionTriggers = (table: string): SqlDeclaration[] => [
  ...statementTriggers(`${table}_version`, table, 'table_version_bump()', { updateReads: 'came' }),
  trigger(
    `${table}_version_truncated`,
    table,
    `CREATE TRIGGER ${table}_version_truncated AFTER TRUNCATE ON ${table}
  FOR EACH STATEMENT
  EXECUTE FUNCTION table_version_bump_truncated()`,
  ),
];
