CREATE TABLE "signup_tickets" (
	"ticket_hash" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "configured_password_hash" text;--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "password_changed_at" timestamp (3) with time zone;--> statement-breakpoint
CREATE INDEX "signup_tickets_email_idx" ON "signup_tickets" USING btree ("email");