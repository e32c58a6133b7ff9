import { useTranslation } from 'react-i18next';
import { useSetAtom } from 'jotai';
import { Button, LoadingState, StateMessage, Section, SectionHeading } from '@outreach/shared-ui';
import type { Campaign } from '@outreach/shared-contracts/core';
import { useAreaTranslation } from '../../i18n/areaTranslations';
import { CampaignForm } from '../campaign-form/CampaignForm';
import { useNewCampaignForm } from '../campaign-form/useNewCampaignForm';
import { useCampaignChoices } from './api';
import { campaignDraftAtom, emptyCampaignDraft } from './campaignDraft';
import { Choices } from './Choices';
import { Columns } from './CreatePage.styles';

export interface CampaignStepProps {
  onPicked: (campaignId: number) => void;
}

/** The first step: a new campaign, or one of the newest existing ones. */
export function CampaignStep({ onPicked }: CampaignStepProps) {
  const { t } = useAreaTranslation();
  const { t: tCommon } = useTranslation('common');
  const setDraft = useSetAtom(campaignDraftAtom);
  const campaigns = useCampaignChoices();
  const newCampaign = useNewCampaignForm();

  const pick = (campaign: Campaign) => {
    // A new campaign starts a new draft: nothing of the previous one applies to it.
    setDraft({
      ...emptyCampaignDraft,
      campaignId: campaign.id,
      campaignName: campaign.name,
      tenantId: campaign.tenant,
    });
    onPicked(campaign.id);
  };

  const rows = campaigns.data?.results ?? [];
  return (
    <Columns>
      <Section aria-labelledby="create-new-campaign">
        <SectionHeading id="create-new-campaign">{t('entry.newCampaign')}</SectionHeading>
        <CampaignForm
          {...newCampaign}
          onSaved={pick}
          actions={(saving) => (
            <div>
              <Button type="submit" disabled={saving}>
                {saving ? t('form.creating') : t('form.create')}
              </Button>
            </div>
          )}
        />
      </Section>
      <Section aria-labelledby="create-pick-campaign">
        <SectionHeading id="create-pick-campaign">{t('entry.pickCampaign')}</SectionHeading>
        {campaigns.error ? (
          <StateMessage alert title={tCommon('errors.generic')} />
        ) : !campaigns.data ? (
          <LoadingState label={t('list.loading')} />
        ) : rows.length === 0 ? (
          <StateMessage title={t('list.emptyTitle')} body={t('entry.noCampaignsBody')} />
        ) : (
          <Choices
            choices={rows.map((campaign) => ({
              item: campaign,
              key: campaign.id,
              name: campaign.name,
              note: t(`status.${campaign.status}`),
            }))}
            onPick={pick}
          />
        )}
      </Section>
    </Columns>
  );
}
