import { useId } from 'react';
import { regionalLocale } from '@outreach/shared-ui';
import { useAreaTranslation } from '../../i18n/areaTranslations';
import { Body, Card, Icon, Title } from './LinkUnavailablePage.styles';
import { telHref } from '../../app/telHref';
import { withIsolatedValues } from '../../i18n/withIsolatedValues';

export type UnavailableReason = 'unknown' | 'expired' | 'revoked' | 'locked';

export interface LinkUnavailablePageProps {
  reason?: UnavailableReason;
  /** The care team's number, when the link is known to belong to one. */
  phone?: string | null;
  /** Until when a locked link stays locked (ISO time). */
  lockedUntil?: string | null;
}

const keys: Record<UnavailableReason, string> = {
  unknown: 'linkUnavailable',
  expired: 'linkExpired',
  revoked: 'linkRevoked',
  locked: 'linkLocked',
};

/**
 * What a patient sees for a link that cannot be opened: why, in words that reveal nothing of the
 * patient, and, when the link's care team is known, whom to call.
 */
export function LinkUnavailablePage({
  reason = 'unknown',
  phone = null,
  lockedUntil = null,
}: LinkUnavailablePageProps) {
  const { t, i18n } = useAreaTranslation();
  const headingId = useId();
  const key = keys[reason];
  const time =
    lockedUntil === null
      ? ''
      : new Intl.DateTimeFormat(regionalLocale(i18n.language), { timeStyle: 'short' }).format(
          new Date(lockedUntil),
        );
  return (
    <Card aria-labelledby={headingId}>
      <Icon viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <path d="M12 7v6M12 16.5v.5" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
      </Icon>
      <Title id={headingId}>{t(`${key}.title`)}</Title>
      <Body>{t(`${key}.body`, { time })}</Body>
      {phone && (
        <Body>
          <a href={telHref(phone)}>
            {withIsolatedValues((values) => t('callUs', values), { phone: <span dir="ltr">{phone}</span> })}
          </a>
        </Body>
      )}
    </Card>
  );
}
