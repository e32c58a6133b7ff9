import type { Campaign, CampaignDetail } from '@outreach/shared-contracts/core';
import { useAreaTranslation } from '../../i18n/areaTranslations';
import { cloneCampaign } from './api';
import { CampaignFormModal } from './CampaignFormModal';

export interface CloneCampaignModalProps {
  /** The campaign to copy. */
  campaign: Campaign;
  onClose: () => void;
  onCloned: (copy: CampaignDetail) => void;
}

/** Asks for the name of a campaign's copy, offering 'Copy of …', and makes the copy. */
export function CloneCampaignModal({ campaign, onClose, onCloned }: CloneCampaignModalProps) {
  const { t } = useAreaTranslation();
  return (
    <CampaignFormModal
      title={t('clone.title')}
      intro={t('clone.intro', { name: campaign.name })}
      nameLabel={t('clone.name')}
      offeredName={t('clone.defaultName', { name: campaign.name })}
      submitLabel={t('clone.submit')}
      savingLabel={t('clone.cloning')}
      refocusNameOnRefusal
      save={(name) => cloneCampaign(campaign.id, { name })}
      onSaved={onCloned}
      onClose={onClose}
    />
  );
}
