-- A task's row is about 2 KB (its description, search vector and the JSON kept for its list row, board card and
-- calendar item), and PostgreSQL compresses (pglz) the widest values of a row over 2,032 bytes: three rows in four
-- kept own_json and card_json compressed, which the lists and the board then decompressed on every request (about
-- 4 µs a value; the 1,000-task board's statement 2.9 → 1.9 ms, the 100-row page's 4.0 → 3.0 ms on the bench).
-- Compress only rows over a page's worth: kept values stay as written, and a long description still goes to TOAST.
-- The rows compressed so far are rewritten once: an update has the BEFORE triggers (own_json_keep, task_card_keep)
-- write own_json, card_json and calendar_json anew.
ALTER TABLE "tasks" SET (toast_tuple_target = 8160);--> statement-breakpoint
UPDATE "tasks" SET "own_json" = NULL
  WHERE pg_column_compression("own_json") IS NOT NULL OR pg_column_compression("card_json") IS NOT NULL;
