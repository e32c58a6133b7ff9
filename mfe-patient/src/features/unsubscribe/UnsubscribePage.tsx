import { useCallback, useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import type { UnsubscribePage as PageView } from '@outreach/shared-contracts/core';
import { patientCall, PatientApiError } from '../../api/patientApi';
import { PrimaryButton } from '../../app/buttons.styles';
import { LoadFailed } from '../../app/LoadFailed';
import { useAreaTranslation } from '../../i18n/areaTranslations';
import { BrandLogo } from '../link/LinkPage.styles';
import { Body, Card, Title } from '../link/LinkUnavailablePage.styles';
import { withIsolatedValues } from '../../i18n/withIsolatedValues';

type State =
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'invalid' }
  | { kind: 'ready'; page: PageView; step: 'asking' | 'sending' | 'refused' | 'done' };

/** Refusals that mean the link itself is wrong (cut short, or not signed by the platform). */
const invalidLink = new Set(['NOT_FOUND', 'VALIDATION_FAILED']);

export interface UnsubscribePageProps {
  /** The signed token of the e-mail's unsubscribe link. */
  token: string;
  /** The tenant's primary colour, for the page's theme. */
  onBranding: (primary: string) => void;
}

/**
 * The page of an e-mail's unsubscribe link: whose e-mails they are, one question and one button, then
 * the confirmation. Opens without a sign-in: the link's signature is the patient's proof.
 */
export function UnsubscribePage({ token, onBranding }: UnsubscribePageProps) {
  const { t, i18n } = useAreaTranslation();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Each load is one attempt; the retry button starts the next.
  const [attempt, setAttempt] = useState(0);
  const reload = useCallback(() => {
    setState({ kind: 'loading' });
    setAttempt((current) => current + 1);
  }, []);

  // The patient's own language on arrival; the switcher changes it from there.
  const arrive = useEffectEvent(async (page: PageView, first: boolean) => {
    if (first && page.language !== i18n.language) await i18n.changeLanguage(page.language);
  });

  useEffect(() => {
    let live = true;
    patientCall('getUnsubscribe', { token }).then(
      async (page) => {
        await arrive(page, attempt === 0);
        if (!live) return;
        onBranding(page.branding.primary_color);
        setState({ kind: 'ready', page, step: 'asking' });
      },
      (error: unknown) => {
        const invalid =
          error instanceof PatientApiError && error.code !== null && invalidLink.has(error.code);
        if (live) setState({ kind: invalid ? 'invalid' : 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [token, attempt, onBranding]);

  const isDone = state.kind === 'ready' && state.step === 'done';
  useEffect(() => {
    // The button pressed is gone: the keyboard and the screen reader go on from the answer.
    if (isDone) headingRef.current?.focus();
  }, [isDone]);

  if (state.kind === 'loading') return <Body role="status">{t('loading')}</Body>;
  if (state.kind === 'failed') return <LoadFailed onRetry={reload} />;
  if (state.kind === 'invalid') {
    return (
      <Card aria-labelledby={headingId}>
        <Title id={headingId}>{t('unsubscribe.invalidTitle')}</Title>
        <Body>{t('unsubscribe.invalidBody')}</Body>
      </Card>
    );
  }

  const { page, step } = state;
  // The tenant's name is in the heading: the logo beside it is decoration.
  const logo = page.branding.logo_url ? <BrandLogo src={page.branding.logo_url} alt="" /> : null;
  // The care team's name keeps its own direction inside the sentence.
  const values = { tenant: page.tenant_name };
  const sentence = (key: string) => withIsolatedValues((marks) => t(key, marks), values);

  const confirm = () => {
    // Not `disabled` while it sends: the button keeps the keyboard's focus.
    if (step === 'sending') return;
    setState({ kind: 'ready', page, step: 'sending' });
    patientCall('unsubscribe', { token }).then(
      () => setState({ kind: 'ready', page, step: 'done' }),
      () => setState({ kind: 'ready', page, step: 'refused' }),
    );
  };

  if (page.email_stopped || step === 'done') {
    const key = step === 'done' ? 'done' : 'already';
    return (
      <Card aria-labelledby={headingId}>
        {logo}
        <Title id={headingId} ref={headingRef} tabIndex={-1}>
          {t(`unsubscribe.${key}Title`)}
        </Title>
        <Body>{sentence(`unsubscribe.${key}Body`)}</Body>
      </Card>
    );
  }
  return (
    <Card aria-labelledby={headingId}>
      {logo}
      <Title id={headingId}>{sentence('unsubscribe.question')}</Title>
      <Body>{sentence('unsubscribe.explanation')}</Body>
      <PrimaryButton type="button" aria-disabled={step === 'sending'} onClick={confirm}>
        {t(step === 'sending' ? 'unsubscribe.confirming' : 'unsubscribe.confirm')}
      </PrimaryButton>
      {step === 'refused' && <Body role="alert">{t('unsubscribe.failed')}</Body>}
    </Card>
  );
}
