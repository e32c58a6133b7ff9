import { SelectField } from '@outreach/shared-ui';
import { callRoute } from '@outreach/shared-ui';
import type { Video } from '@outreach/shared-contracts/core';
import { useAreaTranslation } from '../../../i18n/areaTranslations';
import { useVideos } from '../api';
import { useEditor } from '../EditorContext';
import { UploadField } from '../fields/UploadField';
import { Stack } from './Step.styles';
import { VideoCaptions } from './VideoCaptions';

export interface VideoFieldProps {
  value: number | null;
  onChange: (videoId: number | null) => void;
  /** Where the choice sits in the content (`chapters.0.video_id`), for the check list's 'Go to'. */
  path: string;
}

/**
 * A ready video of the library, or a new MP4 uploaded into it and chosen at once; then the captions of
 * the chosen video.
 */
export function VideoField({ value, onChange, path }: VideoFieldProps) {
  const { t } = useAreaTranslation();
  const { language } = useEditor();
  const videos = useVideos();
  const ready = (videos.data ?? []).filter((video) => video.status === 'ready' || video.id === value);
  const chosen = ready.find((video) => video.id === value);
  // Shows the API's answer at once, then reloads the library behind it.
  const adopt = (changed: Video) =>
    videos.mutate((list) => list?.map((video) => (video.id === changed.id ? changed : video)));

  return (
    <Stack>
      <SelectField
        label={t('chapters.video')}
        data-field={path}
        value={value === null ? '' : String(value)}
        emptyChoice={videos.data ? t('chapters.noVideo') : t('chapters.loadingVideos')}
        choices={ready.map((video) => ({ value: String(video.id), label: video.title }))}
        onChange={(next) => onChange(next === '' ? null : Number(next))}
      />
      <UploadField
        label={t('chapters.uploadVideo')}
        kind="synthesia-videos"
        accept=".mp4,video/mp4"
        value={null}
        onUploaded={async (key, file) => {
          const video = await callRoute('createVideo', {
            body: { title: file.name.replace(/\.mp4$/i, ''), key },
          });
          await videos.mutate();
          onChange(video.id);
        }}
      />
      {chosen && <VideoCaptions key={chosen.id} video={chosen} language={language} onChange={adopt} />}
    </Stack>
  );
}
