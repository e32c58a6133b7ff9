import { useId } from 'react';
import { useRemoteTranslation } from './remoteTranslations';
import { Body, Panel, RetryButton, Title } from './RemoteUnavailable.styles';

export interface RemoteUnavailableProps {
  /** Offered as "Try again" when the area can be asked for once more. */
  onRetry?: () => void;
}

/**
 * Shown in place of an area whose remote could not be loaded. It is an alert so assistive
 * technology announces it; the shell and every other area keep working around it.
 */
export function RemoteUnavailable({ onRetry }: RemoteUnavailableProps) {
  const { t } = useRemoteTranslation();
  const headingId = useId();
  return (
    <Panel role="alert" aria-labelledby={headingId}>
      <Title id={headingId}>{t('unavailable.title')}</Title>
      <Body>{t('unavailable.body')}</Body>
      {onRetry && (
        <RetryButton type="button" onClick={onRetry}>
          {t('unavailable.retry')}
        </RetryButton>
      )}
    </Panel>
  );
}
