import { useCallback, useMemo } from 'react';
import type { Send, TouchpointSummary } from '@outreach/shared-contracts/core';
import { Section, SectionHeading } from '@outreach/shared-ui';
import { useAreaTranslation } from '../../i18n/areaTranslations';
import { useCampaignSends, type SendList } from '../touchpoint-editor/api';
import { DeliveryList } from '../touchpoint-editor/steps/review/DeliveryList';
import { Note } from '../touchpoint-editor/steps/Step.styles';
import { CampaignSendTotals } from './CampaignSendTotals';

export interface CampaignDeliveriesProps {
  campaignId: number;
  /** The campaign's touchpoints: their names head their sends. */
  touchpoints: readonly Pick<TouchpointSummary, 'id' | 'name' | 'published_version'>[];
}

const totalsOf = (list: SendList) => <CampaignSendTotals sends={list.results} />;

/**
 * The sends of all the campaign's touchpoints, newest first, under the campaign's totals; each can be
 * paused, resumed, cancelled or retried here as in its touchpoint's review step. Read as often as there.
 */
export function CampaignDeliveries({ campaignId, touchpoints }: CampaignDeliveriesProps) {
  const { t } = useAreaTranslation();
  const published = touchpoints.some((touchpoint) => touchpoint.published_version !== null);
  const sends = useCampaignSends(campaignId, published);
  const names = useMemo(
    () => new Map(touchpoints.map((touchpoint) => [touchpoint.id, touchpoint.name])),
    [touchpoints],
  );
  const touchpointName = useCallback((send: Send) => names.get(send.touchpoint_id), [names]);

  return (
    <Section aria-labelledby="create-deliveries">
      <SectionHeading id="create-deliveries">{t('deliveries.title')}</SectionHeading>
      {published ? (
        <DeliveryList
          sends={sends}
          campaignId={campaignId}
          emptyNote={t('deliveries.noneInCampaign')}
          listHeading={t('deliveries.sendList')}
          touchpointName={touchpointName}
          summary={totalsOf}
        />
      ) : (
        <Note>{t('deliveries.noneInCampaign')}</Note>
      )}
    </Section>
  );
}
