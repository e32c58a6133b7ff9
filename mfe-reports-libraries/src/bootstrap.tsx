import { Route } from 'react-router';
import { mountStandalone } from '@outreach/shared-ui';
import { registerAreaTranslations } from './i18n/areaTranslations';
import { ReportsPage } from './features/reports/ReportsPage';
import { LibrariesPage } from './features/libraries/LibrariesPage';

// Standalone mount of the reports and libraries area, for the team's own development on its own port.
void mountStandalone({
  registerTranslations: registerAreaTranslations,
  routes: (
    <>
      <Route path="/reports/*" element={<ReportsPage />} />
      <Route path="/libraries" element={<LibrariesPage />} />
    </>
  ),
  home: '/reports',
});
