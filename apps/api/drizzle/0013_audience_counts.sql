CREATE TABLE "audience_counts" (
	"kind" text NOT NULL,
	"department_key" integer NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "audience_counts_kind_department_key_pk" PRIMARY KEY("kind","department_key")
);
--> statement-breakpoint
CREATE FUNCTION "audience_count_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE audience_counts SET n = n - 1 WHERE kind = TG_TABLE_NAME AND department_key = coalesce(OLD.department_id, 0);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO audience_counts (kind, department_key, n) VALUES (TG_TABLE_NAME, coalesce(NEW.department_id, 0), 1)
    ON CONFLICT (kind, department_key) DO UPDATE SET n = audience_counts.n + 1;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "information_posts_audience_count" AFTER INSERT OR DELETE ON "information_posts"
  FOR EACH ROW EXECUTE FUNCTION "audience_count_change"();--> statement-breakpoint
CREATE TRIGGER "information_posts_audience_move" AFTER UPDATE OF "department_id" ON "information_posts"
  FOR EACH ROW WHEN (OLD.department_id IS DISTINCT FROM NEW.department_id) EXECUTE FUNCTION "audience_count_change"();--> statement-breakpoint
CREATE TRIGGER "ideas_audience_count" AFTER INSERT OR DELETE ON "ideas"
  FOR EACH ROW EXECUTE FUNCTION "audience_count_change"();--> statement-breakpoint
CREATE TRIGGER "ideas_audience_move" AFTER UPDATE OF "department_id" ON "ideas"
  FOR EACH ROW WHEN (OLD.department_id IS DISTINCT FROM NEW.department_id) EXECUTE FUNCTION "audience_count_change"();--> statement-breakpoint
INSERT INTO "audience_counts" ("kind", "department_key", "n")
  SELECT 'information_posts', coalesce("department_id", 0), count(*) FROM "information_posts" GROUP BY 2
  UNION ALL
  SELECT 'ideas', coalesce("department_id", 0), count(*) FROM "ideas" GROUP BY 2;
