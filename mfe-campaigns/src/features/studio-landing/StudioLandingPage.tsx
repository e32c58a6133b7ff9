import { PageFrame } from '@outreach/shared-ui';
import { useAreaTranslation } from '../../i18n/areaTranslations';

/** The page frame of this area; its content is not built yet. */
export function StudioLandingPage() {
  const { t } = useAreaTranslation();
  return (
    <PageFrame
      title={t('studioLanding.title')}
      description={t('studioLanding.description')}
      emptyTitle={t('studioLanding.emptyTitle')}
      emptyBody={t('studioLanding.emptyBody')}
    />
  );
}
