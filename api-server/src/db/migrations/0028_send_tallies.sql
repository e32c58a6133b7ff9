-- The delivery view's counts, kept as the ledger changes instead of counted on every read.
--
-- * Every statement that inserts or updates `send_messages` adds its net change per send, channel,
--   state, skip reason and failure reason to `send_tallies`, in a trigger of its own statement. A send's
--   counts are the sums of its tallies: a few hundred rows at most, however large the send.
-- * Each database backend keeps its own row per key (`backend_pid`): one backend runs one transaction
--   at a time, so two workers recording outcomes at once never wait on each other's counter row, and
--   no lock order between counters can deadlock.
-- * The keys are '' rather than null where they do not apply, so that the upsert's unique index holds
--   on every PostgreSQL version.
-- * The reason is kept only for failed and bounced messages (the failures the view lists by reason).
-- * `send_messages` rows are never deleted but with their send, which takes its tallies with it.

CREATE TABLE send_tallies (
  tenant_id integer NOT NULL,
  send_id bigint NOT NULL,
  backend_pid integer NOT NULL,
  channel text NOT NULL,
  state text NOT NULL,
  skip_reason text NOT NULL,
  reason text NOT NULL,
  messages integer NOT NULL,
  FOREIGN KEY (tenant_id, send_id) REFERENCES sends (tenant_id, id) ON DELETE CASCADE
);
CREATE UNIQUE INDEX send_tallies_key_idx
  ON send_tallies (tenant_id, send_id, backend_pid, channel, state, skip_reason, reason);

-- The tallies of the sends made before this table.
INSERT INTO send_tallies (tenant_id, send_id, backend_pid, channel, state, skip_reason, reason, messages)
SELECT tenant_id, send_id, 0, coalesce(channel, ''), state, coalesce(skip_reason, ''),
  CASE WHEN state IN ('failed', 'bounced') THEN coalesce(reason, '') ELSE '' END, count(*)::integer
FROM send_messages
GROUP BY 1, 2, 3, 4, 5, 6, 7;

-- Adds a statement's net change of the ledger to the tallies (an insert counts its rows; an update
-- takes its rows' old keys off and puts their new keys on, and only the keys that changed are written).
CREATE FUNCTION app_tally_send_messages() RETURNS trigger
  LANGUAGE plpgsql SET search_path = pg_catalog, public AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO send_tallies AS t (tenant_id, send_id, backend_pid, channel, state, skip_reason, reason, messages)
    SELECT n.tenant_id, n.send_id, pg_backend_pid(), coalesce(n.channel, ''), n.state, coalesce(n.skip_reason, ''),
      CASE WHEN n.state IN ('failed', 'bounced') THEN coalesce(n.reason, '') ELSE '' END, count(*)::integer
    FROM new_rows n
    GROUP BY 1, 2, 3, 4, 5, 6, 7
    ORDER BY 1, 2, 3, 4, 5, 6, 7
    ON CONFLICT (tenant_id, send_id, backend_pid, channel, state, skip_reason, reason)
      DO UPDATE SET messages = t.messages + excluded.messages;
  ELSE
    INSERT INTO send_tallies AS t (tenant_id, send_id, backend_pid, channel, state, skip_reason, reason, messages)
    SELECT d.tenant_id, d.send_id, pg_backend_pid(), d.channel, d.state, d.skip_reason, d.reason, sum(d.change)::integer
    FROM (
      SELECT n.tenant_id, n.send_id, coalesce(n.channel, '') AS channel, n.state,
        coalesce(n.skip_reason, '') AS skip_reason,
        CASE WHEN n.state IN ('failed', 'bounced') THEN coalesce(n.reason, '') ELSE '' END AS reason, 1 AS change
      FROM new_rows n
      UNION ALL
      SELECT o.tenant_id, o.send_id, coalesce(o.channel, ''), o.state, coalesce(o.skip_reason, ''),
        CASE WHEN o.state IN ('failed', 'bounced') THEN coalesce(o.reason, '') ELSE '' END, -1
      FROM old_rows o
    ) d
    GROUP BY 1, 2, 3, 4, 5, 6, 7
    HAVING sum(d.change) <> 0
    ORDER BY 1, 2, 3, 4, 5, 6, 7
    ON CONFLICT (tenant_id, send_id, backend_pid, channel, state, skip_reason, reason)
      DO UPDATE SET messages = t.messages + excluded.messages;
  END IF;
  RETURN NULL;
END
$$;
GRANT EXECUTE ON FUNCTION app_tally_send_messages() TO app_runtime, app_security;

CREATE TRIGGER send_messages_tally_insert AFTER INSERT ON send_messages
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION app_tally_send_messages();
CREATE TRIGGER send_messages_tally_update AFTER UPDATE ON send_messages
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION app_tally_send_messages();

ALTER TABLE send_tallies ENABLE ROW LEVEL SECURITY;
ALTER TABLE send_tallies FORCE ROW LEVEL SECURITY;
CREATE POLICY send_tallies_tenant ON send_tallies FOR ALL USING (tenant_id = (SELECT app_context_tenant()))
  WITH CHECK (tenant_id = (SELECT app_context_tenant()));
-- Provider reports change messages through app_security's functions, without a tenant context.
CREATE POLICY send_tallies_security ON send_tallies FOR ALL TO app_security USING (true) WITH CHECK (true);

GRANT SELECT, INSERT, UPDATE (messages) ON send_tallies TO app_runtime, app_security;
