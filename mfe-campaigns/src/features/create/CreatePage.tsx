import { PageFrame } from '@outreach/shared-ui';
import { useAreaTranslation } from '../../i18n/areaTranslations';

/** The page frame of this area; its content is not built yet. */
export function CreatePage() {
  const { t } = useAreaTranslation();
  return (
    <PageFrame
      title={t('create.title')}
      description={t('create.description')}
      emptyTitle={t('create.emptyTitle')}
      emptyBody={t('create.emptyBody')}
    />
  );
}
