-- The session lookup of every signed-in request, as PL/pgSQL so that its query is planned once per
-- connection instead of at every call: a SQL function with SECURITY DEFINER is never inlined, and its
-- body was planned afresh each time (as app_is_member's was, migration 0009). Same rights, same answer.
CREATE OR REPLACE FUNCTION app_staff_session(access_hash text)
  RETURNS TABLE (
    session_id uuid, user_id integer, tenant_id integer, access_expires_at timestamptz,
    last_seen_at timestamptz, expires_at timestamptz, revoked_at timestamptz,
    username text, email text, first_name text, last_name text)
  LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = pg_catalog, public AS $$
BEGIN
  RETURN QUERY
    SELECT s.id, s.user_id, s.tenant_id, s.access_expires_at, s.last_seen_at, s.expires_at, s.revoked_at,
           u.username, u.email, u.first_name, u.last_name
    FROM sessions s JOIN staff_users u ON u.id = s.user_id
    WHERE s.access_token_hash = access_hash;
END
$$;
