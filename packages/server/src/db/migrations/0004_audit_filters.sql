-- The Audit Log screen filters by user (the actor or the impersonated user) and by date, newest
-- first (issue 14): each filter reads an index in id order instead of the whole log.
CREATE INDEX audit_log_actor_idx ON audit_log (actor_user_id, id DESC);
CREATE INDEX audit_log_as_user_idx ON audit_log (as_user_id, id DESC);
CREATE INDEX audit_log_at_only_idx ON audit_log (at);
