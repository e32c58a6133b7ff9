import type { CampaignStatus } from '@outreach/shared-contracts/core';
import { useAreaTranslation } from '../../i18n/areaTranslations';
import { Badge } from './StatusBadge.styles';

export interface StatusBadgeProps {
  status: CampaignStatus;
  /** How many of its touchpoints wait for the viewer's review: that is said instead of the status. */
  awaitingReview?: number;
}

/** A campaign's status as a coloured label; the word carries the meaning, the colour only helps. */
export function StatusBadge({ status, awaitingReview = 0 }: StatusBadgeProps) {
  const { t } = useAreaTranslation();
  if (awaitingReview > 0) return <Badge $status="awaiting_review">{t('status.awaitingReview')}</Badge>;
  return <Badge $status={status}>{t(`status.${status}`)}</Badge>;
}
