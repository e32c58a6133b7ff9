import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DEFAULT_PRIMARY_COLOR, DEFAULT_SECONDARY_COLOR, type Branding } from '@outreach/shared-contracts';
import { sql } from 'drizzle-orm';
import { createAppKeys } from '../../crypto/secrets.js';
import { withProvisionedContext } from '../../db/grants.js';
import { build, type TestApp } from '../../test/build.js';
import { seedDemo } from '../demo/seedDemo.js';
import { OTHER_DEMO_TENANT, DEMO_TENANT } from '../staff/service.js';
import { snapshot, staffClient, tenantId, type StaffClient } from './testSupport.js';

void describe('tenant branding', () => {
  let t: TestApp;
  let alpha: StaffClient;
  let alphaId: number;
  let betaId: number;
  let alphaUserId: number;

  before(async () => {
    t = await build();
    const user = await t.createUser({ tenantName: 'Alpha Clinic' });
    alphaUserId = user.id;
    alpha = await staffClient(t, user);
    await t.createUser({ tenantName: 'Beta Clinic' });
    alphaId = await tenantId(t, 'Alpha Clinic');
    betaId = await tenantId(t, 'Beta Clinic');
    await t.db.queryAsOwner("INSERT INTO tenant_branding (tenant_id, sender_name) VALUES ($1, 'Beta')", [
      betaId,
    ]);
  });
  after(async () => {
    await t.close();
  });

  const url = (id: number) => `/api/tenants/${String(id)}/branding`;

  void it('id 0 means no tenant: no branding', async () => {
    const response = await alpha.call('GET', url(0));
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { branding: null });
  });

  void it('a tenant without saved branding answers null; a save fills defaults and is read back', async () => {
    assert.deepEqual((await alpha.call('GET', url(alphaId))).json(), { branding: null });
    const saved = await alpha.call('PUT', url(alphaId), {
      branding: {
        primary_color: '#123',
        sender_email: 'news@alpha.test',
        sender_name: ' Alpha ',
        logo_url: null,
      },
    });
    assert.equal(saved.statusCode, 200);
    const expected: Branding = {
      disclaimer_text: '',
      ai_video_disclaimer: '',
      primary_color: '#123',
      secondary_color: DEFAULT_SECONDARY_COLOR,
      logo: null,
      logo_url: null,
      sender_email: 'news@alpha.test',
      sender_name: 'Alpha',
      contact_phone: '',
      privacy_policy_url: '',
    };
    assert.deepEqual(saved.json(), { branding: expected });
    assert.deepEqual((await alpha.call('GET', url(alphaId))).json(), { branding: expected });
    const audit = await t.db.queryAsOwner(
      "SELECT 1 FROM audit_log WHERE event = 'tenant_branding_saved' AND tenant_id = $1",
      [alphaId],
    );
    assert.equal(audit.length, 1);
  });

  void it('refuses bad colours, e-mails, long texts and unknown fields, writing nothing', async () => {
    const before = await snapshot(t, alphaId);
    for (const branding of [
      { primary_color: '#12' },
      { primary_color: 'red' },
      { secondary_color: '#GGGGGG' },
      { primary_color: '388083' },
      { primary_color: '' },
      { sender_email: 'nobody' },
      { sender_name: 'x'.repeat(101) },
      { disclaimer_text: 'x'.repeat(5001) },
      { logo: '../secrets' },
      { contact_phone: '555 0100' },
      { contact_phone: '+1 555 CALL NOW' },
      { privacy_policy_url: 'http://alpha.test/privacy' },
      { privacy_policy_url: 'alpha.test/privacy' },
      { privacy_policy_url: `https://alpha.test/${'p'.repeat(2000)}` },
      { font: 'Comic Sans' },
    ]) {
      const response = await alpha.call('PUT', url(alphaId), { branding });
      assert.equal(response.statusCode, 400, JSON.stringify(branding));
      assert.equal(response.json<{ code: string }>().code, 'VALIDATION_FAILED');
    }
    const extra = await alpha.call('PUT', url(alphaId), { branding: {}, tenant_id: alphaId });
    assert.equal(extra.statusCode, 400);
    assert.equal(await snapshot(t, alphaId), before);
  });

  void it('saves the care team number, compacted, and the privacy policy address, and reads them back', async () => {
    const earlier = (await alpha.call('GET', url(alphaId))).json<{ branding: Branding }>().branding;
    const saved = await alpha.call('PUT', url(alphaId), {
      branding: {
        ...earlier,
        contact_phone: '+1 (555) 010-0200',
        privacy_policy_url: ' https://alpha.test/privacy ',
      },
    });
    assert.equal(saved.statusCode, 200, saved.body);
    const read = (await alpha.call('GET', url(alphaId))).json<{ branding: Branding }>().branding;
    assert.deepEqual(saved.json<{ branding: Branding }>().branding, read);
    assert.equal(read.contact_phone, '+15550100200');
    assert.equal(read.privacy_policy_url, 'https://alpha.test/privacy');
    const [audit] = await t.db.queryAsOwner<{ details: Record<string, unknown> }>(
      "SELECT details FROM audit_log WHERE event = 'tenant_branding_saved' AND tenant_id = $1 ORDER BY id DESC LIMIT 1",
      [alphaId],
    );
    // The log names the fields that changed, never their values.
    assert.deepEqual(audit?.details, { logo: false, fields: 'contact_phone,privacy_policy_url' });

    // Each of them can be cleared again; a save that leaves them out clears them too.
    const cleared = await alpha.call('PUT', url(alphaId), { branding: { ...read, contact_phone: '' } });
    assert.equal(cleared.json<{ branding: Branding }>().branding.contact_phone, '');
    const omitted = await alpha.call('PUT', url(alphaId), { branding: { sender_name: 'Alpha' } });
    assert.equal(omitted.json<{ branding: Branding }>().branding.privacy_policy_url, '');
  });

  void it('refuses a bad care team number or an http:// privacy policy, keeping the saved ones', async () => {
    const good = { contact_phone: '+15550100200', privacy_policy_url: 'https://alpha.test/privacy' };
    assert.equal((await alpha.call('PUT', url(alphaId), { branding: good })).statusCode, 200);
    const before = await snapshot(t, alphaId);
    const phone = await alpha.call('PUT', url(alphaId), {
      branding: { ...good, contact_phone: '0555 0100 200' },
    });
    assert.equal(phone.statusCode, 400);
    assert.deepEqual(
      phone.json<{ details: { path: string }[] }>().details.map((detail) => detail.path),
      ['body.branding.contact_phone'],
    );
    const policy = await alpha.call('PUT', url(alphaId), {
      branding: { ...good, privacy_policy_url: 'http://alpha.test/privacy' },
    });
    assert.equal(policy.statusCode, 400);
    assert.deepEqual(
      policy.json<{ details: { path: string }[] }>().details.map((detail) => detail.path),
      ['body.branding.privacy_policy_url'],
    );
    assert.equal(await snapshot(t, alphaId), before);
    const read = (await alpha.call('GET', url(alphaId))).json<{ branding: Branding }>().branding;
    assert.equal(read.contact_phone, '+15550100200');
    assert.equal(read.privacy_policy_url, 'https://alpha.test/privacy');
  });

  void it('requires the CSRF header on a save', async () => {
    const before = await snapshot(t, alphaId);
    const response = await alpha.call('PUT', url(alphaId), { branding: {} }, { csrf: false });
    assert.equal(response.statusCode, 403);
    assert.equal(await snapshot(t, alphaId), before);
  });

  void it('the database hides another tenant’s branding from a non-member', async () => {
    const rows = await withProvisionedContext(
      t.db,
      { tenantId: alphaId, userId: alphaUserId },
      async (tx) => {
        const result = (await tx.execute(sql`select tenant_id from tenant_branding`)) as {
          rows: { tenant_id: number }[];
        };
        return result.rows.map((row) => row.tenant_id);
      },
    );
    assert.ok(!rows.includes(betaId));
    assert.ok(rows.includes(alphaId));
    await assert.rejects(
      withProvisionedContext(t.db, { tenantId: alphaId, userId: alphaUserId }, (tx) =>
        tx.execute(sql`insert into tenant_branding (tenant_id) values (${betaId + 1000})`),
      ),
    );
    const updated = await withProvisionedContext(
      t.db,
      { tenantId: alphaId, userId: alphaUserId },
      async (tx) => {
        const result = (await tx.execute(
          sql`update tenant_branding set sender_name = 'x' where tenant_id = ${betaId} returning tenant_id`,
        )) as { rows: unknown[] };
        return result.rows.length;
      },
    );
    assert.equal(updated, 0);
  });

  void it('the seed gives the demo tenant default branding and adds a tenant the demo user is not in', async () => {
    await seedDemo(
      { db: t.db, keys: createAppKeys('test-app-secret'), clock: t.clock, store: t.store },
      'Demo-password-2026',
    );
    const demoId = await tenantId(t, DEMO_TENANT);
    const riversideId = await tenantId(t, OTHER_DEMO_TENANT);
    const [branding] = await t.db.queryAsOwner<Record<string, string>>(
      'SELECT primary_color, secondary_color, contact_phone, privacy_policy_url FROM tenant_branding WHERE tenant_id = $1',
      [demoId],
    );
    assert.deepEqual(branding, {
      primary_color: DEFAULT_PRIMARY_COLOR,
      secondary_color: DEFAULT_SECONDARY_COLOR,
      contact_phone: '+15550100200',
      privacy_policy_url: 'https://demo-health.test/privacy',
    });
    const memberships = await t.db.queryAsOwner(
      "SELECT 1 FROM staff_memberships m JOIN staff_users u ON u.id = m.user_id WHERE u.username = 'demo' AND m.tenant_id = $1",
      [riversideId],
    );
    assert.equal(memberships.length, 0);
  });
});
