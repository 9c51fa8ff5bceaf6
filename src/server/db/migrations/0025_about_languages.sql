ALTER TABLE "about_content" ADD COLUMN "content_hi" text;--> statement-breakpoint
ALTER TABLE "about_content" ADD COLUMN "content_mr" text;