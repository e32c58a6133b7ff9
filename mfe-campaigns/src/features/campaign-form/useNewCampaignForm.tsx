import { useState } from 'react';
import { TextAreaField, TextField } from '@outreach/shared-ui';
import { useAreaTranslation } from '../../i18n/areaTranslations';
import { createCampaign } from './api';
import type { CampaignFormProps } from './CampaignForm';

/** What makes the campaign form the form of a new campaign. */
export type NewCampaignForm = Pick<CampaignFormProps, 'nameLabel' | 'save' | 'children'>;

/**
 * The one form for a new campaign, whether it opens in a dialog or on the create page: its name,
 * description and end date, sent as the contract's create call.
 */
export function useNewCampaignForm(): NewCampaignForm {
  const { t } = useAreaTranslation();
  const [description, setDescription] = useState('');
  const [endsOn, setEndsOn] = useState('');

  return {
    nameLabel: t('form.name'),
    save: (name) => createCampaign({ name, description: description.trim(), ends_on: endsOn || null }),
    children: ({ fieldErrors, edited }) => (
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
    ),
  };
}
