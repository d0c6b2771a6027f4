-- What a server process keeps in memory when several share one PostgreSQL (issue 21 findings 15, 17):
-- users' scopes and the stores' data versions are valid for one value of this counter. Every
-- transaction that changes what they are read from bumps it as it commits, and every request reads it
-- with its session: a process that sees a newer value drops what it kept before it answers. No extra
-- round trip, and no moment at which another process's committed write is not yet seen.
CREATE TABLE cache_generation (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  generation bigint NOT NULL
);
INSERT INTO cache_generation (generation) VALUES (0);

CREATE FUNCTION bump_cache_generation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE cache_generation SET generation = generation + 1;
  RETURN NULL;
END
$$;

-- Scopes: who is an administrator, group memberships and grants, which company a store belongs to.
-- Store versions: a store's data_version (every write or import of its rows bumps it), stores added or
-- removed. Deletes that cascade (a company, a group, a user) fire these for the rows they remove.
-- Deferred to the commit: the counter's row is locked only while the transaction commits, so writers
-- wait for each other only that long and never while holding it and waiting for another lock (no
-- deadlock).
CREATE CONSTRAINT TRIGGER stores_cache_generation
  AFTER INSERT OR DELETE OR UPDATE OF data_version, company_id ON stores
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_cache_generation();
CREATE CONSTRAINT TRIGGER users_cache_generation
  AFTER DELETE OR UPDATE OF admin ON users
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_cache_generation();
-- Group memberships and grants: any change. TRUNCATE of any of these tables (the demo seed) at once.
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['users_to_groups', 'user_group_companies', 'user_group_stores'] LOOP
    EXECUTE format(
      'CREATE CONSTRAINT TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I '
      'DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_cache_generation()',
      t || '_cache_generation', t);
  END LOOP;
  FOREACH t IN ARRAY ARRAY['stores', 'users', 'users_to_groups', 'user_group_companies', 'user_group_stores'] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION bump_cache_generation()',
      t || '_cache_generation_on_truncate', t);
  END LOOP;
END
$$;
