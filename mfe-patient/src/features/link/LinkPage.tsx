import { lazy, Suspense, useCallback, useEffect, useEffectEvent, useId, useState } from 'react';
import type { InteractionLink } from '@outreach/shared-contracts/core';
import { takeStartedBranding } from '../../api/earlyStart';
import { patientCall, PatientApiError } from '../../api/patientApi';
import { useAreaTranslation } from '../../i18n/areaTranslations';
import { DateOfBirthForm } from '../verify/DateOfBirthForm';
import { LinkUnavailablePage, type UnavailableReason } from './LinkUnavailablePage';
import { Body, Card, Title } from './LinkUnavailablePage.styles';
import { LoadFailed } from '../../app/LoadFailed';
import { BrandLogo } from './LinkPage.styles';

// The touchpoint itself is a chunk of its own: the first screen carries only the date-of-birth check.
const TouchpointPage = lazy(
  () => import(/* webpackChunkName: "patient-touchpoint" */ '../touchpoint/TouchpointPage'),
);

type State =
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'unavailable'; reason: UnavailableReason }
  | { kind: 'ready'; link: InteractionLink };

const reasons: Partial<Record<string, UnavailableReason>> = {
  LINK_NOT_FOUND: 'unknown',
  VALIDATION_FAILED: 'unknown',
  LINK_EXPIRED: 'expired',
  LINK_REVOKED: 'revoked',
};

export interface LinkPageProps {
  token: string;
  /** The tenant's primary colour, for the page's theme. */
  onBranding: (primary: string) => void;
  /** The link's branding when the page already has it (asked for as the page loaded): no first load. */
  initialLink?: InteractionLink | null;
  /**
   * The tenant's name for the header, once the date of birth is confirmed; null while it is asked,
   * so the first screen says nothing the link's own answer does not.
   */
  onTenantName?: (name: string | null) => void;
}

/**
 * A link's first screen: the tenant's branding and the date-of-birth check, or why the link cannot be
 * opened; after the check (or with a session already live), the touchpoint.
 */
export function LinkPage({ token, onBranding, initialLink = null, onTenantName }: LinkPageProps) {
  const { t, i18n } = useAreaTranslation();
  const [state, setState] = useState<State>(
    initialLink ? { kind: 'ready', link: initialLink } : { kind: 'loading' },
  );
  const headingId = useId();

  // Each load is one attempt; a retry or a lock starts the next.
  const [attempt, setAttempt] = useState(0);
  const reload = useCallback(() => {
    onTenantName?.(null);
    setState({ kind: 'loading' });
    setAttempt((current) => current + 1);
  }, [onTenantName]);

  // The patient's own language on arrival; the switcher changes it from there. An effect event: the
  // translation hook hands out a new i18n object on every language change, which must not ask again.
  const arrive = useEffectEvent(async (link: InteractionLink, first: boolean) => {
    if (first && link.language !== i18n.language) await i18n.changeLanguage(link.language);
  });

  const hasInitialLink = initialLink !== null;
  useEffect(() => {
    // The first load is done already when the page came with the link's branding.
    if (attempt === 0 && hasInitialLink) return undefined;
    let live = true;
    // The first load may already be under way: the page's start script asks while the bundle loads.
    patientCall('getInteractionBranding', { id: token }, undefined, {
      ...(attempt === 0 ? { started: takeStartedBranding } : {}),
    }).then(
      async (link) => {
        await arrive(link, attempt === 0);
        if (!live) return;
        onBranding(link.branding.primary_color);
        setState({ kind: 'ready', link });
      },
      (error: unknown) => {
        const reason = error instanceof PatientApiError && error.code ? reasons[error.code] : undefined;
        if (live) setState(reason ? { kind: 'unavailable', reason } : { kind: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [token, attempt, onBranding, hasInitialLink]);

  if (state.kind === 'loading') return <Body role="status">{t('loading')}</Body>;
  if (state.kind === 'failed') return <LoadFailed onRetry={reload} />;
  if (state.kind === 'unavailable') return <LinkUnavailablePage reason={state.reason} />;
  const { link } = state;
  if (link.state === 'locked') {
    return <LinkUnavailablePage reason="locked" phone={link.contact_phone} lockedUntil={link.locked_until} />;
  }
  if (link.state === 'verified') {
    return (
      <Suspense fallback={<Body role="status">{t('loading')}</Body>}>
        <TouchpointPage token={token} link={link} onSessionEnded={reload} onTenantName={onTenantName} />
      </Suspense>
    );
  }
  return (
    <Card aria-labelledby={headingId}>
      {link.branding.logo_url && <BrandLogo src={link.branding.logo_url} alt="" />}
      <Title id={headingId}>{t('dob.title')}</Title>
      <Body>{t('dob.intro')}</Body>
      <DateOfBirthForm
        token={token}
        privacyPolicyUrl={link.privacy_policy_url}
        onVerified={() => setState({ kind: 'ready', link: { ...link, state: 'verified' } })}
        onLocked={reload}
      />
      {link.branding.disclaimer_text && <Body>{link.branding.disclaimer_text}</Body>}
    </Card>
  );
}
