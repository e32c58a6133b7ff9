-- Staff set the time zones of migration 0023 over the API:
--
-- * A tenant's default zone is one of the settings members change, like its names and e-mail.
-- * A patient's zone is a field of the patient record, so a patient import stages it like the others
--   (NULL for an empty cell: the patient keeps their zone, a new one takes the tenant's default).
-- * `app_create_tenant` also answers the new tenant's zone, which a tenant now always carries.

GRANT UPDATE (time_zone) ON tenants, patients TO app_runtime;

ALTER TABLE patient_import_rows ADD COLUMN time_zone text;

DROP FUNCTION app_create_tenant(text, timestamptz, text, text, text, text);

-- A new tenant, when the access token belongs to a live session of a platform administrator (no row
-- otherwise); the administrator becomes its first member. A duplicate name fails on tenants_name_key.
CREATE FUNCTION app_create_tenant(p_access_hash text, p_now timestamptz, p_ip text, p_business_name text,
    p_trading_name text, p_email text)
  RETURNS TABLE (id integer, business_name text, trading_name text, email text, time_zone text)
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public AS $$
#variable_conflict use_column
DECLARE
  v_user integer;
  t tenants%ROWTYPE;
BEGIN
  SELECT s.user_id INTO v_user FROM sessions s JOIN staff_users u ON u.id = s.user_id
    WHERE s.access_token_hash = p_access_hash AND s.revoked_at IS NULL AND s.access_expires_at > p_now
      AND s.expires_at > p_now AND u.is_platform_admin;
  IF v_user IS NULL THEN RETURN; END IF;
  INSERT INTO tenants (name, business_name, trading_name, email)
    VALUES (p_trading_name, p_business_name, p_trading_name, p_email) RETURNING * INTO t;
  INSERT INTO staff_memberships (tenant_id, user_id) VALUES (t.id, v_user);
  INSERT INTO audit_log (occurred_at, event, tenant_id, actor_user_id, ip)
    VALUES (p_now, 'tenant_created', t.id, v_user, p_ip);
  RETURN QUERY SELECT t.id, t.business_name, t.trading_name, t.email, t.time_zone;
END
$$;

ALTER FUNCTION app_create_tenant(text, timestamptz, text, text, text, text) OWNER TO app_security;
REVOKE ALL ON FUNCTION app_create_tenant(text, timestamptz, text, text, text, text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION app_create_tenant(text, timestamptz, text, text, text, text) TO app_runtime;
