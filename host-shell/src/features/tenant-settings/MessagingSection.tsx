import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, errorMessage, Spinner } from '@outreach/shared-ui';
import {
  tenantEmailProviders,
  tenantSmsProviders,
  type TenantEmailProvider,
  type TenantMessaging,
  type TenantSmsProvider,
} from '@outreach/shared-contracts/core';
import { saveTenantMessaging, useRefreshIntegrations, useTenantMessaging } from './api';
import { EmailProviderFields } from './EmailProviderFields';
import { Hint, Section, State } from './IntegrationsSection.styles';
import { draftOf, toMessagingInput, type MessagingDraft, type MessagingField } from './messagingDraft';
import {
  messagingErrorFields,
  messagingFieldErrors,
  type MessagingFieldErrors,
} from './messagingFieldErrors';
import { Actions, Form } from './MessagingSection.styles';
import { ProviderChoice } from './ProviderChoice';
import type { ProviderFieldsProps } from './providerFields';
import { SmsProviderFields } from './SmsProviderFields';
import { SaveError } from './TenantSettings.styles';
import { useShellTranslation } from '../shell/shellTranslations';

export interface MessagingSectionProps {
  tenantId: number;
  disabled?: boolean;
}

/**
 * The services a tenant's e-mail and SMS go through: the platform's, or the tenant's own SMTP server,
 * SendGrid or Twilio account. Saved on its own (not with the branding's Save), like the integration
 * keys; credentials are write-only, so only whether each is stored and its last characters show.
 */
export function MessagingSection({ tenantId, disabled = false }: MessagingSectionProps) {
  const { t } = useTranslation('common');
  const { t: tShell } = useShellTranslation();
  const messaging = useTenantMessaging(tenantId);
  const refreshIntegrations = useRefreshIntegrations(tenantId);
  return (
    <Section>
      <Hint>{tShell('tenantSettings.messaging.hint')}</Hint>
      {messaging.isLoading && <Spinner label={tShell('tenantSettings.messaging.loading')} />}
      {messaging.error !== undefined && (
        <SaveError role="alert">{errorMessage(messaging.error, t)}</SaveError>
      )}
      {messaging.data && (
        <MessagingForm
          // Another tenant's providers start a new draft: nothing typed for one may reach the other.
          key={tenantId}
          tenantId={tenantId}
          stored={messaging.data}
          onSaved={(next) => {
            void messaging.mutate(next, { revalidate: false });
            refreshIntegrations();
          }}
          disabled={disabled}
        />
      )}
    </Section>
  );
}

interface MessagingFormProps {
  tenantId: number;
  stored: TenantMessaging;
  onSaved: (next: TenantMessaging) => void;
  disabled: boolean;
}

function MessagingForm({ tenantId, stored, onSaved, disabled }: MessagingFormProps) {
  const { t } = useTranslation('common');
  const { t: tShell } = useShellTranslation();
  const [draft, setDraft] = useState<MessagingDraft>(() => draftOf(stored));
  const [busy, setBusy] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<MessagingFieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const fields = useRef<Partial<Record<MessagingField, HTMLElement | null>>>({});
  // Set by a refused save; the field is focused once the form is enabled again.
  const focusPending = useRef<MessagingField | null>(null);

  useEffect(() => {
    const field = focusPending.current;
    if (field === null) return;
    focusPending.current = null;
    fields.current[field]?.focus();
  });

  const fieldRef = (field: MessagingField) => (element: HTMLElement | null) => {
    fields.current[field] = element;
  };

  const edited = (next: MessagingDraft, clears: MessagingFieldErrors) => {
    setDraft(next);
    setFieldErrors(clears);
    setError(null);
    setDone(false);
  };

  const change = (field: MessagingField, value: string) =>
    edited({ ...draft, [field]: value }, { ...fieldErrors, [field]: undefined });

  // Another provider shows other fields: what was said of the old ones no longer applies.
  const chooseEmail = (next: TenantEmailProvider) => edited({ ...draft, email_provider: next }, {});
  const chooseSms = (next: TenantSmsProvider) => edited({ ...draft, sms_provider: next }, {});

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    setFieldErrors({});
    setDone(false);
    saveTenantMessaging(tenantId, toMessagingInput(draft, stored)).then(
      (answer) => {
        setBusy(false);
        // The typed credentials are stored now; the fields empty again, their hints say so.
        setDraft(draftOf(answer));
        setDone(true);
        onSaved(answer);
      },
      (failure: unknown) => {
        setBusy(false);
        const refused = messagingFieldErrors(failure, tShell);
        // The first refused field on screen takes the focus; the choices have no field of their own,
        // their message shows under them.
        const first = messagingErrorFields.find(
          (field): field is MessagingField =>
            field !== 'email_provider' &&
            field !== 'sms_provider' &&
            refused[field] !== undefined &&
            Boolean(fields.current[field]),
        );
        setFieldErrors(refused);
        focusPending.current = first ?? null;
        if (first === undefined && refused.email_provider === undefined && refused.sms_provider === undefined)
          setError(errorMessage(failure, t));
      },
    );
  };

  const locked = disabled || busy;
  const fieldProps: ProviderFieldsProps = {
    stored,
    draft,
    errors: fieldErrors,
    onChange: change,
    fieldRef,
    disabled: locked,
  };

  return (
    <Form onSubmit={submit}>
      <ProviderChoice
        legend={tShell('tenantSettings.messaging.email.legend')}
        options={tenantEmailProviders.map((value) => ({
          value,
          label: tShell(`tenantSettings.messaging.email.${value}`),
        }))}
        value={draft.email_provider}
        onChange={chooseEmail}
        error={fieldErrors.email_provider}
        disabled={locked}
      >
        <EmailProviderFields {...fieldProps} />
      </ProviderChoice>
      <ProviderChoice
        legend={tShell('tenantSettings.messaging.sms.legend')}
        options={tenantSmsProviders.map((value) => ({
          value,
          label: tShell(`tenantSettings.messaging.sms.${value}`),
        }))}
        value={draft.sms_provider}
        onChange={chooseSms}
        warning={draft.sms_provider === 'none' ? tShell('tenantSettings.messaging.sms.noneWarning') : null}
        error={fieldErrors.sms_provider}
        disabled={locked}
      >
        <SmsProviderFields {...fieldProps} />
      </ProviderChoice>
      <Actions>
        <Button type="submit" disabled={locked}>
          {busy ? tShell('tenantSettings.messaging.saving') : tShell('tenantSettings.messaging.save')}
        </Button>
      </Actions>
      {error && <SaveError role="alert">{error}</SaveError>}
      {done && <State role="status">{tShell('tenantSettings.messaging.saved')}</State>}
    </Form>
  );
}
