import { TextAreaField, TextField } from '@outreach/shared-ui';
import { CopyableAddress } from './CopyableAddress';
import { storedCredentialHint, type ProviderFieldsProps } from './providerFields';
import { useShellTranslation } from '../shell/shellTranslations';

/** The fields of the chosen e-mail provider: none for the platform's. */
export function EmailProviderFields({
  stored,
  draft,
  errors,
  onChange,
  fieldRef,
  disabled,
}: ProviderFieldsProps) {
  const { t } = useShellTranslation();

  if (draft.email_provider === 'smtp')
    return (
      <TextField
        ref={fieldRef('smtp_url')}
        label={t('tenantSettings.messaging.smtpUrl')}
        // The address carries the server's user name and password.
        type="password"
        autoComplete="off"
        hint={
          stored.smtp_url_set && stored.smtp_server
            ? t('tenantSettings.messaging.smtpStored', { server: stored.smtp_server })
            : t('tenantSettings.messaging.smtpUrlHint')
        }
        value={draft.smtp_url}
        error={errors.smtp_url}
        disabled={disabled}
        onChange={(event) => onChange('smtp_url', event.target.value)}
      />
    );

  if (draft.email_provider === 'sendgrid')
    return (
      <>
        <TextField
          ref={fieldRef('sendgrid_api_key')}
          label={t('tenantSettings.messaging.sendgridApiKey')}
          type="password"
          autoComplete="off"
          hint={storedCredentialHint(t, stored.sendgrid_api_key_set, stored.sendgrid_api_key_hint)}
          value={draft.sendgrid_api_key}
          error={errors.sendgrid_api_key}
          disabled={disabled}
          onChange={(event) => onChange('sendgrid_api_key', event.target.value)}
        />
        <TextAreaField
          ref={fieldRef('sendgrid_webhook_key')}
          label={t('tenantSettings.messaging.sendgridWebhookKey')}
          hint={
            storedCredentialHint(t, stored.sendgrid_webhook_key_set, null) ??
            t('tenantSettings.messaging.sendgridWebhookKeyHint')
          }
          spellCheck={false}
          value={draft.sendgrid_webhook_key}
          error={errors.sendgrid_webhook_key}
          disabled={disabled}
          onChange={(event) => onChange('sendgrid_webhook_key', event.target.value)}
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
