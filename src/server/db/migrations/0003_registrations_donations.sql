CREATE TABLE "donations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"amount" integer NOT NULL,
	"razorpay_payment_id" text DEFAULT '' NOT NULL,
	"razorpay_order_id" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "donations_amount_check" CHECK ("donations"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"contact" text NOT NULL,
	"hostel" text DEFAULT '' NOT NULL,
	"hostel_address" text DEFAULT '' NOT NULL,
	"date_of_birth" date,
	"gender" text NOT NULL,
	"nationality" text DEFAULT '' NOT NULL,
	"registration_type" text NOT NULL,
	"team_members" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"payment_status" text DEFAULT 'Pending' NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "registrations_event_email_unique" UNIQUE("event_id","email"),
	CONSTRAINT "registrations_gender_check" CHECK ("registrations"."gender" in ('M', 'F', 'O')),
	CONSTRAINT "registrations_type_check" CHECK ("registrations"."registration_type" in ('individual', 'team')),
	CONSTRAINT "registrations_payment_check" CHECK ("registrations"."payment_status" in ('Pending', 'Success')),
	CONSTRAINT "registrations_amount_check" CHECK ("registrations"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_email_people_email_fk" FOREIGN KEY ("email") REFERENCES "public"."people"("email") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "donations_email_idx" ON "donations" USING btree ("email");--> statement-breakpoint
CREATE INDEX "donations_created_at_idx" ON "donations" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "registrations_email_idx" ON "registrations" USING btree ("email");--> statement-breakpoint
CREATE INDEX "registrations_created_at_idx" ON "registrations" USING btree ("created_at");