import { Route, Routes } from 'react-router';
import { CampaignReport } from './CampaignReport';
import { CampaignReportList } from './CampaignReportList';

/** The reports area: every campaign with its headline figures at /reports, a campaign's report at /reports/<id>. */
export function ReportsPage() {
  return (
    <Routes>
      <Route index element={<CampaignReportList />} />
      <Route path=":campaignId" element={<CampaignReport />} />
    </Routes>
  );
}
