-- What providers and patients report back about sent messages, received without a staff session: the
-- API has checked each report's signature (Twilio's, SendGrid's, or the platform's own on an
-- unsubscribe link); these functions then change only what such a report may change, and audit it.

-- A provider's status report of one message, named by the provider's id or by the ledger's key. A
-- status only moves forward (sent → delivered → opened; bounced and failed are final), so a late or
-- repeated report changes nothing. Answers whether the message changed.
CREATE FUNCTION app_record_message_status(p_provider text, p_provider_id text, p_key uuid, p_status text,
    p_reason text, p_at timestamptz)
  RETURNS boolean
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public AS $$
DECLARE
  v_tenant integer;
  v_id bigint;
  v_state text;
  v_rank integer;
  v_target integer;
BEGIN
  IF p_status NOT IN ('delivered', 'opened', 'bounced', 'failed') THEN
    RAISE EXCEPTION 'not a status a provider reports' USING ERRCODE = 'invalid_parameter_value';
  END IF;
  SELECT m.tenant_id, m.id, m.state INTO v_tenant, v_id, v_state FROM send_messages m
    WHERE (p_key IS NOT NULL AND m.message_key = p_key)
       OR (p_key IS NULL AND m.provider = p_provider AND m.provider_message_id = p_provider_id)
    LIMIT 1 FOR UPDATE;
  IF v_id IS NULL THEN RETURN false; END IF;
  -- The rank of each state a report can start from; a report only raises it.
  v_rank := CASE v_state WHEN 'sending' THEN 0 WHEN 'sent' THEN 1 WHEN 'delivered' THEN 2 WHEN 'opened' THEN 3
    ELSE NULL END;
  v_target := CASE p_status WHEN 'delivered' THEN 2 WHEN 'opened' THEN 3 ELSE 4 END;
  IF v_rank IS NULL OR v_rank >= v_target THEN
    RETURN false;
  END IF;
  UPDATE send_messages SET state = p_status, reason = left(p_reason, 100),
      provider_message_id = coalesce(provider_message_id, left(p_provider_id, 200)),
      provider = coalesce(provider, p_provider), claimed_until = NULL, updated_at = p_at
    WHERE tenant_id = v_tenant AND id = v_id;
  INSERT INTO audit_log (occurred_at, event, tenant_id, details)
    VALUES (p_at, 'message_status_reported', v_tenant,
      jsonb_build_object('message_id', v_id, 'status', p_status, 'provider', p_provider));
  RETURN true;
END
$$;

-- A patient replied STOP (or a synonym) to an SMS: every patient of that mobile number who was sent an
-- SMS is opted out of SMS (their SMS consent withdrawn), audited per patient. Answers how many.
CREATE FUNCTION app_sms_opt_out(p_mobile text, p_at timestamptz) RETURNS integer
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public AS $$
DECLARE
  v_count integer;
BEGIN
  WITH changed AS (
    UPDATE patients p SET sms_consent = false, updated_at = p_at
    WHERE p.mobile = p_mobile AND p.sms_consent
      AND EXISTS (SELECT 1 FROM send_messages m
        WHERE m.tenant_id = p.tenant_id AND m.patient_id = p.id AND m.channel = 'sms')
    RETURNING p.tenant_id, p.id
  ), audited AS (
    INSERT INTO audit_log (occurred_at, event, tenant_id, details)
    SELECT p_at, 'patient_opted_out', c.tenant_id,
      jsonb_build_object('patient_id', c.id, 'channel', 'sms', 'via', 'sms_reply')
    FROM changed c
    RETURNING 1
  )
  SELECT count(*)::integer INTO v_count FROM audited;
  RETURN v_count;
END
$$;

GRANT SELECT (tenant_id, id, state, message_key, provider, provider_message_id, patient_id, channel)
  ON send_messages TO app_security;
GRANT UPDATE (state, reason, provider, provider_message_id, claimed_until, updated_at) ON send_messages
  TO app_security;
-- (app_unsubscribe of 0023 reads opted_out too.)
GRANT SELECT (tenant_id, id, mobile, sms_consent, opted_out) ON patients TO app_security;
GRANT UPDATE (sms_consent) ON patients TO app_security;
CREATE POLICY send_messages_security_report ON send_messages FOR UPDATE TO app_security
  USING (true) WITH CHECK (true);

DO $$
DECLARE
  f text;
BEGIN
  FOREACH f IN ARRAY ARRAY[
    'app_record_message_status(text, text, uuid, text, text, timestamptz)',
    'app_sms_opt_out(text, timestamptz)'
  ] LOOP
    EXECUTE format('ALTER FUNCTION %s OWNER TO app_security', f);
    EXECUTE format('REVOKE ALL ON FUNCTION %s FROM PUBLIC', f);
    EXECUTE format('GRANT EXECUTE ON FUNCTION %s TO app_runtime', f);
  END LOOP;
END
$$;
