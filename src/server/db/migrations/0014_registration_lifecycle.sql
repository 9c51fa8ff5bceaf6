CREATE TABLE "check_ins" (
	"registration_id" uuid NOT NULL,
	"person" smallint NOT NULL,
	"checked_in_at" timestamp (3) with time zone NOT NULL,
	"checked_in_by" text NOT NULL,
	"gate" text DEFAULT '' NOT NULL,
	CONSTRAINT "check_ins_registration_id_person_pk" PRIMARY KEY("registration_id","person"),
	CONSTRAINT "check_ins_person_check" CHECK ("check_ins"."person" >= 0)
);
--> statement-breakpoint
CREATE TABLE "event_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"audience" text NOT NULL,
	"sent_by" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"key" text,
	"state" text DEFAULT 'queued' NOT NULL,
	"run_at" timestamp (3) with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 8 NOT NULL,
	"locked_until" timestamp (3) with time zone,
	"locked_by" text,
	"last_error" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp (3) with time zone,
	CONSTRAINT "jobs_key_unique" UNIQUE("key"),
	CONSTRAINT "jobs_state_check" CHECK ("jobs"."state" in ('queued', 'running', 'done', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "message_recipients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" uuid NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"sent_at" timestamp (3) with time zone,
	CONSTRAINT "message_recipients_unique" UNIQUE("message_id","email"),
	CONSTRAINT "message_recipients_status_check" CHECK ("message_recipients"."status" in ('pending', 'sent', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "registrations" DROP CONSTRAINT "registrations_event_email_unique";--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "waitlist" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "refund_rule" text DEFAULT 'full' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "reminders" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "status" text DEFAULT 'confirmed' NOT NULL;--> statement-breakpoint
-- Registrations made before statuses existed: an unpaid one holds its place until paid or deleted.
UPDATE "registrations" SET "status" = 'awaiting_payment' WHERE "payment_status" = 'Pending';--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "hold_expires_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "ticket_code" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "cancelled_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_messages" ADD CONSTRAINT "event_messages_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_recipients" ADD CONSTRAINT "message_recipients_message_id_event_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."event_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_messages_event_idx" ON "event_messages" USING btree ("event_id","created_at");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE state in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "jobs_finished_idx" ON "jobs" USING btree ("finished_at");--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_event_email_live" ON "registrations" USING btree ("event_id","email") WHERE status in ('confirmed', 'awaiting_payment', 'waitlisted');--> statement-breakpoint
CREATE INDEX "registrations_event_status_idx" ON "registrations" USING btree ("event_id","status","created_at");--> statement-breakpoint
CREATE INDEX "registrations_hold_idx" ON "registrations" USING btree ("hold_expires_at") WHERE status = 'awaiting_payment';--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_ticket_code_unique" UNIQUE("ticket_code");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_refund_rule_check" CHECK ("events"."refund_rule" in ('full', 'none'));--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_status_check" CHECK ("registrations"."status" in ('confirmed', 'awaiting_payment', 'waitlisted', 'cancelled', 'expired'));