-- Interactions: one patient's copy of one touchpoint, opened from a link `/i/<token>`.
--
-- * The token (256 random bits) lives only in the message sent and in the patient's address bar; the
--   database keeps its SHA-256 hash. Nothing about an interaction can be reached from its id.
-- * Before the patient has confirmed their date of birth, the runtime role reaches an interaction only
--   through the SECURITY DEFINER functions below, by the hash of a token the caller holds: the link's
--   state and the tenant's branding (never a name), and the date-of-birth check with its throttling.
-- * A correct date starts a patient session: its token is in an httpOnly cookie, its hash in
--   `patient_sessions` (app_security's alone). A transaction naming that hash in `app.context` sees
--   exactly one interaction: its published content, its patient's language, the tenant's branding and
--   videos, and writes that interaction's answers, metrics, views and messages. Nothing else.
-- * Wrong dates count on the interaction itself, so a lock holds whatever cookie, browser or address
--   the next try comes from; each lock lasts longer than the one before. Wrong dates also count per
--   address (login_attempts, kind 'patient_dob_failure'), so one address cannot try many links.

ALTER TABLE tenant_branding
  ADD COLUMN contact_phone text NOT NULL DEFAULT ''
    CHECK (contact_phone = '' OR contact_phone ~ '^\+[1-9][0-9]{6,14}$'),
  ADD COLUMN privacy_policy_url text NOT NULL DEFAULT ''
    CHECK (privacy_policy_url = '' OR (privacy_policy_url ~ '^https://' AND char_length(privacy_policy_url) <= 2000));

CREATE TABLE interactions (
  id bigint GENERATED ALWAYS AS IDENTITY,
  tenant_id integer NOT NULL,
  touchpoint_id bigint NOT NULL,
  patient_id bigint NOT NULL,
  token_hash text NOT NULL CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  -- A test link staff made for themselves: kept out of metrics and reports.
  is_test boolean NOT NULL DEFAULT false,
  created_by integer REFERENCES staff_users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  failed_attempts integer NOT NULL DEFAULT 0 CHECK (failed_attempts >= 0),
  lock_count integer NOT NULL DEFAULT 0 CHECK (lock_count >= 0),
  locked_until timestamptz,
  verified_at timestamptz,
  -- The language the patient chose on the page; their preferred one until they do.
  language text,
  -- The chapter the patient was last in, so a return resumes there.
  current_chapter text,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, touchpoint_id) REFERENCES touchpoints (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, patient_id) REFERENCES patients (tenant_id, id) ON DELETE CASCADE,
  CONSTRAINT interactions_token_key UNIQUE (token_hash),
  CONSTRAINT interactions_expiry CHECK (expires_at > created_at)
);
CREATE INDEX interactions_touchpoint_idx ON interactions (tenant_id, touchpoint_id, id);
CREATE INDEX interactions_patient_idx ON interactions (tenant_id, patient_id, id);

CREATE TABLE patient_sessions (
  token_hash text PRIMARY KEY CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  tenant_id integer NOT NULL,
  interaction_id bigint NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  FOREIGN KEY (tenant_id, interaction_id) REFERENCES interactions (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX patient_sessions_interaction_idx ON patient_sessions (tenant_id, interaction_id);
CREATE INDEX patient_sessions_expiry_idx ON patient_sessions (expires_at);

-- Which published version the patient saw, and when first and last.
CREATE TABLE interaction_views (
  tenant_id integer NOT NULL,
  interaction_id bigint NOT NULL,
  version integer NOT NULL CHECK (version >= 1),
  first_seen_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  PRIMARY KEY (tenant_id, interaction_id, version),
  FOREIGN KEY (tenant_id, interaction_id) REFERENCES interactions (tenant_id, id) ON DELETE CASCADE
);

-- One answer per question: a chapter's quiz or teach-back question, or a survey question (chapter '').
CREATE TABLE interaction_answers (
  tenant_id integer NOT NULL,
  interaction_id bigint NOT NULL,
  chapter text NOT NULL DEFAULT '',
  question text NOT NULL,
  answer jsonb NOT NULL CHECK (pg_column_size(answer) <= 65536),
  version integer NOT NULL,
  answered_at timestamptz NOT NULL,
  PRIMARY KEY (tenant_id, interaction_id, chapter, question),
  FOREIGN KEY (tenant_id, interaction_id) REFERENCES interactions (tenant_id, id) ON DELETE CASCADE
);

-- The interaction metric, per chapter ('' for the page as a whole); counters only ever grow.
CREATE TABLE interaction_metrics (
  tenant_id integer NOT NULL,
  interaction_id bigint NOT NULL,
  chapter text NOT NULL DEFAULT '',
  fingerprint text NOT NULL DEFAULT '',
  config_data jsonb NOT NULL DEFAULT '{}'::jsonb,
  page_visits integer NOT NULL DEFAULT 0 CHECK (page_visits >= 0),
  time_on_page integer NOT NULL DEFAULT 0 CHECK (time_on_page >= 0),
  video_watch_time integer NOT NULL DEFAULT 0 CHECK (video_watch_time >= 0),
  cta_interactions integer NOT NULL DEFAULT 0 CHECK (cta_interactions >= 0),
  video_finished boolean NOT NULL DEFAULT false,
  video_watch_count integer NOT NULL DEFAULT 0 CHECK (video_watch_count >= 0),
  survey_interactions integer NOT NULL DEFAULT 0 CHECK (survey_interactions >= 0),
  survey_completed boolean NOT NULL DEFAULT false,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (tenant_id, interaction_id, chapter),
  FOREIGN KEY (tenant_id, interaction_id) REFERENCES interactions (tenant_id, id) ON DELETE CASCADE
);

-- A free-text message from the patient to the care team, read by staff on the patient's record.
CREATE TABLE patient_messages (
  id bigint GENERATED ALWAYS AS IDENTITY,
  tenant_id integer NOT NULL,
  interaction_id bigint NOT NULL,
  patient_id bigint NOT NULL,
  body text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 2000),
  created_at timestamptz NOT NULL,
  read_at timestamptz,
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, interaction_id) REFERENCES interactions (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, patient_id) REFERENCES patients (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX patient_messages_patient_idx ON patient_messages (tenant_id, patient_id, created_at DESC);

-- The interaction a transaction's credential opens: a live patient session's, while its link is neither
-- revoked nor expired.
CREATE FUNCTION app_patient_context()
  RETURNS TABLE (tenant_id integer, interaction_id bigint, touchpoint_id bigint, patient_id bigint)
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, public AS $$
  SELECT i.tenant_id, i.id, i.touchpoint_id, i.patient_id
  FROM patient_sessions s
  JOIN interactions i ON i.tenant_id = s.tenant_id AND i.id = s.interaction_id
  WHERE s.token_hash = current_setting('app.context', true) AND s.expires_at > now()
    AND i.revoked_at IS NULL AND i.expires_at > now()
$$;

-- What a link shows before anyone is verified: its state, the tenant's branding and contact details,
-- and the language to ask in. No row: no such link.
CREATE FUNCTION app_interaction_link(p_token_hash text, p_now timestamptz)
  RETURNS TABLE (state text, locked_until timestamptz, language text, primary_color text,
    secondary_color text, logo text, disclaimer_text text, ai_video_disclaimer text, contact_phone text,
    privacy_policy_url text)
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, public AS $$
  SELECT
    CASE WHEN i.revoked_at IS NOT NULL THEN 'revoked'
         WHEN i.expires_at <= p_now THEN 'expired'
         WHEN i.locked_until > p_now THEN 'locked'
         ELSE 'open' END,
    CASE WHEN i.locked_until > p_now THEN i.locked_until END,
    COALESCE(i.language, p.language_preference),
    COALESCE(b.primary_color, '#388083'), COALESCE(b.secondary_color, '#FFFFFF'), b.logo,
    COALESCE(b.disclaimer_text, ''), COALESCE(b.ai_video_disclaimer, ''), COALESCE(b.contact_phone, ''),
    COALESCE(b.privacy_policy_url, '')
  FROM interactions i
  JOIN patients p ON p.tenant_id = i.tenant_id AND p.id = i.patient_id
  LEFT JOIN tenant_branding b ON b.tenant_id = i.tenant_id
  WHERE i.token_hash = p_token_hash
$$;

-- The date-of-birth check. Outcomes: 'verified' (the session `p_session_hash` is started), 'wrong',
-- 'locked' (this try locked it, or it was locked), 'limited' (this address tried too often), 'expired',
-- 'revoked', 'unknown'. A lock lasts p_lock_seconds doubled for each earlier lock, at most
-- p_lock_max_seconds. The row is locked for the check, so concurrent tries count one by one.
CREATE FUNCTION app_verify_interaction(p_token_hash text, p_date_of_birth date, p_ip text, p_now timestamptz,
    p_ip_since timestamptz, p_ip_limit integer, p_max_failures integer, p_lock_seconds integer,
    p_lock_max_seconds integer, p_session_hash text, p_session_expires timestamptz)
  RETURNS TABLE (outcome text, locked_until timestamptz, tenant_id integer, interaction_id bigint)
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public AS $$
#variable_conflict use_column
DECLARE
  v interactions%ROWTYPE;
  v_dob date;
  v_until timestamptz;
BEGIN
  SELECT * INTO v FROM interactions i WHERE i.token_hash = p_token_hash FOR UPDATE;
  IF NOT FOUND THEN
    RETURN QUERY SELECT 'unknown'::text, NULL::timestamptz, NULL::integer, NULL::bigint;
    RETURN;
  END IF;
  IF v.revoked_at IS NOT NULL OR v.expires_at <= p_now THEN
    RETURN QUERY SELECT CASE WHEN v.revoked_at IS NOT NULL THEN 'revoked' ELSE 'expired' END,
      NULL::timestamptz, v.tenant_id, v.id;
    RETURN;
  END IF;
  IF v.locked_until > p_now THEN
    RETURN QUERY SELECT 'locked'::text, v.locked_until, v.tenant_id, v.id;
    RETURN;
  END IF;
  IF (SELECT count(*) FROM login_attempts a
      WHERE a.ip = p_ip AND a.kind = 'patient_dob_failure' AND a.created_at > p_ip_since) >= p_ip_limit THEN
    INSERT INTO audit_log (occurred_at, event, tenant_id, ip, details)
      VALUES (p_now, 'patient_verification_refused_ip_limit', v.tenant_id, p_ip,
        jsonb_build_object('interaction_id', v.id));
    RETURN QUERY SELECT 'limited'::text, NULL::timestamptz, v.tenant_id, v.id;
    RETURN;
  END IF;
  SELECT p.date_of_birth INTO v_dob FROM patients p WHERE p.tenant_id = v.tenant_id AND p.id = v.patient_id;
  IF v_dob IS NOT DISTINCT FROM p_date_of_birth THEN
    UPDATE interactions SET failed_attempts = 0, verified_at = COALESCE(verified_at, p_now), updated_at = p_now
      WHERE tenant_id = v.tenant_id AND id = v.id;
    INSERT INTO patient_sessions (token_hash, tenant_id, interaction_id, created_at, expires_at)
      VALUES (p_session_hash, v.tenant_id, v.id, p_now, p_session_expires);
    INSERT INTO audit_log (occurred_at, event, tenant_id, ip, details)
      VALUES (p_now, 'patient_verified', v.tenant_id, p_ip, jsonb_build_object('interaction_id', v.id));
    RETURN QUERY SELECT 'verified'::text, NULL::timestamptz, v.tenant_id, v.id;
    RETURN;
  END IF;
  INSERT INTO login_attempts (ip, kind, created_at) VALUES (p_ip, 'patient_dob_failure', p_now);
  IF v.failed_attempts + 1 >= p_max_failures THEN
    v_until := p_now + make_interval(secs => least(p_lock_max_seconds::double precision,
      p_lock_seconds::double precision * power(2, least(v.lock_count, 30))));
    UPDATE interactions SET failed_attempts = 0, lock_count = lock_count + 1, locked_until = v_until,
      updated_at = p_now WHERE tenant_id = v.tenant_id AND id = v.id;
    -- Sessions already started stay valid: the lock is against guessing, not against the patient.
    INSERT INTO audit_log (occurred_at, event, tenant_id, ip, details)
      VALUES (p_now, 'patient_link_locked', v.tenant_id, p_ip,
        jsonb_build_object('interaction_id', v.id, 'lock', v.lock_count + 1));
    RETURN QUERY SELECT 'locked'::text, v_until, v.tenant_id, v.id;
    RETURN;
  END IF;
  UPDATE interactions SET failed_attempts = failed_attempts + 1, updated_at = p_now
    WHERE tenant_id = v.tenant_id AND id = v.id;
  INSERT INTO audit_log (occurred_at, event, tenant_id, ip, details)
    VALUES (p_now, 'patient_verification_failed', v.tenant_id, p_ip, jsonb_build_object('interaction_id', v.id));
  RETURN QUERY SELECT 'wrong'::text, NULL::timestamptz, v.tenant_id, v.id;
END
$$;

-- The patient session of a cookie, for the link it was started on. No row: none live.
CREATE FUNCTION app_patient_session(p_session_hash text, p_token_hash text, p_now timestamptz)
  RETURNS TABLE (tenant_id integer, interaction_id bigint, touchpoint_id bigint, patient_id bigint,
    is_test boolean, expires_at timestamptz, link_expires_at timestamptz)
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, public AS $$
  SELECT i.tenant_id, i.id, i.touchpoint_id, i.patient_id, i.is_test, s.expires_at, i.expires_at
  FROM patient_sessions s
  JOIN interactions i ON i.tenant_id = s.tenant_id AND i.id = s.interaction_id
  WHERE s.token_hash = p_session_hash AND i.token_hash = p_token_hash AND s.expires_at > p_now
    AND i.revoked_at IS NULL AND i.expires_at > p_now
$$;

-- Keeps a patient session alive while the page is used.
CREATE FUNCTION app_renew_patient_session(p_session_hash text, p_expires timestamptz) RETURNS boolean
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public AS $$
BEGIN
  UPDATE patient_sessions SET expires_at = greatest(expires_at, p_expires) WHERE token_hash = p_session_hash;
  RETURN FOUND;
END
$$;

-- Ended patient sessions, for the scheduled purge.
CREATE FUNCTION app_purge_patient_sessions(p_now timestamptz) RETURNS integer
  LANGUAGE sql SECURITY DEFINER SET search_path = pg_catalog, public AS $$
  WITH gone AS (DELETE FROM patient_sessions WHERE expires_at <= p_now RETURNING 1)
  SELECT count(*)::integer FROM gone
$$;

GRANT SELECT, UPDATE (failed_attempts, lock_count, locked_until, verified_at, updated_at) ON interactions
  TO app_security;
GRANT SELECT (tenant_id, id, date_of_birth, language_preference) ON patients TO app_security;
GRANT SELECT ON tenant_branding TO app_security;
GRANT SELECT, INSERT, UPDATE (expires_at), DELETE ON patient_sessions TO app_security;
CREATE POLICY interactions_security ON interactions FOR ALL TO app_security USING (true) WITH CHECK (true);
CREATE POLICY patients_security_read ON patients FOR SELECT TO app_security USING (true);
CREATE POLICY tenant_branding_security_read ON tenant_branding FOR SELECT TO app_security USING (true);
CREATE POLICY patient_sessions_security ON patient_sessions FOR ALL TO app_security USING (true) WITH CHECK (true);

DO $$
DECLARE
  f text;
BEGIN
  FOREACH f IN ARRAY ARRAY[
    'app_patient_context()',
    'app_interaction_link(text, timestamptz)',
    'app_verify_interaction(text, date, text, timestamptz, timestamptz, integer, integer, integer, integer, text, timestamptz)',
    'app_patient_session(text, text, timestamptz)',
    'app_renew_patient_session(text, timestamptz)',
    'app_purge_patient_sessions(timestamptz)'
  ] LOOP
    EXECUTE format('ALTER FUNCTION %s OWNER TO app_security', f);
    EXECUTE format('REVOKE ALL ON FUNCTION %s FROM PUBLIC', f);
    EXECUTE format('GRANT EXECUTE ON FUNCTION %s TO app_runtime', f);
  END LOOP;
  EXECUTE format('GRANT EXECUTE ON FUNCTION app_patient_context() TO %I', current_user);
END
$$;

-- Staff of the tenant see and make its interactions (test links now, sends later) and read what came
-- back; a patient session sees its own interaction alone.
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['interactions', 'patient_sessions', 'interaction_views', 'interaction_answers',
      'interaction_metrics', 'patient_messages'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format('CREATE POLICY %I ON %I FOR ALL TO %I USING (app_setting_on(%L)) WITH CHECK (app_setting_on(%L))',
      t || '_provisioning', t, current_user, 'app.provisioning', 'app.provisioning');
  END LOOP;
  FOREACH t IN ARRAY ARRAY['interactions', 'interaction_views', 'interaction_answers', 'interaction_metrics',
      'patient_messages'] LOOP
    EXECUTE format('CREATE POLICY %I ON %I FOR ALL USING (tenant_id = (SELECT app_context_tenant()))
      WITH CHECK (tenant_id = (SELECT app_context_tenant()))', t || '_tenant', t);
  END LOOP;
  FOREACH t IN ARRAY ARRAY['interaction_views', 'interaction_answers', 'interaction_metrics', 'patient_messages'] LOOP
    EXECUTE format('CREATE POLICY %I ON %I FOR ALL
      USING ((tenant_id, interaction_id) IN (SELECT c.tenant_id, c.interaction_id FROM app_patient_context() c))
      WITH CHECK ((tenant_id, interaction_id) IN (SELECT c.tenant_id, c.interaction_id FROM app_patient_context() c))',
      t || '_patient', t);
  END LOOP;
END
$$;

CREATE POLICY interactions_patient ON interactions FOR ALL
  USING ((tenant_id, id) IN (SELECT c.tenant_id, c.interaction_id FROM app_patient_context() c))
  WITH CHECK ((tenant_id, id) IN (SELECT c.tenant_id, c.interaction_id FROM app_patient_context() c));
CREATE POLICY touchpoints_patient ON touchpoints FOR SELECT
  USING ((tenant_id, id) IN (SELECT c.tenant_id, c.touchpoint_id FROM app_patient_context() c));
CREATE POLICY touchpoint_versions_patient ON touchpoint_versions FOR SELECT
  USING ((tenant_id, touchpoint_id) IN (SELECT c.tenant_id, c.touchpoint_id FROM app_patient_context() c));
CREATE POLICY videos_patient ON videos FOR SELECT
  USING (tenant_id IN (SELECT c.tenant_id FROM app_patient_context() c));
CREATE POLICY tenant_branding_patient ON tenant_branding FOR SELECT
  USING (tenant_id IN (SELECT c.tenant_id FROM app_patient_context() c));
CREATE POLICY patients_patient ON patients FOR SELECT
  USING ((tenant_id, id) IN (SELECT c.tenant_id, c.patient_id FROM app_patient_context() c));

GRANT SELECT, INSERT ON interactions TO app_runtime;
GRANT UPDATE (revoked_at, language, current_chapter, updated_at) ON interactions TO app_runtime;
GRANT SELECT, INSERT, UPDATE ON interaction_views, interaction_answers, interaction_metrics TO app_runtime;
GRANT SELECT, INSERT ON patient_messages TO app_runtime;
GRANT UPDATE (read_at) ON patient_messages TO app_runtime;
GRANT USAGE ON ALL SEQUENCES IN SCHEMA public TO app_runtime;
