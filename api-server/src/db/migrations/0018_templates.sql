-- The template library: landing pages, e-mails, SMS and surveys a touchpoint's content is copied from.
--
-- * A touchpoint holds a copy of a template's content and records the template's id as the section's
--   `template_id` (its origin); nothing links back, so editing a template never changes a draft or a
--   published version that copied it. Where a template is used is read from those origins.
-- * Templates are archived, never deleted, so an origin always names a row.
-- * `name_key` (the name in lower case, compared by code point) makes names unique per kind in a
--   tenant whatever their case, and is the lists' order; the same on PostgreSQL and PGlite, whatever
--   the database's collation.
-- * Localized texts are jsonb objects of language code → text; the contract checks their shape.

CREATE TABLE landing_page_templates (
  id bigint GENERATED ALWAYS AS IDENTITY,
  tenant_id integer NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (char_length(name) BETWEEN 2 AND 200 AND name = btrim(name)),
  name_key text COLLATE "C" GENERATED ALWAYS AS (lower(name)) STORED,
  title jsonb NOT NULL CHECK (jsonb_typeof(title) = 'object'),
  body jsonb NOT NULL CHECK (jsonb_typeof(body) = 'object'),
  -- Upload keys of the tenant's landing-page-logos and landing-page-thumbnails folders.
  logo text,
  thumbnail text,
  show_disclaimer boolean NOT NULL,
  show_ai_video_disclaimer boolean NOT NULL,
  archived_at timestamptz,
  created_by integer NOT NULL REFERENCES staff_users (id),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (tenant_id, id),
  CONSTRAINT landing_page_templates_name_key UNIQUE (tenant_id, name_key)
);

CREATE TABLE email_templates (
  id bigint GENERATED ALWAYS AS IDENTITY,
  tenant_id integer NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (char_length(name) BETWEEN 2 AND 200 AND name = btrim(name)),
  name_key text COLLATE "C" GENERATED ALWAYS AS (lower(name)) STORED,
  -- A SendGrid dynamic template's id; null for a template written here.
  sendgrid_id text CHECK (sendgrid_id ~ '^d-[0-9a-f]{32}$'),
  subject jsonb NOT NULL CHECK (jsonb_typeof(subject) = 'object'),
  html jsonb NOT NULL CHECK (jsonb_typeof(html) = 'object'),
  text jsonb NOT NULL CHECK (jsonb_typeof(text) = 'object'),
  -- When a SendGrid refresh last copied the content in.
  synced_at timestamptz,
  archived_at timestamptz,
  created_by integer NOT NULL REFERENCES staff_users (id),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (tenant_id, id),
  CONSTRAINT email_templates_name_key UNIQUE (tenant_id, name_key),
  CONSTRAINT email_templates_sendgrid_key UNIQUE (tenant_id, sendgrid_id),
  CONSTRAINT email_templates_synced_from_sendgrid CHECK (synced_at IS NULL OR sendgrid_id IS NOT NULL)
);

CREATE TABLE sms_templates (
  id bigint GENERATED ALWAYS AS IDENTITY,
  tenant_id integer NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (char_length(name) BETWEEN 2 AND 200 AND name = btrim(name)),
  name_key text COLLATE "C" GENERATED ALWAYS AS (lower(name)) STORED,
  text jsonb NOT NULL CHECK (jsonb_typeof(text) = 'object'),
  archived_at timestamptz,
  created_by integer NOT NULL REFERENCES staff_users (id),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (tenant_id, id),
  CONSTRAINT sms_templates_name_key UNIQUE (tenant_id, name_key)
);

CREATE TABLE survey_templates (
  id bigint GENERATED ALWAYS AS IDENTITY,
  tenant_id integer NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (char_length(name) BETWEEN 2 AND 200 AND name = btrim(name)),
  name_key text COLLATE "C" GENERATED ALWAYS AS (lower(name)) STORED,
  title jsonb NOT NULL CHECK (jsonb_typeof(title) = 'object'),
  questions jsonb NOT NULL CHECK (jsonb_typeof(questions) = 'array'),
  archived_at timestamptz,
  created_by integer NOT NULL REFERENCES staff_users (id),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (tenant_id, id),
  CONSTRAINT survey_templates_name_key UNIQUE (tenant_id, name_key)
);

-- The lists: by name (then id) within a tenant. The unique keys above serve the lists that include
-- archived templates; these serve the usual ones, which leave them out.
CREATE INDEX landing_page_templates_list_idx ON landing_page_templates (tenant_id, name_key, id)
  WHERE archived_at IS NULL;
CREATE INDEX email_templates_list_idx ON email_templates (tenant_id, name_key, id) WHERE archived_at IS NULL;
CREATE INDEX sms_templates_list_idx ON sms_templates (tenant_id, name_key, id) WHERE archived_at IS NULL;
CREATE INDEX survey_templates_list_idx ON survey_templates (tenant_id, name_key, id) WHERE archived_at IS NULL;

DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['landing_page_templates', 'email_templates', 'sms_templates', 'survey_templates'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format('CREATE POLICY %I ON %I FOR ALL USING (tenant_id = (SELECT app_context_tenant()))
      WITH CHECK (tenant_id = (SELECT app_context_tenant()))', t || '_tenant', t);
  END LOOP;
END
$$;

-- Templates are added, changed and archived, never deleted. E-mail templates are not edited by the
-- API yet (a SendGrid refresh will fill theirs in), so their rows are insert-only for now.
GRANT SELECT, INSERT ON landing_page_templates, email_templates, sms_templates, survey_templates TO app_runtime;
GRANT UPDATE (name, title, body, logo, thumbnail, show_disclaimer, show_ai_video_disclaimer, archived_at, updated_at)
  ON landing_page_templates TO app_runtime;
GRANT UPDATE (name, text, archived_at, updated_at) ON sms_templates TO app_runtime;
GRANT UPDATE (name, title, questions, archived_at, updated_at) ON survey_templates TO app_runtime;
GRANT USAGE ON SEQUENCE landing_page_templates_id_seq, email_templates_id_seq, sms_templates_id_seq,
  survey_templates_id_seq TO app_runtime;
