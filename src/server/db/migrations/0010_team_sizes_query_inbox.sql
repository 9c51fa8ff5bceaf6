ALTER TABLE "events" ADD COLUMN "team_size_min" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "team_size_max" integer;--> statement-breakpoint
ALTER TABLE "queries" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "queries" ADD COLUMN "reply" text;--> statement-breakpoint
ALTER TABLE "queries" ADD COLUMN "replied_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "queries" ADD COLUMN "replied_by" text;--> statement-breakpoint
CREATE INDEX "queries_status_idx" ON "queries" USING btree ("status");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_team_size_check" CHECK (("events"."team_size_min" is null or "events"."team_size_min" >= 2) and ("events"."team_size_max" is null or "events"."team_size_max" >= 2) and ("events"."team_size_min" is null or "events"."team_size_max" is null or "events"."team_size_min" <= "events"."team_size_max"));--> statement-breakpoint
ALTER TABLE "queries" ADD CONSTRAINT "queries_status_check" CHECK ("queries"."status" in ('new', 'answered'));