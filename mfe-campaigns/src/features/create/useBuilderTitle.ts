import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useAreaTranslation } from '../../i18n/areaTranslations';
import { useCampaign } from './api';
import { campaignDraftAtom } from './campaignDraft';

export interface BuilderTitle {
  title: string;
  description: string;
}

/**
 * What the create page is titled after: the campaign being built, then the touchpoint being edited
 * (its name as typed, which the editor keeps in the draft); a new campaign only before one is picked.
 */
export function useBuilderTitle(campaignId: number | null, touchpointId: number | null): BuilderTitle {
  const { t } = useAreaTranslation();
  const { t: tCommon } = useTranslation('common');
  const draft = useAtomValue(campaignDraftAtom);
  const campaign = useCampaign(campaignId);
  if (campaignId === null) return { title: t('create.title'), description: t('create.description') };

  const loading = tCommon('app.loading');
  const campaignName =
    (campaign.data?.name ?? (draft.campaignId === campaignId ? draft.campaignName : '')) || loading;
  if (touchpointId === null) {
    return {
      title: campaignName,
      description: campaign.data?.description || t('create.campaignDescription'),
    };
  }
  const touchpointName = draft.touchPointId === touchpointId ? draft.touchPointName : '';
  return {
    title: touchpointName || loading,
    description: t('create.touchpointDescription', { campaign: campaignName }),
  };
}
