-- The tenant and user a transaction acts for come from a credential, never from a setting alone.
--
-- The tenant policies trusted `app.user_id` and `app.tenant_id`: ordinary custom settings, which any
-- statement run as app_runtime could set to another tenant's id and read its patients. Now a
-- transaction names one credential, the SHA-256 hash of a token, in `app.context`, and the policies
-- ask the functions below who that credential belongs to:
--
-- * a signed-in request names its session by the hash of its access token (the token lives only in
--   the caller's cookie and its hash only in `sessions`, which app_runtime cannot read); the session
--   must not be revoked, and the tenant is its current tenant while its user is still a member;
-- * work done later on someone's behalf (a queued import commit, the PUT of a signed upload URL)
--   names a grant: a token issued inside an authorised request by `app_issue_grant`, stored only as
--   its hash, for one tenant and purpose, until it expires or is revoked. Provisioning (demo seed,
--   tests) may write grants as the owner.
--
-- A made-up hash names nothing, so it opens nothing; and neither setting is read any more.

CREATE TABLE context_grants (
  token_hash text PRIMARY KEY CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  tenant_id integer NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES staff_users (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('patient_import_commit', 'upload', 'provisioning')),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX context_grants_expiry_idx ON context_grants (expires_at);
ALTER TABLE context_grants ENABLE ROW LEVEL SECURITY;
ALTER TABLE context_grants FORCE ROW LEVEL SECURITY;
GRANT SELECT, INSERT, DELETE ON context_grants TO app_security;
CREATE POLICY context_grants_security ON context_grants FOR ALL TO app_security USING (true) WITH CHECK (true);
DO $$
BEGIN
  EXECUTE format('CREATE POLICY context_grants_provisioning ON context_grants FOR ALL TO %I
    USING (app_setting_on(%L)) WITH CHECK (app_setting_on(%L))', current_user, 'app.provisioning', 'app.provisioning');
END
$$;

-- The user the transaction's credential names: a live session's or an unexpired grant's.
CREATE FUNCTION app_context_user() RETURNS integer
  LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = pg_catalog, public AS $$
DECLARE
  v_hash text := current_setting('app.context', true);
  v_user integer;
BEGIN
  IF v_hash IS NULL OR v_hash = '' THEN RETURN NULL; END IF;
  SELECT s.user_id INTO v_user FROM sessions s WHERE s.access_token_hash = v_hash AND s.revoked_at IS NULL;
  IF v_user IS NULL THEN
    SELECT g.user_id INTO v_user FROM context_grants g WHERE g.token_hash = v_hash AND g.expires_at > now();
  END IF;
  RETURN v_user;
END
$$;

-- The tenant the transaction works in: the session's current tenant or the grant's, while its user
-- is a member of it.
CREATE FUNCTION app_context_tenant() RETURNS integer
  LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = pg_catalog, public AS $$
DECLARE
  v_hash text := current_setting('app.context', true);
  v_tenant integer;
BEGIN
  IF v_hash IS NULL OR v_hash = '' THEN RETURN NULL; END IF;
  SELECT s.tenant_id INTO v_tenant FROM sessions s
    JOIN staff_memberships m ON m.tenant_id = s.tenant_id AND m.user_id = s.user_id
    WHERE s.access_token_hash = v_hash AND s.revoked_at IS NULL;
  IF v_tenant IS NULL THEN
    SELECT g.tenant_id INTO v_tenant FROM context_grants g
      JOIN staff_memberships m ON m.tenant_id = g.tenant_id AND m.user_id = g.user_id
      WHERE g.token_hash = v_hash AND g.expires_at > now();
  END IF;
  RETURN v_tenant;
END
$$;

-- The tenants the credential reaches: every tenant of a session's user (Tenant Settings edits any of
-- them), or a grant's one tenant.
CREATE FUNCTION app_context_tenants() RETURNS SETOF integer
  LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = pg_catalog, public AS $$
DECLARE
  v_hash text := current_setting('app.context', true);
BEGIN
  IF v_hash IS NULL OR v_hash = '' THEN RETURN; END IF;
  RETURN QUERY SELECT m.tenant_id FROM sessions s JOIN staff_memberships m ON m.user_id = s.user_id
    WHERE s.access_token_hash = v_hash AND s.revoked_at IS NULL;
  IF FOUND THEN RETURN; END IF;
  RETURN QUERY SELECT g.tenant_id FROM context_grants g
    JOIN staff_memberships m ON m.tenant_id = g.tenant_id AND m.user_id = g.user_id
    WHERE g.token_hash = v_hash AND g.expires_at > now();
END
$$;

-- A grant for later work in `p_tenant`, issued only inside a signed-in request of a member of that
-- tenant, for at most a week. The caller keeps the token and hands over its hash; answers false
-- (nothing written) for any other caller.
CREATE FUNCTION app_issue_grant(p_token_hash text, p_tenant integer, p_purpose text, p_seconds integer)
  RETURNS boolean
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public AS $$
DECLARE
  v_user integer;
BEGIN
  IF p_purpose NOT IN ('patient_import_commit', 'upload') OR p_seconds NOT BETWEEN 1 AND 604800 THEN
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

-- Ends a grant whose token the caller holds.
CREATE FUNCTION app_revoke_grant(p_token_hash text) RETURNS boolean
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public AS $$
BEGIN
  DELETE FROM context_grants WHERE token_hash = p_token_hash;
  RETURN FOUND;
END
$$;

-- Expired grants, for the scheduled purge.
CREATE FUNCTION app_purge_expired_grants() RETURNS integer
  LANGUAGE sql SECURITY DEFINER SET search_path = pg_catalog, public AS $$
  WITH gone AS (DELETE FROM context_grants WHERE expires_at <= now() RETURNING 1)
  SELECT count(*)::integer FROM gone
$$;

DO $$
DECLARE
  f text;
BEGIN
  FOREACH f IN ARRAY ARRAY[
    'app_context_user()',
    'app_context_tenant()',
    'app_context_tenants()',
    'app_issue_grant(text, integer, text, integer)',
    'app_revoke_grant(text)',
    'app_purge_expired_grants()'
  ] LOOP
    EXECUTE format('ALTER FUNCTION %s OWNER TO app_security', f);
    EXECUTE format('REVOKE ALL ON FUNCTION %s FROM PUBLIC', f);
    EXECUTE format('GRANT EXECUTE ON FUNCTION %s TO app_runtime', f);
  END LOOP;
  -- The owner's own reads of these tables (checks, maintenance) evaluate the same policies.
  FOREACH f IN ARRAY ARRAY['app_context_user()', 'app_context_tenant()', 'app_context_tenants()'] LOOP
    EXECUTE format('GRANT EXECUTE ON FUNCTION %s TO %I', f, current_user);
  END LOOP;
END
$$;

-- The policies, rewritten on the credential. A tenant's data: its own tenant only, read once per
-- statement (an init plan).
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['patients', 'cohorts', 'cohort_members', 'patient_counts', 'patient_imports',
      'patient_import_rows', 'patient_import_rejects'] LOOP
    EXECUTE format('DROP POLICY %I ON %I', t || '_tenant', t);
    EXECUTE format('CREATE POLICY %I ON %I FOR ALL USING (tenant_id = (SELECT app_context_tenant()))
      WITH CHECK (tenant_id = (SELECT app_context_tenant()))', t || '_tenant', t);
  END LOOP;
END
$$;

-- Tenants, their branding and uploads: any tenant of the user, or the grant's tenant.
DROP POLICY tenants_member_read ON tenants;
CREATE POLICY tenants_member_read ON tenants FOR SELECT USING (id IN (SELECT app_context_tenants()));
DROP POLICY tenants_member_update ON tenants;
CREATE POLICY tenants_member_update ON tenants FOR UPDATE
  USING (id IN (SELECT app_context_tenants())) WITH CHECK (id IN (SELECT app_context_tenants()));
DROP POLICY tenant_branding_member ON tenant_branding;
CREATE POLICY tenant_branding_member ON tenant_branding FOR ALL
  USING (tenant_id IN (SELECT app_context_tenants())) WITH CHECK (tenant_id IN (SELECT app_context_tenants()));
DROP POLICY uploads_tenant ON uploads;
CREATE POLICY uploads_tenant ON uploads FOR ALL
  USING (tenant_id IN (SELECT app_context_tenants())) WITH CHECK (tenant_id IN (SELECT app_context_tenants()));

-- Staff: the user's own memberships and row, and the memberships of the tenant worked in.
DROP POLICY staff_memberships_read ON staff_memberships;
CREATE POLICY staff_memberships_read ON staff_memberships FOR SELECT
  USING (user_id = (SELECT app_context_user()) OR tenant_id = (SELECT app_context_tenant()));
DROP POLICY staff_users_self ON staff_users;
CREATE POLICY staff_users_self ON staff_users FOR SELECT USING (id = (SELECT app_context_user()));

DROP POLICY audit_log_read ON audit_log;
CREATE POLICY audit_log_read ON audit_log FOR SELECT USING (tenant_id = (SELECT app_context_tenant()));

-- Nothing reads the old settings any more.
DROP FUNCTION app_is_member(integer);
DROP FUNCTION app_setting_int(text);
