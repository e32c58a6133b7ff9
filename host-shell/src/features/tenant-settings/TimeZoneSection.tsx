import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, errorMessage, isApiError, regionalLocale } from '@outreach/shared-ui';
import { quietHoursText, TimeZoneField } from '@outreach/shared-ui/time-zones';
import { saveTenantTimeZone, useTenants } from './api';
import { Hint, KeyRow, Section, State } from './IntegrationsSection.styles';
import { SaveError } from './TenantSettings.styles';
import { useShellTranslation } from '../shell/shellTranslations';

export interface TimeZoneSectionProps {
  tenantId: number;
  disabled?: boolean;
}

/**
 * The tenant's default time zone, in which quiet hours are kept for patients without a zone of their
 * own. Saved on its own, at once (not with the branding's Save), like the integration keys.
 */
export function TimeZoneSection({ tenantId, disabled = false }: TimeZoneSectionProps) {
  const { t, i18n } = useTranslation('common');
  const { t: tShell } = useShellTranslation();
  const tenants = useTenants();
  const saved = tenants.data?.find((tenant) => tenant.id === tenantId)?.time_zone;
  /** The zone chosen here and not saved yet; null while it is the saved one. */
  const [draft, setDraft] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const locale = regionalLocale(i18n.language);

  if (saved === undefined) return null;
  const zone = draft ?? saved;

  const choose = (next: string) => {
    setDraft(next === saved ? null : next);
    setFieldError(null);
    setError(null);
    setDone(false);
  };

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (draft === null) return;
    setBusy(true);
    saveTenantTimeZone(tenantId, draft).then(
      (tenant) => {
        setBusy(false);
        setDraft(null);
        setDone(true);
        void tenants.mutate((list) => list?.map((row) => (row.id === tenant.id ? tenant : row)), {
          revalidate: false,
        });
      },
      (failure: unknown) => {
        setBusy(false);
        if (isApiError(failure) && failure.code === 'VALIDATION_FAILED') {
          setFieldError(tShell('tenantSettings.timeZone.invalid'));
        } else {
          setError(errorMessage(failure, t));
        }
      },
    );
  };

  return (
    <Section>
      <Hint>{tShell('tenantSettings.timeZone.hint', quietHoursText(locale))}</Hint>
      <form onSubmit={submit}>
        <KeyRow>
          <TimeZoneField
            locale={locale}
            label={tShell('tenantSettings.timeZone.label')}
            value={zone}
            onChange={choose}
            error={fieldError}
            disabled={disabled || busy}
          />
          <Button type="submit" disabled={disabled || busy || draft === null}>
            {tShell('tenantSettings.timeZone.save')}
          </Button>
        </KeyRow>
      </form>
      {error && <SaveError role="alert">{error}</SaveError>}
      {done && <State role="status">{tShell('tenantSettings.timeZone.saved')}</State>}
    </Section>
  );
}
