-- Recognising a signed-in request in one round trip, with no write on most requests.
--
-- Every staff request looked its session up inside a transaction of the auth context and wrote the
-- session's last-seen time, then read the session and user again to describe them: six statements and
-- a WAL flush before the handler's own work began. The lookup is now one call of a function that
-- answers the session and its user together; the last-seen time is written only when it is a minute
-- old, which is all the 30-minute idle timeout needs.
--
-- The function runs with the rights of app_security, a role that owns only such functions: no one logs
-- in as it and the runtime role cannot become it. It reads what the lookup needs and nothing else,
-- and it finds a session only by the hash of its access token, which a caller must already hold.

DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'app_security') THEN
    BEGIN
      CREATE ROLE app_security NOLOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE NOINHERIT;
    EXCEPTION WHEN duplicate_object OR unique_violation THEN
      NULL;
    END;
  END IF;
  -- A migration user that is not a superuser must be a member to hand functions to the role.
  IF NOT (SELECT rolsuper FROM pg_roles WHERE rolname = current_user)
     AND NOT pg_has_role(current_user, 'app_security', 'MEMBER') THEN
    EXECUTE format('GRANT app_security TO %I', current_user);
  END IF;
END
$$;

GRANT USAGE ON SCHEMA public TO app_security;
GRANT SELECT (id, user_id, tenant_id, access_token_hash, access_expires_at, last_seen_at, expires_at, revoked_at)
  ON sessions TO app_security;
GRANT SELECT (id, username, email, first_name, last_name) ON staff_users TO app_security;
CREATE POLICY sessions_security_read ON sessions FOR SELECT TO app_security USING (true);
CREATE POLICY staff_users_security_read ON staff_users FOR SELECT TO app_security USING (true);

CREATE FUNCTION app_staff_session(access_hash text)
  RETURNS TABLE (
    session_id uuid, user_id integer, tenant_id integer, access_expires_at timestamptz,
    last_seen_at timestamptz, expires_at timestamptz, revoked_at timestamptz,
    username text, email text, first_name text, last_name text)
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, public AS $$
  SELECT s.id, s.user_id, s.tenant_id, s.access_expires_at, s.last_seen_at, s.expires_at, s.revoked_at,
         u.username, u.email, u.first_name, u.last_name
  FROM sessions s JOIN staff_users u ON u.id = s.user_id
  WHERE s.access_token_hash = access_hash
$$;
ALTER FUNCTION app_staff_session(text) OWNER TO app_security;
REVOKE ALL ON FUNCTION app_staff_session(text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION app_staff_session(text) TO app_runtime;
