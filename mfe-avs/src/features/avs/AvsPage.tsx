import { PageFrame } from '@outreach/shared-ui';
import { useAreaTranslation } from '../../i18n/areaTranslations';

/** The page frame of this area; its content is not built yet. */
export function AvsPage() {
  const { t } = useAreaTranslation();
  return (
    <PageFrame
      title={t('avs.title')}
      description={t('avs.description')}
      emptyTitle={t('avs.emptyTitle')}
      emptyBody={t('avs.emptyBody')}
    />
  );
}
