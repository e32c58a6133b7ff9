import { Link, useLocation } from 'react-router';
import { useUnreadMessageCount } from '@outreach/shared-ui';
import { useAreaTranslation } from '../../i18n/areaTranslations';
import { SectionLinks } from './ContactsPage.styles';

/** Where the messages from patients are, within the contacts area. */
export const MESSAGES_PATH = '/contacts/messages';

/** The two parts of the contacts area: the patients, and the messages they wrote, with the unread count. */
export function ContactsSections() {
  const { t } = useAreaTranslation();
  const { pathname } = useLocation();
  const unread = useUnreadMessageCount().data?.unread ?? 0;
  const inMessages = pathname.startsWith(MESSAGES_PATH);
  return (
    <SectionLinks aria-label={t('sections.label')}>
      <Link to="/contacts" aria-current={inMessages ? undefined : 'page'}>
        {t('sections.patients')}
      </Link>
      <Link to={MESSAGES_PATH} aria-current={inMessages ? 'page' : undefined}>
        {unread > 0 ? t('sections.messagesUnread', { count: unread }) : t('sections.messages')}
      </Link>
    </SectionLinks>
  );
}
