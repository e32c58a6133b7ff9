import { PageFrame } from '@outreach/shared-ui';
import { useAreaTranslation } from '../../i18n/areaTranslations';

/** The page frame of this area; its content is not built yet. */
export function LibrariesPage() {
  const { t } = useAreaTranslation();
  return (
    <PageFrame
      title={t('libraries.title')}
      description={t('libraries.description')}
      emptyTitle={t('libraries.emptyTitle')}
      emptyBody={t('libraries.emptyBody')}
    />
  );
}
