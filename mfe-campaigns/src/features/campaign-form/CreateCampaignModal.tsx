import { useState } from 'react';
import { TextAreaField, TextField } from '@outreach/shared-ui';
import type { CampaignDetail } from '@outreach/shared-contracts/core';
import { useAreaTranslation } from '../../i18n/areaTranslations';
import { createCampaign } from './api';
import { CampaignFormModal } from './CampaignFormModal';

export interface CreateCampaignModalProps {
  onClose: () => void;
  onCreated: (campaign: CampaignDetail) => void;
}

/** Asks for a new campaign's name, description and end date; the server judges them. */
export function CreateCampaignModal({ onClose, onCreated }: CreateCampaignModalProps) {
  const { t } = useAreaTranslation();
  const [description, setDescription] = useState('');
  const [endsOn, setEndsOn] = useState('');

  return (
    <CampaignFormModal
      title={t('form.createTitle')}
      nameLabel={t('form.name')}
      submitLabel={t('form.create')}
      savingLabel={t('form.creating')}
      width="560px"
      save={(name) => createCampaign({ name, description: description.trim(), ends_on: endsOn || null })}
      onSaved={onCreated}
      onClose={onClose}
    >
      {({ fieldErrors, edited }) => (
        <>
          <TextAreaField
            label={t('form.description')}
            hint={t('form.descriptionHint')}
            value={description}
            rows={3}
            error={fieldErrors.description}
            onChange={(event) => {
              setDescription(event.target.value);
              edited('description');
            }}
          />
          <TextField
            label={t('form.endsOn')}
            hint={t('form.endsOnHint')}
            type="date"
            value={endsOn}
            error={fieldErrors.ends_on}
            onChange={(event) => {
              setEndsOn(event.target.value);
              edited('ends_on');
            }}
          />
        </>
      )}
    </CampaignFormModal>
  );
}
