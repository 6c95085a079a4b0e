import { fn, type SqlDeclaration } from '../../db/sql/declarations.ts';
import { statementTriggers } from '../../db/sql/statement-triggers.ts';

/** Each recipient's numbers of notifications, kept in notification_counts. */
export const notificationsSql: SqlDeclaration[] = [
  // A statement's notifications came, went or changed: each recipient's total and unseen move by the difference, so
  // that the bell and the menus read them instead of counting.
  fn(
    'notification_count_change',
    `CREATE OR REPLACE FUNCTION notification_count_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO notification_counts AS c (recipient_id, total, unseen)
      SELECT recipient_id, count(*), count(*) FILTER (WHERE seen_at IS NULL) FROM came GROUP BY 1
      ON CONFLICT (recipient_id) DO UPDATE SET total = c.total + excluded.total, unseen = c.unseen + excluded.unseen;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE notification_counts c SET total = c.total - d.total, unseen = c.unseen - d.unseen
      FROM (SELECT recipient_id, count(*) AS total, count(*) FILTER (WHERE seen_at IS NULL) AS unseen FROM gone GROUP BY 1) d
      WHERE c.recipient_id = d.recipient_id;
  ELSE
    UPDATE notification_counts c SET total = c.total + d.total, unseen = c.unseen + d.unseen
      FROM (SELECT recipient_id, sum(t) AS total, sum(u) AS unseen FROM (
        SELECT recipient_id, 1 AS t, (seen_at IS NULL)::int AS u FROM came
        UNION ALL SELECT recipient_id, -1, -(seen_at IS NULL)::int FROM gone) x
        GROUP BY 1 HAVING sum(t) <> 0 OR sum(u) <> 0) d
      WHERE c.recipient_id = d.recipient_id;
  END IF;
  RETURN NULL;
END $$`,
  ),
  // notifications_count_added, _changed, _removed: new notifications raise their recipients' numbers (the first of a
  // recipient makes its row), those seen (or moved) change the unseen numbers, deleted ones lower them.
  ...statementTriggers('notifications_count', 'notifications', 'notification_count_change()'),
];
