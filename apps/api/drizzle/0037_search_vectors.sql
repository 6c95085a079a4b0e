DROP INDEX "tasks_search_idx";--> statement-breakpoint
DROP INDEX "tickets_search_idx";--> statement-breakpoint
DROP INDEX "tickets_solution_search_idx";--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('spanish', "tasks"."title" || ' ' || coalesce("tasks"."description", ''))) STORED;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('spanish', "tickets"."code" || ' ' || "tickets"."title" || ' ' || coalesce("tickets"."description", ''))) STORED;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "solution_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('spanish', "tickets"."code" || ' ' || "tickets"."title" || ' ' || coalesce("tickets"."solution", ''))) STORED;--> statement-breakpoint
CREATE INDEX "tasks_search_idx" ON "tasks" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "tickets_search_idx" ON "tickets" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "tickets_solution_search_idx" ON "tickets" USING gin ("solution_vector") WHERE status in ('Resuelto', 'Cerrado') and solution is not null;