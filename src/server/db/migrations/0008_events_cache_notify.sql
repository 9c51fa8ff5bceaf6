-- Every instance listens on 'cache_versions' and stops trusting its cached events list when told
-- (NOTIFY is delivered at commit, and only if the transaction commits).
CREATE OR REPLACE FUNCTION bump_events_cache_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "cache_versions" SET "version" = "version" + 1 WHERE "name" = 'events';
  PERFORM pg_notify('cache_versions', 'events');
  RETURN NULL;
END;
$$;
