import useSWR, { type SWRResponse } from 'swr';
import { callRoute } from '@outreach/shared-ui';
import type { AuthStatus, Tenant } from '@outreach/shared-contracts/core';

/** The tenant the session works in: its patients and cohorts are the ones listed. */
export function useSessionTenant(): SWRResponse<AuthStatus> {
  return useSWR<AuthStatus>('contacts/session-tenant', () => callRoute('authStatus'));
}

/** The tenants the staff member belongs to. */
export function useTenants(): SWRResponse<Tenant[]> {
  return useSWR<Tenant[]>('contacts/tenants', async () => (await callRoute('listTenants')).tenants);
}

/** The default time zone of the session's tenant; undefined until both are known. */
export function useTenantTimeZone(): string | undefined {
  const status = useSessionTenant();
  const tenants = useTenants();
  return tenants.data?.find((tenant) => tenant.id === status.data?.tenant_id)?.time_zone;
}

export function switchTenant(tenantId: number): Promise<AuthStatus> {
  return callRoute('switchTenant', { body: { tenant_id: tenantId } });
}
