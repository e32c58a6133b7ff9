import type { LightMyRequestResponse } from 'fastify';
import { signIn, type TestApp, type TestUser } from '../../test/build.js';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A signed-in staff member calling the API the way the browser does (cookies plus the CSRF header). */
export interface StaffCaller {
  call(method: Method, url: string, payload?: unknown): Promise<LightMyRequestResponse>;
  /** Calls and returns the JSON body, failing the test unless the status is the expected one. */
  json<T>(method: Method, url: string, payload?: unknown, status?: number): Promise<T>;
}

export async function staffCaller(t: TestApp, user: TestUser): Promise<StaffCaller> {
  const session = await signIn(t, user);
  const call = (method: Method, url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      cookies: session.cookies,
      headers: { 'x-csrf-token': session.csrf },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  return {
    call,
    async json<T>(method: Method, url: string, payload?: unknown, status = method === 'POST' ? 201 : 200) {
      const response = await call(method, url, payload);
      if (response.statusCode !== status) {
        throw new Error(`${method} ${url} answered ${response.statusCode}: ${response.body}`);
      }
      return response.json<T>();
    },
  };
}

/** A tenant's id by its provisioning name, read past row-level security. */
export async function tenantIdOf(t: TestApp, name: string): Promise<number> {
  const rows = await t.db.queryAsOwner<{ id: number }>('SELECT id FROM tenants WHERE name = $1', [name]);
  const id = rows[0]?.id;
  if (id === undefined) throw new Error(`No tenant ${name}`);
  return id;
}

/** Two tenants with a staff member each: the one a test works in and one it must not reach. */
export async function twoTenants(t: TestApp) {
  const alpha = await staffCaller(t, await t.createUser({ tenantName: 'Alpha Clinic' }));
  const beta = await staffCaller(t, await t.createUser({ tenantName: 'Beta Hospital' }));
  return {
    alpha,
    beta,
    alphaId: await tenantIdOf(t, 'Alpha Clinic'),
    betaId: await tenantIdOf(t, 'Beta Hospital'),
  };
}

/** Everything stored about a tenant's patients and cohorts, to prove a refused call changed nothing. */
export async function patientData(t: TestApp, tenantId: number): Promise<string> {
  const read = (table: string, order: string) =>
    t.db.queryAsOwner(`SELECT * FROM ${table} WHERE tenant_id = $1 ORDER BY ${order}`, [tenantId]);
  return JSON.stringify({
    patients: await read('patients', 'id'),
    cohorts: await read('cohorts', 'id'),
    members: await read('cohort_members', 'cohort_id, patient_id'),
    counts: await read('patient_counts', 'tenant_id'),
  });
}

/** The audit rows of some events, oldest first. */
export async function auditRows(
  t: TestApp,
  events: string[],
): Promise<
  {
    event: string;
    tenant_id: number | null;
    actor_user_id: number | null;
    details: Record<string, unknown>;
  }[]
> {
  return t.db.queryAsOwner(
    'SELECT event, tenant_id, actor_user_id, details FROM audit_log WHERE event = ANY($1) ORDER BY id',
    [events],
  );
}

/** The stored patient count of a tenant (kept by triggers). */
export async function storedCount(t: TestApp, tenantId: number): Promise<number> {
  const rows = await t.db.queryAsOwner<{ total: string | number }>(
    'SELECT total FROM patient_counts WHERE tenant_id = $1',
    [tenantId],
  );
  return Number(rows[0]?.total ?? 0);
}
