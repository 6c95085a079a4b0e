import { fn, quoteLiteral, type SqlDeclaration } from './declarations.ts';
import { beforeEachWrite, rowTrigger } from './row-triggers.ts';

/** The pieces every kept JSON column is written with: dates as JSON, the triggers that keep a row's own_json and ref_json. */
export const keptJsonSql: SqlDeclaration[] = [
  // A timestamp as JSON the way toISOString writes it (json-sql.ts jsonIso), or null: every kept JSON column writes
  // its dates with it.
  fn(
    'json_iso',
    `CREATE OR REPLACE FUNCTION json_iso(timestamp with time zone) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce('"' || to_char($1 AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"', 'null')
$$`,
  ),
  // Writes a row's own list members into its own_json before each write (TG_ARGV[0]: the function that writes them),
  // so that the lists read one column per row.
  fn(
    'own_json_keep',
    `CREATE OR REPLACE FUNCTION own_json_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('SELECT %I($1)', TG_ARGV[0]) INTO NEW.own_json USING NEW;
  RETURN NEW;
END $$`,
  ),
  // A record whose reference changed sets own_json to null on the rows pointing at it (TG_ARGV[0]: their table; the
  // rest: their columns pointing at it), which wakes their own_json_keep to write it again.
  fn(
    'own_json_follow',
    `CREATE OR REPLACE FUNCTION own_json_follow() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  pointing text;
BEGIN
  FOREACH pointing IN ARRAY TG_ARGV[1:] LOOP
    EXECUTE format('UPDATE %I SET "own_json" = NULL WHERE %I = $1', TG_ARGV[0], pointing) USING NEW.id;
  END LOOP;
  RETURN NULL;
END $$`,
  ),
  // Keeps a record as others point at it ({public_id, name}, json-sql.ts refJson's text) in its ref_json, so that
  // lists read it instead of writing it for every row.
  fn(
    'ref_json_keep',
    `CREATE OR REPLACE FUNCTION ref_json_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.ref_json := '{"public_id":"' || NEW.public_id || '","name":' || to_json(NEW.name)::text || '}';
  RETURN NEW;
END $$`,
  ),
];

/** `<table>_own_json`: writes the row's own_json with the function `writer` before each write (own_json_keep). */
export const ownJsonKeeper = (table: string, writer: string) =>
  beforeEachWrite(`${table}_own_json`, table, `own_json_keep(${quoteLiteral(writer)})`);

/** `<table>_ref_json`: keeps the row's reference in its ref_json (ref_json_keep). */
export const refJsonKeeper = (table: string) => beforeEachWrite(`${table}_ref_json`, table, 'ref_json_keep()');

/**
 * `<of>_<on>_refs`: a row of `of` whose ref_json changed has the own_json of the rows of `on` pointing at it through
 * the columns `by` written again (own_json_follow).
 */
export const followRef = (r: { of: string; on: string; by: string[] }) =>
  rowTrigger(
    `${r.of}_${r.on}_refs`,
    r.of,
    'AFTER UPDATE',
    `own_json_follow(${[r.on, ...r.by].map(quoteLiteral).join(', ')})`,
    'old.ref_json IS DISTINCT FROM new.ref_json',
  );
