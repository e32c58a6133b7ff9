import { Route, Routes } from 'react-router';
import { CampaignReport } from './CampaignReport';
import { CampaignReportList } from './CampaignReportList';
import { ExportList } from './ExportList';
import { SavedReportList } from './SavedReportList';

/**
 * The reports area: every campaign with its headline figures at /reports, a campaign's report at
 * /reports/<id> (ids are numbers, so the named views beside it never clash), the saved reports and the
 * CSV exports.
 */
export function ReportsPage() {
  return (
    <Routes>
      <Route index element={<CampaignReportList />} />
      <Route path="saved" element={<SavedReportList />} />
      <Route path="exports" element={<ExportList />} />
      <Route path=":campaignId" element={<CampaignReport />} />
    </Routes>
  );
}
