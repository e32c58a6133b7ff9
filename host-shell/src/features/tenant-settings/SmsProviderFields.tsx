import { TextField } from '@outreach/shared-ui';
import { CopyableAddress } from './CopyableAddress';
import { boundField, storedCredentialHint, type ProviderFieldsProps } from './providerFields';
import { useShellTranslation } from '../shell/shellTranslations';

/** The fields of the chosen SMS provider: only Twilio has any. */
export function SmsProviderFields(props: ProviderFieldsProps) {
  const { stored, draft } = props;
  const { t } = useShellTranslation();
  if (draft.sms_provider !== 'twilio') return null;
  return (
    <>
      <TextField
        {...boundField(props, 'twilio_account_sid')}
        label={t('tenantSettings.messaging.twilioAccountSid')}
        autoComplete="off"
        spellCheck={false}
      />
      <TextField
        {...boundField(props, 'twilio_auth_token')}
        label={t('tenantSettings.messaging.twilioAuthToken')}
        type="password"
        autoComplete="off"
        hint={storedCredentialHint(t, stored.twilio_auth_token_set, stored.twilio_auth_token_hint)}
      />
      <TextField
        {...boundField(props, 'twilio_sender')}
        label={t('tenantSettings.messaging.twilioSender')}
        hint={t('tenantSettings.messaging.twilioSenderHint')}
        autoComplete="off"
        spellCheck={false}
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
