-- Reports of the answers: per question, how many patients answered, chose each option, gave each
-- rating, answered each medication Yes / No / Not Sure, added medications of their own, and answered
-- right. Kept as answers are saved (a row trigger of `interaction_answers`), in `answer_tallies`, the
-- way `funnel_tallies` keeps the funnel: one row per key and database backend.
--
-- * Only answers of a sent link count (a link with a progress row): never a test link's.
-- * An answer replaced takes its old items off and puts its new ones on.
-- * Items: ('answered', '') for every answer; ('choice', option) per option chosen; ('rating', n);
--   ('med:<key>', yes | no | not_sure) per medication; ('additional', 'yes') when the patient added
--   medications; ('correct', yes | no) for a quiz or teach-back answer. Free text is never tallied.

CREATE TABLE answer_tallies (
  tenant_id integer NOT NULL,
  touchpoint_id bigint NOT NULL,
  send_id bigint NOT NULL,
  sent_day date NOT NULL,
  backend_pid integer NOT NULL,
  chapter text NOT NULL,
  question text NOT NULL,
  item text NOT NULL,
  value text NOT NULL,
  answers integer NOT NULL,
  FOREIGN KEY (tenant_id, touchpoint_id) REFERENCES touchpoints (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, send_id) REFERENCES sends (tenant_id, id) ON DELETE CASCADE
);
CREATE UNIQUE INDEX answer_tallies_key_idx ON answer_tallies (tenant_id, touchpoint_id, send_id, sent_day,
  backend_pid, chapter, question, item, value);

-- The items an answer adds to the tallies.
CREATE FUNCTION app_answer_items(p_answer jsonb, p_correct boolean) RETURNS TABLE (item text, value text)
  LANGUAGE sql IMMUTABLE SET search_path = pg_catalog AS $$
  SELECT 'answered', ''
  UNION ALL
  SELECT 'choice', c.value FROM jsonb_array_elements_text(
    CASE WHEN jsonb_typeof(p_answer -> 'choices') = 'array' THEN p_answer -> 'choices' ELSE '[]' END) AS c (value)
  UNION ALL
  SELECT 'rating', p_answer ->> 'rating' WHERE p_answer ? 'rating'
  UNION ALL
  SELECT 'med:' || m.key, m.value FROM jsonb_each_text(
    CASE WHEN jsonb_typeof(p_answer -> 'medications') = 'object' THEN p_answer -> 'medications' ELSE '{}' END) AS m
  UNION ALL
  SELECT 'additional', 'yes'
    WHERE jsonb_typeof(p_answer -> 'additional') = 'array' AND jsonb_array_length(p_answer -> 'additional') > 0
  UNION ALL
  SELECT 'correct', CASE WHEN p_correct THEN 'yes' ELSE 'no' END WHERE p_correct IS NOT NULL
$$;

CREATE FUNCTION app_tally_answer() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public AS $$
DECLARE
  v_touchpoint bigint;
  v_send bigint;
  v_day date;
BEGIN
  SELECT p.touchpoint_id, p.send_id, p.sent_day INTO v_touchpoint, v_send, v_day FROM interaction_progress p
    WHERE p.tenant_id = NEW.tenant_id AND p.interaction_id = NEW.interaction_id;
  IF NOT FOUND THEN RETURN NULL; END IF;
  INSERT INTO answer_tallies AS t (tenant_id, touchpoint_id, send_id, sent_day, backend_pid, chapter, question,
    item, value, answers)
  SELECT NEW.tenant_id, v_touchpoint, v_send, v_day, pg_backend_pid(), NEW.chapter, NEW.question, d.item, d.value,
    sum(d.change)::integer
  FROM (
    SELECT n.item, n.value, 1 AS change FROM app_answer_items(NEW.answer, NEW.correct) n
    UNION ALL
    SELECT o.item, o.value, -1 FROM app_answer_items(
      CASE WHEN TG_OP = 'UPDATE' THEN OLD.answer END, CASE WHEN TG_OP = 'UPDATE' THEN OLD.correct END) o
    WHERE TG_OP = 'UPDATE'
  ) d
  GROUP BY d.item, d.value
  HAVING sum(d.change) <> 0
  ORDER BY d.item, d.value
  ON CONFLICT (tenant_id, touchpoint_id, send_id, sent_day, backend_pid, chapter, question, item, value)
    DO UPDATE SET answers = t.answers + excluded.answers;
  RETURN NULL;
END
$$;
CREATE TRIGGER interaction_answers_tally AFTER INSERT OR UPDATE ON interaction_answers
  FOR EACH ROW EXECUTE FUNCTION app_tally_answer();

-- The answers saved before this table.
INSERT INTO answer_tallies (tenant_id, touchpoint_id, send_id, sent_day, backend_pid, chapter, question, item,
  value, answers)
SELECT a.tenant_id, p.touchpoint_id, p.send_id, p.sent_day, 0, a.chapter, a.question, i.item, i.value,
  count(*)::integer
FROM interaction_answers a
JOIN interaction_progress p ON p.tenant_id = a.tenant_id AND p.interaction_id = a.interaction_id
CROSS JOIN LATERAL app_answer_items(a.answer, a.correct) i
GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9;

ALTER TABLE answer_tallies ENABLE ROW LEVEL SECURITY;
ALTER TABLE answer_tallies FORCE ROW LEVEL SECURITY;
CREATE POLICY answer_tallies_tenant ON answer_tallies FOR ALL USING (tenant_id = (SELECT app_context_tenant()))
  WITH CHECK (tenant_id = (SELECT app_context_tenant()));
CREATE POLICY answer_tallies_security ON answer_tallies FOR ALL TO app_security USING (true) WITH CHECK (true);
DO $$
BEGIN
  EXECUTE format('CREATE POLICY answer_tallies_provisioning ON answer_tallies FOR ALL TO %I
    USING (app_setting_on(%L)) WITH CHECK (app_setting_on(%L))', current_user, 'app.provisioning', 'app.provisioning');
END
$$;
GRANT SELECT, INSERT, UPDATE ON answer_tallies TO app_runtime, app_security;
GRANT EXECUTE ON FUNCTION app_answer_items(jsonb, boolean) TO app_runtime, app_security;
ALTER FUNCTION app_tally_answer() OWNER TO app_security;
REVOKE ALL ON FUNCTION app_tally_answer() FROM PUBLIC;
GRANT EXECUTE ON FUNCTION app_tally_answer() TO app_runtime, app_security;
