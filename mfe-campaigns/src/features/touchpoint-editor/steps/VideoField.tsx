import { SelectField } from '@outreach/shared-ui';
import { callRoute } from '@outreach/shared-ui';
import { useAreaTranslation } from '../../../i18n/areaTranslations';
import { useVideos } from '../api';
import { UploadField } from '../fields/UploadField';
import { Stack } from './Step.styles';

export interface VideoFieldProps {
  value: number | null;
  onChange: (videoId: number | null) => void;
}

/** A ready video of the library, or a new MP4 uploaded into it and chosen at once. */
export function VideoField({ value, onChange }: VideoFieldProps) {
  const { t } = useAreaTranslation();
  const videos = useVideos();
  const ready = (videos.data ?? []).filter((video) => video.status === 'ready' || video.id === value);

  return (
    <Stack>
      <SelectField
        label={t('chapters.video')}
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
    </Stack>
  );
}
