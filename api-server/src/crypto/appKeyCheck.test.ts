import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { buildApp } from '../app.js';
import { manualClock } from '../clock.js';
import { appKeyCheck } from '../db/schema.js';
import { currentTotpCode } from '../modules/auth/credentials.js';
import { createStaffUser } from '../modules/staff/service.js';
import { build, type TestApp } from '../test/build.js';
import { rotateAppKey, verifyAppKey } from './appKeyCheck.js';
import { createAppKeys } from './secrets.js';

const TEST_SECRET = 'test-app-secret';
const NEW_SECRET = 'a-new-app-secret-of-forty-characters-0123';
const TOTP = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

void describe('app key check', () => {
  let t: TestApp;
  before(async () => {
    t = await build();
  });
  after(async () => {
    await t.close();
  });

  const storedCheck = () => t.db.withOwnerContext((tx) => tx.select().from(appKeyCheck));
  /** The API built again on the same database, as a second server or a restart would. */
  const restartWith = (appSecret: string) =>
    buildApp({
      database: t.db,
      clock: t.clock,
      logger: false,
      config: { appSecret, cookieSecure: true },
    });

  void it('the first start writes one check value, derived from the key and not the key itself', async () => {
    const rows = await storedCheck();
    assert.equal(rows.length, 1);
    assert.equal(rows[0]?.checkValue, createAppKeys(TEST_SECRET).keyCheck());
    assert.ok(!rows[0]?.checkValue.includes(Buffer.from(TEST_SECRET).toString('hex')));
    assert.equal(await verifyAppKey(t.db, createAppKeys(TEST_SECRET)), 'matched');
  });

  void it('a start with another key is refused, saying what to do', async () => {
    await assert.rejects(restartWith('some-other-app-secret'), (error: Error) => {
      assert.match(error.message, /APP_SECRET is not the secret this database was set up with/);
      assert.match(error.message, /cli rotate-app-secret/);
      assert.ok(!error.message.includes('some-other-app-secret'), 'the secret is not echoed');
      return true;
    });
  });

  void it('a database from before the check adopts only a key that opens its TOTP secrets', async () => {
    await createStaffUser(
      { db: t.db, keys: createAppKeys(TEST_SECRET), clock: t.clock },
      {
        username: 'pre-check',
        password: 'Pre-check-password-1',
        email: 'pre-check@clinic.test',
        firstName: 'Pat',
        lastName: 'Before',
        totpSecret: TOTP,
      },
    );
    const forgetCheck = () =>
      t.db.execAsOwner("SELECT set_config('app.provisioning', 'on', true); DELETE FROM app_key_check;");
    await forgetCheck();
    assert.equal((await storedCheck()).length, 0);
    await assert.rejects(verifyAppKey(t.db, createAppKeys('some-other-app-secret')), /not the secret/);
    assert.equal((await storedCheck()).length, 0, 'the wrong key was not written down');
    assert.equal(await verifyAppKey(t.db, createAppKeys(TEST_SECRET)), 'written');
  });

  void it('rotation re-seals the TOTP secrets: sign-in works with the new key, the old key is refused', async () => {
    // A tenant's own SMTP URL, sealed with the provider-credential key, is re-sealed too.
    const smtpUrl = 'smtps://user:pass@mail.clinic.test:465';
    await t.db.execAsOwner(`SELECT set_config('app.provisioning', 'on', true);
      INSERT INTO tenants (name) VALUES ('Rotation Clinic');
      INSERT INTO tenant_messaging (tenant_id, email_provider, smtp_url_sealed, smtp_server, sms_provider, updated_at)
      SELECT id, 'smtp', '${createAppKeys(TEST_SECRET).sealCredential(smtpUrl)}', 'smtps://mail.clinic.test:465',
        'none', now() FROM tenants WHERE name = 'Rotation Clinic';`);
    const clock = manualClock(t.clock.now());
    const resealed = await rotateAppKey(t.db, createAppKeys(TEST_SECRET), createAppKeys(NEW_SECRET), clock);
    assert.ok(resealed >= 2);
    const [row] = await t.db.queryAsOwner<{ smtp_url_sealed: string }>(
      'SELECT smtp_url_sealed FROM tenant_messaging',
    );
    assert.equal(createAppKeys(NEW_SECRET).openCredential(row?.smtp_url_sealed ?? ''), smtpUrl);

    const rotated = await restartWith(NEW_SECRET);
    try {
      const login = await rotated.inject({
        method: 'POST',
        url: '/api/login/',
        payload: {
          username: 'pre-check',
          password: 'Pre-check-password-1',
          otp: currentTotpCode(TOTP, t.clock.now()),
        },
      });
      assert.equal(login.statusCode, 200, login.body);
    } finally {
      await rotated.close();
    }
    await assert.rejects(restartWith(TEST_SECRET), /not the secret this database was set up with/);
    await assert.rejects(
      rotateAppKey(t.db, createAppKeys(TEST_SECRET), createAppKeys('yet-another-secret'), clock),
      /not the secret/,
      'rotating from a key that is not the current one changes nothing',
    );
    const [audit] = await t.db.queryAsOwner<{ details: { resealed: number } }>(
      "SELECT details FROM audit_log WHERE event = 'app_secret_rotated'",
    );
    assert.equal(audit?.details.resealed, resealed);
  });
});
