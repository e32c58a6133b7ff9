-- Which providers a tenant's messages go through: the platform's own (the default, also when a tenant
-- has no row), or the tenant's own SMTP server, SendGrid account or Twilio account.
--
-- * Secrets (the SMTP URL, which may carry a password; SendGrid's API key; Twilio's auth token) are
--   sealed with the app key's provider-credential key before they reach the database; `*_hint` columns
--   hold what staff may see of them (the SMTP server without its user or password, a key's last four
--   characters). `rotate-app-secret` re-seals them.
-- * What is not secret stays readable, because webhooks need it before any session exists: SendGrid's
--   event-webhook verification key is public, and Twilio's account SID names the tenant of an inbound
--   SMS.
-- * A provider's fields are set exactly when the tenant uses that provider (checked below), so switching
--   away from one drops its credentials.

CREATE TABLE tenant_messaging (
  tenant_id integer PRIMARY KEY REFERENCES tenants (id) ON DELETE CASCADE,
  email_provider text NOT NULL CHECK (email_provider IN ('platform', 'smtp', 'sendgrid')),
  smtp_url_sealed text CHECK (smtp_url_sealed LIKE 'v1:%'),
  smtp_server text CHECK (char_length(smtp_server) <= 300),
  sendgrid_key_sealed text CHECK (sendgrid_key_sealed LIKE 'v1:%'),
  sendgrid_key_hint text CHECK (char_length(sendgrid_key_hint) BETWEEN 1 AND 4),
  sendgrid_webhook_key text CHECK (char_length(sendgrid_webhook_key) <= 1000),
  sms_provider text NOT NULL CHECK (sms_provider IN ('platform', 'twilio', 'none')),
  twilio_account_sid text CHECK (twilio_account_sid ~ '^AC[0-9a-f]{32}$'),
  twilio_token_sealed text CHECK (twilio_token_sealed LIKE 'v1:%'),
  twilio_token_hint text CHECK (char_length(twilio_token_hint) BETWEEN 1 AND 4),
  twilio_sender text CHECK (twilio_sender ~ '^(\+[1-9][0-9]{6,14}|MG[0-9a-f]{32})$'),
  updated_at timestamptz NOT NULL,
  updated_by integer REFERENCES staff_users (id) ON DELETE SET NULL,
  CHECK ((email_provider = 'smtp') = (smtp_url_sealed IS NOT NULL AND smtp_server IS NOT NULL)),
  CHECK ((email_provider = 'sendgrid') = (sendgrid_key_sealed IS NOT NULL AND sendgrid_key_hint IS NOT NULL
    AND sendgrid_webhook_key IS NOT NULL)),
  CHECK ((sms_provider = 'twilio') = (twilio_account_sid IS NOT NULL AND twilio_token_sealed IS NOT NULL
    AND twilio_token_hint IS NOT NULL AND twilio_sender IS NOT NULL))
);
-- An inbound SMS names the account it reached.
CREATE INDEX tenant_messaging_twilio_account ON tenant_messaging (twilio_account_sid)
  WHERE twilio_account_sid IS NOT NULL;

ALTER TABLE tenant_messaging ENABLE ROW LEVEL SECURITY;
ALTER TABLE tenant_messaging FORCE ROW LEVEL SECURITY;
-- Like branding and API keys: set in Tenant Settings for any tenant of the user; used by sends of the
-- current one.
CREATE POLICY tenant_messaging_member ON tenant_messaging FOR ALL
  USING (tenant_id IN (SELECT app_context_tenants()))
  WITH CHECK (tenant_id IN (SELECT app_context_tenants()));
-- Re-sealing on a change of app secret is the owner's (`rotate-app-secret`).
DO $$
BEGIN
  EXECUTE format('CREATE POLICY tenant_messaging_provisioning ON tenant_messaging FOR ALL TO %I
    USING (app_setting_on(%L)) WITH CHECK (app_setting_on(%L))', current_user, 'app.provisioning',
    'app.provisioning');
END
$$;
-- Webhooks read the credentials that verify them, through the functions below only.
CREATE POLICY tenant_messaging_security_read ON tenant_messaging FOR SELECT TO app_security USING (true);

GRANT SELECT, INSERT ON tenant_messaging TO app_runtime;
GRANT UPDATE (email_provider, smtp_url_sealed, smtp_server, sendgrid_key_sealed, sendgrid_key_hint,
  sendgrid_webhook_key, sms_provider, twilio_account_sid, twilio_token_sealed, twilio_token_hint, twilio_sender,
  updated_at, updated_by) ON tenant_messaging TO app_runtime;
GRANT SELECT (tenant_id, email_provider, sendgrid_webhook_key, sms_provider, twilio_account_sid,
  twilio_token_sealed, twilio_sender) ON tenant_messaging TO app_security;

-- What verifies a webhook naming a tenant: which providers it uses and their verifying credentials
-- (the auth token still sealed: only the API holds the key). No row for a tenant that does not exist.
CREATE FUNCTION app_tenant_webhook_credentials(p_tenant integer)
  RETURNS TABLE (email_provider text, sendgrid_webhook_key text, sms_provider text, twilio_token_sealed text)
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, public AS $$
  SELECT coalesce(s.email_provider, 'platform'), s.sendgrid_webhook_key, coalesce(s.sms_provider, 'platform'),
    s.twilio_token_sealed
  FROM tenants t LEFT JOIN tenant_messaging s ON s.tenant_id = t.id
  WHERE t.id = p_tenant
$$;

-- The tenants whose own Twilio account an inbound SMS reached, with their sealed auth tokens.
CREATE FUNCTION app_twilio_account_tenants(p_account_sid text)
  RETURNS TABLE (tenant_id integer, twilio_token_sealed text, twilio_sender text)
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, public AS $$
  SELECT s.tenant_id, s.twilio_token_sealed, s.twilio_sender FROM tenant_messaging s
  WHERE s.sms_provider = 'twilio' AND s.twilio_account_sid = p_account_sid
  ORDER BY s.tenant_id
$$;

-- Whether a message's tenant sends that provider's messages through its own account (not the
-- platform's): a report verified with the platform's credentials must not change such a message.
CREATE FUNCTION app_uses_own_provider(p_tenant integer, p_provider text) RETURNS boolean
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, public AS $$
  SELECT EXISTS (SELECT 1 FROM tenant_messaging s WHERE s.tenant_id = p_tenant
    AND CASE p_provider WHEN 'twilio' THEN s.sms_provider = 'twilio' ELSE s.email_provider = 'sendgrid' END)
$$;

-- Whether a report verified with the credentials of `p_tenant` (NULL: the platform's) may touch the
-- message it names (by key, else by provider id): one of that tenant's, or, for the platform's
-- credentials, one of a tenant on the platform's provider. A message's tenant never changes, so this
-- holds until the report is recorded.
CREATE FUNCTION app_report_reaches(p_tenant integer, p_provider text, p_provider_id text, p_key uuid)
  RETURNS boolean
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, public AS $$
  SELECT EXISTS (
    SELECT 1 FROM (
      SELECT m.tenant_id FROM send_messages m
      WHERE (p_key IS NOT NULL AND m.message_key = p_key)
         OR (p_key IS NULL AND m.provider = p_provider AND m.provider_message_id = p_provider_id)
      LIMIT 1
    ) n
    WHERE n.tenant_id = p_tenant OR (p_tenant IS NULL AND NOT app_uses_own_provider(n.tenant_id, p_provider)))
$$;

-- A provider's status report (app_record_message_status of 0024), within the reach above. Answers
-- 'changed', 'unchanged' (a late or repeated report) or 'unknown' (no such message there).
CREATE FUNCTION app_record_tenant_message_status(p_tenant integer, p_provider text, p_provider_id text,
    p_key uuid, p_status text, p_reason text, p_at timestamptz)
  RETURNS text
  LANGUAGE sql SECURITY DEFINER SET search_path = pg_catalog, public AS $$
  SELECT CASE
    WHEN NOT app_report_reaches(p_tenant, p_provider, p_provider_id, p_key) THEN 'unknown'
    WHEN app_record_message_status(p_provider, p_provider_id, p_key, p_status, p_reason, p_at) THEN 'changed'
    ELSE 'unchanged'
  END
$$;

-- An unsubscribe or spam report of SendGrid's events (app_unsubscribe of 0023), within the same reach.
CREATE FUNCTION app_tenant_unsubscribe(p_tenant integer, p_key uuid, p_at timestamptz) RETURNS boolean
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public AS $$
BEGIN
  IF NOT app_report_reaches(p_tenant, 'sendgrid', NULL, p_key) THEN
    RETURN false;
  END IF;
  RETURN app_unsubscribe(p_key, p_at);
END
$$;

-- A STOP reply (as in 0024), within the tenants whose account it reached: `p_tenants` those verified
-- with their own Twilio account's token, or NULL for the platform's number, which reaches only the
-- patients of tenants on the platform's SMS provider.
DROP FUNCTION app_sms_opt_out(text, timestamptz);
CREATE FUNCTION app_sms_opt_out(p_tenants integer[], p_mobile text, p_at timestamptz) RETURNS integer
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public AS $$
DECLARE
  v_count integer;
BEGIN
  WITH changed AS (
    UPDATE patients p SET sms_consent = false, updated_at = p_at
    WHERE p.mobile = p_mobile AND p.sms_consent
      AND (p.tenant_id = ANY (p_tenants) OR (p_tenants IS NULL AND NOT app_uses_own_provider(p.tenant_id, 'twilio')))
      AND EXISTS (SELECT 1 FROM send_messages m
        WHERE m.tenant_id = p.tenant_id AND m.patient_id = p.id AND m.channel = 'sms')
    RETURNING p.tenant_id, p.id
  ), audited AS (
    INSERT INTO audit_log (occurred_at, event, tenant_id, details)
    SELECT p_at, 'patient_opted_out', c.tenant_id,
      jsonb_build_object('patient_id', c.id, 'channel', 'sms', 'via', 'sms_reply')
    FROM changed c
    RETURNING 1
  )
  SELECT count(*)::integer INTO v_count FROM audited;
  RETURN v_count;
END
$$;

DO $$
DECLARE
  f text;
BEGIN
  FOREACH f IN ARRAY ARRAY[
    'app_tenant_webhook_credentials(integer)',
    'app_twilio_account_tenants(text)',
    'app_uses_own_provider(integer, text)',
    'app_report_reaches(integer, text, text, uuid)',
    'app_record_tenant_message_status(integer, text, text, uuid, text, text, timestamptz)',
    'app_tenant_unsubscribe(integer, uuid, timestamptz)',
    'app_sms_opt_out(integer[], text, timestamptz)'
  ] LOOP
    EXECUTE format('ALTER FUNCTION %s OWNER TO app_security', f);
    EXECUTE format('REVOKE ALL ON FUNCTION %s FROM PUBLIC', f);
    EXECUTE format('GRANT EXECUTE ON FUNCTION %s TO app_runtime', f);
  END LOOP;
END
$$;
