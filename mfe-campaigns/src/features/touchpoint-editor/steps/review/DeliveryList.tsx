import { useCallback, useId, type ReactNode } from 'react';
import type { SWRResponse } from 'swr';
import { Button, LoadingState } from '@outreach/shared-ui';
import type { Send } from '@outreach/shared-contracts/core';
import { useAreaTranslation } from '../../../../i18n/areaTranslations';
import { useShowSend, type SendList } from '../../api';
import { FieldError } from '../../fields/Fields.styles';
import { ItemList, Note, Row, SubHeading } from '../Step.styles';
import { DeliveryItem } from './DeliveryItem';

export interface DeliveryListProps {
  /** The sends as read, by `useSends` or `useCampaignSends`. */
  sends: SWRResponse<SendList>;
  /** The campaign the sends belong to: a send an action changed shows in its list too. */
  campaignId: number;
  /** Said when there is no send. */
  emptyNote: string;
  /** Heads the list of sends and names it for screen readers; none in a touchpoint's own list. */
  listHeading?: string;
  /** The name of a send's touchpoint, to head it with in a list of several touchpoints' sends. */
  touchpointName?: (send: Send) => string | undefined;
  /** Shown above the sends once they are read, when there is one. */
  summary?: (list: SendList) => ReactNode;
}

/**
 * Sends, newest first, each with its progress and actions; or why there is none to show: loading,
 * not read, none yet. Once read, a failed read again leaves the last figures on screen with an alert.
 */
export function DeliveryList({
  sends,
  campaignId,
  emptyNote,
  listHeading,
  touchpointName,
  summary,
}: DeliveryListProps) {
  const { t } = useAreaTranslation();
  const headingId = useId();
  const showSend = useShowSend();
  const { mutate } = sends;
  const retry = useCallback(() => void mutate(), [mutate]);
  const changed = useCallback((send: Send) => showSend(send, campaignId), [showSend, campaignId]);

  if (sends.error && !sends.data)
    return (
      <Row role="alert">
        <FieldError>{t('deliveries.failed')}</FieldError>
        <Button type="button" $variant="link" onClick={retry}>
          {t('send.retry')}
        </Button>
      </Row>
    );
  if (!sends.data) return <LoadingState label={t('deliveries.loading')} />;
  if (sends.data.results.length === 0) return <Note>{emptyNote}</Note>;
  return (
    <>
      {sends.error && (
        // The last figures stay on screen; polling waits until a read succeeds again.
        <Row role="alert">
          <FieldError>{t('deliveries.stale')}</FieldError>
          <Button type="button" $variant="link" onClick={retry}>
            {t('send.retry')}
          </Button>
        </Row>
      )}
      {summary?.(sends.data)}
      {listHeading !== undefined && <SubHeading id={headingId}>{listHeading}</SubHeading>}
      <ItemList aria-labelledby={listHeading === undefined ? undefined : headingId}>
        {sends.data.results.map((send) => (
          <li key={send.id}>
            <DeliveryItem send={send} onChanged={changed} touchpointName={touchpointName?.(send)} />
          </li>
        ))}
      </ItemList>
    </>
  );
}
