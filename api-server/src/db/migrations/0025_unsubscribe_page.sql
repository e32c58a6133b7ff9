-- The page an e-mail's unsubscribe link opens in the patient app. The API has checked the link's
-- signature; this answers what the page shows before the patient confirms: the tenant's name and
-- branding, the patient's language, and whether e-mail already stops for them (opted out, or no
-- consent to e-mail). Nothing else of the patient. No row: an unknown message, or one whose patient
-- is gone (as `app_unsubscribe` answers false for them).
CREATE FUNCTION app_unsubscribe_page(p_message_key uuid)
  RETURNS TABLE (tenant_name text, language text, primary_color text, logo text, email_stopped boolean)
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, public AS $$
  SELECT COALESCE(NULLIF(t.trading_name, ''), t.name), p.language_preference, b.primary_color, b.logo,
    p.opted_out OR NOT p.email_consent
  FROM send_messages m
  JOIN patients p ON p.tenant_id = m.tenant_id AND p.id = m.patient_id
  JOIN tenants t ON t.id = m.tenant_id
  LEFT JOIN tenant_branding b ON b.tenant_id = m.tenant_id
  WHERE m.message_key = p_message_key
$$;

GRANT SELECT (email_consent) ON patients TO app_security;
ALTER FUNCTION app_unsubscribe_page(uuid) OWNER TO app_security;
REVOKE ALL ON FUNCTION app_unsubscribe_page(uuid) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION app_unsubscribe_page(uuid) TO app_runtime;
