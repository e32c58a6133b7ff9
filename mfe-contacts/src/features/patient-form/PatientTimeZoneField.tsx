import { regionalLocale } from '@outreach/shared-ui';
import { TimeZoneField, quietHoursText, readableZone } from '@outreach/shared-ui/time-zones';
import { useAreaTranslation } from '../../i18n/areaTranslations';
import { useTenantTimeZone } from '../tenant/api';

export interface PatientTimeZoneFieldProps {
  /** An IANA zone name; '' for the tenant's default. */
  value: string;
  onChange: (zone: string) => void;
  error: string | null;
  disabled: boolean;
}

/**
 * The zone a patient's quiet hours are kept in. Empty means the tenant's default, which the empty
 * choice names so staff see what applies.
 */
export function PatientTimeZoneField({ value, onChange, error, disabled }: PatientTimeZoneFieldProps) {
  const { t, i18n } = useAreaTranslation();
  const tenantZone = useTenantTimeZone();
  const locale = regionalLocale(i18n.resolvedLanguage ?? i18n.language);
  return (
    <TimeZoneField
      locale={locale}
      label={t('form.fields.timeZone')}
      hint={t('form.timeZoneHint', quietHoursText(locale))}
      value={value}
      emptyChoice={t('form.tenantDefault', {
        zone: tenantZone === undefined ? '…' : readableZone(tenantZone),
      })}
      error={error}
      disabled={disabled}
      onChange={onChange}
    />
  );
}
