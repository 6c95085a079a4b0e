import { fn, type SqlDeclaration } from '../../db/sql/declarations.ts';

/** The home board's counts of posts and ideas per audience (audience-counts.table.ts). */
export const audienceCountsSql: SqlDeclaration[] = [
  // A post or idea came, went or changed department: its kind's count for that department (0: everyone) follows, so
  // that lib/audience.ts reads the totals instead of counting.
  fn(
    'audience_count_change',
    `CREATE OR REPLACE FUNCTION audience_count_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE audience_counts SET n = n - 1 WHERE kind = TG_TABLE_NAME AND department_key = coalesce(OLD.department_id, 0);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO audience_counts (kind, department_key, n) VALUES (TG_TABLE_NAME, coalesce(NEW.department_id, 0), 1)
    ON CONFLICT (kind, department_key) DO UPDATE SET n = audience_counts.n + 1;
  END IF;
  RETURN NULL;
END $$`,
  ),
];
