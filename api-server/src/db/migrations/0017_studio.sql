-- The campaign studio: campaigns, their touchpoints (one versioned content document each), the
-- immutable published versions, reviewers and reviews, and the tenant's video library.
--
-- * A touchpoint's draft content lives on its row with a `revision` that every save raises; a write
--   names the revision it was based on, so a stale one is refused instead of overwriting.
-- * Publishing copies the content into touchpoint_versions. The runtime role may only insert and read
--   there (and in touchpoint_reviews), so a published version and a review can never change.
-- * An approval is of one revision: when the content changes, `approved_revision` no longer matches.

CREATE TABLE campaigns (
  id bigint GENERATED ALWAYS AS IDENTITY,
  tenant_id integer NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (char_length(name) BETWEEN 2 AND 200 AND name = btrim(name)),
  description text NOT NULL DEFAULT '' CHECK (char_length(description) <= 2000),
  owner_id integer NOT NULL REFERENCES staff_users (id),
  ends_on date,
  archived_at timestamptz,
  touchpoint_count integer NOT NULL DEFAULT 0 CHECK (touchpoint_count >= 0),
  published_touchpoint_count integer NOT NULL DEFAULT 0
    CHECK (published_touchpoint_count BETWEEN 0 AND touchpoint_count),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id)
);
-- The studio's list: newest change first, a page at a time.
CREATE INDEX campaigns_recent_idx ON campaigns (tenant_id, updated_at DESC, id DESC);

CREATE TABLE touchpoints (
  id bigint GENERATED ALWAYS AS IDENTITY,
  tenant_id integer NOT NULL,
  campaign_id bigint NOT NULL,
  name text NOT NULL CHECK (char_length(name) BETWEEN 2 AND 200 AND name = btrim(name)),
  position integer NOT NULL CHECK (position >= 1),
  status text NOT NULL DEFAULT 'draft'
    CHECK (status IN ('draft', 'in_review', 'changes_requested', 'approved', 'published')),
  content jsonb NOT NULL,
  -- Copies of two content fields, for lists that must not read whole documents.
  channels text NOT NULL CHECK (channels IN ('email', 'sms', 'email_and_sms')),
  languages text[] NOT NULL,
  revision integer NOT NULL DEFAULT 1 CHECK (revision >= 1),
  revision_edited_by integer NOT NULL REFERENCES staff_users (id),
  approved_revision integer,
  approved_by integer REFERENCES staff_users (id),
  approved_at timestamptz,
  published_version integer CHECK (published_version >= 1),
  published_revision integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, campaign_id) REFERENCES campaigns (tenant_id, id) ON DELETE CASCADE,
  CONSTRAINT touchpoints_position_key UNIQUE (tenant_id, campaign_id, position),
  -- Two people: nobody approves the revision they edited last.
  CONSTRAINT touchpoints_two_people CHECK (approved_by IS NULL OR approved_revision <> revision OR approved_by <> revision_edited_by),
  CONSTRAINT touchpoints_approval_whole CHECK ((approved_revision IS NULL) = (approved_by IS NULL) AND (approved_by IS NULL) = (approved_at IS NULL)),
  CONSTRAINT touchpoints_published_whole CHECK ((published_version IS NULL) = (published_revision IS NULL))
);
CREATE INDEX touchpoints_recent_idx ON touchpoints (tenant_id, updated_at DESC, id DESC);

CREATE TABLE touchpoint_versions (
  tenant_id integer NOT NULL,
  touchpoint_id bigint NOT NULL,
  version integer NOT NULL CHECK (version >= 1),
  revision integer NOT NULL,
  name text NOT NULL,
  content jsonb NOT NULL,
  published_at timestamptz NOT NULL,
  published_by integer NOT NULL REFERENCES staff_users (id),
  approved_by integer NOT NULL REFERENCES staff_users (id),
  PRIMARY KEY (tenant_id, touchpoint_id, version),
  FOREIGN KEY (tenant_id, touchpoint_id) REFERENCES touchpoints (tenant_id, id) ON DELETE CASCADE
);

CREATE TABLE touchpoint_reviewers (
  id bigint GENERATED ALWAYS AS IDENTITY,
  tenant_id integer NOT NULL,
  touchpoint_id bigint NOT NULL,
  user_id integer NOT NULL REFERENCES staff_users (id),
  assigned_by integer NOT NULL REFERENCES staff_users (id),
  assigned_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, touchpoint_id) REFERENCES touchpoints (tenant_id, id) ON DELETE CASCADE,
  CONSTRAINT touchpoint_reviewers_key UNIQUE (tenant_id, touchpoint_id, user_id)
);

CREATE TABLE touchpoint_reviews (
  id bigint GENERATED ALWAYS AS IDENTITY,
  tenant_id integer NOT NULL,
  touchpoint_id bigint NOT NULL,
  revision integer NOT NULL,
  reviewer_id integer NOT NULL REFERENCES staff_users (id),
  decision text NOT NULL CHECK (decision IN ('approve', 'request_changes')),
  comment text NOT NULL DEFAULT '' CHECK (char_length(comment) <= 2000),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, touchpoint_id) REFERENCES touchpoints (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX touchpoint_reviews_touchpoint_idx ON touchpoint_reviews (tenant_id, touchpoint_id, id);

CREATE TABLE videos (
  id bigint GENERATED ALWAYS AS IDENTITY,
  tenant_id integer NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 200),
  source text NOT NULL CHECK (source IN ('upload', 'synthesia')),
  status text NOT NULL CHECK (status IN ('rendering', 'ready', 'failed')),
  -- The file in the object store, once there is one.
  object_key text,
  duration_seconds numeric(8, 2) CHECK (duration_seconds >= 0),
  -- Synthesia's id of a render.
  external_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  CONSTRAINT videos_ready_has_file CHECK (status <> 'ready' OR object_key IS NOT NULL),
  CONSTRAINT videos_external_key UNIQUE (tenant_id, external_id)
);

DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['campaigns', 'touchpoints', 'touchpoint_versions', 'touchpoint_reviewers',
      'touchpoint_reviews', 'videos'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format('CREATE POLICY %I ON %I FOR ALL USING (tenant_id = (SELECT app_context_tenant()))
      WITH CHECK (tenant_id = (SELECT app_context_tenant()))', t || '_tenant', t);
  END LOOP;
END
$$;

-- Reviewers are chosen among the staff of the tenant worked in, so their names must be readable.
CREATE POLICY staff_users_colleagues ON staff_users FOR SELECT
  USING (id IN (SELECT m.user_id FROM staff_memberships m WHERE m.tenant_id = (SELECT app_context_tenant())));

GRANT SELECT, INSERT ON campaigns, touchpoints, touchpoint_reviewers, videos TO app_runtime;
GRANT UPDATE (name, description, ends_on, archived_at, touchpoint_count, published_touchpoint_count, updated_at)
  ON campaigns TO app_runtime;
GRANT UPDATE (name, position, status, content, channels, languages, revision, revision_edited_by,
  approved_revision, approved_by, approved_at, published_version, published_revision, updated_at)
  ON touchpoints TO app_runtime;
GRANT DELETE ON touchpoint_reviewers TO app_runtime;
GRANT UPDATE (title, status, object_key, duration_seconds) ON videos TO app_runtime;
GRANT SELECT, INSERT ON touchpoint_versions, touchpoint_reviews TO app_runtime;
GRANT USAGE ON ALL SEQUENCES IN SCHEMA public TO app_runtime;
