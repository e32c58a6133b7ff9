import { useId } from 'react';
import { Section, SectionHeading } from '@outreach/shared-ui';
import type { DeliveryFigures, Funnel } from '@outreach/shared-contracts/core';
import { useAreaTranslation } from '../../i18n/areaTranslations';
import { useReportsFormat } from '../../i18n/useReportsFormat';
import { isSkipReason } from './choices';
import { CountTable } from './CountTable';
import { Muted, TableGrid, TableScroller } from './Reports.styles';

export interface DeliverySectionProps {
  delivery: DeliveryFigures;
  optOuts: Funnel['opt_outs'];
}

/** What became of the messages: sent, delivered, bounced and failed, why, who was skipped and who opted out. */
export function DeliverySection({ delivery, optOuts }: DeliverySectionProps) {
  const { t } = useAreaTranslation();
  const format = useReportsFormat();
  const headingId = useId();
  const outcomes = [
    { key: 'sent', label: t('delivery.sent'), messages: delivery.sent },
    { key: 'delivered', label: t('delivery.delivered'), messages: delivery.delivered },
    { key: 'bounced', label: t('delivery.bounced'), messages: delivery.bounced },
    { key: 'failed', label: t('delivery.failed'), messages: delivery.failed },
  ];

  return (
    <Section aria-labelledby={headingId}>
      <SectionHeading id={headingId}>{t('delivery.heading')}</SectionHeading>
      <TableGrid>
        <TableScroller>
          <CountTable
            caption={t('delivery.messagesCaption')}
            columns={[t('delivery.columns.outcome'), t('delivery.columns.messages')]}
            rows={outcomes.map((outcome) => ({
              key: outcome.key,
              heading: outcome.label,
              cells: [format.number(outcome.messages)],
            }))}
          />
        </TableScroller>
        <TableScroller>
          <CountTable
            caption={t('delivery.optOutsCaption')}
            columns={[t('delivery.columns.how'), t('delivery.columns.patients')]}
            rows={[
              {
                key: 'unsubscribe',
                heading: t('delivery.unsubscribed'),
                cells: [format.number(optOuts.unsubscribe)],
              },
              {
                key: 'stop_reply',
                heading: t('delivery.stopReply'),
                cells: [format.number(optOuts.stop_reply)],
              },
            ]}
          />
        </TableScroller>
        <TableScroller>
          {delivery.failures.length === 0 ? (
            <Muted>{t('delivery.noFailures')}</Muted>
          ) : (
            <CountTable
              caption={t('delivery.failuresCaption')}
              columns={[t('delivery.columns.reasonCode'), t('delivery.columns.messages')]}
              rows={delivery.failures.map((failure) => ({
                key: failure.reason,
                // The provider's own code, as it gave it: it is what its documentation explains.
                heading: <code dir="ltr">{failure.reason}</code>,
                cells: [format.number(failure.messages)],
              }))}
            />
          )}
        </TableScroller>
        <TableScroller>
          {delivery.skipped.length === 0 ? (
            <Muted>{t('delivery.noSkipped')}</Muted>
          ) : (
            <CountTable
              caption={t('delivery.skippedCaption')}
              columns={[t('delivery.columns.reason'), t('delivery.columns.messages')]}
              rows={delivery.skipped.map((skip) => ({
                key: skip.reason,
                heading: isSkipReason(skip.reason) ? t(`delivery.skipReasons.${skip.reason}`) : skip.reason,
                cells: [format.number(skip.messages)],
              }))}
            />
          )}
        </TableScroller>
      </TableGrid>
    </Section>
  );
}
