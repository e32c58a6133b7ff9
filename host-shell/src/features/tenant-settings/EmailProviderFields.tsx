import { TextAreaField, TextField } from '@outreach/shared-ui';
import { CopyableAddress } from './CopyableAddress';
import { boundField, storedCredentialHint, type ProviderFieldsProps } from './providerFields';
import { useShellTranslation } from '../shell/shellTranslations';

/** The fields of the chosen e-mail provider: none for the platform's. */
export function EmailProviderFields(props: ProviderFieldsProps) {
  const { stored, draft } = props;
  const { t } = useShellTranslation();

  if (draft.email_provider === 'smtp')
    return (
      <TextField
        {...boundField(props, 'smtp_url')}
        label={t('tenantSettings.messaging.smtpUrl')}
        // The address carries the server's user name and password.
        type="password"
        autoComplete="off"
        hint={
          stored.smtp_url_set && stored.smtp_server
            ? t('tenantSettings.messaging.smtpStored', { server: stored.smtp_server })
            : t('tenantSettings.messaging.smtpUrlHint')
        }
      />
    );

  if (draft.email_provider === 'sendgrid')
    return (
      <>
        <TextField
          {...boundField(props, 'sendgrid_api_key')}
          label={t('tenantSettings.messaging.sendgridApiKey')}
          type="password"
          autoComplete="off"
          hint={[
            storedCredentialHint(t, stored.sendgrid_api_key_set, stored.sendgrid_api_key_hint),
            t('tenantSettings.messaging.sendgridApiKeyPurpose'),
          ]
            .filter(Boolean)
            .join(' ')}
        />
        <TextAreaField
          {...boundField(props, 'sendgrid_webhook_key')}
          label={t('tenantSettings.messaging.sendgridWebhookKey')}
          hint={
            storedCredentialHint(t, stored.sendgrid_webhook_key_set, null) ??
            t('tenantSettings.messaging.sendgridWebhookKeyHint')
          }
          spellCheck={false}
        />
        <CopyableAddress
          label={t('tenantSettings.messaging.sendgridWebhookUrl')}
          hint={t('tenantSettings.messaging.sendgridWebhookUrlHint')}
          copyLabel={t('tenantSettings.messaging.copySendgridWebhookUrl')}
          address={stored.sendgrid_event_webhook_url}
        />
      </>
    );

  return null;
}
