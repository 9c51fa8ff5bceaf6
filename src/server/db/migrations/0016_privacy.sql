CREATE TABLE "mail_suppressions" (
	"email_hash" text PRIMARY KEY NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "token_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "erasure_requested_at" timestamp (3) with time zone;--> statement-breakpoint
-- hand-written
-- E-mails are kept lower-cased everywhere, so a person's export and erasure find every row.
UPDATE "queries" SET "email" = lower("email") WHERE "email" <> lower("email");
--> statement-breakpoint
UPDATE "donations" SET "email" = lower("email") WHERE "email" <> lower("email");
--> statement-breakpoint
UPDATE "payments" SET "email" = lower("email") WHERE "email" <> lower("email");
--> statement-breakpoint
UPDATE "message_recipients" m SET "email" = lower(m."email")
WHERE m."email" <> lower(m."email")
  AND NOT EXISTS (
    SELECT 1 FROM "message_recipients" o WHERE o."message_id" = m."message_id" AND o."email" = lower(m."email")
  );
--> statement-breakpoint
UPDATE "registrations" SET "team_members" = (
  SELECT coalesce(jsonb_agg(jsonb_set(m, '{email}', to_jsonb(lower(m->>'email')))), '[]'::jsonb)
  FROM jsonb_array_elements("team_members") AS m
)
WHERE "team_members"::text <> lower("team_members"::text)
  AND EXISTS (
    SELECT 1 FROM jsonb_array_elements("team_members") AS m WHERE m->>'email' <> lower(m->>'email')
  );
--> statement-breakpoint
-- The audit log stays append-only, with one exception: erasing a person replaces their data in
-- past entries with the pseudonym their kept records carry. Only the function below may do
-- that; it runs as the owner of the table, so an app role without UPDATE can still call it.
CREATE OR REPLACE FUNCTION refuse_audit_log_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND current_setting('hostel.audit_erasure', true) = 'on' THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'The audit log is append-only: % is refused.', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE FUNCTION erase_person_from_audit_log(personal text[], pseudonym text) RETURNS integer
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
DECLARE
  entry record;
  value text;
  before_text text;
  after_text text;
  changed integer := 0;
BEGIN
  PERFORM set_config('hostel.audit_erasure', 'on', true);
  FOR entry IN
    SELECT a.id, a.record_id, a.before::text AS before_text, a.after::text AS after_text
    FROM audit_log a
    WHERE a.record_id = ANY (personal)
       OR EXISTS (
         SELECT 1 FROM unnest(personal) AS p(v)
         WHERE strpos(coalesce(a.before::text, ''), to_json(p.v)::text) > 0
            OR strpos(coalesce(a.after::text, ''), to_json(p.v)::text) > 0
       )
  LOOP
    before_text := entry.before_text;
    after_text := entry.after_text;
    FOREACH value IN ARRAY personal LOOP
      before_text := replace(before_text, to_json(value)::text, to_json(pseudonym)::text);
      after_text := replace(after_text, to_json(value)::text, to_json(pseudonym)::text);
    END LOOP;
    UPDATE audit_log
    SET before = before_text::jsonb,
        after = after_text::jsonb,
        record_id = CASE WHEN record_id = ANY (personal) THEN pseudonym ELSE record_id END
    WHERE id = entry.id;
    changed := changed + 1;
  END LOOP;
  PERFORM set_config('hostel.audit_erasure', 'off', true);
  RETURN changed;
END;
$$;
