ALTER TABLE "accounts" ADD COLUMN "language" text;
-- hand-written
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_language_known" CHECK ("language" IN ('en', 'hi', 'mr'));
