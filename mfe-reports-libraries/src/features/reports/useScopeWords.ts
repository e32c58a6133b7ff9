import { useCallback } from 'react';
import type { ReportBreakdown } from '@outreach/shared-contracts/core';
import { useAreaTranslation } from '../../i18n/areaTranslations';
import { useReportsFormat } from '../../i18n/useReportsFormat';

/** What a report covers, as saved reports and exports carry it. */
export interface ScopeOfReport {
  touchpoint_id: number | null;
  send_id: number | null;
  from: string | null;
  to: string | null;
  breakdown?: ReportBreakdown | null;
}

/** Names of what the campaign's report knows: its touchpoint and send, when the caller has them. */
export interface ScopeNames {
  touchpoint?: string;
  sendTime?: string;
}

/** Says in words what a report covers: the touchpoint or send, the days and the breakdown. */
export function useScopeWords(): (scope: ScopeOfReport, names?: ScopeNames) => string {
  const { t } = useAreaTranslation();
  const format = useReportsFormat();
  return useCallback(
    (scope, names = {}) => {
      const parts: string[] = [];
      if (scope.touchpoint_id === null) parts.push(t('scope.whole'));
      else if (names.touchpoint === undefined)
        parts.push(scope.send_id === null ? t('scope.oneTouchpoint') : t('scope.oneSend'));
      else if (scope.send_id === null || names.sendTime === undefined) parts.push(names.touchpoint);
      else parts.push(t('scope.send', { touchpoint: names.touchpoint, time: names.sendTime }));
      if (scope.from && scope.to)
        parts.push(t('scope.between', { from: format.day(scope.from), to: format.day(scope.to) }));
      else if (scope.from) parts.push(t('scope.from', { day: format.day(scope.from) }));
      else if (scope.to) parts.push(t('scope.to', { day: format.day(scope.to) }));
      if (scope.breakdown) parts.push(t(`scope.by.${scope.breakdown}`));
      return format.list(parts);
    },
    [t, format],
  );
}
