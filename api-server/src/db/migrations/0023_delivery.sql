-- Delivery: sending a published touchpoint version to an audience by e-mail and SMS.
--
-- * A send names the touchpoint, the version it was published as when staff confirmed, its audience
--   (cohorts and single patients), when it goes and whether quiet hours hold.
-- * `send_messages` is the send ledger and its outbox: one row per patient and channel, written in one
--   statement when the send is prepared, each with its own idempotency key (`message_key`). A message
--   goes to a provider only after a worker has claimed it in a committed transaction; its state then
--   follows the provider's reports. A (touchpoint, version, patient, channel) is sent at most once:
--   the partial unique index refuses a second live row, whatever the send.
-- * A skipped patient keeps a row too (channel null when no channel applies), with the reason, so the
--   delivery view counts them and an audit of the send is whole.
-- * A deleted patient leaves the ledger's row without its patient (`patient_id` null): the worker
--   skips what it has not sent yet, and what was sent stays counted.
-- * Times of day: a patient's own time zone, else the tenant's. Quiet hours (21:00 to 08:00 local)
--   move a message's `not_before` to the next 08:00.

-- True for a time zone name PostgreSQL knows (the IANA names the API also checks).
CREATE FUNCTION app_is_time_zone(p_zone text) RETURNS boolean
  LANGUAGE plpgsql IMMUTABLE SET search_path = pg_catalog AS $$
BEGIN
  PERFORM now() AT TIME ZONE p_zone;
  RETURN true;
EXCEPTION WHEN invalid_parameter_value THEN
  RETURN false;
END
$$;

-- Every role that writes tenants or patients evaluates the checks below.
GRANT EXECUTE ON FUNCTION app_is_time_zone(text) TO app_runtime, app_security;

ALTER TABLE tenants ADD COLUMN time_zone text NOT NULL DEFAULT 'UTC'
  CHECK (char_length(time_zone) <= 64 AND app_is_time_zone(time_zone));
-- `app_create_tenant` answers its new row whole (RETURNING *).
GRANT SELECT (time_zone) ON tenants TO app_security;
ALTER TABLE patients ADD COLUMN time_zone text
  CHECK (time_zone IS NULL OR (char_length(time_zone) <= 64 AND app_is_time_zone(time_zone)));

CREATE TABLE sends (
  id bigint GENERATED ALWAYS AS IDENTITY,
  tenant_id integer NOT NULL,
  touchpoint_id bigint NOT NULL,
  version integer NOT NULL CHECK (version >= 1),
  cohort_ids bigint[] NOT NULL DEFAULT '{}',
  patient_ids bigint[] NOT NULL DEFAULT '{}',
  send_at timestamptz NOT NULL,
  quiet_hours boolean NOT NULL,
  state text NOT NULL DEFAULT 'scheduled'
    CHECK (state IN ('scheduled', 'preparing', 'sending', 'paused', 'cancelled', 'done')),
  -- Patients in the audience once prepared (the ledger has a row per patient and channel).
  audience integer CHECK (audience >= 0),
  created_by integer REFERENCES staff_users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  finished_at timestamptz,
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, touchpoint_id) REFERENCES touchpoints (tenant_id, id) ON DELETE CASCADE,
  CONSTRAINT sends_audience_given CHECK (cardinality(cohort_ids) + cardinality(patient_ids) >= 1)
);
CREATE INDEX sends_touchpoint_idx ON sends (tenant_id, touchpoint_id, id DESC);

CREATE TABLE send_messages (
  id bigint GENERATED ALWAYS AS IDENTITY,
  tenant_id integer NOT NULL,
  send_id bigint NOT NULL,
  touchpoint_id bigint NOT NULL,
  version integer NOT NULL,
  patient_id bigint,
  channel text CHECK (channel IN ('email', 'sms')),
  state text NOT NULL CHECK (state IN
    ('queued', 'sending', 'sent', 'delivered', 'opened', 'bounced', 'failed', 'skipped', 'cancelled')),
  skip_reason text CHECK (skip_reason IN
    ('opted_out', 'no_consent', 'no_address', 'no_channel', 'already_sent', 'patient_deleted')),
  message_key uuid NOT NULL DEFAULT gen_random_uuid(),
  -- Not handed over before this (the send's time, moved out of quiet hours).
  not_before timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  -- A claimed message ('sending') belongs to its worker until then; after it, another may take it.
  claimed_until timestamptz,
  interaction_id bigint,
  provider text CHECK (provider IN ('smtp', 'sendgrid', 'twilio')),
  provider_message_id text CHECK (char_length(provider_message_id) <= 200),
  -- A short code of the last failure or report (never an address or any text of the message).
  reason text CHECK (char_length(reason) <= 100),
  sent_at timestamptz,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, send_id) REFERENCES sends (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, patient_id) REFERENCES patients (tenant_id, id) ON DELETE SET NULL (patient_id),
  CONSTRAINT send_messages_key UNIQUE (message_key),
  CONSTRAINT send_messages_skip_has_reason CHECK ((state = 'skipped') = (skip_reason IS NOT NULL)),
  CONSTRAINT send_messages_channel_unless_skipped CHECK (state = 'skipped' OR channel IS NOT NULL)
);
-- At most one live message per version, patient and channel, across every send.
CREATE UNIQUE INDEX send_messages_once_idx ON send_messages (tenant_id, touchpoint_id, version, patient_id, channel)
  WHERE state NOT IN ('skipped', 'cancelled');
-- The delivery view's counts and a worker's claims.
CREATE INDEX send_messages_send_idx ON send_messages (tenant_id, send_id, state, id);
-- Provider reports name their message.
CREATE INDEX send_messages_provider_idx ON send_messages (provider, provider_message_id)
  WHERE provider_message_id IS NOT NULL;
CREATE INDEX send_messages_patient_idx ON send_messages (tenant_id, patient_id) WHERE patient_id IS NOT NULL;

-- The send an interaction was made by, and the version it sent.
ALTER TABLE interactions ADD COLUMN send_id bigint, ADD COLUMN version_sent integer;

DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['sends', 'send_messages'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format('CREATE POLICY %I ON %I FOR ALL USING (tenant_id = (SELECT app_context_tenant()))
      WITH CHECK (tenant_id = (SELECT app_context_tenant()))', t || '_tenant', t);
  END LOOP;
END
$$;

GRANT SELECT, INSERT ON sends, send_messages TO app_runtime;
GRANT UPDATE (state, audience, updated_at, finished_at) ON sends TO app_runtime;
GRANT UPDATE (state, skip_reason, not_before, attempts, claimed_until, interaction_id, provider,
  provider_message_id, reason, sent_at, updated_at) ON send_messages TO app_runtime;
GRANT USAGE ON ALL SEQUENCES IN SCHEMA public TO app_runtime;

-- A send's work runs later, as the staff member who confirmed it: a grant of purpose 'delivery',
-- which lives as long as a send scheduled at the latest may take (45 days).
ALTER TABLE context_grants DROP CONSTRAINT context_grants_purpose_check;
ALTER TABLE context_grants ADD CONSTRAINT context_grants_purpose_check
  CHECK (purpose IN ('patient_import_commit', 'upload', 'provisioning', 'delivery'));

CREATE OR REPLACE FUNCTION app_issue_grant(p_token_hash text, p_tenant integer, p_purpose text, p_seconds integer)
  RETURNS boolean
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public AS $$
DECLARE
  v_user integer;
BEGIN
  IF NOT ((p_purpose IN ('patient_import_commit', 'upload') AND p_seconds BETWEEN 1 AND 604800)
      OR (p_purpose = 'delivery' AND p_seconds BETWEEN 1 AND 3888000)) THEN
    RAISE EXCEPTION 'not a grant this function issues' USING ERRCODE = 'invalid_parameter_value';
  END IF;
  SELECT s.user_id INTO v_user FROM sessions s
    JOIN staff_memberships m ON m.tenant_id = p_tenant AND m.user_id = s.user_id
    WHERE s.access_token_hash = current_setting('app.context', true) AND s.revoked_at IS NULL;
  IF v_user IS NULL THEN RETURN false; END IF;
  INSERT INTO context_grants (token_hash, tenant_id, user_id, purpose, expires_at)
    VALUES (p_token_hash, p_tenant, v_user, p_purpose, now() + make_interval(secs => p_seconds));
  RETURN true;
END
$$;

-- One-click unsubscribe: the API has checked the link's signature; this opts the patient of the
-- message out (every channel) and records it. Answers false for an unknown message or one whose
-- patient is gone. The runtime role reaches no patient row otherwise without a staff context.
CREATE FUNCTION app_unsubscribe(p_message_key uuid, p_at timestamptz) RETURNS boolean
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public AS $$
DECLARE
  v_tenant integer;
  v_patient bigint;
  v_changed boolean;
BEGIN
  SELECT m.tenant_id, m.patient_id INTO v_tenant, v_patient FROM send_messages m
    WHERE m.message_key = p_message_key;
  IF v_patient IS NULL THEN RETURN false; END IF;
  UPDATE patients SET opted_out = true, opted_out_at = p_at, updated_at = p_at
    WHERE tenant_id = v_tenant AND id = v_patient AND NOT opted_out;
  v_changed := FOUND;
  IF v_changed THEN
    INSERT INTO audit_log (event, occurred_at, tenant_id, details)
      VALUES ('patient_opted_out', p_at, v_tenant,
        jsonb_build_object('patient_id', v_patient, 'via', 'unsubscribe_link'));
  END IF;
  RETURN true;
END
$$;
GRANT SELECT (tenant_id, patient_id, message_key) ON send_messages TO app_security;
GRANT UPDATE (opted_out, opted_out_at, updated_at) ON patients TO app_security;
CREATE POLICY send_messages_security_read ON send_messages FOR SELECT TO app_security USING (true);
CREATE POLICY patients_security_opt_out ON patients FOR UPDATE TO app_security USING (true) WITH CHECK (true);
ALTER FUNCTION app_unsubscribe(uuid, timestamptz) OWNER TO app_security;
REVOKE ALL ON FUNCTION app_unsubscribe(uuid, timestamptz) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION app_unsubscribe(uuid, timestamptz) TO app_runtime;
