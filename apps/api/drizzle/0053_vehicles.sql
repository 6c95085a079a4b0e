CREATE TABLE "vehicles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vehicles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"public_id" uuid NOT NULL,
	"plate" text NOT NULL,
	"plate_key" text NOT NULL,
	"brand" text NOT NULL,
	"model" text NOT NULL,
	"year" integer,
	"colour" text,
	"type" text NOT NULL,
	"vin" text,
	"engine_number" text,
	"fuel" text,
	"odometer" integer DEFAULT 0 NOT NULL,
	"driver_id" integer,
	"responsible_id" integer,
	"department_id" integer,
	"status" text DEFAULT 'Disponible' NOT NULL,
	"photo_file_id" integer,
	"insurance_expires_on" date,
	"inspection_expires_on" date,
	"notes" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehicles_public_id_unique" UNIQUE("public_id")
);
--> statement-breakpoint
CREATE TABLE "maintenance_record_files" (
	"record_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	CONSTRAINT "maintenance_record_files_record_id_file_id_pk" PRIMARY KEY("record_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "maintenance_records" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "maintenance_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"public_id" uuid NOT NULL,
	"vehicle_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"request_id" integer,
	"performed_on" date NOT NULL,
	"odometer" integer NOT NULL,
	"cost" numeric(12, 2) DEFAULT '0' NOT NULL,
	"workshop" text,
	"description" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "maintenance_records_public_id_unique" UNIQUE("public_id")
);
--> statement-breakpoint
CREATE TABLE "maintenance_request_files" (
	"request_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	CONSTRAINT "maintenance_request_files_request_id_file_id_pk" PRIMARY KEY("request_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "maintenance_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "maintenance_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"public_id" uuid NOT NULL,
	"vehicle_id" integer NOT NULL,
	"type_id" integer,
	"requested_by" integer,
	"description" text NOT NULL,
	"odometer" integer,
	"priority" text DEFAULT 'Media' NOT NULL,
	"status" text DEFAULT 'Pendiente' NOT NULL,
	"reviewer_id" integer,
	"review_note" text,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "maintenance_requests_public_id_unique" UNIQUE("public_id")
);
--> statement-breakpoint
CREATE TABLE "maintenance_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "maintenance_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"public_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"interval_km" integer,
	"interval_days" integer,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "maintenance_types_public_id_unique" UNIQUE("public_id")
);
--> statement-breakpoint
CREATE TABLE "vehicle_maintenance_due" (
	"vehicle_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"last_record_id" integer,
	"last_done_on" date,
	"last_done_km" integer,
	"next_due_on" date,
	"next_due_km" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehicle_maintenance_due_vehicle_id_type_id_pk" PRIMARY KEY("vehicle_id","type_id")
);
--> statement-breakpoint
CREATE TABLE "vehicle_odometer_readings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vehicle_odometer_readings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"vehicle_id" integer NOT NULL,
	"read_on" date NOT NULL,
	"odometer" integer NOT NULL,
	"source" text NOT NULL,
	"record_id" integer,
	"request_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_reminders_sent" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vehicle_reminders_sent_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"vehicle_id" integer NOT NULL,
	"kind" text NOT NULL,
	"type_id" integer,
	"period" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_driver_id_users_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_responsible_id_users_id_fk" FOREIGN KEY ("responsible_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_photo_file_id_stored_files_id_fk" FOREIGN KEY ("photo_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_record_files" ADD CONSTRAINT "maintenance_record_files_record_id_maintenance_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."maintenance_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_record_files" ADD CONSTRAINT "maintenance_record_files_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_records" ADD CONSTRAINT "maintenance_records_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_records" ADD CONSTRAINT "maintenance_records_type_id_maintenance_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."maintenance_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_records" ADD CONSTRAINT "maintenance_records_request_id_maintenance_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."maintenance_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_records" ADD CONSTRAINT "maintenance_records_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_request_files" ADD CONSTRAINT "maintenance_request_files_request_id_maintenance_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."maintenance_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_request_files" ADD CONSTRAINT "maintenance_request_files_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_requests" ADD CONSTRAINT "maintenance_requests_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_requests" ADD CONSTRAINT "maintenance_requests_type_id_maintenance_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."maintenance_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_requests" ADD CONSTRAINT "maintenance_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_requests" ADD CONSTRAINT "maintenance_requests_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_types" ADD CONSTRAINT "maintenance_types_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_maintenance_due" ADD CONSTRAINT "vehicle_maintenance_due_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_maintenance_due" ADD CONSTRAINT "vehicle_maintenance_due_type_id_maintenance_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."maintenance_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_maintenance_due" ADD CONSTRAINT "vehicle_maintenance_due_last_record_id_maintenance_records_id_fk" FOREIGN KEY ("last_record_id") REFERENCES "public"."maintenance_records"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_odometer_readings" ADD CONSTRAINT "vehicle_odometer_readings_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_odometer_readings" ADD CONSTRAINT "vehicle_odometer_readings_record_id_maintenance_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."maintenance_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_odometer_readings" ADD CONSTRAINT "vehicle_odometer_readings_request_id_maintenance_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."maintenance_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_reminders_sent" ADD CONSTRAINT "vehicle_reminders_sent_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_reminders_sent" ADD CONSTRAINT "vehicle_reminders_sent_type_id_maintenance_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."maintenance_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_plate_key_uq" ON "vehicles" USING btree ("plate_key") WHERE "vehicles"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "vehicles_status_idx" ON "vehicles" USING btree ("status");--> statement-breakpoint
CREATE INDEX "vehicles_department_idx" ON "vehicles" USING btree ("department_id");--> statement-breakpoint
CREATE INDEX "vehicles_driver_idx" ON "vehicles" USING btree ("driver_id");--> statement-breakpoint
CREATE INDEX "vehicles_responsible_idx" ON "vehicles" USING btree ("responsible_id");--> statement-breakpoint
CREATE INDEX "maintenance_record_files_file_idx" ON "maintenance_record_files" USING btree ("file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "maintenance_records_request_uq" ON "maintenance_records" USING btree ("request_id") WHERE "maintenance_records"."request_id" is not null;--> statement-breakpoint
CREATE INDEX "maintenance_records_performed_idx" ON "maintenance_records" USING btree ("performed_on" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "maintenance_records_vehicle_idx" ON "maintenance_records" USING btree ("vehicle_id","performed_on" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "maintenance_records_vehicle_type_idx" ON "maintenance_records" USING btree ("vehicle_id","type_id","performed_on" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "maintenance_records_type_idx" ON "maintenance_records" USING btree ("type_id");--> statement-breakpoint
CREATE INDEX "maintenance_request_files_file_idx" ON "maintenance_request_files" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "maintenance_requests_created_idx" ON "maintenance_requests" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "maintenance_requests_status_idx" ON "maintenance_requests" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "maintenance_requests_vehicle_idx" ON "maintenance_requests" USING btree ("vehicle_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "maintenance_requests_requester_idx" ON "maintenance_requests" USING btree ("requested_by","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "maintenance_types_name_lower_uq" ON "maintenance_types" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "vehicle_maintenance_due_on_idx" ON "vehicle_maintenance_due" USING btree ("next_due_on");--> statement-breakpoint
CREATE INDEX "vehicle_maintenance_due_type_idx" ON "vehicle_maintenance_due" USING btree ("type_id");--> statement-breakpoint
CREATE INDEX "vehicle_odometer_readings_vehicle_idx" ON "vehicle_odometer_readings" USING btree ("vehicle_id","read_on","odometer");--> statement-breakpoint
CREATE INDEX "vehicle_odometer_readings_record_idx" ON "vehicle_odometer_readings" USING btree ("record_id");--> statement-breakpoint
CREATE INDEX "vehicle_odometer_readings_request_idx" ON "vehicle_odometer_readings" USING btree ("request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_reminders_sent_uq" ON "vehicle_reminders_sent" USING btree ("vehicle_id","kind",coalesce("type_id", 0),"period");