-- Patient imports, after measuring them at a million rows.
--
-- * Staged and rejected rows no longer reference their import by foreign key: the check ran once per
--   row and took a third of the time of staging a file. The import module deletes them itself, when
--   an import is done and when old imports are purged.
-- * After a bulk write the planner needs fresh statistics at once, or lists and searches of a tenant
--   that has just grown from a thousand to a million patients are planned for a thousand until
--   autovacuum comes round. Only a table's owner may ANALYZE it, so the owner's function below does it
--   for the tables an import writes; the runtime role may call it and nothing more.

ALTER TABLE patient_import_rows DROP CONSTRAINT patient_import_rows_tenant_id_import_id_fkey;
ALTER TABLE patient_import_rejects DROP CONSTRAINT patient_import_rejects_tenant_id_import_id_fkey;

CREATE FUNCTION app_analyze_after_import() RETURNS void
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public AS $$
BEGIN
  -- SKIP_LOCKED: when autovacuum is analysing the table already, that will do.
  ANALYZE (SKIP_LOCKED) patients, cohort_members;
END
$$;
REVOKE ALL ON FUNCTION app_analyze_after_import() FROM PUBLIC;
GRANT EXECUTE ON FUNCTION app_analyze_after_import() TO app_runtime;
