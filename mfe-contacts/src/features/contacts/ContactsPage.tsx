import { useSetAtom } from 'jotai';
import { useLocation } from 'react-router';
import { Button, PageFrame } from '@outreach/shared-ui';
import { useAreaTranslation } from '../../i18n/areaTranslations';
import { CohortsPanel } from '../cohorts/CohortsPanel';
import { MessageInboxPage } from '../message-inbox/MessageInboxPage';
import { ImportButton } from '../patient-import/ImportButton';
import { patientFormAtom } from '../patient-form/state';
import { PatientsPanel } from '../patients/PatientsPanel';
import { CurrentTenant } from '../tenant/CurrentTenant';
import { ContactsSections, MESSAGES_PATH } from './ContactsSections';
import { ContactsToast } from './ContactsToast';
import { Actions, Layout, TopBar } from './ContactsPage.styles';

/**
 * The contacts area: the tenant's patients and cohorts, and everything done with them; at
 * /contacts/messages, what the patients wrote to the care team.
 */
export function ContactsPage() {
  const { t } = useAreaTranslation();
  const openForm = useSetAtom(patientFormAtom);
  const inMessages = useLocation().pathname.startsWith(MESSAGES_PATH);
  return (
    <PageFrame
      title={inMessages ? t('inbox.title') : t('contacts.title')}
      description={inMessages ? t('inbox.description') : t('contacts.description')}
      emptyTitle={t('patients.emptyTitle')}
      emptyBody={t('patients.emptyBody')}
    >
      <ContactsSections />
      <TopBar>
        <CurrentTenant />
        {!inMessages && (
          <Actions>
            <ImportButton />
            <Button type="button" onClick={() => openForm({ mode: 'create' })}>
              {t('patients.add')}
            </Button>
          </Actions>
        )}
      </TopBar>
      {inMessages ? (
        <MessageInboxPage />
      ) : (
        <Layout>
          <CohortsPanel />
          <PatientsPanel />
        </Layout>
      )}
      <ContactsToast />
    </PageFrame>
  );
}
