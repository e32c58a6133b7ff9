import { lazy, Suspense, useId } from 'react';
import { Spinner, directionOf, Section, SectionHeading } from '@outreach/shared-ui';
import type { Funnel } from '@outreach/shared-contracts/core';
import { useAreaTranslation } from '../../i18n/areaTranslations';
import { useReportsFormat } from '../../i18n/useReportsFormat';
import { funnelRows, understoodShare, verifiedPatients } from './funnelFigures';
import { useStepWords } from './useStepWords';
import { FigureTable, Headline, Muted, TableScroller } from './Reports.styles';

// The chart library is loaded with the first report opened, never with the list or the rest of the app.
const FunnelChart = lazy(() => import('./FunnelChart'));

export interface FunnelSectionProps {
  funnel: Funnel;
}

/** The funnel: the headline, a bar per step and a table of the same figures, and the automated opens apart. */
export function FunnelSection({ funnel }: FunnelSectionProps) {
  const { t, i18n } = useAreaTranslation();
  const format = useReportsFormat();
  const words = useStepWords();
  const headingId = useId();
  const rows = funnelRows(funnel);
  const sent = funnel.steps.find((figure) => figure.step === 'sent')?.patients ?? 0;
  const verified = verifiedPatients(funnel);
  const understood = understoodShare(funnel);
  const direction = directionOf(i18n.resolvedLanguage ?? i18n.language);

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
      <Suspense fallback={<Spinner size={20} label={t('funnel.chartLoading')} />}>
        <FunnelChart
          label={t('funnel.chartLabel')}
          direction={direction}
          bars={rows.map((row) => ({
            key: row.step,
            label: [words.step(row.step), format.number(row.patients), words.share(row)]
              .filter(Boolean)
              .join(' · '),
            value: row.patients,
          }))}
        />
      </Suspense>
      <TableScroller>
        <FigureTable>
          <caption>{t('funnel.tableCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('funnel.columns.step')}</th>
              <th scope="col">{t('funnel.columns.patients')}</th>
              <th scope="col">{t('funnel.columns.share')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.step}>
                <th scope="row">{words.step(row.step)}</th>
                <td>{format.number(row.patients)}</td>
                <td>
                  {words.share(row) || (
                    <>
                      <span aria-hidden="true">—</span>
                      <span className="visually-hidden">{t('funnel.noShare')}</span>
                    </>
                  )}
                  {row.step === 'answered' && understoodText && (
                    <>
                      <br />
                      {understoodText}
                    </>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </FigureTable>
      </TableScroller>
      <Muted>{t('funnel.automatedOpens', { number: format.number(funnel.automated_opens) })}</Muted>
    </Section>
  );
}
