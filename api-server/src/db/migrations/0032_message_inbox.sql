-- The care team's inbox of patient messages: who read a message first and when (read_at already
-- existed), and who marked it handled and when. A message stays unread until a staff member opens it;
-- "handled" can be undone, so its columns are cleared rather than a row appended.
ALTER TABLE patient_messages
  ADD COLUMN read_by integer REFERENCES staff_users (id) ON DELETE SET NULL,
  ADD COLUMN handled_at timestamptz,
  ADD COLUMN handled_by integer REFERENCES staff_users (id) ON DELETE SET NULL,
  ADD CONSTRAINT patient_messages_read_before_handled CHECK (handled_at IS NULL OR read_at IS NOT NULL);

-- The navigation's badge counts a tenant's unread messages on every poll: this partial index holds only
-- those, so the count reads a handful of index entries however many messages were ever sent.
CREATE INDEX patient_messages_unread_idx ON patient_messages (tenant_id, created_at DESC, id DESC)
  WHERE read_at IS NULL;
-- The inbox pages the whole tenant's messages, newest first, and the handled ones on their own.
CREATE INDEX patient_messages_tenant_idx ON patient_messages (tenant_id, created_at DESC, id DESC);
CREATE INDEX patient_messages_handled_idx ON patient_messages (tenant_id, handled_at DESC, id DESC)
  WHERE handled_at IS NOT NULL;
-- A patient's own page lists what was sent from its link.
CREATE INDEX patient_messages_interaction_idx ON patient_messages (tenant_id, interaction_id, created_at DESC);

GRANT UPDATE (read_at, read_by, handled_at, handled_by) ON patient_messages TO app_runtime;
