-- The reasons of rejected import rows and the failures of imports become codes with parameters,
-- which the browser words in the user's language (shared-contracts: patientImportProblems.ts):
-- a reason is {"code": ..., "params": {...}}, a failure one of commit_failed, cohort_gone,
-- interrupted. Imports are kept a day, so few rows carry the English of earlier versions; those
-- are recoded here: a field count and a repeated MRN keep their numbers, any other reason becomes
-- value_invalid at the column it named.
--
-- The owner writes past the tenant policies only while they are not forced on it.
ALTER TABLE patient_import_rejects NO FORCE ROW LEVEL SECURITY;
ALTER TABLE patient_imports NO FORCE ROW LEVEL SECURITY;

UPDATE patient_import_rejects r
SET reasons = coded.reasons
FROM (
  SELECT x.tenant_id, x.import_id, x.line,
    coalesce(jsonb_agg(CASE
      WHEN jsonb_typeof(old.reason) <> 'string' THEN old.reason
      WHEN counts IS NOT NULL THEN jsonb_build_object('code', 'field_count', 'params',
        jsonb_build_object('fields', counts[1]::int, 'expected', counts[2]::int))
      WHEN repeat IS NOT NULL THEN jsonb_build_object('code', 'mrn_duplicate_in_file', 'params',
        jsonb_build_object('column', 'mrn', 'first_line', repeat[1]::int))
      ELSE jsonb_build_object('code', 'value_invalid', 'params', jsonb_build_object('column', named))
    END ORDER BY old.position) FILTER (WHERE jsonb_typeof(old.reason) <> 'string' OR counts IS NOT NULL
      OR repeat IS NOT NULL OR named IN ('mrn', 'title', 'first_name', 'last_name', 'date_of_birth',
      'gender', 'email', 'mobile', 'language_preference', 'communication_preference', 'email_consent',
      'sms_consent', 'opted_out')), '[]'::jsonb) AS reasons
  FROM patient_import_rejects x
  CROSS JOIN LATERAL jsonb_array_elements(x.reasons) WITH ORDINALITY AS old (reason, position)
  CROSS JOIN LATERAL (SELECT
    regexp_match(old.reason #>> '{}', '^This row has (\d+) fields; the header has (\d+)\.') AS counts,
    regexp_match(old.reason #>> '{}', '^mrn: This medical record number is already on line (\d+)') AS repeat,
    split_part(old.reason #>> '{}', ':', 1) AS named) AS text
  WHERE EXISTS (SELECT 1 FROM jsonb_array_elements(x.reasons) AS e (reason) WHERE jsonb_typeof(e.reason) = 'string')
  GROUP BY x.tenant_id, x.import_id, x.line
) AS coded
WHERE r.tenant_id = coded.tenant_id AND r.import_id = coded.import_id AND r.line = coded.line;

UPDATE patient_imports
SET message = CASE WHEN message LIKE 'The cohort chosen for this import was deleted%' THEN 'cohort_gone'
  WHEN message LIKE 'The import stopped before it finished%' THEN 'interrupted'
  ELSE 'commit_failed' END
WHERE message IS NOT NULL AND message NOT IN ('commit_failed', 'cohort_gone', 'interrupted');

ALTER TABLE patient_import_rejects FORCE ROW LEVEL SECURITY;
ALTER TABLE patient_imports FORCE ROW LEVEL SECURITY;

COMMENT ON COLUMN patient_import_rejects.reasons IS
  'Why the row was rejected: [{"code": ..., "params": {...}}], codes of the contract''s patientImportProblems.ts';
COMMENT ON COLUMN patient_imports.message IS
  'Why the import failed: commit_failed, cohort_gone or interrupted';
