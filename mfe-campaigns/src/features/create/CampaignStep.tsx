import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSetAtom } from 'jotai';
import {
  Button,
  LoadingState,
  StateMessage,
  TextAreaField,
  TextField,
  errorMessage,
} from '@outreach/shared-ui';
import type { Campaign } from '@outreach/shared-contracts/core';
import { useAreaTranslation } from '../../i18n/areaTranslations';
import { createCampaign } from '../campaign-form/api';
import { useCampaignChoices } from './api';
import { campaignDraftAtom, emptyCampaignDraft } from './campaignDraft';
import { Choices } from './Choices';
import { Alert, Columns, Form, Section, SectionHeading } from './CreatePage.styles';

export interface CampaignStepProps {
  onPicked: (campaignId: number) => void;
}

/** The first step: a new campaign, or one of the newest existing ones. */
export function CampaignStep({ onPicked }: CampaignStepProps) {
  const { t } = useAreaTranslation();
  const { t: tCommon } = useTranslation('common');
  const setDraft = useSetAtom(campaignDraftAtom);
  const campaigns = useCampaignChoices();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

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

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    try {
      pick(await createCampaign({ name: name.trim(), description: description.trim(), ends_on: null }));
    } catch (error) {
      setFailure(errorMessage(error, tCommon));
      setBusy(false);
    }
  };

  const rows = campaigns.data?.results ?? [];
  return (
    <Columns>
      <Section aria-labelledby="create-new-campaign">
        <SectionHeading id="create-new-campaign">{t('entry.newCampaign')}</SectionHeading>
        <Form onSubmit={(event) => void submit(event)}>
          <TextField label={t('form.name')} value={name} required onChange={(e) => setName(e.target.value)} />
          <TextAreaField
            label={t('form.description')}
            hint={t('form.descriptionHint')}
            rows={3}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
          />
          {failure && <Alert role="alert">{failure}</Alert>}
          <div>
            <Button type="submit" disabled={busy}>
              {busy ? t('form.creating') : t('form.create')}
            </Button>
          </div>
        </Form>
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
