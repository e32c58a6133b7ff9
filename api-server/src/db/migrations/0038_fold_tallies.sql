-- Tallies folded: `send_tallies`, `funnel_tallies` and `answer_tallies` keep one row per key and
-- database backend (`backend_pid`), so that concurrent writers never wait on one counter. Backends come
-- and go with every restart and pool recycle, so the rows of a key would grow without end, and with
-- them every report's read. A scheduled job folds every backend's rows into one row per key under
-- `backend_pid` 0 (no backend has that id) and drops keys that sum to nothing.
--
-- The fold never waits: it takes only the rows no writer holds (SKIP LOCKED), so a patient's page or
-- a provider's report is never held up or made to fail by it; a row it skipped is folded next time.
-- A writer that meets a row the fold is deleting waits for the fold's short transaction, then adds a
-- new row for its backend (its ON CONFLICT finds none): no count is lost or counted twice.

CREATE FUNCTION app_fold_tallies() RETURNS integer
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public AS $$
DECLARE
  folded integer := 0;
  step integer;
BEGIN
  WITH taken AS (
    DELETE FROM send_tallies WHERE ctid IN (
      SELECT ctid FROM send_tallies WHERE backend_pid <> 0 FOR UPDATE SKIP LOCKED)
    RETURNING *
  ), summed AS (
    INSERT INTO send_tallies AS t (tenant_id, send_id, backend_pid, channel, state, skip_reason, reason, messages)
    SELECT tenant_id, send_id, 0, channel, state, skip_reason, reason, sum(messages)::integer
    FROM taken GROUP BY tenant_id, send_id, channel, state, skip_reason, reason
    ON CONFLICT (tenant_id, send_id, backend_pid, channel, state, skip_reason, reason)
      DO UPDATE SET messages = t.messages + excluded.messages
    RETURNING 1
  )
  SELECT count(*) INTO step FROM taken;
  folded := folded + step;
  DELETE FROM send_tallies WHERE backend_pid = 0 AND messages = 0;

  WITH taken AS (
    DELETE FROM funnel_tallies WHERE ctid IN (
      SELECT ctid FROM funnel_tallies WHERE backend_pid <> 0 FOR UPDATE SKIP LOCKED)
    RETURNING *
  ), summed AS (
    INSERT INTO funnel_tallies AS t (tenant_id, touchpoint_id, send_id, backend_pid, version, channel, language,
      cohort_id, sent_day, needs, stage, understood, automated, opt_out, patients)
    SELECT tenant_id, touchpoint_id, send_id, 0, version, channel, language, cohort_id, sent_day, needs, stage,
      understood, automated, opt_out, sum(patients)::integer
    FROM taken
    GROUP BY tenant_id, touchpoint_id, send_id, version, channel, language, cohort_id, sent_day, needs, stage,
      understood, automated, opt_out
    ON CONFLICT (tenant_id, touchpoint_id, send_id, backend_pid, version, channel, language, cohort_id, sent_day,
      needs, stage, understood, automated, opt_out)
      DO UPDATE SET patients = t.patients + excluded.patients
    RETURNING 1
  )
  SELECT count(*) INTO step FROM taken;
  folded := folded + step;
  DELETE FROM funnel_tallies WHERE backend_pid = 0 AND patients = 0;

  WITH taken AS (
    DELETE FROM answer_tallies WHERE ctid IN (
      SELECT ctid FROM answer_tallies WHERE backend_pid <> 0 FOR UPDATE SKIP LOCKED)
    RETURNING *
  ), summed AS (
    INSERT INTO answer_tallies AS t (tenant_id, touchpoint_id, send_id, sent_day, backend_pid, chapter, question,
      item, value, answers)
    SELECT tenant_id, touchpoint_id, send_id, sent_day, 0, chapter, question, item, value, sum(answers)::integer
    FROM taken GROUP BY tenant_id, touchpoint_id, send_id, sent_day, chapter, question, item, value
    ON CONFLICT (tenant_id, touchpoint_id, send_id, sent_day, backend_pid, chapter, question, item, value)
      DO UPDATE SET answers = t.answers + excluded.answers
    RETURNING 1
  )
  SELECT count(*) INTO step FROM taken;
  folded := folded + step;
  DELETE FROM answer_tallies WHERE backend_pid = 0 AND answers = 0;

  RETURN folded;
END
$$;

GRANT DELETE ON send_tallies, funnel_tallies, answer_tallies TO app_security;
ALTER FUNCTION app_fold_tallies() OWNER TO app_security;
REVOKE ALL ON FUNCTION app_fold_tallies() FROM PUBLIC;
GRANT EXECUTE ON FUNCTION app_fold_tallies() TO app_runtime;
