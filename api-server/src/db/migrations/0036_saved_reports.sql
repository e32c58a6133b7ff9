-- Saved reports: a campaign's report kept under a name (what it covers and how it is broken down),
-- listed for everyone of the tenant. The figures are never stored: they are read when it is opened.
CREATE TABLE saved_reports (
  id bigint GENERATED ALWAYS AS IDENTITY,
  tenant_id integer NOT NULL,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 200),
  campaign_id bigint NOT NULL,
  touchpoint_id bigint,
  send_id bigint,
  from_day date,
  to_day date,
  breakdown text CHECK (breakdown IN ('language', 'channel', 'cohort', 'version', 'day')),
  created_by integer REFERENCES staff_users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, campaign_id) REFERENCES campaigns (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, touchpoint_id) REFERENCES touchpoints (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, send_id) REFERENCES sends (tenant_id, id) ON DELETE CASCADE,
  CONSTRAINT saved_reports_range CHECK (from_day IS NULL OR to_day IS NULL OR to_day >= from_day)
);
CREATE INDEX saved_reports_tenant_idx ON saved_reports (tenant_id, created_at DESC, id DESC);

ALTER TABLE saved_reports ENABLE ROW LEVEL SECURITY;
ALTER TABLE saved_reports FORCE ROW LEVEL SECURITY;
CREATE POLICY saved_reports_tenant ON saved_reports FOR ALL USING (tenant_id = (SELECT app_context_tenant()))
  WITH CHECK (tenant_id = (SELECT app_context_tenant()));
DO $$
BEGIN
  EXECUTE format('CREATE POLICY saved_reports_provisioning ON saved_reports FOR ALL TO %I
    USING (app_setting_on(%L)) WITH CHECK (app_setting_on(%L))', current_user, 'app.provisioning', 'app.provisioning');
END
$$;
GRANT SELECT, INSERT, DELETE ON saved_reports TO app_runtime;
