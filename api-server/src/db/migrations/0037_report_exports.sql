-- Report exports: a CSV file of a report (its figures, or one row per link sent), written by a job on
-- the queue into the object store and kept seven days. The row is the job's progress (rows written of
-- rows counted) and the file's entry; it holds ids, counts and the object's key, never patient data.
CREATE TABLE report_exports (
  id bigint GENERATED ALWAYS AS IDENTITY,
  tenant_id integer NOT NULL,
  kind text NOT NULL CHECK (kind IN ('aggregates', 'patients')),
  campaign_id bigint NOT NULL,
  touchpoint_id bigint,
  send_id bigint,
  from_day date,
  to_day date,
  breakdown text CHECK (breakdown IN ('language', 'channel', 'cohort', 'version', 'day')),
  state text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'running', 'done', 'failed')),
  rows_written bigint NOT NULL DEFAULT 0 CHECK (rows_written >= 0),
  rows_total bigint CHECK (rows_total >= 0),
  bytes bigint CHECK (bytes >= 0),
  object_key text,
  created_by integer REFERENCES staff_users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL,
  finished_at timestamptz,
  expires_at timestamptz NOT NULL,
  job_id text,
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, campaign_id) REFERENCES campaigns (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, touchpoint_id) REFERENCES touchpoints (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, send_id) REFERENCES sends (tenant_id, id) ON DELETE CASCADE,
  CONSTRAINT report_exports_range CHECK (from_day IS NULL OR to_day IS NULL OR to_day >= from_day),
  CONSTRAINT report_exports_done CHECK (state <> 'done' OR (object_key IS NOT NULL AND bytes IS NOT NULL))
);
CREATE INDEX report_exports_tenant_idx ON report_exports (tenant_id, created_at DESC, id DESC);
CREATE INDEX report_exports_expiry_idx ON report_exports (expires_at);

ALTER TABLE report_exports ENABLE ROW LEVEL SECURITY;
ALTER TABLE report_exports FORCE ROW LEVEL SECURITY;
CREATE POLICY report_exports_tenant ON report_exports FOR ALL USING (tenant_id = (SELECT app_context_tenant()))
  WITH CHECK (tenant_id = (SELECT app_context_tenant()));
DO $$
BEGIN
  EXECUTE format('CREATE POLICY report_exports_provisioning ON report_exports FOR ALL TO %I
    USING (app_setting_on(%L)) WITH CHECK (app_setting_on(%L))', current_user, 'app.provisioning', 'app.provisioning');
END
$$;
GRANT SELECT, INSERT, DELETE ON report_exports TO app_runtime;
GRANT UPDATE (state, rows_written, rows_total, bytes, object_key, finished_at, job_id) ON report_exports
  TO app_runtime;

-- The export's job runs later, as the staff member who asked for it: a grant of purpose
-- 'report_export', which lives as long as the longest wait behind other jobs (seven days).
ALTER TABLE context_grants DROP CONSTRAINT context_grants_purpose_check;
ALTER TABLE context_grants ADD CONSTRAINT context_grants_purpose_check
  CHECK (purpose IN ('patient_import_commit', 'upload', 'provisioning', 'delivery', 'report_export'));

CREATE OR REPLACE FUNCTION app_issue_grant(p_token_hash text, p_tenant integer, p_purpose text, p_seconds integer)
  RETURNS boolean
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public AS $$
DECLARE
  v_user integer;
BEGIN
  IF NOT ((p_purpose IN ('patient_import_commit', 'upload', 'report_export') AND p_seconds BETWEEN 1 AND 604800)
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

-- Exports past their expiry, every tenant's, for the scheduled purge: the rows go and their objects'
-- keys come back, for the files to be deleted after them.
CREATE FUNCTION app_purge_expired_report_exports(p_now timestamptz) RETURNS SETOF text
  LANGUAGE sql SECURITY DEFINER SET search_path = pg_catalog, public AS $$
  DELETE FROM report_exports WHERE expires_at <= p_now RETURNING coalesce(object_key, '')
$$;

GRANT SELECT, DELETE ON report_exports TO app_security;
CREATE POLICY report_exports_security ON report_exports FOR ALL TO app_security USING (true) WITH CHECK (true);
ALTER FUNCTION app_purge_expired_report_exports(timestamptz) OWNER TO app_security;
REVOKE ALL ON FUNCTION app_purge_expired_report_exports(timestamptz) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION app_purge_expired_report_exports(timestamptz) TO app_runtime;
