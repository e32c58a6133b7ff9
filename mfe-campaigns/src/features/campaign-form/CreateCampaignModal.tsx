import type { CampaignDetail } from '@outreach/shared-contracts/core';
import { useAreaTranslation } from '../../i18n/areaTranslations';
import { CampaignFormModal } from './CampaignFormModal';
import { useNewCampaignForm } from './useNewCampaignForm';

export interface CreateCampaignModalProps {
  onClose: () => void;
  onCreated: (campaign: CampaignDetail) => void;
}

/** The new-campaign form in a dialog; the server judges it. */
export function CreateCampaignModal({ onClose, onCreated }: CreateCampaignModalProps) {
  const { t } = useAreaTranslation();
  const form = useNewCampaignForm();
  return (
    <CampaignFormModal
      {...form}
      title={t('form.createTitle')}
      submitLabel={t('form.create')}
      savingLabel={t('form.creating')}
      width="560px"
      onSaved={onCreated}
      onClose={onClose}
    />
  );
}
