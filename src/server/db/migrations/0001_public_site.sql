CREATE TABLE "about_content" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"content" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "about_content_single_row" CHECK ("about_content"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "about_sections" (
	"section_type" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"members" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"date" timestamp with time zone,
	"deadline" timestamp with time zone,
	"location" text DEFAULT '' NOT NULL,
	"max_participants" integer DEFAULT 0 NOT NULL,
	"prize_details" text DEFAULT '' NOT NULL,
	"organizer" text DEFAULT '' NOT NULL,
	"contact_info" text DEFAULT '' NOT NULL,
	"additional_notes" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'upcoming' NOT NULL,
	"allowed_registration_types" text[] DEFAULT ARRAY['individual']::text[] NOT NULL,
	"amount_individual" integer DEFAULT 0 NOT NULL,
	"amount_team" integer DEFAULT 0 NOT NULL,
	"registration_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_status_check" CHECK ("events"."status" in ('upcoming', 'ongoing', 'completed')),
	CONSTRAINT "events_fees_check" CHECK ("events"."amount_individual" >= 0 and "events"."amount_team" >= 0),
	CONSTRAINT "events_max_participants_check" CHECK ("events"."max_participants" >= 0),
	CONSTRAINT "events_registration_count_check" CHECK ("events"."registration_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"content_type" text NOT NULL,
	"data" "bytea" NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"etag" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "queries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "events_date_idx" ON "events" USING btree ("date");--> statement-breakpoint
CREATE INDEX "queries_created_at_idx" ON "queries" USING btree ("created_at");