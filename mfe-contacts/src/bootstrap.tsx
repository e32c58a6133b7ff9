import { Route } from 'react-router';
import { mountStandalone } from '@outreach/shared-ui';
import { registerAreaTranslations } from './i18n/areaTranslations';
import { ContactsPage } from './features/contacts/ContactsPage';

// Standalone mount of the contacts area, for the team's own development on its own port.
void mountStandalone({
  registerTranslations: registerAreaTranslations,
  routes: (
    <>
      <Route path="/contacts/*" element={<ContactsPage />} />
    </>
  ),
  home: '/contacts',
});
