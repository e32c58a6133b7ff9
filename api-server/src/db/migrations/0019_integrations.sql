-- A tenant's own accounts at external services (SendGrid for e-mail templates, Synthesia for AI
-- videos), and what their refreshes write.
--
-- * An API key is sealed with the app key (AES-256-GCM, like the TOTP secrets) before it reaches the
--   database, so a dump of it opens nothing; `key_hint` (its last four characters) lets staff tell
--   which key is set without the key ever being answered. `rotate-app-secret` re-seals these too.
-- * One row per tenant and provider; removing a key deletes the row.

CREATE TABLE tenant_integrations (
  tenant_id integer NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  provider text NOT NULL CHECK (provider IN ('sendgrid', 'synthesia')),
  key_sealed text NOT NULL CHECK (key_sealed LIKE 'v1:%'),
  key_hint text NOT NULL CHECK (char_length(key_hint) BETWEEN 1 AND 4),
  updated_at timestamptz NOT NULL,
  updated_by integer REFERENCES staff_users (id) ON DELETE SET NULL,
  PRIMARY KEY (tenant_id, provider)
);

ALTER TABLE tenant_integrations ENABLE ROW LEVEL SECURITY;
ALTER TABLE tenant_integrations FORCE ROW LEVEL SECURITY;
-- Like branding: set in Tenant Settings for any tenant of the user; used by work in the current one.
CREATE POLICY tenant_integrations_member ON tenant_integrations FOR ALL
  USING (tenant_id IN (SELECT app_context_tenants()))
  WITH CHECK (tenant_id IN (SELECT app_context_tenants()));
-- Re-sealing on a change of app secret is the owner's (`rotate-app-secret`).
DO $$
BEGIN
  EXECUTE format('CREATE POLICY tenant_integrations_provisioning ON tenant_integrations FOR ALL TO %I
    USING (app_setting_on(%L)) WITH CHECK (app_setting_on(%L))', current_user, 'app.provisioning',
    'app.provisioning');
END
$$;

GRANT SELECT, INSERT, DELETE ON tenant_integrations TO app_runtime;
GRANT UPDATE (key_sealed, key_hint, updated_at, updated_by) ON tenant_integrations TO app_runtime;

-- A SendGrid refresh copies the active version of a template into its row.
GRANT UPDATE (subject, html, text, synced_at, updated_at) ON email_templates TO app_runtime;
