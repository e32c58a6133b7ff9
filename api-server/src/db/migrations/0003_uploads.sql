-- Uploaded objects. The file itself lives in the object store under `key`; this row says whose it is,
-- what it is, and that its upload URL has been used (a second PUT to the same key is refused).
CREATE TABLE uploads (
  key text PRIMARY KEY,
  tenant_id integer NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  kind text NOT NULL,
  content_type text NOT NULL,
  bytes integer NOT NULL CHECK (bytes >= 0),
  created_by integer REFERENCES staff_users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX uploads_tenant_idx ON uploads (tenant_id);

ALTER TABLE uploads ENABLE ROW LEVEL SECURITY;
ALTER TABLE uploads FORCE ROW LEVEL SECURITY;
-- The upload itself runs in the tenant's context (the signed URL names the tenant); reads run as a
-- signed-in member.
CREATE POLICY uploads_tenant ON uploads FOR ALL
  USING (tenant_id = app_setting_int('app.tenant_id') OR app_is_member(tenant_id))
  WITH CHECK (tenant_id = app_setting_int('app.tenant_id') OR app_is_member(tenant_id));

GRANT SELECT, INSERT ON uploads TO app_runtime;
