import { useId } from 'react';
import { useAreaTranslation } from '../../i18n/areaTranslations';
import { Body, Card, Icon, Title } from './LinkUnavailablePage.styles';

/**
 * What a patient sees for a link that cannot be opened. Unknown, expired and locked links all
 * show this same page, so the page never tells a visitor which links exist.
 */
export function LinkUnavailablePage() {
  const { t } = useAreaTranslation();
  const headingId = useId();
  return (
    <Card aria-labelledby={headingId}>
      <Icon viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <path d="M12 7v6M12 16.5v.5" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
      </Icon>
      <Title id={headingId}>{t('linkUnavailable.title')}</Title>
      <Body>{t('linkUnavailable.body')}</Body>
    </Card>
  );
}
