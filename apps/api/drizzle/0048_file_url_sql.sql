-- A stored file's download URL as files.presenter.ts fileUrl writes it ('/api/files/' || public_id || '/' ||
-- encodeURIComponent(name)), for the lists whose rows PostgreSQL writes as JSON (the information board's posts
-- with their attachments). encodeURIComponent keeps A–Z, a–z, 0–9 and - _ . ! ~ * ' ( ) and writes every other
-- byte of the name's UTF-8 as %XX (upper-case hex); information-board-list.test.ts compares the two.
CREATE FUNCTION "uri_component"(t text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT coalesce(string_agg(
    CASE WHEN b BETWEEN 48 AND 57 OR b BETWEEN 65 AND 90 OR b BETWEEN 97 AND 122 OR b IN (33, 39, 40, 41, 42, 45, 46, 95, 126)
      THEN chr(b) ELSE '%' || upper(lpad(to_hex(b), 2, '0')) END, '' ORDER BY i), '')
  FROM (SELECT i, get_byte(convert_to(t, 'UTF8'), i) AS b
        FROM generate_series(0, octet_length(convert_to(t, 'UTF8')) - 1) AS i) AS bytes
$$;
