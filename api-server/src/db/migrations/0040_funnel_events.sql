-- Events: how many times each step of the funnel happened, whoever it happened to, beside the unique
-- patients `funnel_tallies` counts. A report shows patients by default and events on request.
--
-- `event_tallies` has one row per key of a link (the same keys a report breaks down by), step and
-- database backend, like the other tallies: the triggers below add to it in the statement that records
-- the event, and the fold job (0038) folds the backends' rows. The steps, numbered as the funnel's:
--   0 messages sent and 1 delivered (the delivery ledger: an e-mail and an SMS to one patient are two),
--   2 pages rendered, 3 dates of birth confirmed (a patient session begun), 4 chapters played (the
--   page's video play count), 5 videos finished, 6 quiz and teach-back answers saved (an answer changed
--   counts again), 7 surveys completed, 8 buttons pressed.
-- Test links have no progress row, so they count for nothing here either.

CREATE TABLE event_tallies (
  tenant_id integer NOT NULL,
  touchpoint_id bigint NOT NULL,
  send_id bigint NOT NULL,
  backend_pid integer NOT NULL,
  version integer NOT NULL,
  channel text NOT NULL,
  language text NOT NULL,
  cohort_id bigint NOT NULL,
  sent_day date NOT NULL,
  step smallint NOT NULL CHECK (step BETWEEN 0 AND 8),
  events bigint NOT NULL,
  FOREIGN KEY (tenant_id, touchpoint_id) REFERENCES touchpoints (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, send_id) REFERENCES sends (tenant_id, id) ON DELETE CASCADE
);
CREATE UNIQUE INDEX event_tallies_key_idx ON event_tallies (tenant_id, touchpoint_id, send_id, backend_pid,
  version, channel, language, cohort_id, sent_day, step);

ALTER TABLE event_tallies ENABLE ROW LEVEL SECURITY;
ALTER TABLE event_tallies FORCE ROW LEVEL SECURITY;
CREATE POLICY event_tallies_tenant ON event_tallies FOR ALL USING (tenant_id = (SELECT app_context_tenant()))
  WITH CHECK (tenant_id = (SELECT app_context_tenant()));
CREATE POLICY event_tallies_security ON event_tallies FOR ALL TO app_security USING (true) WITH CHECK (true);
DO $$
BEGIN
  EXECUTE format('CREATE POLICY event_tallies_provisioning ON event_tallies FOR ALL TO %I
    USING (app_setting_on(%L)) WITH CHECK (app_setting_on(%L))', current_user, 'app.provisioning', 'app.provisioning');
END
$$;
GRANT SELECT, INSERT, UPDATE ON event_tallies TO app_runtime, app_security;
GRANT DELETE ON event_tallies TO app_security;

-- Adds events to the tallies: `p_counts[i]` events of step `p_steps[i]` on the link `p_links[i]`.
-- PL/pgSQL, so that each backend plans the statement once (an SQL function's INSERT is planned on
-- every call, which a patient's every metric would pay).
CREATE FUNCTION app_count_events(p_tenant integer, p_links bigint[], p_steps smallint[], p_counts integer[])
  RETURNS void
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public AS $$
BEGIN
  INSERT INTO event_tallies AS t (tenant_id, touchpoint_id, send_id, backend_pid, version, channel, language,
    cohort_id, sent_day, step, events)
  SELECT p.tenant_id, p.touchpoint_id, p.send_id, pg_backend_pid(), p.version, p.channel, p.language,
    p.cohort_id, p.sent_day, e.step, sum(e.n)
  FROM unnest(p_links, p_steps, p_counts) AS e (interaction_id, step, n)
  JOIN interaction_progress p ON p.tenant_id = p_tenant AND p.interaction_id = e.interaction_id
  WHERE e.n > 0
  GROUP BY p.tenant_id, p.touchpoint_id, p.send_id, p.version, p.channel, p.language, p.cohort_id, p.sent_day,
    e.step
  ORDER BY p.tenant_id, p.touchpoint_id, p.send_id, p.version, p.channel, p.language, p.cohort_id, p.sent_day,
    e.step
  ON CONFLICT (tenant_id, touchpoint_id, send_id, backend_pid, version, channel, language, cohort_id, sent_day,
    step) DO UPDATE SET events = t.events + excluded.events;
END
$$;

-- The ledger's messages that became sent (or delivered) in a statement.
CREATE FUNCTION app_events_of_messages() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public AS $$
BEGIN
  PERFORM app_count_events(c.tenant_id, array_agg(c.interaction_id), array_agg(c.step), array_agg(c.n))
  FROM (
    SELECT n.tenant_id, n.interaction_id, s.step::smallint AS step, count(*)::integer AS n
    FROM new_rows n
    JOIN old_rows o ON o.tenant_id = n.tenant_id AND o.id = n.id
    CROSS JOIN LATERAL (VALUES
      (0, n.state IN ('sent', 'delivered', 'opened', 'bounced') AND o.state NOT IN ('sent', 'delivered', 'opened', 'bounced')),
      (1, n.state IN ('delivered', 'opened') AND o.state NOT IN ('delivered', 'opened'))
    ) AS s (step, happened)
    WHERE n.interaction_id IS NOT NULL AND s.happened
    GROUP BY 1, 2, 3
  ) c
  GROUP BY c.tenant_id;
  RETURN NULL;
END
$$;
CREATE TRIGGER send_messages_events AFTER UPDATE ON send_messages
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION app_events_of_messages();

-- A date of birth confirmed: every successful check begins a patient session.
CREATE FUNCTION app_events_of_sessions() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public AS $$
BEGIN
  PERFORM app_count_events(c.tenant_id, array_agg(c.interaction_id), array_agg(3::smallint), array_agg(c.n))
  FROM (SELECT n.tenant_id, n.interaction_id, count(*)::integer AS n FROM new_rows n GROUP BY 1, 2) c
  GROUP BY c.tenant_id;
  RETURN NULL;
END
$$;
CREATE TRIGGER patient_sessions_events AFTER INSERT ON patient_sessions
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION app_events_of_sessions();

-- The page rendered: the first time marks the link opened, every time is an event.
CREATE OR REPLACE FUNCTION app_interaction_opened(p_token_hash text, p_at timestamptz) RETURNS void
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public AS $$
DECLARE
  v_tenant integer;
  v_link bigint;
BEGIN
  SELECT i.tenant_id, i.id INTO v_tenant, v_link FROM interactions i WHERE i.token_hash = p_token_hash;
  IF v_link IS NULL THEN RETURN; END IF;
  UPDATE interaction_progress SET opened_at = p_at
  WHERE tenant_id = v_tenant AND interaction_id = v_link AND opened_at IS NULL;
  PERFORM app_count_events(v_tenant, ARRAY[v_link], ARRAY[2::smallint], ARRAY[1]);
END
$$;

-- The page's metric: as before (0034), and its events: chapters played, videos finished, surveys
-- completed and buttons pressed since the row's last values.
CREATE OR REPLACE FUNCTION app_progress_of_metric() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public AS $$
DECLARE
  v_started boolean := NEW.chapter <> '' AND (NEW.page_visits > 0 OR NEW.time_on_page > 0
    OR NEW.video_watch_time > 0 OR NEW.video_watch_count > 0 OR NEW.video_finished);
  v_finished integer := CASE WHEN NEW.chapter <> '' AND NEW.video_finished
    AND (TG_OP = 'INSERT' OR NOT OLD.video_finished) THEN 1 ELSE 0 END;
  v_played integer := CASE WHEN NEW.chapter = '' THEN 0
    WHEN TG_OP = 'INSERT' THEN NEW.video_watch_count ELSE NEW.video_watch_count - OLD.video_watch_count END;
  v_surveyed integer := CASE WHEN NEW.survey_completed AND (TG_OP = 'INSERT' OR NOT OLD.survey_completed)
    THEN 1 ELSE 0 END;
  v_pressed integer := CASE WHEN TG_OP = 'INSERT' THEN NEW.cta_interactions
    ELSE NEW.cta_interactions - OLD.cta_interactions END;
BEGIN
  IF v_played > 0 OR v_finished > 0 OR v_surveyed > 0 OR v_pressed > 0 THEN
    PERFORM app_count_events(NEW.tenant_id, ARRAY[NEW.interaction_id, NEW.interaction_id, NEW.interaction_id,
      NEW.interaction_id], ARRAY[4, 5, 7, 8]::smallint[], ARRAY[v_played, v_finished, v_surveyed, v_pressed]);
  END IF;
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

-- A chapter's question answered: as before (0034), and every save of a new or changed answer is an event.
CREATE OR REPLACE FUNCTION app_progress_of_answer() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public AS $$
DECLARE
  v_new integer := CASE WHEN TG_OP = 'INSERT' THEN 1 ELSE 0 END;
  v_wrong integer := CASE WHEN NEW.correct = false THEN 1 ELSE 0 END
    - CASE WHEN TG_OP = 'UPDATE' AND OLD.correct = false THEN 1 ELSE 0 END;
BEGIN
  IF NEW.chapter = '' THEN RETURN NULL; END IF;
  IF TG_OP = 'INSERT' OR NEW.answer IS DISTINCT FROM OLD.answer THEN
    PERFORM app_count_events(NEW.tenant_id, ARRAY[NEW.interaction_id], ARRAY[6::smallint], ARRAY[1]);
  END IF;
  IF v_new = 0 AND v_wrong = 0 THEN RETURN NULL; END IF;
  UPDATE interaction_progress SET
    questions_answered = questions_answered + v_new,
    answers_wrong = answers_wrong + v_wrong,
    answered_at = CASE WHEN answered_at IS NULL AND questions_answered + v_new >= questions_needed
      THEN NEW.answered_at ELSE answered_at END
  WHERE tenant_id = NEW.tenant_id AND interaction_id = NEW.interaction_id;
  RETURN NULL;
END
$$;

-- The events of the links sent before this migration, as far as the tables tell them: a page rendered
-- was not counted then, so an opened link counts one.
INSERT INTO event_tallies (tenant_id, touchpoint_id, send_id, backend_pid, version, channel, language, cohort_id,
  sent_day, step, events)
SELECT p.tenant_id, p.touchpoint_id, p.send_id, 0, p.version, p.channel, p.language, p.cohort_id, p.sent_day,
  e.step, sum(e.n)
FROM (
  SELECT m.tenant_id, m.interaction_id, 0::smallint AS step, count(*) AS n FROM send_messages m
  WHERE m.interaction_id IS NOT NULL AND m.state IN ('sent', 'delivered', 'opened', 'bounced') GROUP BY 1, 2
  UNION ALL
  SELECT m.tenant_id, m.interaction_id, 1::smallint, count(*) FROM send_messages m
  WHERE m.interaction_id IS NOT NULL AND m.state IN ('delivered', 'opened') GROUP BY 1, 2
  UNION ALL
  SELECT x.tenant_id, x.interaction_id, 2::smallint, 1 FROM interaction_progress x WHERE x.opened_at IS NOT NULL
  UNION ALL
  SELECT s.tenant_id, s.interaction_id, 3::smallint, count(*) FROM patient_sessions s GROUP BY 1, 2
  UNION ALL
  SELECT x.tenant_id, x.interaction_id, 4::smallint, sum(x.video_watch_count) FROM interaction_metrics x
  WHERE x.chapter <> '' GROUP BY 1, 2
  UNION ALL
  SELECT x.tenant_id, x.interaction_id, 5::smallint, count(*) FROM interaction_metrics x
  WHERE x.chapter <> '' AND x.video_finished GROUP BY 1, 2
  UNION ALL
  SELECT a.tenant_id, a.interaction_id, 6::smallint, count(*) FROM interaction_answers a
  WHERE a.chapter <> '' GROUP BY 1, 2
  UNION ALL
  SELECT x.tenant_id, x.interaction_id, 7::smallint, count(*) FROM interaction_metrics x
  WHERE x.survey_completed GROUP BY 1, 2
  UNION ALL
  SELECT x.tenant_id, x.interaction_id, 8::smallint, sum(x.cta_interactions) FROM interaction_metrics x GROUP BY 1, 2
) e
JOIN interaction_progress p ON p.tenant_id = e.tenant_id AND p.interaction_id = e.interaction_id
WHERE e.n > 0
GROUP BY p.tenant_id, p.touchpoint_id, p.send_id, p.version, p.channel, p.language, p.cohort_id, p.sent_day, e.step;

-- The fold (0038) takes the events' rows too.
CREATE OR REPLACE FUNCTION app_fold_event_tallies() RETURNS integer
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public AS $$
DECLARE
  folded integer;
BEGIN
  WITH taken AS (
    DELETE FROM event_tallies WHERE ctid IN (
      SELECT ctid FROM event_tallies WHERE backend_pid <> 0 FOR UPDATE SKIP LOCKED)
    RETURNING *
  ), summed AS (
    INSERT INTO event_tallies AS t (tenant_id, touchpoint_id, send_id, backend_pid, version, channel, language,
      cohort_id, sent_day, step, events)
    SELECT tenant_id, touchpoint_id, send_id, 0, version, channel, language, cohort_id, sent_day, step, sum(events)
    FROM taken
    GROUP BY tenant_id, touchpoint_id, send_id, version, channel, language, cohort_id, sent_day, step
    ON CONFLICT (tenant_id, touchpoint_id, send_id, backend_pid, version, channel, language, cohort_id, sent_day,
      step) DO UPDATE SET events = t.events + excluded.events
    RETURNING 1
  )
  SELECT count(*) INTO folded FROM taken;
  DELETE FROM event_tallies WHERE backend_pid = 0 AND events = 0;
  RETURN folded;
END
$$;

DO $$
DECLARE
  f text;
BEGIN
  FOREACH f IN ARRAY ARRAY['app_events_of_messages()', 'app_events_of_sessions()', 'app_fold_event_tallies()',
      'app_count_events(integer, bigint[], smallint[], integer[])'] LOOP
    EXECUTE format('ALTER FUNCTION %s OWNER TO app_security', f);
    EXECUTE format('REVOKE ALL ON FUNCTION %s FROM PUBLIC', f);
  END LOOP;
END
$$;
GRANT EXECUTE ON FUNCTION app_events_of_messages(), app_events_of_sessions() TO app_runtime, app_security;
GRANT EXECUTE ON FUNCTION app_count_events(integer, bigint[], smallint[], integer[]) TO app_security;
GRANT EXECUTE ON FUNCTION app_fold_event_tallies() TO app_runtime;
