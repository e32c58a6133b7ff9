import { useId } from 'react';
import type { DeliveryFigures, Funnel } from '@outreach/shared-contracts/core';
import { Section, SectionHeading } from '@outreach/shared-ui';
import { useAreaTranslation } from '../../i18n/areaTranslations';
import { useReportsFormat } from '../../i18n/useReportsFormat';
import { isSkipReason } from './choices';
import { FigureTable, Muted, TableGrid, TableScroller } from './Reports.styles';

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
          <FigureTable>
            <caption>{t('delivery.messagesCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('delivery.columns.outcome')}</th>
                <th scope="col">{t('delivery.columns.messages')}</th>
              </tr>
            </thead>
            <tbody>
              {outcomes.map((outcome) => (
                <tr key={outcome.key}>
                  <th scope="row">{outcome.label}</th>
                  <td>{format.number(outcome.messages)}</td>
                </tr>
              ))}
            </tbody>
          </FigureTable>
        </TableScroller>
        <TableScroller>
          <FigureTable>
            <caption>{t('delivery.optOutsCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('delivery.columns.how')}</th>
                <th scope="col">{t('delivery.columns.patients')}</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">{t('delivery.unsubscribed')}</th>
                <td>{format.number(optOuts.unsubscribe)}</td>
              </tr>
              <tr>
                <th scope="row">{t('delivery.stopReply')}</th>
                <td>{format.number(optOuts.stop_reply)}</td>
              </tr>
            </tbody>
          </FigureTable>
        </TableScroller>
        <TableScroller>
          {delivery.failures.length === 0 ? (
            <Muted>{t('delivery.noFailures')}</Muted>
          ) : (
            <FigureTable>
              <caption>{t('delivery.failuresCaption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('delivery.columns.reasonCode')}</th>
                  <th scope="col">{t('delivery.columns.messages')}</th>
                </tr>
              </thead>
              <tbody>
                {delivery.failures.map((failure) => (
                  <tr key={failure.reason}>
                    {/* The provider's own code, as it gave it: it is what its documentation explains. */}
                    <th scope="row">
                      <code dir="ltr">{failure.reason}</code>
                    </th>
                    <td>{format.number(failure.messages)}</td>
                  </tr>
                ))}
              </tbody>
            </FigureTable>
          )}
        </TableScroller>
        <TableScroller>
          {delivery.skipped.length === 0 ? (
            <Muted>{t('delivery.noSkipped')}</Muted>
          ) : (
            <FigureTable>
              <caption>{t('delivery.skippedCaption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('delivery.columns.reason')}</th>
                  <th scope="col">{t('delivery.columns.messages')}</th>
                </tr>
              </thead>
              <tbody>
                {delivery.skipped.map((skip) => (
                  <tr key={skip.reason}>
                    <th scope="row">
                      {isSkipReason(skip.reason) ? t(`delivery.skipReasons.${skip.reason}`) : skip.reason}
                    </th>
                    <td>{format.number(skip.messages)}</td>
                  </tr>
                ))}
              </tbody>
            </FigureTable>
          )}
        </TableScroller>
      </TableGrid>
    </Section>
  );
}
