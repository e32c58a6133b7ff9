import { useId } from 'react';
import {
  messageStates,
  type MessageCounts,
  type Send,
  type SendState,
} from '@outreach/shared-contracts/core';
import { useAreaTranslation } from '../../i18n/areaTranslations';
import { useCampaignsFormat } from '../../i18n/useCampaignsFormat';
import { Stack, SubHeading } from '../touchpoint-editor/steps/Step.styles';
import { shownMessageStates } from '../touchpoint-editor/steps/review/DeliveryItem';
import { Figures } from '../touchpoint-editor/steps/review/Send.styles';

export interface CampaignSendTotalsProps {
  sends: readonly Send[];
}

/** A send whose messages are being handed over now; a scheduled or paused one is not running. */
const running: ReadonlySet<SendState> = new Set(['preparing', 'sending']);

/** The messages of all the sends by state. */
function totalCounts(sends: readonly Send[]): MessageCounts {
  const totals = Object.fromEntries(messageStates.map((state) => [state, 0])) as MessageCounts;
  for (const send of sends) for (const state of messageStates) totals[state] += send.counts[state];
  return totals;
}

/** The whole campaign at a glance: how many sends, how many running, and all their messages by state. */
export function CampaignSendTotals({ sends }: CampaignSendTotalsProps) {
  const { t } = useAreaTranslation();
  const format = useCampaignsFormat();
  const headingId = useId();
  const totals = totalCounts(sends);

  return (
    <Stack as="section" aria-labelledby={headingId}>
      <SubHeading id={headingId}>{t('deliveries.campaignTotals')}</SubHeading>
      <Figures>
        <div>
          <dt>{t('deliveries.sends')}</dt>
          <dd>{format.number(sends.length)}</dd>
        </div>
        <div>
          <dt>{t('deliveries.running')}</dt>
          <dd>{format.number(sends.filter((send) => running.has(send.state)).length)}</dd>
        </div>
      </Figures>
      <Figures aria-label={t('deliveries.counts')}>
        {shownMessageStates(totals).map((state) => (
          <div key={state}>
            <dt>{t(`deliveries.messages.${state}`)}</dt>
            <dd>{format.number(totals[state])}</dd>
          </div>
        ))}
      </Figures>
    </Stack>
  );
}
