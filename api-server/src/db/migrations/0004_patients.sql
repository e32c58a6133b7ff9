-- Patients, cohorts and cohort membership, scoped to the session's current tenant.
--
-- Built for a million patients per tenant and for a bulk import that COPYs into a staging table and
-- then runs INSERT ... SELECT ... ON CONFLICT (tenant_id, mrn) DO UPDATE:
-- * the primary keys lead with tenant_id, so membership rows can reference (tenant_id, id) and can
--   never join a patient to another tenant's cohort (and a sharded set-up can distribute by tenant);
-- * sort_name and given_name_key are folded search keys written by the application (lower case,
--   accents and punctuation removed, see modules/patients/searchKeys.ts), in the "C" collation so one
--   b-tree serves both ordering and prefix search;
-- * counts are kept by STATEMENT-level triggers with transition tables: an import of a million rows
--   fires them once, and the unfiltered list reads its total instead of counting the table.

CREATE TABLE patients (
  id bigint GENERATED ALWAYS AS IDENTITY,
  tenant_id integer NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  mrn text COLLATE "C" NOT NULL CHECK (mrn ~ '^[A-Za-z0-9._/-]{1,64}$'),
  title text CHECK (title IN ('Mr', 'Mrs', 'Ms', 'Miss', 'Mx', 'Dr', 'Prof')),
  first_name text NOT NULL CHECK (char_length(first_name) BETWEEN 1 AND 100),
  last_name text NOT NULL CHECK (char_length(last_name) BETWEEN 1 AND 100),
  -- "last first" and "first last", folded; the list is ordered by sort_name.
  sort_name text COLLATE "C" NOT NULL,
  given_name_key text COLLATE "C" NOT NULL,
  date_of_birth date NOT NULL CHECK (date_of_birth >= DATE '1900-01-01'),
  gender text NOT NULL DEFAULT 'unknown'
    CHECK (gender IN ('female', 'male', 'non_binary', 'other', 'unknown')),
  -- E-mail addresses are stored in lower case (the API folds them), so one plain index serves search.
  email text COLLATE "C" CHECK (char_length(email) BETWEEN 3 AND 254 AND email LIKE '%_@_%' AND email = lower(email)),
  mobile text COLLATE "C" CHECK (mobile ~ '^\+[1-9][0-9]{6,14}$'),
  language_preference text NOT NULL DEFAULT 'en' CHECK (language_preference IN
    ('en', 'es', 'pt', 'fr', 'de', 'it', 'nl', 'ru', 'ja', 'zh', 'ko', 'ar', 'fa', 'hi', 'th', 'bn',
     'ur', 'af', 'tr', 'ca', 'tl')),
  communication_preference text NOT NULL DEFAULT 'none'
    CHECK (communication_preference IN ('email', 'sms', 'email_and_sms', 'none')),
  -- Consent per channel; nothing is sent on a channel without it, nor to a patient who opted out.
  email_consent boolean NOT NULL DEFAULT false,
  sms_consent boolean NOT NULL DEFAULT false,
  opted_out boolean NOT NULL DEFAULT false,
  opted_out_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  CONSTRAINT patients_mrn_key UNIQUE (tenant_id, mrn),
  -- The preferred channel must be usable: e-mail needs an address, SMS a mobile number.
  CONSTRAINT patients_reachable CHECK (
    (communication_preference NOT IN ('email', 'email_and_sms') OR email IS NOT NULL)
    AND (communication_preference NOT IN ('sms', 'email_and_sms') OR mobile IS NOT NULL)),
  CONSTRAINT patients_opt_out_time CHECK (opted_out = (opted_out_at IS NOT NULL))
);

-- One index per query shape, each an ordered range scan that stops at the page's LIMIT:
-- the list and surname-first search; given-name-first search; MRN prefix (patients_mrn_key);
-- e-mail and mobile prefix (partial: many patients have neither); and the opted-out list, small
-- but otherwise found only by reading the whole tenant. Prefixes are searched with >= and <, not
-- LIKE: comparisons are leakproof, so row-level security lets them be index conditions.
CREATE INDEX patients_sort_idx ON patients (tenant_id, sort_name, id);
CREATE INDEX patients_given_name_idx ON patients (tenant_id, given_name_key, id);
CREATE INDEX patients_email_idx ON patients (tenant_id, email, id) WHERE email IS NOT NULL;
CREATE INDEX patients_mobile_idx ON patients (tenant_id, mobile, id) WHERE mobile IS NOT NULL;
CREATE INDEX patients_opted_out_idx ON patients (tenant_id, sort_name, id) WHERE opted_out;

CREATE TABLE cohorts (
  id bigint GENERATED ALWAYS AS IDENTITY,
  tenant_id integer NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  title text NOT NULL CHECK (char_length(title) BETWEEN 2 AND 100 AND title = btrim(title)),
  member_count bigint NOT NULL DEFAULT 0 CHECK (member_count >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id)
);
CREATE UNIQUE INDEX cohorts_title_key ON cohorts (tenant_id, lower(title));

CREATE TABLE cohort_members (
  tenant_id integer NOT NULL,
  cohort_id bigint NOT NULL,
  patient_id bigint NOT NULL,
  added_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (cohort_id, patient_id),
  FOREIGN KEY (tenant_id, cohort_id) REFERENCES cohorts (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, patient_id) REFERENCES patients (tenant_id, id) ON DELETE CASCADE
);
-- A patient's cohorts, and the lookup the cascade from a deleted patient needs.
CREATE INDEX cohort_members_patient_idx ON cohort_members (tenant_id, patient_id);

CREATE TABLE patient_counts (
  tenant_id integer PRIMARY KEY REFERENCES tenants (id) ON DELETE CASCADE,
  total bigint NOT NULL DEFAULT 0 CHECK (total >= 0)
);

-- Statement-level counters. Writers that touch several cohorts lock them in id order first (see the
-- patients module), and the loop below updates them in the same order, so writers do not deadlock.
CREATE FUNCTION patients_count_inserted() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO patient_counts (tenant_id, total)
    SELECT tenant_id, count(*) FROM changed_rows GROUP BY tenant_id ORDER BY tenant_id
  ON CONFLICT (tenant_id) DO UPDATE SET total = patient_counts.total + EXCLUDED.total;
  RETURN NULL;
END
$$;

CREATE FUNCTION patients_count_deleted() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  change record;
BEGIN
  FOR change IN SELECT tenant_id, count(*) AS n FROM changed_rows GROUP BY tenant_id ORDER BY tenant_id LOOP
    UPDATE patient_counts SET total = total - change.n WHERE tenant_id = change.tenant_id;
  END LOOP;
  RETURN NULL;
END
$$;

CREATE TRIGGER patients_counted_on_insert AFTER INSERT ON patients
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION patients_count_inserted();
CREATE TRIGGER patients_counted_on_delete AFTER DELETE ON patients
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION patients_count_deleted();

CREATE FUNCTION cohort_members_count() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  change record;
  sign integer := CASE WHEN TG_OP = 'INSERT' THEN 1 ELSE -1 END;
BEGIN
  FOR change IN
    SELECT tenant_id, cohort_id, count(*) AS n FROM changed_rows
    GROUP BY tenant_id, cohort_id ORDER BY cohort_id
  LOOP
    UPDATE cohorts SET member_count = member_count + sign * change.n
    WHERE tenant_id = change.tenant_id AND id = change.cohort_id;
  END LOOP;
  RETURN NULL;
END
$$;

CREATE TRIGGER cohort_members_counted_on_insert AFTER INSERT ON cohort_members
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION cohort_members_count();
CREATE TRIGGER cohort_members_counted_on_delete AFTER DELETE ON cohort_members
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION cohort_members_count();

-- Row-level security: the current tenant only, and only while the signed-in user is its member.
-- The membership check is a sub-select of settings alone, so PostgreSQL runs it once per query (an
-- init plan) instead of once per row.
ALTER TABLE patients ENABLE ROW LEVEL SECURITY;
ALTER TABLE patients FORCE ROW LEVEL SECURITY;
ALTER TABLE cohorts ENABLE ROW LEVEL SECURITY;
ALTER TABLE cohorts FORCE ROW LEVEL SECURITY;
ALTER TABLE cohort_members ENABLE ROW LEVEL SECURITY;
ALTER TABLE cohort_members FORCE ROW LEVEL SECURITY;
ALTER TABLE patient_counts ENABLE ROW LEVEL SECURITY;
ALTER TABLE patient_counts FORCE ROW LEVEL SECURITY;

CREATE POLICY patients_tenant ON patients FOR ALL
  USING (tenant_id = app_setting_int('app.tenant_id')
    AND (SELECT app_is_member(app_setting_int('app.tenant_id'))))
  WITH CHECK (tenant_id = app_setting_int('app.tenant_id')
    AND (SELECT app_is_member(app_setting_int('app.tenant_id'))));
CREATE POLICY cohorts_tenant ON cohorts FOR ALL
  USING (tenant_id = app_setting_int('app.tenant_id')
    AND (SELECT app_is_member(app_setting_int('app.tenant_id'))))
  WITH CHECK (tenant_id = app_setting_int('app.tenant_id')
    AND (SELECT app_is_member(app_setting_int('app.tenant_id'))));
CREATE POLICY cohort_members_tenant ON cohort_members FOR ALL
  USING (tenant_id = app_setting_int('app.tenant_id')
    AND (SELECT app_is_member(app_setting_int('app.tenant_id'))))
  WITH CHECK (tenant_id = app_setting_int('app.tenant_id')
    AND (SELECT app_is_member(app_setting_int('app.tenant_id'))));
CREATE POLICY patient_counts_tenant ON patient_counts FOR ALL
  USING (tenant_id = app_setting_int('app.tenant_id')
    AND (SELECT app_is_member(app_setting_int('app.tenant_id'))))
  WITH CHECK (tenant_id = app_setting_int('app.tenant_id')
    AND (SELECT app_is_member(app_setting_int('app.tenant_id'))));

-- Ids, tenants and counts are never set by hand; the counters are written only by the triggers
-- above (which run as the caller, hence the grants).
GRANT SELECT, INSERT, DELETE ON patients, cohort_members TO app_runtime;
GRANT UPDATE (mrn, title, first_name, last_name, sort_name, given_name_key, date_of_birth, gender, email,
  mobile, language_preference, communication_preference, email_consent, sms_consent, opted_out,
  opted_out_at, updated_at) ON patients TO app_runtime;
GRANT SELECT, INSERT, DELETE ON cohorts TO app_runtime;
GRANT UPDATE (title, member_count) ON cohorts TO app_runtime;
GRANT SELECT, INSERT ON patient_counts TO app_runtime;
GRANT UPDATE (total) ON patient_counts TO app_runtime;
GRANT USAGE ON ALL SEQUENCES IN SCHEMA public TO app_runtime;
