CREATE TABLE "self_assigned_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "self_assigned_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"public_id" uuid NOT NULL,
	"owner_id" integer NOT NULL,
	"name" text NOT NULL,
	"name_key" text NOT NULL,
	"colour" text NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "self_assigned_categories_public_id_unique" UNIQUE("public_id")
);
--> statement-breakpoint
CREATE TABLE "self_assigned_tasks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "self_assigned_tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"public_id" uuid NOT NULL,
	"owner_id" integer NOT NULL,
	"category_id" integer,
	"title" text NOT NULL,
	"description" text,
	"due_date" date,
	"priority" text DEFAULT 'Media' NOT NULL,
	"status" text DEFAULT 'Pendiente' NOT NULL,
	"position" integer NOT NULL,
	"completed_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "self_assigned_tasks_public_id_unique" UNIQUE("public_id")
);
--> statement-breakpoint
ALTER TABLE "self_assigned_categories" ADD CONSTRAINT "self_assigned_categories_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "self_assigned_tasks" ADD CONSTRAINT "self_assigned_tasks_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "self_assigned_tasks" ADD CONSTRAINT "self_assigned_tasks_category_id_self_assigned_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."self_assigned_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "self_assigned_categories_owner_name_uq" ON "self_assigned_categories" USING btree ("owner_id","name_key") WHERE "self_assigned_categories"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "self_assigned_tasks_board_idx" ON "self_assigned_tasks" USING btree ("owner_id","status","position") WHERE "self_assigned_tasks"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "self_assigned_tasks_owner_due_idx" ON "self_assigned_tasks" USING btree ("owner_id","due_date") WHERE "self_assigned_tasks"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "self_assigned_tasks_category_idx" ON "self_assigned_tasks" USING btree ("category_id");