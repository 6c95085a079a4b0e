CREATE TABLE "notification_counts" (
	"recipient_id" integer PRIMARY KEY NOT NULL,
	"total" integer NOT NULL,
	"unseen" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_counts" ADD CONSTRAINT "notification_counts_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_recipient_type_idx" ON "notifications" USING btree ("recipient_id","type","id" DESC NULLS LAST);--> statement-breakpoint
-- A statement's notifications came, went or changed (seen, counted): each recipient's numbers move by the
-- difference. New ones may be a recipient's first (upserted); gone or changed ones have a row already, unless their
-- recipient is being deleted with them (then there is nothing to update).
CREATE FUNCTION "notification_count_change"() RETURNS trigger LANGUAGE plpgsql AS $$
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
END $$;--> statement-breakpoint
CREATE TRIGGER "notifications_count_added" AFTER INSERT ON "notifications" REFERENCING NEW TABLE AS came
  FOR EACH STATEMENT EXECUTE FUNCTION "notification_count_change"();--> statement-breakpoint
CREATE TRIGGER "notifications_count_removed" AFTER DELETE ON "notifications" REFERENCING OLD TABLE AS gone
  FOR EACH STATEMENT EXECUTE FUNCTION "notification_count_change"();--> statement-breakpoint
CREATE TRIGGER "notifications_count_changed" AFTER UPDATE ON "notifications" REFERENCING OLD TABLE AS gone NEW TABLE AS came
  FOR EACH STATEMENT EXECUTE FUNCTION "notification_count_change"();--> statement-breakpoint
INSERT INTO "notification_counts" ("recipient_id", "total", "unseen")
  SELECT "recipient_id", count(*), count(*) FILTER (WHERE "seen_at" IS NULL) FROM "notifications" GROUP BY 1;
