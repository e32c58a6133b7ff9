import { PageFrame } from '@outreach/shared-ui';
import { useAreaTranslation } from '../../i18n/areaTranslations';

/** The page frame of this area; later issues fill it with real content. */
export function ContactsPage() {
  const { t } = useAreaTranslation();
  return (
    <PageFrame
      title={t('contacts.title')}
      description={t('contacts.description')}
      emptyTitle={t('contacts.emptyTitle')}
      emptyBody={t('contacts.emptyBody')}
    />
  );
}
