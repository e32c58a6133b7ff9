import { useCallback } from 'react';
import type { FunnelStep } from '@outreach/shared-contracts/core';
import { useAreaTranslation } from '../../i18n/areaTranslations';
import { useReportsFormat } from '../../i18n/useReportsFormat';
import type { FunnelRow } from './funnelFigures';

export interface StepWords {
  /** The step's name, e.g. 'Confirmed their date of birth'. */
  step: (step: FunnelStep) => string;
  /** The share of a row with its denominator named, e.g. '52% of 1,204 delivered'; '' for the first step. */
  share: (row: FunnelRow) => string;
  /** How many times a step happened, named as events, e.g. 'Events: 1,530'; never a share. */
  events: (events: number) => string;
}

/** How the steps of a funnel and their shares read. */
export function useStepWords(): StepWords {
  const { t } = useAreaTranslation();
  const format = useReportsFormat();
  const step = useCallback((name: FunnelStep) => t(`steps.${name}`), [t]);
  const share = useCallback(
    (row: FunnelRow) => {
      if (!row.of) return '';
      const of = t(`of.${row.of.step}`, { number: format.number(row.of.patients) });
      return row.share === null ? of : t('funnel.shareOf', { share: format.percent(row.share), of });
    },
    [t, format],
  );
  const events = useCallback(
    (number: number) => t('funnel.eventsFigure', { number: format.number(number) }),
    [t, format],
  );
  return { step, share, events };
}
