import { lazy, Suspense, useId } from 'react';
import { Spinner, directionOf, Section, SectionHeading } from '@outreach/shared-ui';
import type { Funnel } from '@outreach/shared-contracts/core';
import { useAreaTranslation } from '../../i18n/areaTranslations';
import { useReportsFormat } from '../../i18n/useReportsFormat';
import { funnelRows, understoodShare, verifiedPatients } from './funnelFigures';
import { useStepWords } from './useStepWords';
import { CountTable } from './CountTable';
import { FigureLines, NoFigure } from './FigureLines';
import { CountSwitch } from './CountSwitch';
import type { FunnelCount } from './reportSettings';
import { Headline, Muted, TableScroller } from './Reports.styles';

// The chart library is loaded with the first report opened, never with the list or the rest of the app.
const FunnelChart = lazy(() => import('./FunnelChart'));

export interface FunnelSectionProps {
  funnel: Funnel;
  /** Whether the steps count patients (a funnel, with shares) or every time they happened. */
  count: FunnelCount;
  onCount: (count: FunnelCount) => void;
}

/**
 * The funnel: the headline, the choice of what the steps count, a bar per step and a table of the same
 * figures, and the automated opens apart. The headline always counts patients.
 */
export function FunnelSection({ funnel, count, onCount }: FunnelSectionProps) {
  const { t, i18n } = useAreaTranslation();
  const format = useReportsFormat();
  const words = useStepWords();
  const headingId = useId();
  const rows = funnelRows(funnel);
  const sent = funnel.steps.find((figure) => figure.step === 'sent')?.patients ?? 0;
  const verified = verifiedPatients(funnel);
  const understood = understoodShare(funnel);
  const direction = directionOf(i18n.resolvedLanguage ?? i18n.language);
  const events = count === 'events';

  const understoodText =
    understood === null
      ? ''
      : t('funnel.understood', {
          number: format.number(funnel.understood),
          share: format.percent(understood),
        });

  return (
    <Section aria-labelledby={headingId}>
      <SectionHeading id={headingId}>{t('funnel.heading')}</SectionHeading>
      <Headline>
        {sent === 0
          ? t('funnel.headline', { number: format.number(verified) })
          : t('funnel.headlineShare', {
              number: format.number(verified),
              share: format.percent(Math.min(1, verified / sent)),
              sent: format.number(sent),
            })}
      </Headline>
      <CountSwitch count={count} onCount={onCount} />
      <Suspense fallback={<Spinner size={20} label={t('funnel.chartLoading')} />}>
        <FunnelChart
          label={events ? t('funnel.eventsChartLabel') : t('funnel.chartLabel')}
          direction={direction}
          bars={rows.map((row) => ({
            key: row.step,
            label: (events
              ? [words.step(row.step), words.events(row.events)]
              : [words.step(row.step), format.number(row.patients), words.share(row)]
            )
              .filter(Boolean)
              .join(' · '),
            value: events ? row.events : row.patients,
          }))}
        />
      </Suspense>
      <TableScroller>
        <CountTable
          caption={events ? t('funnel.eventsTableCaption') : t('funnel.tableCaption')}
          columns={
            events
              ? [t('funnel.columns.step'), t('funnel.columns.events')]
              : [t('funnel.columns.step'), t('funnel.columns.patients'), t('funnel.columns.share')]
          }
          rows={rows.map((row) => ({
            key: row.step,
            heading: words.step(row.step),
            cells: events
              ? [format.number(row.events)]
              : [
                  format.number(row.patients),
                  <FigureLines
                    key="share"
                    figure={words.share(row) || <NoFigure reason={t('funnel.noShare')} />}
                    under={row.step === 'answered' ? understoodText : null}
                  />,
                ],
          }))}
        />
      </TableScroller>
      <Muted>{t('funnel.automatedOpens', { number: format.number(funnel.automated_opens) })}</Muted>
    </Section>
  );
}
