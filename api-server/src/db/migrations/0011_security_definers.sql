-- No setting the runtime role can change itself widens what it can see or write.
--
-- The policies on credentials, sessions and throttling state opened to anyone whose transaction set
-- `app.auth`, and tenant set-up to anyone who set `app.provisioning` or `app.platform_admin`. Those are
-- ordinary custom settings: any statement run as app_runtime (one slipped in through an injection, say)
-- could set them and read every session and reset token of every tenant, or write tenants. Now:
--
-- * Every step of the sign-in, session and password services is one call of a function below. Each
--   runs with the rights of app_security (migration 0008: NOLOGIN, owns only such functions), takes
--   the narrowest arguments that do the job and writes its own audit rows. Steps that act on a session
--   find it by the hash of a token the caller holds (access or refresh cookie, reset link); nothing is
--   found by a session id or user id alone. Starting a session still rests on the process having
--   checked the password and one-time code, which SQL cannot do without the application secret.
-- * No policy reads `app.auth` any more, and app_runtime keeps no rights on the tables it used to open;
--   of `staff_users` it reads only the columns that name a user, never password hashes or TOTP secrets.
-- * Policies reading `app.provisioning` apply only to the role that runs this migration, the owner of
--   the schema: set-up (CLI, demo seed, the key check) runs as that role, never as app_runtime.
-- * Creating a tenant over the API is `app_create_tenant`, which finds the caller's platform-administrator
--   flag through the hash of the caller's access token. That hash is stored only in `sessions`, which
--   app_runtime cannot read, and the token itself only in the caller's cookie, so SQL alone cannot name
--   another user's live session. A session id or user id would not do: both reach the process and could
--   be passed by anyone who learnt them. `app.platform_admin` no longer opens anything.
--
-- `app.user_id` and `app.tenant_id` are still trusted by the tenant policies (see the README).

-- Sign-in: refuses a throttled attempt (with its audit row) or answers what the password and code
-- checks need. No row: the name is unknown and the attempt is not refused.
CREATE FUNCTION app_sign_in_user(p_username text, p_username_key text, p_ip text, p_now timestamptz,
    p_ip_since timestamptz, p_ip_limit integer)
  RETURNS TABLE (refusal text, user_id integer, username text, email text, first_name text, last_name text,
    password_hash text, password_changed_at timestamptz, totp_secret_enc text)
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public AS $$
#variable_conflict use_column
DECLARE
  v_event text;
BEGIN
  IF (SELECT count(*) FROM login_attempts a
      WHERE a.ip = p_ip AND a.kind = 'sign_in_failure' AND a.created_at > p_ip_since) >= p_ip_limit THEN
    v_event := 'sign_in_refused_ip_limit';
  ELSIF EXISTS (SELECT 1 FROM login_lockouts l WHERE l.username_key = p_username_key AND l.locked_until > p_now) THEN
    v_event := 'sign_in_refused_locked';
  END IF;
  IF v_event IS NOT NULL THEN
    INSERT INTO audit_log (occurred_at, event, subject, ip) VALUES (p_now, v_event, left(p_username, 200), p_ip);
    RETURN QUERY SELECT v_event, NULL::integer, NULL::text, NULL::text, NULL::text, NULL::text, NULL::text,
      NULL::timestamptz, NULL::text;
    RETURN;
  END IF;
  RETURN QUERY SELECT NULL::text, u.id, u.username, u.email, u.first_name, u.last_name, u.password_hash,
      u.password_changed_at, u.totp_secret_enc
    FROM staff_users u WHERE lower(u.username) = lower(p_username);
END
$$;

-- A failed attempt: counts it for the IP address and the name, locks the name at `p_max_failures`.
-- The acting user is whoever the typed name belongs to, if anyone.
CREATE FUNCTION app_record_sign_in_failure(p_username text, p_username_key text, p_ip text, p_now timestamptz,
    p_keep_since timestamptz, p_max_failures integer, p_locked_until timestamptz, p_event text, p_reason text)
  RETURNS boolean
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public AS $$
DECLARE
  v_user integer;
  v_failures integer;
BEGIN
  IF p_event NOT IN ('check_credentials_failed', 'login_failed') THEN
    RAISE EXCEPTION 'not a sign-in failure' USING ERRCODE = 'invalid_parameter_value';
  END IF;
  SELECT u.id INTO v_user FROM staff_users u WHERE lower(u.username) = lower(p_username);
  INSERT INTO login_attempts (ip, kind, created_at) VALUES (p_ip, 'sign_in_failure', p_now);
  -- Old rows are useless for the window; trimming here keeps the table small between purges.
  DELETE FROM login_attempts a WHERE a.ip = p_ip AND a.created_at < p_keep_since;
  INSERT INTO login_lockouts AS l (username_key, failures, updated_at) VALUES (p_username_key, 1, p_now)
    ON CONFLICT (username_key) DO UPDATE SET failures = l.failures + 1, updated_at = p_now
    RETURNING l.failures INTO v_failures;
  IF v_failures >= p_max_failures THEN
    UPDATE login_lockouts SET failures = 0, locked_until = p_locked_until, updated_at = p_now
      WHERE username_key = p_username_key;
  END IF;
  INSERT INTO audit_log (occurred_at, event, actor_user_id, subject, ip, details)
    VALUES (p_now, p_event, v_user, left(p_username, 200), p_ip, jsonb_build_object('reason', p_reason));
  IF v_failures >= p_max_failures THEN
    INSERT INTO audit_log (occurred_at, event, actor_user_id, subject, ip)
      VALUES (p_now, 'account_locked', v_user, left(p_username, 200), p_ip);
  END IF;
  RETURN v_failures >= p_max_failures;
END
$$;

-- Sign-in step 2 after the password and code checked out: claims the code's time step (a used step
-- answers 'replayed' and changes nothing), clears the name's failures, then either issues a reset
-- token for an expired password ('expired') or starts the session with its first refresh token ('ok').
CREATE FUNCTION app_complete_login(p_user_id integer, p_step bigint, p_username_key text, p_ip text,
    p_now timestamptz, p_expired boolean, p_reset_hash text, p_reset_expires_at timestamptz, p_session_id uuid,
    p_access_hash text, p_access_expires_at timestamptz, p_refresh_hash text, p_session_expires_at timestamptz)
  RETURNS text
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public AS $$
DECLARE
  v_tenant integer;
BEGIN
  UPDATE staff_users SET totp_last_step = p_step
    WHERE id = p_user_id AND (totp_last_step IS NULL OR totp_last_step < p_step);
  IF NOT FOUND THEN
    RETURN 'replayed';
  END IF;
  DELETE FROM login_lockouts WHERE username_key = p_username_key;
  SELECT m.tenant_id INTO v_tenant FROM staff_memberships m WHERE m.user_id = p_user_id
    ORDER BY m.created_at, m.tenant_id LIMIT 1;
  IF p_expired THEN
    INSERT INTO password_reset_tokens (user_id, token_hash, created_at, expires_at)
      VALUES (p_user_id, p_reset_hash, p_now, p_reset_expires_at);
    INSERT INTO audit_log (occurred_at, event, tenant_id, actor_user_id, ip)
      VALUES (p_now, 'login_password_expired', v_tenant, p_user_id, p_ip);
    RETURN 'expired';
  END IF;
  INSERT INTO sessions (id, user_id, tenant_id, access_token_hash, access_expires_at, created_at, last_seen_at, expires_at)
    VALUES (p_session_id, p_user_id, v_tenant, p_access_hash, p_access_expires_at, p_now, p_now, p_session_expires_at);
  INSERT INTO refresh_tokens (session_id, token_hash, created_at) VALUES (p_session_id, p_refresh_hash, p_now);
  INSERT INTO audit_log (occurred_at, event, tenant_id, actor_user_id, ip)
    VALUES (p_now, 'login_succeeded', v_tenant, p_user_id, p_ip);
  RETURN 'ok';
END
$$;

-- Not callable by app_runtime: ends a session that timed out (idle since `p_idle_since`, or past its
-- absolute end) and answers its state, 'live', 'revoked', 'ended' or 'idle'.
CREATE FUNCTION app_expire_timed_out(p_session_id uuid, p_now timestamptz, p_idle_since timestamptz, p_ip text)
  RETURNS text
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public AS $$
DECLARE
  s sessions%ROWTYPE;
  v_state text;
BEGIN
  SELECT * INTO s FROM sessions WHERE id = p_session_id;
  IF NOT FOUND OR s.revoked_at IS NOT NULL THEN RETURN 'revoked'; END IF;
  v_state := CASE WHEN p_now >= s.expires_at THEN 'ended' WHEN s.last_seen_at < p_idle_since THEN 'idle' ELSE 'live' END;
  IF v_state = 'live' THEN RETURN v_state; END IF;
  UPDATE sessions
    SET revoked_at = p_now, revoked_reason = CASE v_state WHEN 'idle' THEN 'idle_timeout' ELSE 'absolute_expiry' END
    WHERE id = s.id AND revoked_at IS NULL;
  INSERT INTO audit_log (occurred_at, event, tenant_id, actor_user_id, ip, details)
    VALUES (p_now, 'session_expired', s.tenant_id, s.user_id, p_ip, jsonb_build_object('reason',
      CASE v_state WHEN 'idle' THEN 'idle_timeout' ELSE 'absolute_expiry' END));
  RETURN v_state;
END
$$;

-- The session an access token belongs to, when it timed out, is ended for good.
CREATE FUNCTION app_expire_session(p_access_hash text, p_now timestamptz, p_idle_since timestamptz, p_ip text)
  RETURNS text
  LANGUAGE sql SECURITY DEFINER SET search_path = pg_catalog, public AS $$
  SELECT app_expire_timed_out(s.id, p_now, p_idle_since, p_ip) FROM sessions s WHERE s.access_token_hash = p_access_hash
$$;

-- The last activity of the session an access token belongs to.
CREATE FUNCTION app_touch_session(p_access_hash text, p_now timestamptz)
  RETURNS void
  LANGUAGE sql SECURITY DEFINER SET search_path = pg_catalog, public AS $$
  UPDATE sessions SET last_seen_at = p_now WHERE access_token_hash = p_access_hash
$$;

-- The id of the session either token names (the access token first), so the caller can check the
-- request meant to act on it before anything changes.
CREATE FUNCTION app_session_of_tokens(p_access_hash text, p_refresh_hash text)
  RETURNS uuid
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, public AS $$
  SELECT coalesce(
    (SELECT s.id FROM sessions s WHERE s.access_token_hash = p_access_hash),
    (SELECT r.session_id FROM refresh_tokens r WHERE r.token_hash = p_refresh_hash))
$$;

-- Rotates a refresh token. A token used before revokes its session ('unknown', like a token never
-- issued); a timed-out session ends ('expired', or 'unknown' when already revoked); otherwise the
-- session gets the new access and refresh tokens ('ok') and its end is answered.
CREATE FUNCTION app_refresh_session(p_refresh_hash text, p_now timestamptz, p_idle_since timestamptz, p_ip text,
    p_access_hash text, p_access_expires_at timestamptz, p_new_refresh_hash text)
  RETURNS TABLE (outcome text, session_id uuid, expires_at timestamptz)
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public AS $$
#variable_conflict use_column
DECLARE
  r refresh_tokens%ROWTYPE;
  s sessions%ROWTYPE;
  v_state text;
BEGIN
  SELECT * INTO r FROM refresh_tokens t WHERE t.token_hash = p_refresh_hash;
  IF NOT FOUND THEN RETURN QUERY SELECT 'unknown', NULL::uuid, NULL::timestamptz; RETURN; END IF;
  SELECT * INTO s FROM sessions x WHERE x.id = r.session_id;
  IF r.rotated_at IS NULL THEN
    UPDATE refresh_tokens t SET rotated_at = p_now WHERE t.id = r.id AND t.rotated_at IS NULL;
  END IF;
  -- Rotated before, or by a concurrent call just now: the token was replayed.
  IF r.rotated_at IS NOT NULL OR NOT FOUND THEN
    UPDATE sessions x SET revoked_at = p_now, revoked_reason = 'refresh_token_reuse'
      WHERE x.id = s.id AND x.revoked_at IS NULL;
    INSERT INTO audit_log (occurred_at, event, tenant_id, actor_user_id, ip)
      VALUES (p_now, 'refresh_token_reused', s.tenant_id, s.user_id, p_ip);
    RETURN QUERY SELECT 'unknown', NULL::uuid, NULL::timestamptz;
    RETURN;
  END IF;
  v_state := app_expire_timed_out(s.id, p_now, p_idle_since, p_ip);
  IF v_state <> 'live' THEN
    RETURN QUERY SELECT CASE v_state WHEN 'revoked' THEN 'unknown' ELSE 'expired' END, NULL::uuid, NULL::timestamptz;
    RETURN;
  END IF;
  UPDATE sessions x SET access_token_hash = p_access_hash, access_expires_at = p_access_expires_at, last_seen_at = p_now
    WHERE x.id = s.id;
  INSERT INTO refresh_tokens (session_id, token_hash, created_at) VALUES (s.id, p_new_refresh_hash, p_now);
  INSERT INTO audit_log (occurred_at, event, tenant_id, actor_user_id, ip)
    VALUES (p_now, 'session_refreshed', s.tenant_id, s.user_id, p_ip);
  RETURN QUERY SELECT 'ok', s.id, s.expires_at;
END
$$;

-- Logout: revokes the session either token names, unless it already ended.
CREATE FUNCTION app_end_session(p_access_hash text, p_refresh_hash text, p_now timestamptz, p_ip text)
  RETURNS void
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public AS $$
DECLARE
  s sessions%ROWTYPE;
BEGIN
  SELECT * INTO s FROM sessions WHERE id = app_session_of_tokens(p_access_hash, p_refresh_hash);
  IF NOT FOUND OR s.revoked_at IS NOT NULL THEN RETURN; END IF;
  UPDATE sessions SET revoked_at = p_now, revoked_reason = 'logout' WHERE id = s.id AND revoked_at IS NULL;
  INSERT INTO audit_log (occurred_at, event, tenant_id, actor_user_id, ip)
    VALUES (p_now, 'logout', s.tenant_id, s.user_id, p_ip);
END
$$;

-- Makes another of the session user's tenants the current one; false for a tenant they do not belong to.
CREATE FUNCTION app_switch_tenant(p_access_hash text, p_tenant_id integer, p_now timestamptz, p_ip text)
  RETURNS boolean
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public AS $$
DECLARE
  s sessions%ROWTYPE;
BEGIN
  SELECT * INTO s FROM sessions WHERE access_token_hash = p_access_hash AND revoked_at IS NULL;
  IF NOT FOUND OR NOT EXISTS (
      SELECT 1 FROM staff_memberships m WHERE m.user_id = s.user_id AND m.tenant_id = p_tenant_id) THEN
    RETURN false;
  END IF;
  UPDATE sessions SET tenant_id = p_tenant_id WHERE id = s.id;
  INSERT INTO audit_log (occurred_at, event, tenant_id, actor_user_id, ip, details)
    VALUES (p_now, 'session_tenant_switched', p_tenant_id, s.user_id, p_ip,
      jsonb_build_object('from_tenant_id', s.tenant_id));
  RETURN true;
END
$$;

-- A reset request: refused ('limited') past the IP address's limit; otherwise counted and audited, and
-- when the address is a staff member's, a reset token is stored and the mail's recipient answered.
CREATE FUNCTION app_request_password_reset(p_email text, p_ip text, p_now timestamptz, p_since timestamptz,
    p_limit integer, p_token_hash text, p_expires_at timestamptz)
  RETURNS TABLE (limited boolean, user_id integer, email text, first_name text)
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public AS $$
#variable_conflict use_column
DECLARE
  v_user integer;
  v_email text;
  v_first_name text;
BEGIN
  IF (SELECT count(*) FROM login_attempts a
      WHERE a.ip = p_ip AND a.kind = 'reset_request' AND a.created_at > p_since) >= p_limit THEN
    RETURN QUERY SELECT true, NULL::integer, NULL::text, NULL::text;
    RETURN;
  END IF;
  INSERT INTO login_attempts (ip, kind, created_at) VALUES (p_ip, 'reset_request', p_now);
  DELETE FROM login_attempts a WHERE a.ip = p_ip AND a.created_at < p_since;
  SELECT x.id, x.email, x.first_name INTO v_user, v_email, v_first_name
    FROM staff_users x WHERE lower(x.email) = lower(p_email);
  INSERT INTO audit_log (occurred_at, event, actor_user_id, ip, details)
    VALUES (p_now, 'password_reset_requested', v_user, p_ip, jsonb_build_object('known', v_user IS NOT NULL));
  IF v_user IS NULL THEN
    RETURN QUERY SELECT false, NULL::integer, NULL::text, NULL::text;
    RETURN;
  END IF;
  INSERT INTO password_reset_tokens (user_id, token_hash, created_at, expires_at)
    VALUES (v_user, p_token_hash, p_now, p_expires_at);
  RETURN QUERY SELECT false, v_user, v_email, v_first_name;
END
$$;

-- What the password rules need to judge a new password set with an unused, unexpired reset token.
CREATE FUNCTION app_reset_token_user(p_token_hash text, p_now timestamptz)
  RETURNS TABLE (user_id integer, username text, password_hash text)
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, public AS $$
  SELECT u.id, u.username, u.password_hash
  FROM password_reset_tokens t JOIN staff_users u ON u.id = t.user_id
  WHERE t.token_hash = p_token_hash AND t.used_at IS NULL AND t.expires_at > p_now
$$;

-- Uses a reset token once (conditionally, so two concurrent uses cannot both succeed): the new
-- password is set, the name's failures cleared and every session of the user ended. Answers the
-- token's user, or nothing when the token was not valid.
CREATE FUNCTION app_reset_password(p_token_hash text, p_now timestamptz, p_password_hash text, p_ip text)
  RETURNS integer
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public AS $$
DECLARE
  v_user integer;
BEGIN
  UPDATE password_reset_tokens SET used_at = p_now
    WHERE token_hash = p_token_hash AND used_at IS NULL AND expires_at > p_now
    RETURNING user_id INTO v_user;
  IF v_user IS NULL THEN RETURN NULL; END IF;
  UPDATE staff_users SET password_hash = p_password_hash, password_changed_at = p_now WHERE id = v_user;
  DELETE FROM login_lockouts WHERE username_key = (SELECT lower(username) FROM staff_users WHERE id = v_user);
  UPDATE sessions SET revoked_at = p_now, revoked_reason = 'password_reset'
    WHERE user_id = v_user AND revoked_at IS NULL;
  INSERT INTO audit_log (occurred_at, event, actor_user_id, ip)
    VALUES (p_now, 'password_reset_completed', v_user, p_ip);
  RETURN v_user;
END
$$;

-- What the password rules need to judge a new password of the user an access token signed in.
CREATE FUNCTION app_session_credentials(p_access_hash text)
  RETURNS TABLE (user_id integer, username text, password_hash text)
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, public AS $$
  SELECT u.id, u.username, u.password_hash
  FROM sessions s JOIN staff_users u ON u.id = s.user_id
  WHERE s.access_token_hash = p_access_hash AND s.revoked_at IS NULL
$$;

-- Sets the password of the user an access token signed in; their other sessions end, this one continues.
CREATE FUNCTION app_change_password(p_access_hash text, p_password_hash text, p_now timestamptz, p_ip text)
  RETURNS boolean
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public AS $$
DECLARE
  s sessions%ROWTYPE;
BEGIN
  SELECT * INTO s FROM sessions WHERE access_token_hash = p_access_hash AND revoked_at IS NULL;
  IF NOT FOUND THEN RETURN false; END IF;
  UPDATE staff_users SET password_hash = p_password_hash, password_changed_at = p_now WHERE id = s.user_id;
  UPDATE sessions SET revoked_at = p_now, revoked_reason = 'password_changed'
    WHERE user_id = s.user_id AND revoked_at IS NULL AND id <> s.id;
  INSERT INTO audit_log (occurred_at, event, tenant_id, actor_user_id, ip)
    VALUES (p_now, 'password_changed', s.tenant_id, s.user_id, p_ip);
  RETURN true;
END
$$;

-- Throttling rows that no longer decide anything: lockouts whose lock (if any) is over and that saw
-- no failure since `p_quiet_since`, and attempts at or before `p_attempts_before`.
CREATE FUNCTION app_purge_sign_in_throttling(p_now timestamptz, p_quiet_since timestamptz,
    p_attempts_before timestamptz)
  RETURNS TABLE (lockouts integer, attempts integer)
  LANGUAGE sql SECURITY DEFINER SET search_path = pg_catalog, public AS $$
  WITH gone_lockouts AS (
    DELETE FROM login_lockouts
    WHERE (locked_until IS NULL OR locked_until <= p_now) AND updated_at <= p_quiet_since
    RETURNING 1
  ), gone_attempts AS (
    DELETE FROM login_attempts WHERE created_at <= p_attempts_before RETURNING 1
  )
  SELECT (SELECT count(*)::integer FROM gone_lockouts), (SELECT count(*)::integer FROM gone_attempts)
$$;

-- A new tenant, when the access token belongs to a live session of a platform administrator (no row
-- otherwise); the administrator becomes its first member. A duplicate name fails on tenants_name_key.
CREATE FUNCTION app_create_tenant(p_access_hash text, p_now timestamptz, p_ip text, p_business_name text,
    p_trading_name text, p_email text)
  RETURNS TABLE (id integer, business_name text, trading_name text, email text)
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
  RETURN QUERY SELECT t.id, t.business_name, t.trading_name, t.email;
END
$$;

-- The functions belong to app_security, which reads and writes what they need and nothing else.
GRANT SELECT (id, user_id, tenant_id, access_token_hash, access_expires_at, created_at, last_seen_at, expires_at,
  revoked_at, revoked_reason), INSERT, UPDATE (tenant_id, access_token_hash, access_expires_at, last_seen_at,
  revoked_at, revoked_reason) ON sessions TO app_security;
GRANT SELECT, INSERT, UPDATE (rotated_at) ON refresh_tokens TO app_security;
GRANT SELECT, INSERT, UPDATE (used_at) ON password_reset_tokens TO app_security;
GRANT SELECT, INSERT, UPDATE, DELETE ON login_lockouts, login_attempts TO app_security;
GRANT SELECT (password_hash, password_changed_at, totp_secret_enc, totp_last_step, is_platform_admin),
  UPDATE (password_hash, password_changed_at, totp_last_step) ON staff_users TO app_security;
GRANT SELECT, INSERT ON staff_memberships TO app_security;
GRANT SELECT (id, name, business_name, trading_name, email, created_at), INSERT (name, business_name, trading_name, email)
  ON tenants TO app_security;
GRANT INSERT ON audit_log TO app_security;
CREATE POLICY sessions_security_write ON sessions FOR INSERT TO app_security WITH CHECK (true);
CREATE POLICY sessions_security_update ON sessions FOR UPDATE TO app_security USING (true) WITH CHECK (true);
CREATE POLICY refresh_tokens_security ON refresh_tokens FOR ALL TO app_security USING (true) WITH CHECK (true);
CREATE POLICY password_reset_tokens_security ON password_reset_tokens FOR ALL TO app_security
  USING (true) WITH CHECK (true);
CREATE POLICY login_lockouts_security ON login_lockouts FOR ALL TO app_security USING (true) WITH CHECK (true);
CREATE POLICY login_attempts_security ON login_attempts FOR ALL TO app_security USING (true) WITH CHECK (true);
CREATE POLICY staff_users_security_update ON staff_users FOR UPDATE TO app_security USING (true) WITH CHECK (true);
CREATE POLICY staff_memberships_security ON staff_memberships FOR ALL TO app_security USING (true) WITH CHECK (true);
CREATE POLICY tenants_security ON tenants FOR ALL TO app_security USING (true) WITH CHECK (true);

DO $$
DECLARE
  f text;
BEGIN
  FOREACH f IN ARRAY ARRAY[
    'app_sign_in_user(text, text, text, timestamptz, timestamptz, integer)',
    'app_record_sign_in_failure(text, text, text, timestamptz, timestamptz, integer, timestamptz, text, text)',
    'app_complete_login(integer, bigint, text, text, timestamptz, boolean, text, timestamptz, uuid, text, timestamptz, text, timestamptz)',
    'app_expire_timed_out(uuid, timestamptz, timestamptz, text)',
    'app_expire_session(text, timestamptz, timestamptz, text)',
    'app_touch_session(text, timestamptz)',
    'app_session_of_tokens(text, text)',
    'app_refresh_session(text, timestamptz, timestamptz, text, text, timestamptz, text)',
    'app_end_session(text, text, timestamptz, text)',
    'app_switch_tenant(text, integer, timestamptz, text)',
    'app_request_password_reset(text, text, timestamptz, timestamptz, integer, text, timestamptz)',
    'app_reset_token_user(text, timestamptz)',
    'app_reset_password(text, timestamptz, text, text)',
    'app_session_credentials(text)',
    'app_change_password(text, text, timestamptz, text)',
    'app_purge_sign_in_throttling(timestamptz, timestamptz, timestamptz)',
    'app_create_tenant(text, timestamptz, text, text, text, text)'
  ] LOOP
    EXECUTE format('ALTER FUNCTION %s OWNER TO app_security', f);
    EXECUTE format('REVOKE ALL ON FUNCTION %s FROM PUBLIC', f);
    -- The timed-out check is a step of the others, never called on its own.
    IF f NOT LIKE 'app_expire_timed_out%' THEN
      EXECUTE format('GRANT EXECUTE ON FUNCTION %s TO app_runtime', f);
    END IF;
  END LOOP;
END
$$;

-- Nothing opens on `app.auth` or `app.platform_admin` any more.
DROP POLICY staff_users_auth ON staff_users;
DROP POLICY sessions_auth ON sessions;
DROP POLICY refresh_tokens_auth ON refresh_tokens;
DROP POLICY password_reset_tokens_auth ON password_reset_tokens;
DROP POLICY login_lockouts_auth ON login_lockouts;
DROP POLICY login_attempts_auth ON login_attempts;
DROP POLICY staff_memberships_read ON staff_memberships;
CREATE POLICY staff_memberships_read ON staff_memberships FOR SELECT
  USING (tenant_id = app_setting_int('app.tenant_id') OR user_id = app_setting_int('app.user_id'));
DROP POLICY audit_log_read ON audit_log;
CREATE POLICY audit_log_read ON audit_log FOR SELECT USING (tenant_id = app_setting_int('app.tenant_id'));
DROP POLICY tenants_admin_create ON tenants;
DROP POLICY tenants_admin_read ON tenants;
DROP POLICY staff_memberships_admin_join ON staff_memberships;
DROP FUNCTION app_is_platform_admin();
REVOKE ALL ON sessions, refresh_tokens, password_reset_tokens, login_lockouts, login_attempts, app_key_check
  FROM app_runtime;
-- Password hashes and sealed TOTP secrets are the functions' alone, even for a user's own row.
REVOKE ALL ON staff_users FROM app_runtime;
GRANT SELECT (id, username, email, first_name, last_name) ON staff_users TO app_runtime;
REVOKE INSERT ON tenants, staff_memberships FROM app_runtime;

-- Set-up is the owner's: provisioning policies name the role running this migration.
DROP POLICY tenants_provisioning ON tenants;
DROP POLICY staff_memberships_provisioning ON staff_memberships;
DROP POLICY tenant_branding_provisioning ON tenant_branding;
DROP POLICY app_key_check_provisioning ON app_key_check;
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['tenants', 'staff_memberships', 'staff_users', 'tenant_branding', 'app_key_check'] LOOP
    EXECUTE format('CREATE POLICY %I ON %I FOR ALL TO %I USING (app_setting_on(%L)) WITH CHECK (app_setting_on(%L))',
      t || '_provisioning', t, current_user, 'app.provisioning', 'app.provisioning');
  END LOOP;
END
$$;
