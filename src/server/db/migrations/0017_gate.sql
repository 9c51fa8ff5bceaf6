CREATE TABLE "gate_passes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"label" text NOT NULL,
	"secret_hash" text NOT NULL,
	"valid_until" timestamp (3) with time zone NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp (3) with time zone,
	"revoked_by" text,
	CONSTRAINT "gate_passes_secret_hash_unique" UNIQUE("secret_hash")
);
--> statement-breakpoint
CREATE TABLE "gate_scans" (
	"id" uuid PRIMARY KEY NOT NULL,
	"event_id" uuid NOT NULL,
	"pass_id" uuid,
	"registration_id" uuid,
	"gate" text DEFAULT '' NOT NULL,
	"scanned_by" text NOT NULL,
	"scanned_at" timestamp (3) with time zone NOT NULL,
	"received_at" timestamp (3) with time zone NOT NULL,
	"outcome" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"admitted" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"conflict_gate" text,
	"conflict_at" timestamp (3) with time zone,
	CONSTRAINT "gate_scans_outcome_check" CHECK ("gate_scans"."outcome" in ('admitted', 'conflict', 'refused', 'undone'))
);
--> statement-breakpoint
ALTER TABLE "check_ins" ADD COLUMN "scan_id" uuid;--> statement-breakpoint
ALTER TABLE "gate_passes" ADD CONSTRAINT "gate_passes_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gate_scans" ADD CONSTRAINT "gate_scans_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gate_scans" ADD CONSTRAINT "gate_scans_pass_id_gate_passes_id_fk" FOREIGN KEY ("pass_id") REFERENCES "public"."gate_passes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gate_scans" ADD CONSTRAINT "gate_scans_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gate_passes_event_idx" ON "gate_passes" USING btree ("event_id","created_at");--> statement-breakpoint
CREATE INDEX "gate_scans_event_outcome_idx" ON "gate_scans" USING btree ("event_id","outcome");--> statement-breakpoint
CREATE INDEX "gate_scans_pass_idx" ON "gate_scans" USING btree ("pass_id");