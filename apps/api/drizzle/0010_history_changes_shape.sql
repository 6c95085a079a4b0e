-- One shape for every recorded change: {field: [from, to]}, as task and ticket history already store it. The
-- security log's user updates stored {field: {"from": …, "to": …}}: rewrite those entries (a value already in
-- the new shape, or of any other kind, is kept as it is).
UPDATE "security_log"
SET "details" = jsonb_set(
  "details",
  '{changes}',
  (
    SELECT coalesce(jsonb_object_agg(
      c.key,
      CASE
        WHEN jsonb_typeof(c.value) = 'object' AND (c.value ? 'from' OR c.value ? 'to')
          THEN jsonb_build_array(coalesce(c.value -> 'from', 'null'::jsonb), coalesce(c.value -> 'to', 'null'::jsonb))
        ELSE c.value
      END
    ), '{}'::jsonb)
    FROM jsonb_each("details" -> 'changes') AS c
  )
)
WHERE "event" = 'user_updated'
  AND jsonb_typeof("details" -> 'changes') = 'object'
  AND EXISTS (
    SELECT 1 FROM jsonb_each("details" -> 'changes') AS c
    WHERE jsonb_typeof(c.value) = 'object' AND (c.value ? 'from' OR c.value ? 'to')
  );
