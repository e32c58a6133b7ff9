-- An opt-out reply is confirmed once, in the patient's language: `app_sms_opt_out` now answers the
-- language of the patients it changed besides their count. Only a reply that changed someone answers a
-- language, so a second STOP, or the same webhook delivered twice, gets no second confirmation.
-- Where one number belongs to patients of several languages, the most frequent is taken (English on a
-- tie with it, else the first in alphabetical order), so the answer never depends on row order.
DROP FUNCTION app_sms_opt_out(integer[], text, timestamptz);
CREATE FUNCTION app_sms_opt_out(p_tenants integer[], p_mobile text, p_at timestamptz)
  RETURNS TABLE (patients integer, language text)
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public AS $$
BEGIN
  RETURN QUERY
  WITH changed AS (
    UPDATE patients p SET sms_consent = false, updated_at = p_at
    WHERE p.mobile = p_mobile AND p.sms_consent
      AND (p.tenant_id = ANY (p_tenants) OR (p_tenants IS NULL AND NOT app_uses_own_provider(p.tenant_id, 'twilio')))
      AND EXISTS (SELECT 1 FROM send_messages m
        WHERE m.tenant_id = p.tenant_id AND m.patient_id = p.id AND m.channel = 'sms')
    RETURNING p.tenant_id, p.id, p.language_preference
  ), audited AS (
    INSERT INTO audit_log (occurred_at, event, tenant_id, details)
    SELECT p_at, 'patient_opted_out', c.tenant_id,
      jsonb_build_object('patient_id', c.id, 'channel', 'sms', 'via', 'sms_reply')
    FROM changed c
    RETURNING 1
  )
  SELECT (SELECT count(*)::integer FROM audited),
    (SELECT c.language_preference FROM changed c
      GROUP BY c.language_preference
      ORDER BY count(*) DESC, (c.language_preference = 'en') DESC, c.language_preference
      LIMIT 1);
END
$$;

ALTER FUNCTION app_sms_opt_out(integer[], text, timestamptz) OWNER TO app_security;
REVOKE ALL ON FUNCTION app_sms_opt_out(integer[], text, timestamptz) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION app_sms_opt_out(integer[], text, timestamptz) TO app_runtime;
