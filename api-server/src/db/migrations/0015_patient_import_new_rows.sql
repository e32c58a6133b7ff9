-- Patient imports write the rows the dry run found new without looking each one up again.
--
-- * patient_import_rows.existed: whether a patient of the row's MRN existed when the file was
--   checked. The commit inserts the other rows as they are, and merges these with the patient found.
--   Should a patient of one of the "new" MRNs have been added since, the unique key refuses the
--   insert and the commit merges that range instead; nothing depends on the flag being current.
-- * The statistics a commit needs are now refreshed by VACUUM (ANALYZE) once it is done, so the
--   owner's function that analysed inside the commit's transaction goes.

ALTER TABLE patient_import_rows ADD COLUMN existed boolean NOT NULL DEFAULT false;

DROP FUNCTION app_analyze_after_import();
