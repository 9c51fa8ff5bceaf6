CREATE TABLE "people_invitations" (
	"email" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"hostel" text DEFAULT '' NOT NULL,
	"room" text DEFAULT '' NOT NULL,
	"invited_by" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_messages" ADD COLUMN "reply_to" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "event_messages" ADD COLUMN "status" text DEFAULT 'sent' NOT NULL;--> statement-breakpoint
ALTER TABLE "event_messages" ADD COLUMN "send_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "event_messages" ADD CONSTRAINT "event_messages_status_check" CHECK ("event_messages"."status" in ('scheduled', 'sent', 'cancelled'));