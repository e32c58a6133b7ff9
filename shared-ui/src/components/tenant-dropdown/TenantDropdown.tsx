import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, FieldHint, FieldLabel } from '../form/FieldFrame.styles';
import { Select } from '../form/Select';

/** The part of a tenant the dropdown shows. */
export interface TenantOption {
  id: number;
  trading_name: string;
}

/** Tenant id 0 means "no tenant" (no branding is shown). */
export const NO_TENANT_ID = 0;

export interface TenantDropdownProps {
  tenants: readonly TenantOption[];
  /** The chosen tenant id; null when none is chosen yet. */
  value: number | null;
  onChange: (tenantId: number) => void;
  /** Adds a 'None' option with id 0 first (branding mode). */
  includeNone?: boolean;
  /** While tenants load the select is disabled and says so. */
  loading?: boolean;
  /** Defaults to 'Tenant'. */
  label?: string;
  disabled?: boolean;
}

const PLACEHOLDER = '';

/** A labelled native select of tenants: keyboard and screen-reader friendly as the browser makes it. */
export function TenantDropdown({
  tenants,
  value,
  onChange,
  includeNone = false,
  loading = false,
  label,
  disabled = false,
}: TenantDropdownProps) {
  const { t } = useTranslation('common');
  const id = useId();
  const statusId = `${id}-status`;
  const empty = !loading && tenants.length === 0;
  const status = loading ? t('tenantDropdown.loading') : empty ? t('tenantDropdown.empty') : null;
  const known =
    value !== null &&
    (tenants.some((tenant) => tenant.id === value) || (includeNone && value === NO_TENANT_ID));

  return (
    <Field>
      <FieldLabel htmlFor={id}>{label ?? t('tenantDropdown.label')}</FieldLabel>
      <Select
        id={id}
        value={known ? String(value) : PLACEHOLDER}
        disabled={disabled || loading || (empty && !includeNone)}
        aria-busy={loading || undefined}
        aria-describedby={status ? statusId : undefined}
        onChange={(event) => {
          if (event.target.value !== PLACEHOLDER) onChange(Number(event.target.value));
        }}
      >
        {!known && (
          <option value={PLACEHOLDER} disabled>
            {t('tenantDropdown.placeholder')}
          </option>
        )}
        {includeNone && <option value={String(NO_TENANT_ID)}>{t('tenantDropdown.none')}</option>}
        {tenants.map((tenant) => (
          <option key={tenant.id} value={String(tenant.id)}>
            {tenant.trading_name}
          </option>
        ))}
      </Select>
      {status && (
        <FieldHint id={statusId} role="status">
          {status}
        </FieldHint>
      )}
    </Field>
  );
}
