import type { CampaignStatus } from '@outreach/shared-contracts/core';
import { useAreaTranslation } from '../../i18n/areaTranslations';
import { Badge } from './StatusBadge.styles';

export interface StatusBadgeProps {
  status: CampaignStatus;
}

/** A campaign's status as a coloured label; the word carries the meaning, the colour only helps. */
export function StatusBadge({ status }: StatusBadgeProps) {
  const { t } = useAreaTranslation();
  return <Badge $status={status}>{t(`status.${status}`)}</Badge>;
}
