-- Staff chat: a message's stream events carry its current text only. An edit rewrites the events of
-- the message before it (and drops its earlier edits); a deletion drops them all, leaving its own
-- event: a replay from any id never yields text that was edited away or deleted.
ALTER TABLE staffchat_events ADD COLUMN message_id integer;
UPDATE staffchat_events SET message_id = (payload->>'id')::integer WHERE kind IN ('message', 'edit', 'delete');
CREATE INDEX staffchat_events_message_idx ON staffchat_events (message_id) WHERE message_id IS NOT NULL;

-- What the events kept until now: gone for deleted (or vanished) messages, the current text otherwise.
DELETE FROM staffchat_events e
  WHERE e.kind IN ('message', 'edit')
    AND NOT EXISTS (SELECT 1 FROM staffchat_messages m WHERE m.id = e.message_id AND NOT m.deleted);
DELETE FROM staffchat_events e
  WHERE e.kind = 'edit'
    AND e.id < (SELECT max(n.id) FROM staffchat_events n WHERE n.kind = 'edit' AND n.message_id = e.message_id);
UPDATE staffchat_events e
  SET payload = jsonb_set(
    jsonb_set(e.payload, '{msg}', to_jsonb(m.msg)),
    '{edited_at}',
    CASE WHEN m.edited_at IS NULL THEN 'null'::jsonb
      ELSE to_jsonb(to_char(m.edited_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) END)
  FROM staffchat_messages m
  WHERE m.id = e.message_id AND e.kind IN ('message', 'edit');
UPDATE staffchat_events e SET payload = jsonb_set(e.payload, '{msg}', '""'::jsonb) WHERE e.kind = 'delete';
