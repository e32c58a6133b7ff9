-- Captions of the library's videos: one WebVTT file per video and language, set and removed by the
-- tenant's staff and sent to a patient with the videos of their page.
--
-- * The API checks a file before storing it (checkWebVtt of the contract); the table keeps the limits
--   that matter to it: a platform language and at most 256 KiB of text.
-- * A patient session reads the captions of its tenant's videos, as it reads the videos themselves
--   (videos_patient), and writes nothing.

CREATE TABLE video_captions (
  tenant_id integer NOT NULL,
  video_id bigint NOT NULL,
  language text NOT NULL CHECK (language IN
    ('en', 'es', 'pt', 'fr', 'de', 'it', 'nl', 'ru', 'ja', 'zh', 'ko', 'ar', 'fa', 'hi', 'th', 'bn',
     'ur', 'af', 'tr', 'ca', 'tl')),
  vtt text NOT NULL CHECK (octet_length(vtt) <= 262144),
  updated_by integer NOT NULL REFERENCES staff_users (id),
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (tenant_id, video_id, language),
  FOREIGN KEY (tenant_id, video_id) REFERENCES videos (tenant_id, id) ON DELETE CASCADE
);

ALTER TABLE video_captions ENABLE ROW LEVEL SECURITY;
ALTER TABLE video_captions FORCE ROW LEVEL SECURITY;
CREATE POLICY video_captions_tenant ON video_captions FOR ALL USING (tenant_id = (SELECT app_context_tenant()))
  WITH CHECK (tenant_id = (SELECT app_context_tenant()));
CREATE POLICY video_captions_patient ON video_captions FOR SELECT
  USING (tenant_id = (SELECT c.tenant_id FROM app_patient_context() c));

GRANT SELECT, INSERT, DELETE ON video_captions TO app_runtime;
GRANT UPDATE (vtt, updated_by, updated_at) ON video_captions TO app_runtime;
