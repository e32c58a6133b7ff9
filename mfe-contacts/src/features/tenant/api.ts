import useSWR, { type SWRResponse } from 'swr';
import { useAtomValue } from 'jotai';
import { callRoute } from '@outreach/shared-ui';
import type { AuthStatus, Tenant } from '@outreach/shared-contracts/core';
import { signInAtom } from '../contacts/state';

/** The tenant the session works in: its patients and cohorts are the ones listed. */
export function useSessionTenant(): SWRResponse<AuthStatus> {
  const signIn = useAtomValue(signInAtom);
  return useSWR<AuthStatus>(['contacts/session-tenant', signIn], () => callRoute('authStatus'));
}

/** The tenants the staff member belongs to. */
export function useTenants(): SWRResponse<Tenant[]> {
  const signIn = useAtomValue(signInAtom);
  return useSWR<Tenant[]>(['contacts/tenants', signIn], async () => (await callRoute('listTenants')).tenants);
}

export function switchTenant(tenantId: number): Promise<AuthStatus> {
  return callRoute('switchTenant', { body: { tenant_id: tenantId } });
}
