import { useCallback, useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../api/errorMessage';
import { Button } from '../components/form/Button';
import { Spinner } from '../components/spinner/Spinner';
import { subscribeStoredSession } from '../session/storedSession';
import { pickUpStaffSession } from './pickUpStaffSession';
import { CardAlert, CardHeading, CardText } from '../components/card/Card';
import { Actions, LinkButton, StandaloneCard } from './StandaloneSession.styles';

export interface StandaloneSessionProps {
  /** The host shell's address, where staff sign in. */
  shellUrl: string;
  /** The area's pages, shown once the platform's session has been picked up. */
  children: ReactNode;
}

type SessionState =
  { kind: 'checking' } | { kind: 'signed-in' } | { kind: 'signed-out' } | { kind: 'failed'; error: unknown };

/**
 * Shows a remote's pages, running alone, only while the staff session of the platform can be
 * used here: it picks the session up first, asks the developer to sign in at the shell when
 * there is none, and checks again when the session here ends (a failed refresh, for example).
 */
export function StandaloneSession({ shellUrl, children }: StandaloneSessionProps) {
  const { t } = useTranslation('common');
  const headingId = useId();
  const [state, setState] = useState<SessionState>({ kind: 'checking' });
  const [attempt, setAttempt] = useState(0);

  const checkAgain = useCallback(() => {
    setState({ kind: 'checking' });
    setAttempt((previous) => previous + 1);
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    pickUpStaffSession(controller.signal).then(
      (outcome) => {
        if (!controller.signal.aborted) setState({ kind: outcome });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ kind: 'failed', error });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  // Listening only while signed in: the check's own 401 clears the session too, and must not
  // start another check.
  const signedIn = state.kind === 'signed-in';
  useEffect(() => {
    if (!signedIn) return undefined;
    return subscribeStoredSession((session) => {
      if (!session) checkAgain();
    });
  }, [signedIn, checkAgain]);

  switch (state.kind) {
    case 'signed-in':
      return <>{children}</>;
    case 'checking':
      return <Spinner />;
    case 'signed-out':
      return (
        <StandaloneCard aria-labelledby={headingId}>
          <CardHeading id={headingId}>{t('standalone.signInTitle')}</CardHeading>
          <CardText>{t('standalone.signInBody')}</CardText>
          <Actions>
            <LinkButton href={shellUrl}>{t('standalone.signInLink')}</LinkButton>
            <Button type="button" $variant="secondary" onClick={checkAgain}>
              {t('standalone.tryAgain')}
            </Button>
          </Actions>
        </StandaloneCard>
      );
    case 'failed':
      return (
        <StandaloneCard>
          <CardAlert role="alert">{errorMessage(state.error, t)}</CardAlert>
          <Actions>
            <Button type="button" $variant="secondary" onClick={checkAgain}>
              {t('standalone.tryAgain')}
            </Button>
          </Actions>
        </StandaloneCard>
      );
  }
}
