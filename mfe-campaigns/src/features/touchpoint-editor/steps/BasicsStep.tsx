import { SelectField, TextField } from '@outreach/shared-ui';
import { useAreaTranslation } from '../../../i18n/areaTranslations';
import { useAuthentications } from '../api';
import { useEditor } from '../EditorContext';
import { useFieldProblem } from '../problems/useFieldProblem';
import { Stack } from './Step.styles';

const channelChoices = ['email_and_sms', 'email', 'sms'] as const;

/** Name, how the touchpoint is sent, how long its links last and how patients prove who they are. */
export function BasicsStep() {
  const { t } = useAreaTranslation();
  const { name, content, setName, update } = useEditor();
  const authentications = useAuthentications();
  const nameField = useFieldProblem('name');
  const authChoices = (authentications.data?.results ?? [{ id: content.authentication }]).map(({ id }) => ({
    value: id,
    label: t(`basics.auth.${id}`),
  }));

  return (
    <Stack>
      <TextField
        label={t('basics.name')}
        {...nameField}
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <SelectField
        label={t('basics.channels')}
        value={content.channels}
        choices={channelChoices.map((value) => ({ value, label: t(`basics.channel.${value}`) }))}
        onChange={(value) => {
          const channels = channelChoices.find((choice) => choice === value);
          if (channels) update((current) => ({ ...current, channels }));
        }}
      />
      <TextField
        label={t('basics.linkExpiry')}
        data-field="link_expiry_days"
        hint={t('basics.linkExpiryHint')}
        type="number"
        min={1}
        value={content.link_expiry_days}
        onChange={(event) => {
          const days = Math.round(Number(event.target.value));
          // The server holds the longest allowed; a refusal shows as not saved.
          if (days >= 1) update((current) => ({ ...current, link_expiry_days: days }));
        }}
      />
      <SelectField
        label={t('basics.authentication')}
        value={content.authentication}
        choices={authChoices}
        onChange={(value) => {
          const chosen = authentications.data?.results.find((choice) => choice.id === value);
          if (chosen) update((current) => ({ ...current, authentication: chosen.id }));
        }}
      />
    </Stack>
  );
}
