import { Route } from 'react-router';
import { mountStandalone } from '@outreach/shared-ui';
import { registerAreaTranslations } from './i18n/areaTranslations';
import { CreatePage } from './features/create/CreatePage';
import { StudioLandingPage } from './features/studio-landing/StudioLandingPage';

// Standalone mount of the campaigns area, for the team's own development on its own port.
void mountStandalone({
  registerTranslations: registerAreaTranslations,
  routes: (
    <>
      <Route path="/create" element={<CreatePage />} />
      <Route path="/studio-landing" element={<StudioLandingPage />} />
    </>
  ),
  home: '/create',
});
