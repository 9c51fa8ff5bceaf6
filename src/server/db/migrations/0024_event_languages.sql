ALTER TABLE "events" ADD COLUMN "name_hi" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "name_mr" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "description_hi" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "description_mr" text;