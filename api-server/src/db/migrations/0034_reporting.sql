-- Reports: how far each patient got with each link they were sent, and the funnel's counts kept as
-- they get further, so a report reads a few hundred tally rows however many patients a campaign has.
--
-- * `interaction_progress` has one row per link a send made (never a test link): the keys a report
--   breaks down by (touchpoint, send, version, channel, language, cohort, the day the link was made in
--   the tenant's time zone) and the time of each step the patient reached. `stage` is the furthest
--   step reached with every step before it that applies to what the patient was sent (a delivery
--   report that never came does not hold back a patient who opened the page). The steps, in order:
--   -1 not sent, 0 sent, 1 delivered, 2 opened, 3 date of birth confirmed, 4 a chapter started,
--   5 every video finished, 6 every question answered, 7 survey completed, 8 a button pressed.
-- * The row is written by triggers on the tables the events land in (links, the delivery ledger,
--   metrics, answers), in the statement that records the event: a report is never behind, and no code
--   path can forget it. It outlives its patient (a deleted patient keeps counting, without a name).
-- * `funnel_tallies` holds the number of rows per key and stage, kept by a statement trigger of
--   `interaction_progress` the way `send_tallies` keeps the ledger's counts (one row per backend, so
--   concurrent writers never wait on a counter).

-- Whether an answer was right: a quiz answer with the right choices, a teach-back answer with every
-- expected keyword; null for a survey answer.
ALTER TABLE interaction_answers ADD COLUMN correct boolean;

CREATE TABLE interaction_progress (
  tenant_id integer NOT NULL,
  interaction_id bigint NOT NULL,
  -- Null once the patient is deleted: they leave the lists of patients, not the counts.
  patient_id bigint,
  campaign_id bigint NOT NULL,
  touchpoint_id bigint NOT NULL,
  send_id bigint NOT NULL,
  version integer NOT NULL,
  channel text NOT NULL CHECK (channel IN ('email', 'sms', 'email_and_sms')),
  language text NOT NULL,
  -- The first of the send's cohorts the patient belonged to; 0 for a patient sent on their own.
  cohort_id bigint NOT NULL,
  sent_day date NOT NULL,
  created_at timestamptz NOT NULL,
  -- What the version sent asks of the patient.
  chapters_needed smallint NOT NULL,
  videos_needed smallint NOT NULL,
  questions_needed smallint NOT NULL,
  survey_needed boolean NOT NULL,
  buttons_needed boolean NOT NULL,
  videos_finished smallint NOT NULL DEFAULT 0,
  questions_answered smallint NOT NULL DEFAULT 0,
  answers_wrong smallint NOT NULL DEFAULT 0,
  sent_at timestamptz,
  delivered_at timestamptz,
  -- A provider's open report (a pixel, a scanner): a page rendered is `opened_at`.
  provider_opened_at timestamptz,
  opened_at timestamptz,
  verified_at timestamptz,
  started_at timestamptz,
  watched_at timestamptz,
  answered_at timestamptz,
  surveyed_at timestamptz,
  acted_at timestamptz,
  -- The patient opted out after this link, the last sent to them: 'unsubscribe' (the e-mail's link or
  -- the provider's report of one) or 'stop_reply' (an SMS reply); '' while they have not.
  opt_out text NOT NULL DEFAULT '' CHECK (opt_out IN ('', 'unsubscribe', 'stop_reply')),
  stage smallint GENERATED ALWAYS AS (
    CASE
      WHEN verified_at IS NULL THEN
        CASE WHEN opened_at IS NOT NULL THEN 2 WHEN delivered_at IS NOT NULL THEN 1
             WHEN sent_at IS NOT NULL THEN 0 ELSE -1 END
      WHEN started_at IS NULL AND chapters_needed > 0 THEN 3
      WHEN watched_at IS NULL AND videos_needed > 0 THEN 4
      WHEN answered_at IS NULL AND questions_needed > 0 THEN 5
      WHEN surveyed_at IS NULL AND survey_needed THEN 6
      WHEN acted_at IS NULL AND buttons_needed THEN 7
      ELSE 8
    END) STORED,
  -- Every question answered, and all of them right; null until every question is answered.
  understood boolean GENERATED ALWAYS AS (
    CASE WHEN questions_needed > 0 AND questions_answered >= questions_needed THEN answers_wrong = 0 END) STORED,
  PRIMARY KEY (tenant_id, interaction_id),
  FOREIGN KEY (tenant_id, touchpoint_id) REFERENCES touchpoints (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, send_id) REFERENCES sends (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, patient_id) REFERENCES patients (tenant_id, id) ON DELETE SET NULL (patient_id)
);
-- Patients to act on, a page at a time in the order their links were made: those who have not opened
-- are one list whether a delivery report came or not (stage 0 or 1).
CREATE INDEX interaction_progress_campaign_stage_idx
  ON interaction_progress (tenant_id, campaign_id, (greatest(stage, 1)), interaction_id) WHERE patient_id IS NOT NULL;
CREATE INDEX interaction_progress_touchpoint_stage_idx
  ON interaction_progress (tenant_id, touchpoint_id, (greatest(stage, 1)), interaction_id)
  WHERE patient_id IS NOT NULL;
CREATE INDEX interaction_progress_misunderstood_idx
  ON interaction_progress (tenant_id, campaign_id, interaction_id) WHERE understood = false AND patient_id IS NOT NULL;
CREATE INDEX interaction_progress_send_idx ON interaction_progress (tenant_id, send_id);
CREATE INDEX interaction_progress_patient_idx ON interaction_progress (tenant_id, patient_id, interaction_id DESC)
  WHERE patient_id IS NOT NULL;

CREATE TABLE funnel_tallies (
  tenant_id integer NOT NULL,
  touchpoint_id bigint NOT NULL,
  send_id bigint NOT NULL,
  backend_pid integer NOT NULL,
  version integer NOT NULL,
  channel text NOT NULL,
  language text NOT NULL,
  cohort_id bigint NOT NULL,
  sent_day date NOT NULL,
  -- Which steps apply: 1 chapters, 2 videos, 4 questions, 8 survey, 16 buttons.
  needs smallint NOT NULL,
  stage smallint NOT NULL,
  -- '' until every question is answered, then 'yes' or 'no'.
  understood text NOT NULL,
  -- A provider reported an open and no page was rendered.
  automated boolean NOT NULL,
  opt_out text NOT NULL,
  patients integer NOT NULL,
  FOREIGN KEY (tenant_id, touchpoint_id) REFERENCES touchpoints (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, send_id) REFERENCES sends (tenant_id, id) ON DELETE CASCADE
);
CREATE UNIQUE INDEX funnel_tallies_key_idx ON funnel_tallies (tenant_id, touchpoint_id, send_id, backend_pid,
  version, channel, language, cohort_id, sent_day, needs, stage, understood, automated, opt_out);

-- The tally key of a progress row's values.
CREATE FUNCTION app_progress_needs(p_chapters smallint, p_videos smallint, p_questions smallint,
    p_survey boolean, p_buttons boolean) RETURNS smallint
  LANGUAGE sql IMMUTABLE SET search_path = pg_catalog AS $$
  SELECT (CASE WHEN p_chapters > 0 THEN 1 ELSE 0 END + CASE WHEN p_videos > 0 THEN 2 ELSE 0 END
    + CASE WHEN p_questions > 0 THEN 4 ELSE 0 END + CASE WHEN p_survey THEN 8 ELSE 0 END
    + CASE WHEN p_buttons THEN 16 ELSE 0 END)::smallint
$$;

-- Adds a statement's net change of `interaction_progress` to the tallies (see `app_tally_send_messages`).
CREATE FUNCTION app_tally_progress() RETURNS trigger
  LANGUAGE plpgsql SET search_path = pg_catalog, public AS $$
BEGIN
  INSERT INTO funnel_tallies AS t (tenant_id, touchpoint_id, send_id, backend_pid, version, channel, language,
    cohort_id, sent_day, needs, stage, understood, automated, opt_out, patients)
  SELECT d.tenant_id, d.touchpoint_id, d.send_id, pg_backend_pid(), d.version, d.channel, d.language, d.cohort_id,
    d.sent_day, d.needs, d.stage, d.understood, d.automated, d.opt_out, sum(d.change)::integer
  FROM (
    SELECT n.tenant_id, n.touchpoint_id, n.send_id, n.version, n.channel, n.language, n.cohort_id, n.sent_day,
      app_progress_needs(n.chapters_needed, n.videos_needed, n.questions_needed, n.survey_needed, n.buttons_needed)
        AS needs,
      n.stage, CASE n.understood WHEN true THEN 'yes' WHEN false THEN 'no' ELSE '' END AS understood,
      (n.provider_opened_at IS NOT NULL AND n.opened_at IS NULL AND n.verified_at IS NULL) AS automated,
      n.opt_out, 1 AS change
    FROM new_rows n
    UNION ALL
    SELECT o.tenant_id, o.touchpoint_id, o.send_id, o.version, o.channel, o.language, o.cohort_id, o.sent_day,
      app_progress_needs(o.chapters_needed, o.videos_needed, o.questions_needed, o.survey_needed, o.buttons_needed),
      o.stage, CASE o.understood WHEN true THEN 'yes' WHEN false THEN 'no' ELSE '' END,
      (o.provider_opened_at IS NOT NULL AND o.opened_at IS NULL AND o.verified_at IS NULL), o.opt_out, -1
    FROM old_rows o
  ) d
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14
  HAVING sum(d.change) <> 0
  ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14
  ON CONFLICT (tenant_id, touchpoint_id, send_id, backend_pid, version, channel, language, cohort_id, sent_day,
    needs, stage, understood, automated, opt_out)
    DO UPDATE SET patients = t.patients + excluded.patients;
  RETURN NULL;
END
$$;

-- An insert has no old rows: the same function reads an empty set for them.
CREATE FUNCTION app_tally_progress_insert() RETURNS trigger
  LANGUAGE plpgsql SET search_path = pg_catalog, public AS $$
BEGIN
  INSERT INTO funnel_tallies AS t (tenant_id, touchpoint_id, send_id, backend_pid, version, channel, language,
    cohort_id, sent_day, needs, stage, understood, automated, opt_out, patients)
  SELECT n.tenant_id, n.touchpoint_id, n.send_id, pg_backend_pid(), n.version, n.channel, n.language, n.cohort_id,
    n.sent_day,
    app_progress_needs(n.chapters_needed, n.videos_needed, n.questions_needed, n.survey_needed, n.buttons_needed),
    n.stage, CASE n.understood WHEN true THEN 'yes' WHEN false THEN 'no' ELSE '' END,
    (n.provider_opened_at IS NOT NULL AND n.opened_at IS NULL AND n.verified_at IS NULL), n.opt_out,
    count(*)::integer
  FROM new_rows n
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14
  ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14
  ON CONFLICT (tenant_id, touchpoint_id, send_id, backend_pid, version, channel, language, cohort_id, sent_day,
    needs, stage, understood, automated, opt_out)
    DO UPDATE SET patients = t.patients + excluded.patients;
  RETURN NULL;
END
$$;

CREATE TRIGGER interaction_progress_tally_insert AFTER INSERT ON interaction_progress
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION app_tally_progress_insert();
CREATE TRIGGER interaction_progress_tally_update AFTER UPDATE ON interaction_progress
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION app_tally_progress();

-- A send's links: one progress row each, keyed as the send made them. Runs as the delivery's worker,
-- in the send's tenant.
-- The progress rows of links a send made (never test links), keyed as the send made them: by the
-- send's channels to the patient, the patient's language, the first of the send's cohorts they are in,
-- the day in the tenant's time zone, and what the version sent asks of them.
CREATE FUNCTION app_add_link_progress(p_tenant integer, p_ids bigint[]) RETURNS void
  LANGUAGE sql SET search_path = pg_catalog, public AS $$
  INSERT INTO interaction_progress (tenant_id, interaction_id, patient_id, campaign_id, touchpoint_id, send_id,
    version, channel, language, cohort_id, sent_day, created_at, chapters_needed, videos_needed, questions_needed,
    survey_needed, buttons_needed)
  SELECT n.tenant_id, n.id, n.patient_id, tp.campaign_id, n.touchpoint_id, n.send_id, n.version_sent,
    coalesce(ch.channel, 'email'), coalesce(p.language_preference, v.content ->> 'default_language', 'en'),
    coalesce((SELECT min(c.id) FROM unnest(s.cohort_ids) AS c (id)
      WHERE EXISTS (SELECT 1 FROM cohort_members m
        WHERE m.tenant_id = n.tenant_id AND m.cohort_id = c.id AND m.patient_id = n.patient_id)), 0),
    (n.created_at AT TIME ZONE t.time_zone)::date, n.created_at,
    coalesce(jsonb_array_length(v.content -> 'chapters'), 0),
    (SELECT count(*) FROM jsonb_array_elements(coalesce(v.content -> 'chapters', '[]')) AS c (item)
      WHERE jsonb_typeof(c.item -> 'video_id') = 'number'),
    (SELECT coalesce(sum(jsonb_array_length(coalesce(c.item -> 'questions', '[]'))), 0)
      FROM jsonb_array_elements(coalesce(v.content -> 'chapters', '[]')) AS c (item)),
    coalesce(jsonb_array_length(v.content -> 'survey' -> 'questions'), 0) > 0,
    coalesce(jsonb_array_length(v.content -> 'buttons'), 0) > 0
  FROM interactions n
  JOIN sends s ON s.tenant_id = n.tenant_id AND s.id = n.send_id
  JOIN touchpoints tp ON tp.tenant_id = n.tenant_id AND tp.id = n.touchpoint_id
  JOIN touchpoint_versions v ON v.tenant_id = n.tenant_id AND v.touchpoint_id = n.touchpoint_id
    AND v.version = n.version_sent
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
  WHERE n.tenant_id = p_tenant AND n.id = ANY (p_ids)
    AND NOT n.is_test AND n.send_id IS NOT NULL AND n.version_sent IS NOT NULL
  ON CONFLICT DO NOTHING
$$;

-- A send's links, as the delivery's worker makes them in the send's tenant.
CREATE FUNCTION app_progress_of_links() RETURNS trigger
  LANGUAGE plpgsql SET search_path = pg_catalog, public AS $$
BEGIN
  PERFORM app_add_link_progress(n.tenant_id, array_agg(n.id))
  FROM new_rows n
  WHERE NOT n.is_test AND n.send_id IS NOT NULL
  GROUP BY n.tenant_id;
  RETURN NULL;
END
$$;
CREATE TRIGGER interactions_progress_insert AFTER INSERT ON interactions
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION app_progress_of_links();

-- The ledger's outcomes: sent, delivered, and a provider's open report.
CREATE FUNCTION app_progress_of_messages() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public AS $$
BEGIN
  UPDATE interaction_progress p SET
    sent_at = coalesce(p.sent_at, o.sent_at),
    delivered_at = coalesce(p.delivered_at, o.delivered_at),
    provider_opened_at = coalesce(p.provider_opened_at, o.opened_at)
  FROM (
    SELECT n.tenant_id, n.interaction_id,
      min(n.updated_at) FILTER (WHERE n.state IN ('sent', 'delivered', 'opened', 'bounced')) AS sent_at,
      min(n.updated_at) FILTER (WHERE n.state IN ('delivered', 'opened')) AS delivered_at,
      min(n.updated_at) FILTER (WHERE n.state = 'opened') AS opened_at
    FROM new_rows n
    WHERE n.interaction_id IS NOT NULL AND n.state IN ('sent', 'delivered', 'opened', 'bounced')
    GROUP BY 1, 2
  ) o
  WHERE p.tenant_id = o.tenant_id AND p.interaction_id = o.interaction_id
    AND ((p.sent_at IS NULL AND o.sent_at IS NOT NULL) OR (p.delivered_at IS NULL AND o.delivered_at IS NOT NULL)
      OR (p.provider_opened_at IS NULL AND o.opened_at IS NOT NULL));
  RETURN NULL;
END
$$;
CREATE TRIGGER send_messages_progress AFTER UPDATE ON send_messages
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION app_progress_of_messages();

-- The date of birth confirmed (in `app_verify_interaction`).
CREATE FUNCTION app_progress_of_verification() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public AS $$
BEGIN
  UPDATE interaction_progress SET verified_at = NEW.verified_at
  WHERE tenant_id = NEW.tenant_id AND interaction_id = NEW.id AND verified_at IS NULL;
  RETURN NULL;
END
$$;
CREATE TRIGGER interactions_progress_verified AFTER UPDATE OF verified_at ON interactions
  FOR EACH ROW WHEN (OLD.verified_at IS NULL AND NEW.verified_at IS NOT NULL)
  EXECUTE FUNCTION app_progress_of_verification();

-- The page's metric: a chapter started, a video finished, the survey completed, a button pressed.
CREATE FUNCTION app_progress_of_metric() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public AS $$
DECLARE
  v_started boolean := NEW.chapter <> '' AND (NEW.page_visits > 0 OR NEW.time_on_page > 0
    OR NEW.video_watch_time > 0 OR NEW.video_watch_count > 0 OR NEW.video_finished);
  v_finished integer := CASE WHEN NEW.chapter <> '' AND NEW.video_finished
    AND (TG_OP = 'INSERT' OR NOT OLD.video_finished) THEN 1 ELSE 0 END;
BEGIN
  IF NOT v_started AND v_finished = 0 AND NOT NEW.survey_completed AND NEW.cta_interactions = 0 THEN
    RETURN NULL;
  END IF;
  UPDATE interaction_progress SET
    started_at = CASE WHEN v_started THEN coalesce(started_at, NEW.updated_at) ELSE started_at END,
    videos_finished = videos_finished + v_finished,
    watched_at = CASE WHEN watched_at IS NULL AND videos_needed > 0 AND videos_finished + v_finished >= videos_needed
      THEN NEW.updated_at ELSE watched_at END,
    surveyed_at = CASE WHEN NEW.survey_completed THEN coalesce(surveyed_at, NEW.updated_at) ELSE surveyed_at END,
    acted_at = CASE WHEN NEW.cta_interactions > 0 THEN coalesce(acted_at, NEW.updated_at) ELSE acted_at END
  WHERE tenant_id = NEW.tenant_id AND interaction_id = NEW.interaction_id
    AND ((v_started AND started_at IS NULL) OR v_finished > 0 OR (NEW.survey_completed AND surveyed_at IS NULL)
      OR (NEW.cta_interactions > 0 AND acted_at IS NULL));
  RETURN NULL;
END
$$;
CREATE TRIGGER interaction_metrics_progress AFTER INSERT OR UPDATE ON interaction_metrics
  FOR EACH ROW EXECUTE FUNCTION app_progress_of_metric();

-- A chapter's question answered, right or not (an answer replaced keeps its count, with its new rightness).
CREATE FUNCTION app_progress_of_answer() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public AS $$
DECLARE
  v_new integer := CASE WHEN TG_OP = 'INSERT' THEN 1 ELSE 0 END;
  v_wrong integer := CASE WHEN NEW.correct = false THEN 1 ELSE 0 END
    - CASE WHEN TG_OP = 'UPDATE' AND OLD.correct = false THEN 1 ELSE 0 END;
BEGIN
  IF NEW.chapter = '' OR (v_new = 0 AND v_wrong = 0) THEN RETURN NULL; END IF;
  UPDATE interaction_progress SET
    questions_answered = questions_answered + v_new,
    answers_wrong = answers_wrong + v_wrong,
    answered_at = CASE WHEN answered_at IS NULL AND questions_answered + v_new >= questions_needed
      THEN NEW.answered_at ELSE answered_at END
  WHERE tenant_id = NEW.tenant_id AND interaction_id = NEW.interaction_id;
  RETURN NULL;
END
$$;
CREATE TRIGGER interaction_answers_progress AFTER INSERT OR UPDATE ON interaction_answers
  FOR EACH ROW EXECUTE FUNCTION app_progress_of_answer();

-- A patient who opts out (an unsubscribe link, a provider's unsubscribe or spam report, a STOP reply:
-- the definers of app_security change them; staff editing consent in Contacts do not count) is counted
-- against the last link sent to them.
CREATE FUNCTION app_progress_of_opt_out() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public AS $$
DECLARE
  v_via text := CASE WHEN NEW.opted_out AND NOT OLD.opted_out THEN 'unsubscribe' ELSE 'stop_reply' END;
BEGIN
  UPDATE interaction_progress SET opt_out = v_via
  WHERE tenant_id = NEW.tenant_id AND interaction_id = (
    SELECT p.interaction_id FROM interaction_progress p
    WHERE p.tenant_id = NEW.tenant_id AND p.patient_id = NEW.id
    ORDER BY p.interaction_id DESC LIMIT 1) AND opt_out = '';
  RETURN NULL;
END
$$;
CREATE TRIGGER patients_progress_opt_out AFTER UPDATE OF opted_out, sms_consent ON patients
  FOR EACH ROW WHEN (current_user = 'app_security'
    AND ((NEW.opted_out AND NOT OLD.opted_out) OR (OLD.sms_consent AND NOT NEW.sms_consent)))
  EXECUTE FUNCTION app_progress_of_opt_out();

-- The link's page rendered in a browser (its branding asked for): the patient opened it. Called with the
-- hash of the token the caller holds, before anyone is verified.
CREATE FUNCTION app_interaction_opened(p_token_hash text, p_at timestamptz) RETURNS void
  LANGUAGE sql SECURITY DEFINER SET search_path = pg_catalog, public AS $$
  UPDATE interaction_progress p SET opened_at = p_at
  FROM interactions i
  WHERE i.token_hash = p_token_hash AND p.tenant_id = i.tenant_id AND p.interaction_id = i.id
    AND p.opened_at IS NULL
$$;

-- The links sent before reports: their rows, then their progress as far as the tables tell it.
SELECT app_add_link_progress(tenant_id, array_agg(id))
FROM interactions
WHERE NOT is_test AND send_id IS NOT NULL
GROUP BY tenant_id;

UPDATE interaction_progress p SET
  videos_finished = least(coalesce(mt.finished, 0), 32767),
  questions_answered = least(coalesce(an.answered, 0), 32767),
  sent_at = ch.sent_at,
  delivered_at = ch.delivered_at,
  provider_opened_at = ch.opened_at,
  verified_at = i.verified_at,
  started_at = mt.started_at,
  watched_at = CASE WHEN p.videos_needed > 0 AND mt.finished >= p.videos_needed THEN mt.last_at END,
  answered_at = CASE WHEN p.questions_needed > 0 AND an.answered >= p.questions_needed THEN an.last_at END,
  surveyed_at = mt.surveyed_at,
  acted_at = mt.acted_at
FROM interactions i
LEFT JOIN (
  SELECT m.tenant_id, m.interaction_id,
    min(m.updated_at) FILTER (WHERE m.state IN ('sent', 'delivered', 'opened', 'bounced')) AS sent_at,
    min(m.updated_at) FILTER (WHERE m.state IN ('delivered', 'opened')) AS delivered_at,
    min(m.updated_at) FILTER (WHERE m.state = 'opened') AS opened_at
  FROM send_messages m WHERE m.interaction_id IS NOT NULL
  GROUP BY 1, 2
) ch ON ch.tenant_id = i.tenant_id AND ch.interaction_id = i.id
LEFT JOIN (
  SELECT x.tenant_id, x.interaction_id,
    min(x.updated_at) FILTER (WHERE x.chapter <> '' AND (x.page_visits > 0 OR x.time_on_page > 0
      OR x.video_watch_time > 0 OR x.video_finished)) AS started_at,
    count(*) FILTER (WHERE x.chapter <> '' AND x.video_finished) AS finished,
    max(x.updated_at) AS last_at,
    min(x.updated_at) FILTER (WHERE x.survey_completed) AS surveyed_at,
    min(x.updated_at) FILTER (WHERE x.cta_interactions > 0) AS acted_at
  FROM interaction_metrics x
  GROUP BY 1, 2
) mt ON mt.tenant_id = i.tenant_id AND mt.interaction_id = i.id
LEFT JOIN (
  SELECT a.tenant_id, a.interaction_id, count(*) AS answered, max(a.answered_at) AS last_at
  FROM interaction_answers a WHERE a.chapter <> ''
  GROUP BY 1, 2
) an ON an.tenant_id = i.tenant_id AND an.interaction_id = i.id
WHERE i.tenant_id = p.tenant_id AND i.id = p.interaction_id;

DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['interaction_progress', 'funnel_tallies'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format('CREATE POLICY %I ON %I FOR ALL USING (tenant_id = (SELECT app_context_tenant()))
      WITH CHECK (tenant_id = (SELECT app_context_tenant()))', t || '_tenant', t);
    -- The triggers of patients' pages and providers' reports run as app_security, without a tenant.
    EXECUTE format('CREATE POLICY %I ON %I FOR ALL TO app_security USING (true) WITH CHECK (true)',
      t || '_security', t);
    EXECUTE format('CREATE POLICY %I ON %I FOR ALL TO %I USING (app_setting_on(%L)) WITH CHECK (app_setting_on(%L))',
      t || '_provisioning', t, current_user, 'app.provisioning', 'app.provisioning');
  END LOOP;
END
$$;

GRANT SELECT, INSERT, UPDATE ON interaction_progress, funnel_tallies TO app_runtime, app_security;

DO $$
DECLARE
  f text;
BEGIN
  FOREACH f IN ARRAY ARRAY['app_progress_of_messages()', 'app_progress_of_verification()',
      'app_progress_of_metric()', 'app_progress_of_answer()', 'app_progress_of_opt_out()', 'app_interaction_opened(text, timestamptz)'] LOOP
    EXECUTE format('ALTER FUNCTION %s OWNER TO app_security', f);
    EXECUTE format('REVOKE ALL ON FUNCTION %s FROM PUBLIC', f);
    EXECUTE format('GRANT EXECUTE ON FUNCTION %s TO app_runtime, app_security', f);
  END LOOP;
END
$$;
GRANT EXECUTE ON FUNCTION app_tally_progress(), app_tally_progress_insert(), app_progress_of_links(),
  app_add_link_progress(integer, bigint[]),
  app_progress_needs(smallint, smallint, smallint, boolean, boolean) TO app_runtime, app_security;
