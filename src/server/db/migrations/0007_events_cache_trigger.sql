-- Every change to events (including registration counts) raises the events list's version.
INSERT INTO "cache_versions" ("name", "version") VALUES ('events', 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE FUNCTION bump_events_cache_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "cache_versions" SET "version" = "version" + 1 WHERE "name" = 'events';
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER events_cache_version
AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "events"
FOR EACH STATEMENT EXECUTE FUNCTION bump_events_cache_version();
