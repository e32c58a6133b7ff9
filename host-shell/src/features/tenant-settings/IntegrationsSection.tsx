import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, errorMessage, Spinner, TextField } from '@outreach/shared-ui';
import type {
  IntegrationProvider,
  IntegrationStatus,
  SendgridIntegrationStatus,
} from '@outreach/shared-contracts/core';
import { saveIntegrationKey, useIntegrations } from './api';
import { Hint, KeyRow, Provider, Section, State } from './IntegrationsSection.styles';
import { SaveError } from './TenantSettings.styles';
import { useShellTranslation } from '../shell/shellTranslations';

export interface IntegrationsSectionProps {
  tenantId: number;
  disabled?: boolean;
  /** Opens the Message providers tab, where the SendGrid key that sends the e-mail is set. */
  onShowMessageProviders: () => void;
}

/** Brand names, the same in every language. */
const providerNames: Record<IntegrationProvider, string> = { sendgrid: 'SendGrid', synthesia: 'Synthesia' };
const providers = Object.keys(providerNames) as IntegrationProvider[];

/**
 * The tenant's API keys of SendGrid and Synthesia. Each is saved on its own, at once (not with the
 * branding's Save), and is write-only: only whether it is set and its last characters come back.
 * When SendGrid sends the tenant's e-mail, its key under Message providers imports the templates too:
 * no second SendGrid key is asked for here.
 */
export function IntegrationsSection({
  tenantId,
  disabled = false,
  onShowMessageProviders,
}: IntegrationsSectionProps) {
  const { t } = useTranslation('common');
  const { t: tShell } = useShellTranslation();
  const integrations = useIntegrations(tenantId);
  return (
    <Section>
      <Hint>{tShell('tenantSettings.integrations.hint')}</Hint>
      {integrations.isLoading && <Spinner label={tShell('tenantSettings.integrations.loading')} />}
      {integrations.error !== undefined && (
        <SaveError role="alert">{errorMessage(integrations.error, t)}</SaveError>
      )}
      {integrations.data &&
        providers.map((provider) =>
          provider === 'sendgrid' && integrations.data?.sendgrid.source === 'message_providers' ? (
            <SendgridOfMessageProviders
              key={provider}
              status={integrations.data.sendgrid}
              onShowMessageProviders={onShowMessageProviders}
            />
          ) : (
            <ProviderKey
              key={provider}
              tenantId={tenantId}
              provider={provider}
              status={integrations.data?.[provider] ?? { configured: false, key_hint: null }}
              onChanged={(next) => void integrations.mutate(next, { revalidate: false })}
              disabled={disabled}
            />
          ),
        )}
    </Section>
  );
}

interface SendgridOfMessageProvidersProps {
  status: SendgridIntegrationStatus;
  onShowMessageProviders: () => void;
}

/** The SendGrid key of Message providers imports the templates: where it is, and the way there. */
function SendgridOfMessageProviders({ status, onShowMessageProviders }: SendgridOfMessageProvidersProps) {
  const { t: tShell } = useShellTranslation();
  return (
    <Provider>
      <State>
        {tShell('tenantSettings.integrations.sendgridOfMessageProviders', { hint: status.key_hint ?? '' })}
      </State>
      <KeyRow>
        <Button type="button" $variant="secondary" onClick={onShowMessageProviders}>
          {tShell('tenantSettings.integrations.openMessageProviders')}
        </Button>
      </KeyRow>
    </Provider>
  );
}

interface ProviderKeyProps {
  tenantId: number;
  provider: IntegrationProvider;
  status: IntegrationStatus;
  onChanged: (next: Awaited<ReturnType<typeof saveIntegrationKey>>) => void;
  disabled: boolean;
}

function ProviderKey({ tenantId, provider, status, onChanged, disabled }: ProviderKeyProps) {
  const { t } = useTranslation('common');
  const { t: tShell } = useShellTranslation();
  const [key, setKey] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const name = providerNames[provider];

  const change = (next: string | null) => {
    setBusy(true);
    setError(null);
    setDone(null);
    saveIntegrationKey(tenantId, provider, next).then(
      (answer) => {
        setKey('');
        setBusy(false);
        setDone(
          tShell(
            next === null ? 'tenantSettings.integrations.removed' : 'tenantSettings.integrations.saved',
            {
              provider: name,
            },
          ),
        );
        onChanged(answer);
      },
      (failure: unknown) => {
        setBusy(false);
        setError(errorMessage(failure, t));
      },
    );
  };

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (key.trim() !== '') change(key.trim());
  };

  return (
    <Provider>
      <form onSubmit={submit}>
        <KeyRow>
          <TextField
            label={tShell('tenantSettings.integrations.keyLabel', { provider: name })}
            // Only a tenant that does not send with SendGrid sets this key: say what it is for.
            hint={provider === 'sendgrid' ? tShell('tenantSettings.integrations.sendgridPurpose') : undefined}
            type="password"
            autoComplete="off"
            value={key}
            onChange={(event) => setKey(event.target.value)}
            disabled={disabled || busy}
            error={error}
          />
          <Button type="submit" disabled={disabled || busy || key.trim() === ''}>
            {tShell('tenantSettings.integrations.saveKey')}
          </Button>
        </KeyRow>
      </form>
      <KeyRow>
        <State>
          {status.configured
            ? tShell('tenantSettings.integrations.configured', { hint: status.key_hint ?? '' })
            : tShell('tenantSettings.integrations.notConfigured')}
        </State>
        {status.configured && (
          <Button
            type="button"
            $variant="secondary"
            onClick={() => change(null)}
            disabled={disabled || busy}
            aria-label={`${tShell('tenantSettings.integrations.remove')} ${name}`}
          >
            {tShell('tenantSettings.integrations.remove')}
          </Button>
        )}
      </KeyRow>
      {done && <State role="status">{done}</State>}
    </Provider>
  );
}
