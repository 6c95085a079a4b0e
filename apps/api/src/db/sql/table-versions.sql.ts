import { fn, type SqlDeclaration } from './declarations.ts';

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
