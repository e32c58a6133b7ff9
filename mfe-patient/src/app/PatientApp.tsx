import { useState } from 'react';
import type { InteractionLink } from '@outreach/shared-contracts/core';
import { unsubscribeTokenOf } from '@outreach/shared-contracts/core';
import { linkTokenOf } from '../api/patientApi';
import { LinkPage } from '../features/link/LinkPage';
import { LinkUnavailablePage } from '../features/link/LinkUnavailablePage';
import { UnsubscribePage } from '../features/unsubscribe/UnsubscribePage';
import { BrandTheme } from './BrandTheme';
import { PatientLayout } from './PatientLayout';

export interface PatientAppProps {
  /** The link's branding, when the standalone page had it before its first render. */
  initialLink?: InteractionLink | null;
}

/**
 * The patient-facing app, mounted under `/i/*` and `/u/*` by the host (without the staff shell) and
 * by the standalone patient bootstrap. A link's page is `/i/<token>`, an e-mail's unsubscribe page
 * `/u/<key>/<signature>`; nothing else of the page is ever put in the address.
 */
export function PatientApp({ initialLink = null }: PatientAppProps) {
  const { pathname } = window.location;
  const token = linkTokenOf(pathname);
  const unsubscribeToken = unsubscribeTokenOf(pathname);
  const [primary, setPrimary] = useState<string | null>(initialLink?.branding.primary_color ?? null);
  const [tenantName, setTenantName] = useState<string | null>(null);
  let page = <LinkUnavailablePage />;
  if (token)
    page = (
      <LinkPage
        token={token}
        onBranding={setPrimary}
        initialLink={initialLink}
        onTenantName={setTenantName}
      />
    );
  else if (unsubscribeToken) page = <UnsubscribePage token={unsubscribeToken} onBranding={setPrimary} />;
  return (
    <BrandTheme primary={primary}>
      <PatientLayout tenantName={tenantName}>{page}</PatientLayout>
    </BrandTheme>
  );
}
