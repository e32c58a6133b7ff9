-- The patient lookups of every patient call, as PL/pgSQL so that their queries are planned once per
-- connection instead of at every call (as app_is_member's and app_staff_session's were, migrations
-- 0009 and 0012): a SQL function with SECURITY DEFINER is never inlined, and its body was planned
-- afresh each time. app_patient_context() runs in the policy of every table a patient statement
-- reads, once per table, and planning it cost about 0.13 ms of server time each: most of the page's.
-- Same rights, same answers.

CREATE OR REPLACE FUNCTION app_patient_context()
  RETURNS TABLE (tenant_id integer, interaction_id bigint, touchpoint_id bigint, patient_id bigint)
  LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = pg_catalog, public AS $$
BEGIN
  RETURN QUERY
    SELECT i.tenant_id, i.id, i.touchpoint_id, i.patient_id
    FROM patient_sessions s
    JOIN interactions i ON i.tenant_id = s.tenant_id AND i.id = s.interaction_id
    WHERE s.token_hash = current_setting('app.context', true) AND s.expires_at > now()
      AND i.revoked_at IS NULL AND i.expires_at > now();
END
$$;

CREATE OR REPLACE FUNCTION app_patient_session(p_session_hash text, p_token_hash text, p_now timestamptz)
  RETURNS TABLE (tenant_id integer, interaction_id bigint, touchpoint_id bigint, patient_id bigint,
    is_test boolean, expires_at timestamptz, link_expires_at timestamptz)
  LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = pg_catalog, public AS $$
BEGIN
  RETURN QUERY
    SELECT i.tenant_id, i.id, i.touchpoint_id, i.patient_id, i.is_test, s.expires_at, i.expires_at
    FROM patient_sessions s
    JOIN interactions i ON i.tenant_id = s.tenant_id AND i.id = s.interaction_id
    WHERE s.token_hash = p_session_hash AND i.token_hash = p_token_hash AND s.expires_at > p_now
      AND i.revoked_at IS NULL AND i.expires_at > p_now;
END
$$;

CREATE OR REPLACE FUNCTION app_interaction_link(p_token_hash text, p_now timestamptz)
  RETURNS TABLE (state text, locked_until timestamptz, language text, primary_color text,
    secondary_color text, logo text, disclaimer_text text, ai_video_disclaimer text, contact_phone text,
    privacy_policy_url text)
  LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = pg_catalog, public AS $$
BEGIN
  RETURN QUERY
    SELECT
      CASE WHEN i.revoked_at IS NOT NULL THEN 'revoked'
           WHEN i.expires_at <= p_now THEN 'expired'
           WHEN i.locked_until > p_now THEN 'locked'
           ELSE 'open' END,
      CASE WHEN i.locked_until > p_now THEN i.locked_until END,
      COALESCE(i.language, p.language_preference),
      COALESCE(b.primary_color, '#388083'), COALESCE(b.secondary_color, '#FFFFFF'), b.logo,
      COALESCE(b.disclaimer_text, ''), COALESCE(b.ai_video_disclaimer, ''), COALESCE(b.contact_phone, ''),
      COALESCE(b.privacy_policy_url, '')
    FROM interactions i
    JOIN patients p ON p.tenant_id = i.tenant_id AND p.id = i.patient_id
    LEFT JOIN tenant_branding b ON b.tenant_id = i.tenant_id
    WHERE i.token_hash = p_token_hash;
END
$$;
