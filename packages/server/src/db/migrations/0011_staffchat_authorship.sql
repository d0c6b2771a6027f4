-- Staff chat: who really wrote a post made while impersonating (the message's user is the one
-- impersonated), and whether a deletion was an administrator's rather than the author's.
ALTER TABLE staffchat_messages
  -- The administrator who posted it while impersonating `user_id` (NULL once their account is gone).
  ADD COLUMN posted_by integer REFERENCES users(id) ON DELETE SET NULL,
  ADD COLUMN impersonated boolean NOT NULL DEFAULT false,
  -- Shown as "Deleted by an administrator" instead of "Message deleted".
  ADD COLUMN deleted_by_admin boolean NOT NULL DEFAULT false;
