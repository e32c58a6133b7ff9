-- The progress rows of a send's links, made at the pace of the links themselves. The first form read
-- its links back with `id = ANY (ids)`, which the planner may answer by scanning every link of the
-- table and searching the array for each (a send's time grew with every send before it), and it read
-- the version's document for every link. Now the links are joined to the ids one by one through the
-- key, and each version's document is read once per statement.
CREATE OR REPLACE FUNCTION app_add_link_progress(p_tenant integer, p_ids bigint[]) RETURNS void
  LANGUAGE sql SET search_path = pg_catalog, public AS $$
  WITH links AS MATERIALIZED (
    SELECT n.tenant_id, n.id, n.patient_id, n.touchpoint_id, n.send_id, n.version_sent, n.created_at
    FROM unnest(p_ids) AS k (id)
    JOIN interactions n ON n.tenant_id = p_tenant AND n.id = k.id
    WHERE NOT n.is_test AND n.send_id IS NOT NULL AND n.version_sent IS NOT NULL
  ), needs AS MATERIALIZED (
    SELECT v.touchpoint_id, v.version, tp.campaign_id,
      v.content ->> 'default_language' AS default_language,
      coalesce(jsonb_array_length(v.content -> 'chapters'), 0)::smallint AS chapters,
      (SELECT count(*) FROM jsonb_array_elements(coalesce(v.content -> 'chapters', '[]')) AS c (item)
        WHERE jsonb_typeof(c.item -> 'video_id') = 'number')::smallint AS videos,
      (SELECT coalesce(sum(jsonb_array_length(coalesce(c.item -> 'questions', '[]'))), 0)
        FROM jsonb_array_elements(coalesce(v.content -> 'chapters', '[]')) AS c (item))::smallint AS questions,
      coalesce(jsonb_array_length(v.content -> 'survey' -> 'questions'), 0) > 0 AS survey,
      coalesce(jsonb_array_length(v.content -> 'buttons'), 0) > 0 AS buttons
    FROM (SELECT DISTINCT touchpoint_id, version_sent FROM links) AS used
    JOIN touchpoint_versions v ON v.tenant_id = p_tenant AND v.touchpoint_id = used.touchpoint_id
      AND v.version = used.version_sent
    JOIN touchpoints tp ON tp.tenant_id = p_tenant AND tp.id = used.touchpoint_id
  )
  INSERT INTO interaction_progress (tenant_id, interaction_id, patient_id, campaign_id, touchpoint_id, send_id,
    version, channel, language, cohort_id, sent_day, created_at, chapters_needed, videos_needed, questions_needed,
    survey_needed, buttons_needed)
  SELECT n.tenant_id, n.id, n.patient_id, d.campaign_id, n.touchpoint_id, n.send_id, n.version_sent,
    coalesce(ch.channel, 'email'), coalesce(p.language_preference, d.default_language, 'en'),
    coalesce((SELECT min(c.id) FROM unnest(s.cohort_ids) AS c (id)
      WHERE EXISTS (SELECT 1 FROM cohort_members m
        WHERE m.tenant_id = n.tenant_id AND m.cohort_id = c.id AND m.patient_id = n.patient_id)), 0),
    (n.created_at AT TIME ZONE t.time_zone)::date, n.created_at,
    d.chapters, d.videos, d.questions, d.survey, d.buttons
  FROM links n
  JOIN needs d ON d.touchpoint_id = n.touchpoint_id AND d.version = n.version_sent
  JOIN sends s ON s.tenant_id = n.tenant_id AND s.id = n.send_id
  JOIN tenants t ON t.id = n.tenant_id
  LEFT JOIN patients p ON p.tenant_id = n.tenant_id AND p.id = n.patient_id
  LEFT JOIN LATERAL (
    SELECT CASE WHEN bool_or(m.channel = 'email') AND bool_or(m.channel = 'sms') THEN 'email_and_sms'
                WHEN bool_or(m.channel = 'sms') THEN 'sms' WHEN bool_or(m.channel = 'email') THEN 'email' END
      AS channel
    FROM send_messages m
    WHERE m.tenant_id = n.tenant_id AND m.send_id = n.send_id AND m.patient_id = n.patient_id
      AND m.channel IS NOT NULL AND m.state NOT IN ('skipped', 'cancelled')
  ) ch ON true
  ON CONFLICT DO NOTHING
$$;
