-- Two people see everything that reaches a patient, the videos and captions included.
--
-- * `editors_since_published` lists everyone who saved a revision after the last published version
--   (or since the touchpoint was made): none of them may approve, not only the last editor.
-- * An approval freezes the media of the content as the reviewer saw it (each ready video's file,
--   length and captions, by video id) in `approved_media`; publishing copies that into the version's
--   `media`, which a patient is served from. A caption edited or a file replaced by a Synthesia refresh
--   after that reaches patients only with the next approved and published version.

ALTER TABLE touchpoints ADD COLUMN editors_since_published integer[] NOT NULL DEFAULT '{}';
ALTER TABLE touchpoints ADD COLUMN approved_media jsonb;
ALTER TABLE touchpoint_versions ADD COLUMN media jsonb;

-- The media of some content in a tenant as it is now: ready videos only, by id, captions by language.
-- Invoker's rights, so a staff request sees its own tenant's rows and no other's.
CREATE FUNCTION app_touchpoint_media(p_tenant_id integer, p_content jsonb) RETURNS jsonb
  LANGUAGE sql STABLE SET search_path = pg_catalog, public AS $$
  SELECT coalesce(jsonb_agg(jsonb_build_object(
      'video_id', v.id, 'object_key', v.object_key, 'duration_seconds', v.duration_seconds,
      'captions', (SELECT coalesce(jsonb_agg(jsonb_build_object('language', c.language, 'vtt', c.vtt)
                     ORDER BY c.language), '[]'::jsonb)
                   FROM video_captions c WHERE c.tenant_id = v.tenant_id AND c.video_id = v.id))
    ORDER BY v.id), '[]'::jsonb)
  FROM videos v
  WHERE v.tenant_id = p_tenant_id AND v.status = 'ready' AND v.id IN (
    SELECT (chapter ->> 'video_id')::bigint FROM jsonb_array_elements(p_content -> 'chapters') AS chapter
    WHERE jsonb_typeof(chapter -> 'video_id') = 'number')
$$;
REVOKE ALL ON FUNCTION app_touchpoint_media(integer, jsonb) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION app_touchpoint_media(integer, jsonb) TO app_runtime;

-- What was there before: the last editor of an unpublished revision, and the media as it is now.
UPDATE touchpoints SET editors_since_published = ARRAY[revision_edited_by]
  WHERE published_revision IS DISTINCT FROM revision;
UPDATE touchpoints SET approved_media = app_touchpoint_media(tenant_id, content)
  WHERE approved_revision IS NOT NULL;
UPDATE touchpoint_versions SET media = app_touchpoint_media(tenant_id, content);
ALTER TABLE touchpoint_versions ALTER COLUMN media SET NOT NULL;

ALTER TABLE touchpoints ADD CONSTRAINT touchpoints_approver_edited_nothing
  CHECK (approved_by IS NULL OR approved_revision <> revision OR approved_by <> ALL (editors_since_published));
ALTER TABLE touchpoints ADD CONSTRAINT touchpoints_approval_media
  CHECK ((approved_revision IS NULL) = (approved_media IS NULL));

GRANT UPDATE (editors_since_published, approved_media) ON touchpoints TO app_runtime;
