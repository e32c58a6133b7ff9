-- A patient session has an absolute lifetime: renewing it never moves its end past `p_max_seconds`
-- after it started, however busy the page. Capping the stored end (rather than checking the start in
-- each lookup) makes app_patient_session() and app_patient_context(), and so every patient policy,
-- end the session at the same moment.

DROP FUNCTION app_renew_patient_session(text, timestamptz);

CREATE FUNCTION app_renew_patient_session(p_session_hash text, p_expires timestamptz, p_max_seconds integer)
  RETURNS boolean
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public AS $$
BEGIN
  UPDATE patient_sessions
    SET expires_at = least(greatest(expires_at, p_expires), created_at + make_interval(secs => p_max_seconds))
    WHERE token_hash = p_session_hash;
  RETURN FOUND;
END
$$;

ALTER FUNCTION app_renew_patient_session(text, timestamptz, integer) OWNER TO app_security;
REVOKE ALL ON FUNCTION app_renew_patient_session(text, timestamptz, integer) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION app_renew_patient_session(text, timestamptz, integer) TO app_runtime;
