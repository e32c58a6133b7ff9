import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { sql, type SQL } from 'drizzle-orm';
import { hashToken } from '../crypto/secrets.js';
import { ACCESS_COOKIE } from '../modules/auth/cookies.js';
import { build, signIn, type TestApp, type TestUser } from '../test/build.js';
import { StartupError } from '../config.js';
import { openPostgres } from './client.js';
import { databaseError } from './errors.js';
import { assertRuntimeLoginConfined, RUNTIME_LOGIN } from './runtimeLogin.js';
import { rowsOf } from './rowsOf.js';

const insufficientPrivilege = '42501';

/** The settings that used to widen the runtime role's view, and what it must still not see. */
const settings = ['app.auth', 'app.provisioning', 'app.platform_admin'] as const;
const guarded = [
  'sessions',
  'refresh_tokens',
  'password_reset_tokens',
  'login_lockouts',
  'login_attempts',
  'staff_users',
] as const;

void describe('no setting the runtime role can change widens what it can see or write', () => {
  let t: TestApp;
  let admin: TestUser;
  let staff: TestUser;
  let adminAccess: string;
  let staffAccess: string;
  let staffTenant: number;

  /** Runs `query` as app_runtime after setting each of `set` on, as injected SQL could. */
  const asRuntime = (set: readonly string[], query: SQL) =>
    t.db.withContext({}, async (tx) => {
      for (const name of set) await tx.execute(sql`select set_config(${name}, 'on', true)`);
      return rowsOf<Record<string, unknown>>(await tx.execute(query));
    });

  /** Rows of `table` the runtime role gets; a refused read counts as none. */
  const visible = async (set: readonly string[], table: string) => {
    try {
      return (await asRuntime(set, sql`select * from ${sql.identifier(table)}`)).length;
    } catch (error) {
      assert.equal(databaseError(error).code, insufficientPrivilege);
      return 0;
    }
  };

  before(async () => {
    t = await build();
    admin = await t.createUser({ platformAdmin: true });
    staff = await t.createUser({ tenantName: 'Staff Clinic' });
    const adminSignIn = await signIn(t, admin);
    const staffSignIn = await signIn(t, staff);
    adminAccess = adminSignIn.cookies[ACCESS_COOKIE] ?? '';
    staffAccess = staffSignIn.cookies[ACCESS_COOKIE] ?? '';
    // A failure (lockout and attempt rows) and a reset request (a reset token).
    await t.app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { username: staff.username, password: 'Wrong-password-123', otp: '000000' },
    });
    await t.app.inject({ method: 'POST', url: '/api/forgot-password/', payload: { email: staff.email } });
    const [membership] = await t.db.queryAsOwner<{ tenant_id: number }>(
      'SELECT tenant_id FROM staff_memberships WHERE user_id = $1',
      [staff.id],
    );
    staffTenant = membership?.tenant_id ?? -1;
  });
  after(async () => {
    await t.close();
  });

  void it('the guarded tables hold rows, so seeing none below means something', async () => {
    for (const table of guarded) {
      const [row] = await t.db.queryAsOwner<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
      assert.ok((row?.n ?? 0) > 0, `${table} is empty`);
    }
  });

  for (const setting of [...settings.map((name) => [name]), [...settings]]) {
    void it(`with ${setting.join(', ')} set by hand, no credential, session or throttling row is visible`, async () => {
      for (const table of guarded) assert.equal(await visible(setting, table), 0, table);
    });

    void it(`with ${setting.join(', ')} set by hand, no tenant, membership or user can be written`, async () => {
      const attempts = [
        sql`insert into tenants (name) values ('Sneaky Clinic')`,
        sql`insert into staff_memberships (tenant_id, user_id) values (${staffTenant}, ${admin.id})`,
        sql`insert into app_key_check (check_value) values (${'0'.repeat(64)})`,
      ];
      for (const attempt of attempts) await assert.rejects(asRuntime(setting, attempt));
      const promoted = await asRuntime(
        setting,
        sql`update staff_users set is_platform_admin = true where id = ${staff.id} returning id`,
      ).catch(() => []);
      assert.deepEqual(promoted, []);
      const [flag] = await t.db.queryAsOwner<{ admin: boolean }>(
        'SELECT is_platform_admin AS admin FROM staff_users WHERE id = $1',
        [staff.id],
      );
      assert.equal(flag?.admin, false);
      const [sneaky] = await t.db.queryAsOwner<{ n: number }>(
        "SELECT count(*)::int AS n FROM tenants WHERE name = 'Sneaky Clinic'",
      );
      assert.equal(sneaky?.n, 0);
    });
  }

  void it('a user who sets the platform-administrator flag for themselves still cannot create a tenant', async () => {
    await assert.rejects(
      t.db.withContext({ credential: hashToken(staffAccess) }, async (tx) => {
        await tx.execute(sql`select set_config('app.platform_admin', 'on', true)`);
        await tx.execute(sql`insert into tenants (name) values ('Own Clinic')`);
      }),
    );
  });

  void it('a user’s own row does not show their password hash or TOTP secret', async () => {
    const read = (column: string) =>
      t.db.withContext({ credential: hashToken(staffAccess) }, async (tx) =>
        rowsOf(await tx.execute(sql`select ${sql.identifier(column)} from staff_users`)),
      );
    assert.deepEqual(await read('username'), [{ username: staff.username }]);
    for (const column of ['password_hash', 'totp_secret_enc', 'totp_last_step']) {
      await assert.rejects(read(column), (error) => databaseError(error).code === insufficientPrivilege);
    }
  });

  void it('tenant creation needs the access token of a platform administrator', async () => {
    const create = (accessHash: string, name: string) =>
      asRuntime(
        [],
        sql`select * from app_create_tenant(${accessHash}, now(), '10.0.0.1', ${name}, ${name}, 'x@clinic.test')`,
      );
    assert.deepEqual(await create(hashToken(staffAccess), 'By Staff'), []);
    assert.deepEqual(await create(hashToken('not-a-token'), 'By Nobody'), []);
    const [made] = await create(hashToken(adminAccess), 'By Admin');
    assert.equal(made?.trading_name, 'By Admin');
  });

  void it('session and password functions act only on the session the given token names', async () => {
    const nobody = hashToken('not-a-token');
    const one = async (query: SQL) => (await asRuntime([], query))[0];
    assert.equal(
      (await one(sql`select app_switch_tenant(${nobody}, ${staffTenant}, now(), '') as ok`))?.ok,
      false,
    );
    // The staff member's own token does not reach a tenant they do not belong to.
    const [other] = await t.db.queryAsOwner<{ id: number }>(
      'SELECT tenant_id AS id FROM staff_memberships WHERE user_id = $1',
      [admin.id],
    );
    assert.equal(
      (
        await one(
          sql`select app_switch_tenant(${hashToken(staffAccess)}, ${other?.id ?? -1}, now(), '') as ok`,
        )
      )?.ok,
      false,
    );
    assert.equal((await one(sql`select app_change_password(${nobody}, 'x', now(), '') as ok`))?.ok, false);
    assert.deepEqual(await asRuntime([], sql`select * from app_session_credentials(${nobody})`), []);
    assert.deepEqual(await asRuntime([], sql`select * from app_reset_token_user(${nobody}, now())`), []);
    assert.equal((await one(sql`select app_reset_password(${nobody}, now(), 'x', '') as id`))?.id, null);
    assert.equal((await one(sql`select app_session_of_tokens(${nobody}, ${nobody}) as id`))?.id, null);
    const refreshed = await one(
      sql`select * from app_refresh_session(${nobody}, now(), now(), '', 'a', now(), 'b')`,
    );
    assert.equal(refreshed?.outcome, 'unknown');
    await asRuntime([], sql`select app_end_session(${nobody}, ${hashToken('another')}, now(), '')`);
    // The staff member's session was touched by none of the above.
    const status = await t.app.inject({
      method: 'GET',
      url: '/api/auth/',
      cookies: { [ACCESS_COOKIE]: staffAccess },
    });
    assert.equal(status.statusCode, 200);
  });

  void it('the helper that ends timed-out sessions by id is not the runtime role’s to call', async () => {
    await assert.rejects(
      asRuntime([], sql`select app_expire_timed_out(gen_random_uuid(), now(), now(), '')`),
      (error) => databaseError(error).code === insufficientPrivilege,
    );
  });

  void it('every function of app_security is a definer with a fixed search path, not executable by PUBLIC', async () => {
    const functions = await t.db.queryAsOwner<{
      name: string;
      definer: boolean;
      config: string[] | null;
      acl: string | null;
    }>(
      `SELECT p.proname AS name, p.prosecdef AS definer, p.proconfig AS config, array_to_string(p.proacl, ',') AS acl
       FROM pg_proc p JOIN pg_roles r ON r.oid = p.proowner WHERE r.rolname = 'app_security'`,
    );
    assert.ok(functions.length >= 17);
    for (const fn of functions) {
      assert.ok(fn.definer, `${fn.name} is SECURITY DEFINER`);
      assert.deepEqual(fn.config, ['search_path=pg_catalog, public'], fn.name);
      assert.ok(fn.acl !== null && !/(^|,)=/.test(fn.acl), `${fn.name} is not executable by PUBLIC`);
    }
  });
});

void describe('the runtime connection cannot become the owner', () => {
  let t: TestApp;
  let staffCredential: string;
  let otherTenant: number;
  let owner: string;

  /** What a request transaction with the staff member's context sees after `escape` ran in it. */
  const afterEscape = (escape: SQL) =>
    t.db.withContext({ credential: staffCredential }, async (tx) => {
      await tx.execute(escape);
      const [who] = rowsOf<{ current: string; session: string }>(
        await tx.execute(sql`select current_user as current, session_user as session`),
      );
      const tenants = rowsOf<{ id: number }>(await tx.execute(sql`select id from tenants`));
      return { ...who, tenants: tenants.map((row) => row.id) };
    });

  before(async () => {
    t = await build({ runJobWorkers: false });
    const staff = await t.createUser({ tenantName: 'Own Clinic' });
    staffCredential = hashToken((await signIn(t, staff)).cookies[ACCESS_COOKIE] ?? '');
    await t.createUser({ tenantName: 'Other Clinic' });
    const [other] = await t.db.queryAsOwner<{ id: number }>(
      "SELECT id FROM tenants WHERE name = 'Other Clinic'",
    );
    otherTenant = other?.id ?? -1;
    const [me] = await t.db.queryAsOwner<{ name: string }>('SELECT current_user AS name');
    owner = me?.name ?? '';
  });
  after(async () => {
    await t.close();
  });

  void it('a request transaction runs as app_runtime and sees only its user’s tenant', async () => {
    const seen = await afterEscape(sql`select 1`);
    assert.equal(seen.current, 'app_runtime');
    assert.equal(seen.tenants.length, 1);
    assert.ok(!seen.tenants.includes(otherTenant));
  });

  if (process.env.TEST_DATABASE === 'postgres') {
    void it('the runtime pool logs in as the provisioned login, not as the owner', async () => {
      const { rows } = await t.db.executeSql('select current_user as current, session_user as session');
      assert.deepEqual(rows, [{ current: RUNTIME_LOGIN, session: RUNTIME_LOGIN }]);
      assert.notEqual(owner, RUNTIME_LOGIN);
    });

    void it('RESET ROLE leads back to the login, which sees no more than app_runtime', async () => {
      const seen = await afterEscape(sql`reset role`);
      assert.deepEqual(seen, {
        current: RUNTIME_LOGIN,
        session: RUNTIME_LOGIN,
        tenants: (await afterEscape(sql`select 1`)).tenants,
      });
      for (const table of guarded) {
        await assert.rejects(
          t.db.withContext({}, async (tx) => {
            await tx.execute(sql`reset role`);
            await tx.execute(sql`select * from ${sql.identifier(table)}`);
          }),
          (error) => databaseError(error).code === insufficientPrivilege,
          table,
        );
      }
    });

    void it('SET ROLE and SET SESSION AUTHORIZATION to the owner are refused', async () => {
      for (const escape of [
        sql`set role ${sql.identifier(owner)}`,
        sql`set session authorization ${sql.identifier(owner)}`,
        sql`set role postgres`,
      ]) {
        await assert.rejects(
          afterEscape(escape),
          (error) => databaseError(error).code === insufficientPrivilege,
        );
      }
    });

    void it('the start check accepts the provisioned login', async () => {
      await assertRuntimeLoginConfined(t.db);
    });

    void it('the start check refuses a runtime connection that logs in as the owner, saying what to set', async () => {
      const ownerUrl = t.db.connectionString ?? '';
      const asOwner = openPostgres(ownerUrl, { runtimeUrl: ownerUrl });
      try {
        await assert.rejects(
          assertRuntimeLoginConfined(asOwner),
          (error) => error instanceof StartupError && /DATABASE_RUNTIME_URL/.test(error.message),
        );
      } finally {
        await asOwner.close();
      }
    });

    void it('the start check refuses a runtime login with BYPASSRLS', async () => {
      // Roles are cluster-wide: a name of this run's own, dropped afterwards.
      const role = `outreach_test_bypass_${randomBytes(4).toString('hex')}`;
      await t.db.execAsOwner(`CREATE ROLE ${role} LOGIN NOSUPERUSER BYPASSRLS`);
      const url = new URL(t.db.connectionString ?? '');
      url.username = role;
      url.password = '';
      const bypassing = openPostgres(t.db.connectionString ?? '', { runtimeUrl: url.toString() });
      try {
        await assert.rejects(
          assertRuntimeLoginConfined(bypassing),
          (error) => error instanceof StartupError && /bypass row-level security/.test(error.message),
        );
      } finally {
        await bypassing.close();
        await t.db.execAsOwner(`DROP ROLE ${role}`);
      }
    });
  } else {
    // PGlite's one connection is its superuser's: documented as development-only for this reason.
    void it('on PGlite, RESET ROLE leaves app_runtime, which is why it is not for production', async () => {
      const seen = await afterEscape(sql`reset role`);
      assert.notEqual(seen.current, 'app_runtime');
      assert.equal(seen.current, seen.session);
    });
  }
});
