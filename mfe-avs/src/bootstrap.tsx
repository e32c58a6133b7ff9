import { Route } from 'react-router';
import { mountStandalone } from '@outreach/shared-ui';
import { registerAreaTranslations } from './i18n/areaTranslations';
import { AvsPage } from './features/avs/AvsPage';

// Standalone mount of the after-visit-summary area, for the team's own development on its own port.
void mountStandalone({
  registerTranslations: registerAreaTranslations,
  routes: (
    <>
      <Route path="/avs" element={<AvsPage />} />
    </>
  ),
  home: '/avs',
});
