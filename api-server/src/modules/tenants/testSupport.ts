import type { LightMyRequestResponse } from 'fastify';
import { signIn, type TestApp, type TestUser } from '../../test/build.js';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';

/** A signed-in staff member making calls the way the browser does (cookies plus the CSRF header). */
export interface StaffClient {
  call(
    method: Method,
    url: string,
    payload?: unknown,
    options?: { csrf?: boolean },
  ): Promise<LightMyRequestResponse>;
}

export async function staffClient(t: TestApp, user: TestUser): Promise<StaffClient> {
  const session = await signIn(t, user);
  return {
    call: (method, url, payload, options = {}) =>
      t.app.inject({
        method,
        url,
        cookies: session.cookies,
        headers: options.csrf === false ? {} : { 'x-csrf-token': session.csrf },
        ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      }),
  };
}

/** The id of a tenant by its provisioning name, read past row-level security. */
export async function tenantId(t: TestApp, name: string): Promise<number> {
  const rows = await t.db.queryAsOwner<{ id: number }>('SELECT id FROM tenants WHERE name = $1', [name]);
  const id = rows[0]?.id;
  if (id === undefined) throw new Error(`No tenant ${name}`);
  return id;
}

/** A member of 'Alpha Clinic', and the ids of that clinic and of 'Beta Clinic' (whose member is another user). */
export async function twoClinics(t: TestApp) {
  const alpha = await staffClient(t, await t.createUser({ tenantName: 'Alpha Clinic' }));
  await t.createUser({ tenantName: 'Beta Clinic' });
  return { alpha, alphaId: await tenantId(t, 'Alpha Clinic'), betaId: await tenantId(t, 'Beta Clinic') };
}

/** A tenant row and its branding as stored, to prove nothing changed. */
export async function snapshot(t: TestApp, id: number): Promise<string> {
  const tenant = await t.db.queryAsOwner(
    'SELECT business_name, trading_name, email, time_zone FROM tenants WHERE id = $1',
    [id],
  );
  const branding = await t.db.queryAsOwner('SELECT * FROM tenant_branding WHERE tenant_id = $1', [id]);
  return JSON.stringify({ tenant, branding });
}
