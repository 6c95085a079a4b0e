-- vehicle_next_due is written again whole once its items are kept written (the next migration).
DELETE FROM "vehicle_next_due";--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "ref_json" text;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "own_json" text;--> statement-breakpoint
ALTER TABLE "maintenance_records" ADD COLUMN "invoices_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "maintenance_records" ADD COLUMN "own_json" text;--> statement-breakpoint
ALTER TABLE "maintenance_requests" ADD COLUMN "photos_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "maintenance_requests" ADD COLUMN "own_json" text;--> statement-breakpoint
ALTER TABLE "maintenance_types" ADD COLUMN "ref_json" text;--> statement-breakpoint
ALTER TABLE "vehicle_next_due" ADD COLUMN "head" text NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicle_next_due" ADD COLUMN "due_on" date;--> statement-breakpoint
ALTER TABLE "vehicle_next_due" ADD COLUMN "tail" text NOT NULL;