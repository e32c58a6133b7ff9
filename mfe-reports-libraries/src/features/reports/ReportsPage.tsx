import { PageFrame } from '@outreach/shared-ui';
import { useAreaTranslation } from '../../i18n/areaTranslations';

/** The page frame of this area; its content is not built yet. */
export function ReportsPage() {
  const { t } = useAreaTranslation();
  return (
    <PageFrame
      title={t('reports.title')}
      description={t('reports.description')}
      emptyTitle={t('reports.emptyTitle')}
      emptyBody={t('reports.emptyBody')}
    />
  );
}
