import { fn, type SqlDeclaration } from '../../db/sql/declarations.ts';

/** The SQL half of a stored file's download URL. */
export const filesSql: SqlDeclaration[] = [
  // A name as encodeURIComponent writes it (files.presenter.ts fileUrl), for the download URLs in the rows PostgreSQL
  // writes as JSON (the information board's attachments); information-board-list.test.ts compares the two.
  fn(
    'uri_component',
    `CREATE OR REPLACE FUNCTION uri_component(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT coalesce(string_agg(
    CASE WHEN b BETWEEN 48 AND 57 OR b BETWEEN 65 AND 90 OR b BETWEEN 97 AND 122 OR b IN (33, 39, 40, 41, 42, 45, 46, 95, 126)
      THEN chr(b) ELSE '%' || upper(lpad(to_hex(b), 2, '0')) END, '' ORDER BY i), '')
  FROM (SELECT i, get_byte(convert_to(t, 'UTF8'), i) AS b
        FROM generate_series(0, octet_length(convert_to(t, 'UTF8')) - 1) AS i) AS bytes
$$`,
  ),
];
