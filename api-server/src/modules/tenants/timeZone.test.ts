import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { ApiErrorBody, Tenant } from '@outreach/shared-contracts';
import { build, type TestApp } from '../../test/build.js';
import { snapshot, twoClinics, type StaffClient } from './testSupport.js';

const zoneRefusal = (path: string) => [
  { path, message: 'Choose a time zone from the list, e.g. Europe/London.' },
];

void describe("a tenant's default time zone", () => {
  let t: TestApp;
  let alpha: StaffClient;
  let alphaId: number;
  let betaId: number;

  before(async () => {
    t = await build();
    ({ alpha, alphaId, betaId } = await twoClinics(t));
  });
  after(async () => {
    await t.close();
  });

  const auditedFields = async () =>
    (
      await t.db.queryAsOwner<{ details: { fields?: string } }>(
        "SELECT details FROM audit_log WHERE event = 'tenant_updated' AND tenant_id = $1 ORDER BY id",
        [alphaId],
      )
    ).map((row) => row.details.fields);

  void it('is UTC at first, and a member changes it: saved, listed, read back and audited by name', async () => {
    const url = `/api/tenants/${String(alphaId)}`;
    assert.equal((await alpha.call('GET', url)).json<Tenant>().time_zone, 'UTC');
    const edit = await alpha.call('PATCH', url, { time_zone: 'Europe/Lisbon' });
    assert.equal(edit.statusCode, 200);
    assert.equal(edit.json<Tenant>().time_zone, 'Europe/Lisbon');
    assert.equal((await alpha.call('GET', url)).json<Tenant>().time_zone, 'Europe/Lisbon');
    const { tenants } = (await alpha.call('GET', '/api/tenants')).json<{ tenants: Tenant[] }>();
    assert.equal(tenants.find((tenant) => tenant.id === alphaId)?.time_zone, 'Europe/Lisbon');
    assert.deepEqual((await auditedFields()).at(-1), 'time_zone');
    const stored = await t.db.queryAsOwner<{ time_zone: string }>(
      'SELECT time_zone FROM tenants WHERE id = $1',
      [alphaId],
    );
    assert.deepEqual(stored, [{ time_zone: 'Europe/Lisbon' }]);
  });

  void it('refuses a name that is not an IANA zone at its field, writing and auditing nothing', async () => {
    const before = await snapshot(t, alphaId);
    const audited = await auditedFields();
    const url = `/api/tenants/${String(alphaId)}`;
    for (const zone of ['Europe/Atlantis', 'EST', '', 'UTC+2', 'utc', null]) {
      const response = await alpha.call('PATCH', url, { trading_name: 'Alpha Renamed', time_zone: zone });
      assert.equal(response.statusCode, 400, String(zone));
      const refusal = response.json<ApiErrorBody>();
      assert.equal(refusal.code, 'VALIDATION_FAILED');
      assert.deepEqual(
        refusal.details?.map((detail) => detail.path),
        ['body.time_zone'],
        String(zone),
      );
    }
    const typed = await alpha.call('PATCH', url, { time_zone: 'Moon/Tranquility' });
    assert.deepEqual(typed.json<ApiErrorBody>().details, zoneRefusal('body.time_zone'));
    const bulk = await alpha.call('PATCH', '/api/tenants', [{ id: alphaId, time_zone: 'Moon/Tranquility' }]);
    assert.equal(bulk.statusCode, 400);
    assert.deepEqual(bulk.json<ApiErrorBody>().details, zoneRefusal('body.0.time_zone'));
    assert.equal(await snapshot(t, alphaId), before);
    assert.deepEqual(await auditedFields(), audited);
  });

  void it("answers NOT_FOUND for another tenant's zone, which stays as it was", async () => {
    const before = await snapshot(t, betaId);
    const single = await alpha.call('PATCH', `/api/tenants/${String(betaId)}`, { time_zone: 'Asia/Tokyo' });
    assert.equal(single.statusCode, 404);
    assert.equal(single.json<ApiErrorBody>().code, 'NOT_FOUND');
    const bulk = await alpha.call('PATCH', '/api/tenants', [
      { id: alphaId, time_zone: 'Asia/Tokyo' },
      { id: betaId, time_zone: 'Asia/Tokyo' },
    ]);
    assert.equal(bulk.statusCode, 404);
    assert.equal(await snapshot(t, betaId), before);
    const own = await alpha.call('GET', `/api/tenants/${String(alphaId)}`);
    assert.equal(own.json<Tenant>().time_zone, 'Europe/Lisbon', 'the bulk change of A rolled back with B');
  });
});
