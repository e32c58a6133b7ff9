import { Route, Routes } from 'react-router';
import { LinkUnavailablePage } from '../features/link/LinkUnavailablePage';
import { PatientLayout } from './PatientLayout';

/**
 * The patient-facing app, mounted under `/i/*` by the host (without the staff shell) and by the
 * standalone patient bootstrap. Routes are relative to that mount point.
 */
export function PatientApp() {
  return (
    <PatientLayout>
      <Routes>
        {/* The date-of-birth screen takes this route over; until then every link answers alike. */}
        <Route path=":linkToken/*" element={<LinkUnavailablePage />} />
        <Route path="*" element={<LinkUnavailablePage />} />
      </Routes>
    </PatientLayout>
  );
}
