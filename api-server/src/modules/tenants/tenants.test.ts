import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Tenant } from '@outreach/shared-contracts';
import { build, type TestApp } from '../../test/build.js';
import { snapshot, staffClient, twoClinics, type StaffClient } from './testSupport.js';

/** Every tenant route, called on another tenant's id. */
function foreignTenantCalls(
  betaId: number,
): [method: 'GET' | 'PATCH' | 'PUT', url: string, body?: unknown][] {
  const id = String(betaId);
  return [
    ['GET', `/api/tenants/${id}`],
    ['PATCH', `/api/tenants/${id}`, { trading_name: 'Taken Over' }],
    ['PATCH', '/api/tenants', [{ id: betaId, trading_name: 'Taken Over' }]],
    ['GET', `/api/tenants/${id}/branding`],
    ['PUT', `/api/tenants/${id}/branding`, { branding: { primary_color: '#000000' } }],
  ];
}

void describe('tenants', () => {
  let t: TestApp;
  let alpha: StaffClient;
  let admin: StaffClient;
  let alphaId: number;
  let betaId: number;

  before(async () => {
    t = await build();
    ({ alpha, alphaId, betaId } = await twoClinics(t));
    admin = await staffClient(t, await t.createUser({ tenantName: 'Alpha Clinic', platformAdmin: true }));
  });
  after(async () => {
    await t.close();
  });

  void it('lists only the caller’s tenants', async () => {
    const response = await alpha.call('GET', '/api/tenants');
    assert.equal(response.statusCode, 200);
    const { tenants } = response.json<{ tenants: Tenant[] }>();
    assert.deepEqual(
      tenants.map((tenant) => tenant.id),
      [alphaId],
    );
  });

  void it('a member reads and edits their tenant, and the change is audited', async () => {
    const read = await alpha.call('GET', `/api/tenants/${String(alphaId)}`);
    assert.equal(read.statusCode, 200);
    assert.equal(read.json<Tenant>().trading_name, 'Alpha Clinic');
    const edit = await alpha.call('PATCH', `/api/tenants/${String(alphaId)}`, {
      business_name: '  Alpha Clinic Ltd  ',
      email: 'office@alpha.test',
    });
    assert.equal(edit.statusCode, 200);
    assert.deepEqual(edit.json(), {
      id: alphaId,
      business_name: 'Alpha Clinic Ltd',
      trading_name: 'Alpha Clinic',
      email: 'office@alpha.test',
      time_zone: 'UTC',
    });
    const audit = await t.db.queryAsOwner<{ details: Record<string, unknown> }>(
      "SELECT details FROM audit_log WHERE event = 'tenant_updated' AND tenant_id = $1",
      [alphaId],
    );
    assert.deepEqual(audit.at(-1)?.details, { fields: 'business_name,email' });
  });

  void it('refuses bad names, e-mails, unknown fields and bad ids, writing nothing', async () => {
    const before = await snapshot(t, alphaId);
    for (const body of [
      { business_name: 'A' },
      { trading_name: '   x   ' },
      { business_name: 'x'.repeat(201) },
      { email: 'not-an-email' },
      { email: 'office@alpha.test', colour: 'red' },
      {},
    ]) {
      const response = await alpha.call('PATCH', `/api/tenants/${String(alphaId)}`, body);
      assert.equal(response.statusCode, 400, JSON.stringify(body));
      assert.equal(response.json<{ code: string }>().code, 'VALIDATION_FAILED');
    }
    for (const id of ['0', '-1', 'abc', '1.5', '1e3']) {
      assert.equal((await alpha.call('GET', `/api/tenants/${id}`)).statusCode, 400, id);
    }
    assert.equal(await snapshot(t, alphaId), before);
  });

  void it('requires the CSRF header on writes', async () => {
    const response = await alpha.call(
      'PATCH',
      `/api/tenants/${String(alphaId)}`,
      { trading_name: 'Changed' },
      { csrf: false },
    );
    assert.equal(response.statusCode, 403);
    assert.equal(response.json<{ code: string }>().code, 'CSRF_FAILED');
    assert.equal(
      (await alpha.call('GET', `/api/tenants/${String(alphaId)}`)).json<Tenant>().trading_name,
      'Alpha Clinic',
    );
  });

  void it('a bulk update applies all changes or none', async () => {
    const before = await snapshot(t, alphaId);
    const foreign = await alpha.call('PATCH', '/api/tenants', [
      { id: alphaId, trading_name: 'Alpha Renamed' },
      { id: betaId, trading_name: 'Taken Over' },
    ]);
    assert.equal(foreign.statusCode, 404);
    const invalid = await alpha.call('PATCH', '/api/tenants', [
      { id: alphaId, trading_name: 'Alpha Renamed' },
      { id: alphaId + 1000, trading_name: 'x' },
    ]);
    assert.equal(invalid.statusCode, 400);
    assert.equal(await snapshot(t, alphaId), before);

    const ok = await alpha.call('PATCH', '/api/tenants', [{ id: alphaId, trading_name: 'Alpha Renamed' }]);
    assert.equal(ok.statusCode, 200);
    assert.equal(ok.json<{ tenants: Tenant[] }>().tenants[0]?.trading_name, 'Alpha Renamed');
  });

  void it('only a platform administrator creates tenants, and becomes a member', async () => {
    const fields = {
      business_name: 'Harbour Health Ltd',
      trading_name: 'Harbour Health',
      email: 'hi@harbour.test',
    };
    const refused = await alpha.call('POST', '/api/tenants', fields);
    assert.equal(refused.statusCode, 403);
    assert.equal(refused.json<{ code: string }>().code, 'FORBIDDEN');
    assert.equal(
      (await t.db.queryAsOwner("SELECT 1 FROM tenants WHERE trading_name = 'Harbour Health'")).length,
      0,
    );

    const created = await admin.call('POST', '/api/tenants', fields);
    assert.equal(created.statusCode, 201);
    const tenant = created.json<Tenant>();
    // A new tenant works in UTC until a member chooses its zone.
    assert.deepEqual({ ...tenant, id: 0 }, { ...fields, id: 0, time_zone: 'UTC' });
    const listed = (await admin.call('GET', '/api/tenants')).json<{ tenants: Tenant[] }>().tenants;
    assert.ok(listed.some((row) => row.id === tenant.id));
    assert.equal((await alpha.call('GET', `/api/tenants/${String(tenant.id)}`)).statusCode, 404);

    const again = await admin.call('POST', '/api/tenants', fields);
    assert.equal(again.statusCode, 400);
    assert.deepEqual(again.json<{ details: unknown }>().details, [
      { path: 'body.trading_name', message: 'A tenant with this name already exists.' },
    ]);
  });

  void it('another tenant’s ids answer 404 on every tenant route, and nothing of it changes', async () => {
    const before = await snapshot(t, betaId);
    for (const [method, url, body] of foreignTenantCalls(betaId)) {
      const response = await alpha.call(method, url, body);
      assert.equal(response.statusCode, 404, `${method} ${url}`);
      assert.equal(response.json<{ code: string }>().code, 'NOT_FOUND');
    }
    // A tenant that does not exist answers the same way.
    assert.equal((await alpha.call('GET', '/api/tenants/999999')).statusCode, 404);
    assert.equal(await snapshot(t, betaId), before);
  });
});

/**
 * The tenant queries filter by membership themselves, as a second line behind row-level security:
 * with the policies opened wide by mistake, another tenant still stays out of reach.
 */
void describe('tenants, with row-level security opened by mistake', () => {
  let t: TestApp;
  let alpha: StaffClient;
  let alphaId: number;
  let betaId: number;

  before(async () => {
    t = await build();
    ({ alpha, alphaId, betaId } = await twoClinics(t));
    await t.db.execAsOwner(`
      CREATE POLICY tenants_opened_by_mistake ON tenants FOR ALL TO app_runtime USING (true) WITH CHECK (true);
      CREATE POLICY branding_opened_by_mistake ON tenant_branding FOR ALL TO app_runtime
        USING (true) WITH CHECK (true);`);
  });
  after(async () => {
    await t.close();
  });

  void it('lists, reads and changes only the caller’s own tenant', async () => {
    const listed = (await alpha.call('GET', '/api/tenants')).json<{ tenants: Tenant[] }>().tenants;
    assert.deepEqual(
      listed.map((tenant) => tenant.id),
      [alphaId],
    );
    const before = await snapshot(t, betaId);
    for (const [method, url, body] of foreignTenantCalls(betaId)) {
      assert.equal((await alpha.call(method, url, body)).statusCode, 404, `${method} ${url}`);
    }
    assert.equal(await snapshot(t, betaId), before);
  });
});
