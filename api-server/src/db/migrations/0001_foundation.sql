-- Foundation: the runtime role, tenants, staff identity, sessions, sign-in throttling and the audit log.
-- Every table has FORCE ROW LEVEL SECURITY; the application works as app_runtime (SET LOCAL ROLE)
-- and sets its context with set_config(..., true), so policies apply even to the table owner's connection.

-- Roles are cluster-wide: create the runtime role only once and tolerate a concurrent creator.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'app_runtime') THEN
    BEGIN
      CREATE ROLE app_runtime NOLOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE;
    EXCEPTION WHEN duplicate_object OR unique_violation THEN
      NULL;
    END;
  END IF;
  IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'app_runtime' AND (rolsuper OR rolbypassrls OR rolcanlogin)) THEN
    ALTER ROLE app_runtime NOLOGIN NOSUPERUSER NOBYPASSRLS;
  END IF;
  -- A migration user that is not a superuser needs membership to SET ROLE app_runtime.
  IF NOT (SELECT rolsuper FROM pg_roles WHERE rolname = current_user)
     AND NOT pg_has_role(current_user, 'app_runtime', 'MEMBER') THEN
    EXECUTE format('GRANT app_runtime TO %I', current_user);
  END IF;
END
$$;

-- Context readers used by the policies; empty or missing settings mean "no context".
CREATE FUNCTION app_setting_int(setting text) RETURNS integer
  LANGUAGE sql STABLE AS $$ SELECT nullif(current_setting(setting, true), '')::integer $$;
CREATE FUNCTION app_setting_on(setting text) RETURNS boolean
  LANGUAGE sql STABLE AS $$ SELECT coalesce(current_setting(setting, true), '') = 'on' $$;

CREATE TABLE tenants (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX tenants_name_key ON tenants (lower(name));

CREATE TABLE staff_users (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  username text NOT NULL,
  email text NOT NULL,
  first_name text NOT NULL DEFAULT '',
  last_name text NOT NULL DEFAULT '',
  password_hash text NOT NULL,
  password_changed_at timestamptz NOT NULL,
  totp_secret_enc text NOT NULL,
  totp_last_step bigint,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX staff_users_username_key ON staff_users (lower(username));
CREATE UNIQUE INDEX staff_users_email_key ON staff_users (lower(email));

CREATE TABLE staff_memberships (
  tenant_id integer NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES staff_users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, user_id)
);
CREATE INDEX staff_memberships_user_idx ON staff_memberships (user_id);

CREATE TABLE sessions (
  id uuid PRIMARY KEY,
  user_id integer NOT NULL REFERENCES staff_users (id) ON DELETE CASCADE,
  tenant_id integer REFERENCES tenants (id) ON DELETE SET NULL,
  access_token_hash text NOT NULL UNIQUE,
  access_expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  revoked_reason text
);
CREATE INDEX sessions_user_idx ON sessions (user_id);

CREATE TABLE refresh_tokens (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  session_id uuid NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL,
  rotated_at timestamptz
);
CREATE INDEX refresh_tokens_session_idx ON refresh_tokens (session_id);

CREATE TABLE password_reset_tokens (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES staff_users (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

-- Keyed by the lower-cased username typed, known or not, so unknown names lock out alike.
CREATE TABLE login_lockouts (
  username_key text PRIMARY KEY,
  failures integer NOT NULL DEFAULT 0,
  locked_until timestamptz,
  updated_at timestamptz NOT NULL
);

CREATE TABLE login_attempts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  ip text NOT NULL,
  kind text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX login_attempts_ip_idx ON login_attempts (ip, kind, created_at);

CREATE TABLE audit_log (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  occurred_at timestamptz NOT NULL,
  event text NOT NULL,
  tenant_id integer,
  actor_user_id integer,
  subject text,
  ip text,
  details jsonb NOT NULL DEFAULT '{}'::jsonb
);
CREATE INDEX audit_log_tenant_idx ON audit_log (tenant_id, occurred_at);

-- The audit log is append-only for everyone, the owner included.
CREATE FUNCTION audit_log_refuse_change() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only' USING ERRCODE = 'insufficient_privilege';
END
$$;
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_refuse_change();
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_refuse_change();

-- Row-level security on every table, forced for the owner too.
ALTER TABLE tenants ENABLE ROW LEVEL SECURITY;
ALTER TABLE tenants FORCE ROW LEVEL SECURITY;
ALTER TABLE staff_users ENABLE ROW LEVEL SECURITY;
ALTER TABLE staff_users FORCE ROW LEVEL SECURITY;
ALTER TABLE staff_memberships ENABLE ROW LEVEL SECURITY;
ALTER TABLE staff_memberships FORCE ROW LEVEL SECURITY;
ALTER TABLE sessions ENABLE ROW LEVEL SECURITY;
ALTER TABLE sessions FORCE ROW LEVEL SECURITY;
ALTER TABLE refresh_tokens ENABLE ROW LEVEL SECURITY;
ALTER TABLE refresh_tokens FORCE ROW LEVEL SECURITY;
ALTER TABLE password_reset_tokens ENABLE ROW LEVEL SECURITY;
ALTER TABLE password_reset_tokens FORCE ROW LEVEL SECURITY;
ALTER TABLE login_lockouts ENABLE ROW LEVEL SECURITY;
ALTER TABLE login_lockouts FORCE ROW LEVEL SECURITY;
ALTER TABLE login_attempts ENABLE ROW LEVEL SECURITY;
ALTER TABLE login_attempts FORCE ROW LEVEL SECURITY;
ALTER TABLE audit_log ENABLE ROW LEVEL SECURITY;
ALTER TABLE audit_log FORCE ROW LEVEL SECURITY;

-- Tenants: visible to their members and within their own tenant context; created only by provisioning.
CREATE POLICY tenants_member_read ON tenants FOR SELECT
  USING (id = app_setting_int('app.tenant_id')
    OR EXISTS (SELECT 1 FROM staff_memberships m WHERE m.tenant_id = tenants.id AND m.user_id = app_setting_int('app.user_id')));
CREATE POLICY tenants_provisioning ON tenants FOR ALL
  USING (app_setting_on('app.provisioning')) WITH CHECK (app_setting_on('app.provisioning'));

CREATE POLICY staff_memberships_read ON staff_memberships FOR SELECT
  USING (tenant_id = app_setting_int('app.tenant_id') OR user_id = app_setting_int('app.user_id') OR app_setting_on('app.auth'));
CREATE POLICY staff_memberships_provisioning ON staff_memberships FOR ALL
  USING (app_setting_on('app.provisioning')) WITH CHECK (app_setting_on('app.provisioning'));

-- Staff identity: a user sees their own row; the auth service and provisioning see all.
CREATE POLICY staff_users_self ON staff_users FOR SELECT USING (id = app_setting_int('app.user_id'));
CREATE POLICY staff_users_auth ON staff_users FOR ALL
  USING (app_setting_on('app.auth') OR app_setting_on('app.provisioning'))
  WITH CHECK (app_setting_on('app.auth') OR app_setting_on('app.provisioning'));

-- Credentials and throttling state: only inside the auth service's context.
CREATE POLICY sessions_auth ON sessions FOR ALL
  USING (app_setting_on('app.auth')) WITH CHECK (app_setting_on('app.auth'));
CREATE POLICY refresh_tokens_auth ON refresh_tokens FOR ALL
  USING (app_setting_on('app.auth')) WITH CHECK (app_setting_on('app.auth'));
CREATE POLICY password_reset_tokens_auth ON password_reset_tokens FOR ALL
  USING (app_setting_on('app.auth')) WITH CHECK (app_setting_on('app.auth'));
CREATE POLICY login_lockouts_auth ON login_lockouts FOR ALL
  USING (app_setting_on('app.auth')) WITH CHECK (app_setting_on('app.auth'));
CREATE POLICY login_attempts_auth ON login_attempts FOR ALL
  USING (app_setting_on('app.auth')) WITH CHECK (app_setting_on('app.auth'));

-- Audit: anyone working as the runtime role may append; reading is per tenant or for the auth service.
CREATE POLICY audit_log_append ON audit_log FOR INSERT WITH CHECK (true);
CREATE POLICY audit_log_read ON audit_log FOR SELECT
  USING (tenant_id = app_setting_int('app.tenant_id') OR app_setting_on('app.auth'));

-- Privileges of the runtime role: only what the application needs.
GRANT USAGE ON SCHEMA public TO app_runtime;
GRANT SELECT, INSERT ON tenants, staff_memberships TO app_runtime;
GRANT SELECT, INSERT, UPDATE ON staff_users, sessions, refresh_tokens, password_reset_tokens TO app_runtime;
GRANT SELECT, INSERT, UPDATE, DELETE ON login_lockouts TO app_runtime;
GRANT SELECT, INSERT, DELETE ON login_attempts TO app_runtime;
GRANT SELECT, INSERT ON audit_log TO app_runtime;
GRANT USAGE ON ALL SEQUENCES IN SCHEMA public TO app_runtime;
