CREATE TABLE "meeting_carried_tickets" (
	"meeting_id" integer NOT NULL,
	"ticket_id" integer NOT NULL,
	"carried_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meeting_carried_tickets_meeting_id_ticket_id_pk" PRIMARY KEY("meeting_id","ticket_id")
);
--> statement-breakpoint
ALTER TABLE "meeting_carried_tickets" ADD CONSTRAINT "meeting_carried_tickets_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_carried_tickets" ADD CONSTRAINT "meeting_carried_tickets_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_carried_tickets" ADD CONSTRAINT "meeting_carried_tickets_carried_by_users_id_fk" FOREIGN KEY ("carried_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meeting_carried_tickets_ticket_idx" ON "meeting_carried_tickets" USING btree ("ticket_id");