import { useState } from 'react';
import type { InteractionLink } from '@outreach/shared-contracts/core';
import { linkTokenOf } from '../api/patientApi';
import { LinkPage } from '../features/link/LinkPage';
import { LinkUnavailablePage } from '../features/link/LinkUnavailablePage';
import { BrandTheme } from './BrandTheme';
import { PatientLayout } from './PatientLayout';

export interface PatientAppProps {
  /** The link's branding, when the standalone page had it before its first render. */
  initialLink?: InteractionLink | null;
}

/**
 * The patient-facing app, mounted under `/i/*` by the host (without the staff shell) and by the
 * standalone patient bootstrap. The link token is the last segment of the address; nothing else of
 * the page is ever put in it.
 */
export function PatientApp({ initialLink = null }: PatientAppProps) {
  const token = linkTokenOf(window.location.pathname);
  const [primary, setPrimary] = useState<string | null>(initialLink?.branding.primary_color ?? null);
  return (
    <BrandTheme primary={primary}>
      <PatientLayout>
        {token ? (
          <LinkPage token={token} onBranding={setPrimary} initialLink={initialLink} />
        ) : (
          <LinkUnavailablePage />
        )}
      </PatientLayout>
    </BrandTheme>
  );
}
