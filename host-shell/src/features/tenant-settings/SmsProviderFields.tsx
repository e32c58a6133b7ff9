import { TextField } from '@outreach/shared-ui';
import { CopyableAddress } from './CopyableAddress';
import { storedCredentialHint, type ProviderFieldsProps } from './providerFields';
import { useShellTranslation } from '../shell/shellTranslations';

/** The fields of the chosen SMS provider: only Twilio has any. */
export function SmsProviderFields({
  stored,
  draft,
  errors,
  onChange,
  fieldRef,
  disabled,
}: ProviderFieldsProps) {
  const { t } = useShellTranslation();
  if (draft.sms_provider !== 'twilio') return null;
  return (
    <>
      <TextField
        ref={fieldRef('twilio_account_sid')}
        label={t('tenantSettings.messaging.twilioAccountSid')}
        autoComplete="off"
        spellCheck={false}
        value={draft.twilio_account_sid}
        error={errors.twilio_account_sid}
        disabled={disabled}
        onChange={(event) => onChange('twilio_account_sid', event.target.value)}
      />
      <TextField
        ref={fieldRef('twilio_auth_token')}
        label={t('tenantSettings.messaging.twilioAuthToken')}
        type="password"
        autoComplete="off"
        hint={storedCredentialHint(t, stored.twilio_auth_token_set, stored.twilio_auth_token_hint)}
        value={draft.twilio_auth_token}
        error={errors.twilio_auth_token}
        disabled={disabled}
        onChange={(event) => onChange('twilio_auth_token', event.target.value)}
      />
      <TextField
        ref={fieldRef('twilio_sender')}
        label={t('tenantSettings.messaging.twilioSender')}
        hint={t('tenantSettings.messaging.twilioSenderHint')}
        autoComplete="off"
        spellCheck={false}
        value={draft.twilio_sender}
        error={errors.twilio_sender}
        disabled={disabled}
        onChange={(event) => onChange('twilio_sender', event.target.value)}
      />
      <CopyableAddress
        label={t('tenantSettings.messaging.twilioInboundUrl')}
        hint={t('tenantSettings.messaging.twilioInboundUrlHint')}
        copyLabel={t('tenantSettings.messaging.copyTwilioInboundUrl')}
        address={stored.twilio_inbound_url}
      />
    </>
  );
}
