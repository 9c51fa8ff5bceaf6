ALTER TABLE "accounts" ADD COLUMN "language" text;--> statement-breakpoint
-- hand-written: only the languages the site speaks (decision record 24).
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_language_known" CHECK ("language" IN ('en', 'hi', 'mr'));
