ALTER TABLE "payments" DROP CONSTRAINT "payments_razorpay_order_id_unique";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_receipt_number_unique";--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "razorpay_order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "event_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "registration_type" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "duplicate_of" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "receipt" jsonb;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "recorded_by" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "next_check_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "checks" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "check_error" text;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_duplicate_of_payments_id_fk" FOREIGN KEY ("duplicate_of") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_razorpay_order_unique" ON "payments" USING btree ("razorpay_order_id") WHERE duplicate_of is null;--> statement-breakpoint
CREATE INDEX "payments_event_idx" ON "payments" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "payments_next_check_idx" ON "payments" USING btree ("next_check_at") WHERE state in ('created', 'attempted', 'failed');--> statement-breakpoint
-- hand-written: receipt numbers name their series (R- for registrations, D- for donations), so no
-- two documents share a number; a registration's payment keeps its event and type.
UPDATE "payments" SET "receipt_number" = CASE "purpose" WHEN 'donation' THEN 'D-' ELSE 'R-' END || "receipt_number"
  WHERE "receipt_number" IS NOT NULL AND "receipt_number" !~ '^[A-Z]-';--> statement-breakpoint
UPDATE "payments" p SET "event_id" = r."event_id", "registration_type" = r."registration_type"
  FROM "registrations" r WHERE r."id" = p."registration_id";--> statement-breakpoint
UPDATE "payments" SET "next_check_at" = "created_at" WHERE "state" IN ('created', 'attempted', 'failed');--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_receipt_number_unique" UNIQUE("receipt_number");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_source_check" CHECK ("payments"."razorpay_order_id" is not null or ("payments"."method" = 'cash' and "payments"."recorded_by" is not null));