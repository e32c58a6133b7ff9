-- Bulk import of patients from a CSV file (modules/patients/import).
--
-- The dry run streams the file into a temporary table (COPY cannot write to a table under row-level
-- security), then moves the valid rows into patient_import_rows and the rejected ones, with their
-- line, reasons and fields as uploaded, into patient_import_rejects. The commit copies the staged
-- rows into patients in one transaction; progress is written to patient_imports by separate short
-- transactions, so any API process can answer a status call.
--
-- Staged and rejected rows are keyed by tenant and import, with the same tenant policy as patients;
-- an import's staged rows are deleted when it is done, and imports untouched for a day are purged with
-- their rows at the tenant's next upload.

CREATE TABLE patient_imports (
  id uuid NOT NULL,
  tenant_id integer NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  created_by integer REFERENCES staff_users (id) ON DELETE SET NULL,
  -- The cohort every imported patient joins; checked again when the import is committed.
  cohort_id bigint,
  state text NOT NULL CHECK (state IN ('dry_run_ready', 'importing', 'done', 'failed')),
  -- The header as uploaded (the rejected-rows file repeats it).
  columns jsonb NOT NULL,
  total_rows integer NOT NULL DEFAULT 0 CHECK (total_rows >= 0),
  valid_rows integer NOT NULL DEFAULT 0 CHECK (valid_rows >= 0),
  rejected_rows integer NOT NULL DEFAULT 0 CHECK (rejected_rows >= 0),
  -- What the commit will do (after the dry run) or did (once done), by MRN against the patients.
  new_patients integer NOT NULL DEFAULT 0 CHECK (new_patients >= 0),
  updated_patients integer NOT NULL DEFAULT 0 CHECK (updated_patients >= 0),
  unchanged_patients integer NOT NULL DEFAULT 0 CHECK (unchanged_patients >= 0),
  -- Staged rows written so far by a running commit.
  processed integer NOT NULL DEFAULT 0 CHECK (processed >= 0),
  -- Why an import failed, in words for the user: never a value from the file.
  message text,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Moves with every progress write, so a commit whose process died can be told apart from a slow one.
  updated_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX patient_imports_age_idx ON patient_imports (tenant_id, updated_at);

-- Valid rows, normalised as POST /api/patients would store them. NULL in an optional column means
-- the cell was empty: an existing patient keeps that value, a new one gets the default.
CREATE TABLE patient_import_rows (
  tenant_id integer NOT NULL,
  import_id uuid NOT NULL,
  line integer NOT NULL,
  mrn text COLLATE "C" NOT NULL,
  title text,
  first_name text NOT NULL,
  last_name text NOT NULL,
  sort_name text COLLATE "C" NOT NULL,
  given_name_key text COLLATE "C" NOT NULL,
  date_of_birth date NOT NULL,
  gender text,
  email text COLLATE "C",
  mobile text COLLATE "C",
  language_preference text,
  communication_preference text,
  email_consent boolean,
  sms_consent boolean,
  opted_out boolean,
  PRIMARY KEY (tenant_id, import_id, line),
  FOREIGN KEY (tenant_id, import_id) REFERENCES patient_imports (tenant_id, id) ON DELETE CASCADE
);

CREATE TABLE patient_import_rejects (
  tenant_id integer NOT NULL,
  import_id uuid NOT NULL,
  line integer NOT NULL,
  -- Each reason names its column: 'date_of_birth: Use the format YYYY-MM-DD.'
  reasons jsonb NOT NULL,
  -- The row's fields as uploaded.
  fields jsonb NOT NULL,
  PRIMARY KEY (tenant_id, import_id, line),
  FOREIGN KEY (tenant_id, import_id) REFERENCES patient_imports (tenant_id, id) ON DELETE CASCADE
);

ALTER TABLE patient_imports ENABLE ROW LEVEL SECURITY;
ALTER TABLE patient_imports FORCE ROW LEVEL SECURITY;
ALTER TABLE patient_import_rows ENABLE ROW LEVEL SECURITY;
ALTER TABLE patient_import_rows FORCE ROW LEVEL SECURITY;
ALTER TABLE patient_import_rejects ENABLE ROW LEVEL SECURITY;
ALTER TABLE patient_import_rejects FORCE ROW LEVEL SECURITY;

CREATE POLICY patient_imports_tenant ON patient_imports FOR ALL
  USING (tenant_id = app_setting_int('app.tenant_id')
    AND (SELECT app_is_member(app_setting_int('app.tenant_id'))))
  WITH CHECK (tenant_id = app_setting_int('app.tenant_id')
    AND (SELECT app_is_member(app_setting_int('app.tenant_id'))));
CREATE POLICY patient_import_rows_tenant ON patient_import_rows FOR ALL
  USING (tenant_id = app_setting_int('app.tenant_id')
    AND (SELECT app_is_member(app_setting_int('app.tenant_id'))))
  WITH CHECK (tenant_id = app_setting_int('app.tenant_id')
    AND (SELECT app_is_member(app_setting_int('app.tenant_id'))));
CREATE POLICY patient_import_rejects_tenant ON patient_import_rejects FOR ALL
  USING (tenant_id = app_setting_int('app.tenant_id')
    AND (SELECT app_is_member(app_setting_int('app.tenant_id'))))
  WITH CHECK (tenant_id = app_setting_int('app.tenant_id')
    AND (SELECT app_is_member(app_setting_int('app.tenant_id'))));

GRANT SELECT, INSERT, DELETE ON patient_imports, patient_import_rows, patient_import_rejects TO app_runtime;
GRANT UPDATE (state, total_rows, valid_rows, rejected_rows, new_patients, updated_patients,
  unchanged_patients, processed, message, updated_at, finished_at) ON patient_imports TO app_runtime;
