import { useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { errorMessage, isApiError, TenantDropdown } from '@outreach/shared-ui';
import { useAreaTranslation } from '../../i18n/areaTranslations';
import { useNotify, useRefreshContacts } from '../contacts/state';
import { patientListAtom, resetListAtom } from '../patients/state';
import { switchTenant, useSessionTenant, useTenants } from './api';
import { TenantName } from './CurrentTenant.styles';

/**
 * Whose contacts these are. Staff in several tenants switch here; the switch is the session's, so
 * everything listed afterwards (patients, cohorts, filters) is the chosen tenant's.
 */
export function CurrentTenant() {
  const { t } = useAreaTranslation();
  const status = useSessionTenant();
  const tenants = useTenants();
  const resetList = useSetAtom(resetListAtom);
  const { pageSize } = useAtomValue(patientListAtom);
  const notify = useNotify();
  const refresh = useRefreshContacts();
  const { t: tCommon } = useTranslation('common');
  const [switching, setSwitching] = useState(false);

  const tenantId = status.data?.tenant_id ?? null;
  const list = tenants.data ?? [];
  const current = list.find((tenant) => tenant.id === tenantId);
  if (tenantId === null || !current) return null;

  const choose = (next: number) => {
    if (next === tenantId) return;
    setSwitching(true);
    switchTenant(next).then(
      (answer) => {
        setSwitching(false);
        void status.mutate(answer, { revalidate: false });
        // Filters and selection name the old tenant's cohorts and patients.
        resetList(pageSize);
        refresh();
        const name = list.find((tenant) => tenant.id === next)?.trading_name ?? '';
        notify(t('tenant.switched', { name }));
      },
      (error: unknown) => {
        setSwitching(false);
        // 404: not (or no longer) one of the staff member's tenants.
        const refused = isApiError(error) && error.code === 'NOT_FOUND';
        notify(refused ? t('tenant.switchFailed') : errorMessage(error, tCommon), 'error');
      },
    );
  };

  if (list.length < 2) return <TenantName>{t('tenant.current', { name: current.trading_name })}</TenantName>;
  return (
    <TenantDropdown
      label={t('tenant.label')}
      tenants={list}
      value={tenantId}
      onChange={choose}
      disabled={switching}
    />
  );
}
