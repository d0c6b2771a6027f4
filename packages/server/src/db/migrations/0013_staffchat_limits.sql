-- Staff chat limits that every server process shares: edits count toward the per-user rate (with
-- posts), a session holds at most so many open streams (presence rows now name their session), and a
-- stream ends as soon as its session ends or its user's access changes: the same NOTIFY channel as the
-- messages tells every process (payload `end <session id hash>`, or `access`: re-check every stream).

-- One row per edit (posts are counted from the messages table). Purged by the retention job.
CREATE TABLE staffchat_edits (
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  at timestamptz NOT NULL
);
CREATE INDEX staffchat_edits_user_idx ON staffchat_edits (user_id, at);

ALTER TABLE staffchat_presence ADD COLUMN session_id text;
CREATE INDEX staffchat_presence_session_idx ON staffchat_presence (session_id, seen_at);

-- A session ends however it is deleted: sign-out, a password change, impersonation starting or
-- stopping (the session is replaced), a removed administrator, a deleted user (the cascade), expiry.
CREATE FUNCTION staffchat_session_ended() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('staffchat', 'end ' || OLD.id_hash);
  RETURN NULL;
END $$;
CREATE TRIGGER sessions_staffchat_end AFTER DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION staffchat_session_ended();

-- Who may open the staff chat (the administrator flag) and what each stream's user may see (groups
-- and grants, a store moving company): every stream is checked again. Identical notifications of one
-- transaction are delivered once.
CREATE FUNCTION staffchat_access_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('staffchat', 'access');
  RETURN NULL;
END $$;
CREATE TRIGGER users_staffchat_access AFTER UPDATE OF admin ON users
  FOR EACH ROW WHEN (OLD.admin IS DISTINCT FROM NEW.admin) EXECUTE FUNCTION staffchat_access_changed();
CREATE TRIGGER stores_staffchat_access AFTER UPDATE OF company_id ON stores
  FOR EACH ROW WHEN (OLD.company_id IS DISTINCT FROM NEW.company_id) EXECUTE FUNCTION staffchat_access_changed();
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['users_to_groups', 'user_group_companies', 'user_group_stores'] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION staffchat_access_changed()',
      t || '_staffchat_access', t);
  END LOOP;
  FOREACH t IN ARRAY ARRAY['sessions', 'users', 'users_to_groups', 'user_group_companies', 'user_group_stores'] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION staffchat_access_changed()',
      t || '_staffchat_access_on_truncate', t);
  END LOOP;
END
$$;
