import { useId } from 'react';
import type { FunnelReport, FunnelStep, ReportBreakdown } from '@outreach/shared-contracts/core';
import { Section, SectionHeading } from '@outreach/shared-ui';
import { isReportChannel } from './choices';
import { useAreaTranslation } from '../../i18n/areaTranslations';
import { useReportsFormat } from '../../i18n/useReportsFormat';
import { funnelRows } from './funnelFigures';
import { useStepWords } from './useStepWords';
import { CountTable } from './CountTable';
import { FigureLines } from './FigureLines';
import { Muted, TableScroller } from './Reports.styles';
import type { FunnelCount } from './reportSettings';

export interface BreakdownTableProps {
  report: FunnelReport;
  breakdown: ReportBreakdown;
  /** Patients, each with their share of the step before, or events, never with a share. */
  count: FunnelCount;
}

/**
 * The funnel per group of the breakdown: a row per group, a column per step that applies, each cell
 * the group's patients and their share of the same group's step before, or the group's events alone.
 */
export function BreakdownTable({ report, breakdown, count }: BreakdownTableProps) {
  const { t } = useAreaTranslation();
  const format = useReportsFormat();
  const words = useStepWords();
  const headingId = useId();
  const steps: FunnelStep[] = funnelRows(report.total).map((row) => row.step);

  const groupName = (key: string, label: string): string => {
    switch (breakdown) {
      case 'language':
        return format.language(key);
      case 'channel':
        return isReportChannel(key) ? t(`channels.${key}`) : key;
      case 'cohort':
        return key === '' ? t('breakdown.noCohort') : label;
      case 'version':
        return t('breakdown.versionN', { version: key });
      case 'day':
        return format.day(key);
    }
  };

  return (
    <Section aria-labelledby={headingId}>
      <SectionHeading id={headingId}>{t(`breakdown.heading.${breakdown}`)}</SectionHeading>
      {report.groups.length === 0 ? (
        <Muted>{t('breakdown.empty')}</Muted>
      ) : (
        <TableScroller>
          <CountTable
            caption={
              count === 'events'
                ? t('breakdown.eventsCaption', { heading: t(`breakdown.heading.${breakdown}`) })
                : t(`breakdown.heading.${breakdown}`)
            }
            columns={[t(`breakdown.column.${breakdown}`), ...steps.map((step) => words.step(step))]}
            rows={report.groups.map((group) => ({
              key: group.key,
              heading: groupName(group.key, group.label),
              cells: funnelRows({
                ...group.funnel,
                steps: group.funnel.steps.map((figure) => ({
                  ...figure,
                  applicable: steps.includes(figure.step),
                })),
              }).map((row) =>
                count === 'events' ? (
                  format.number(row.events)
                ) : (
                  <FigureLines
                    key={row.step}
                    figure={format.number(row.patients)}
                    under={row.share === null ? null : format.percent(row.share)}
                  />
                ),
              ),
            }))}
          />
        </TableScroller>
      )}
    </Section>
  );
}
