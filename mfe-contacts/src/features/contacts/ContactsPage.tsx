import { useSetAtom } from 'jotai';
import { Button, PageFrame } from '@outreach/shared-ui';
import { useAreaTranslation } from '../../i18n/areaTranslations';
import { CohortsPanel } from '../cohorts/CohortsPanel';
import { ImportButton } from '../patient-import/ImportButton';
import { patientFormAtom } from '../patient-form/state';
import { PatientsPanel } from '../patients/PatientsPanel';
import { CurrentTenant } from '../tenant/CurrentTenant';
import { ContactsToast } from './ContactsToast';
import { Actions, Layout, TopBar } from './ContactsPage.styles';

/** The contacts area: the tenant's patients and cohorts, and everything done with them. */
export function ContactsPage() {
  const { t } = useAreaTranslation();
  const openForm = useSetAtom(patientFormAtom);
  return (
    <PageFrame
      title={t('contacts.title')}
      description={t('contacts.description')}
      emptyTitle={t('patients.emptyTitle')}
      emptyBody={t('patients.emptyBody')}
    >
      <TopBar>
        <CurrentTenant />
        <Actions>
          <ImportButton />
          <Button type="button" onClick={() => openForm({ mode: 'create' })}>
            {t('patients.add')}
          </Button>
        </Actions>
      </TopBar>
      <Layout>
        <CohortsPanel />
        <PatientsPanel />
      </Layout>
      <ContactsToast />
    </PageFrame>
  );
}
