import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSetAtom } from 'jotai';
import {
  Button,
  LoadingState,
  StateMessage,
  TextField,
  errorMessage,
  Section,
  SectionHeading,
} from '@outreach/shared-ui';
import type { TouchpointSummary } from '@outreach/shared-contracts/core';
import { useAreaTranslation } from '../../i18n/areaTranslations';
import { createTouchpoint, useCampaign } from './api';
import { CampaignDeliveries } from './CampaignDeliveries';
import { campaignDraftAtom } from './campaignDraft';
import { Choices } from './Choices';
import { Alert, Columns, Form } from './CreatePage.styles';

export interface TouchpointStepProps {
  campaignId: number;
  onOpen: (touchpointId: number) => void;
}

/** The second step: the campaign's touchpoints in order, a new one at the end, and their deliveries. */
export function TouchpointStep({ campaignId, onOpen }: TouchpointStepProps) {
  const { t } = useAreaTranslation();
  const { t: tCommon } = useTranslation('common');
  const setDraft = useSetAtom(campaignDraftAtom);
  const campaign = useCampaign(campaignId);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const open = (touchpoint: Pick<TouchpointSummary, 'id' | 'name' | 'channels'>) => {
    setDraft((draft) => ({
      ...draft,
      campaignId,
      campaignName: campaign.data?.name ?? draft.campaignName,
      tenantId: campaign.data?.tenant ?? draft.tenantId,
      touchPointId: touchpoint.id,
      touchPointName: touchpoint.name,
      distributionType: touchpoint.channels,
    }));
    onOpen(touchpoint.id);
  };

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    try {
      open(await createTouchpoint({ campaign_id: campaignId, name: name.trim() }));
    } catch (error) {
      setFailure(errorMessage(error, tCommon));
      setBusy(false);
    }
  };

  if (campaign.error) return <StateMessage alert title={tCommon('errors.generic')} />;
  if (!campaign.data) return <LoadingState label={t('entry.loadingCampaign')} />;
  const touchpoints = campaign.data.touchpoints;
  return (
    <>
      <Columns>
        <Section aria-labelledby="create-touchpoints">
          <SectionHeading id="create-touchpoints">
            {t('entry.touchpointsOf', { name: campaign.data.name })}
          </SectionHeading>
          {touchpoints.length === 0 ? (
            <StateMessage title={t('entry.noTouchpoints')} body={t('entry.noTouchpointsBody')} />
          ) : (
            <Choices
              choices={touchpoints.map((touchpoint) => ({
                item: touchpoint,
                key: touchpoint.id,
                name: touchpoint.name,
                note: touchpoint.awaiting_your_review
                  ? t('status.awaitingReview')
                  : t(`touchpointStatus.${touchpoint.status}`),
              }))}
              onPick={open}
            />
          )}
        </Section>
        <Section aria-labelledby="create-new-touchpoint">
          <SectionHeading id="create-new-touchpoint">{t('entry.newTouchpoint')}</SectionHeading>
          <Form onSubmit={(event) => void submit(event)}>
            <TextField
              label={t('entry.touchpointName')}
              value={name}
              required
              onChange={(e) => setName(e.target.value)}
            />
            {failure && <Alert role="alert">{failure}</Alert>}
            <div>
              <Button type="submit" disabled={busy}>
                {busy ? t('form.creating') : t('entry.addTouchpoint')}
              </Button>
            </div>
          </Form>
        </Section>
      </Columns>
      <CampaignDeliveries campaignId={campaignId} touchpoints={touchpoints} />
    </>
  );
}
