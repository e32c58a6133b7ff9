import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Branding, Tenant } from '@outreach/shared-contracts';
import type { LightMyRequestResponse } from 'fastify';
import { JOB_APPLICATION_NAME } from '../../jobs/queues.js';
import { build, type TestApp } from '../build.js';
import { callAs, createTenantData, leakedMarkers, localPath, pngNaming, type TenantData } from './fixture.js';

interface ConnectionState extends Record<string, unknown> {
  context: string | null;
  tenant_id: string | null;
  user_id: string | null;
  auth: string | null;
  provisioning: string | null;
  platform_admin: string | null;
  role: string;
  login: string;
  pid: number;
}

/**
 * With a single database connection every request reuses the connection the previous one used, so
 * any tenant context or role a request left behind would be there for the next tenant's request.
 */
void describe('a pool of one connection', { timeout: 120_000 }, () => {
  let t: TestApp;
  let storage: string;
  let alpha: TenantData;
  let beta: TenantData;
  let pid: number;

  before(async () => {
    storage = await mkdtemp(path.join(tmpdir(), 'outreach-pool-of-one-'));
    process.env.STORAGE_DIR = storage;
    t = await build({ poolSize: 1 });
    alpha = await createTenantData(t, 'Alpha Clinic');
    beta = await createTenantData(t, 'Beta Hospital');
    pid = (await connectionState()).pid;
  });
  after(async () => {
    await t.close();
    await rm(storage, { recursive: true, force: true });
    delete process.env.STORAGE_DIR;
  });

  /**
   * What the (only) runtime connection carries between requests, read through that same connection
   * (the owner's connection, which serves no request, is another).
   */
  async function connectionState(): Promise<ConnectionState> {
    const { rows } = await t.db.executeSql(`SELECT
      current_setting('app.context', true) AS context,
      current_setting('app.tenant_id', true) AS tenant_id,
      current_setting('app.user_id', true) AS user_id,
      current_setting('app.auth', true) AS auth,
      current_setting('app.provisioning', true) AS provisioning,
      current_setting('app.platform_admin', true) AS platform_admin,
      current_user::text AS role,
      session_user::text AS login,
      pg_backend_pid() AS pid`);
    const [state] = rows as ConnectionState[];
    assert.ok(state);
    return state;
  }

  async function assertConnectionClean(): Promise<void> {
    const state = await connectionState();
    assert.equal(state.pid, pid, 'the same single connection');
    for (const setting of [
      'context',
      'tenant_id',
      'user_id',
      'auth',
      'provisioning',
      'platform_admin',
    ] as const) {
      assert.equal(state[setting] ?? '', '', `app.${setting} is not left set`);
    }
    assert.equal(state.role, state.login, 'no role is left switched');
    assert.notEqual(state.role, 'app_runtime');
  }

  const get = (tenant: TenantData, url: string) => callAs(t, tenant.session, { method: 'GET', url });
  const brandingUrl = (tenant: TenantData) => `/api/tenants/${String(tenant.tenantId)}/branding`;

  function assertOwn(response: LightMyRequestResponse, own: TenantData, other: TenantData): void {
    assert.ok(response.statusCode >= 200 && response.statusCode < 300, response.body);
    assert.deepEqual(leakedMarkers(response.body, other), [], `no data of ${other.name}`);
    assert.ok(leakedMarkers(response.body, own).length > 0, `the answer is about ${own.name}`);
  }

  void it('runs on exactly one connection', async () => {
    await assertConnectionClean();
    if (t.db.kind === 'postgres') {
      // The job queue's own pool serves no request; jobs a request queues use the request's
      // connection. The owner's connections (set-up, this count) log in as another user.
      const { login } = await connectionState();
      const [row] = await t.db.queryAsOwner<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_stat_activity
         WHERE datname = current_database() AND backend_type = 'client backend'
           AND application_name <> $1 AND usename = $2`,
        [JOB_APPLICATION_NAME, login],
      );
      assert.equal(row?.n, 1);
    } else {
      assert.equal(t.db.kind, 'pglite', 'PGlite is a single connection by nature');
    }
  });

  void it('a request after another tenant’s request sees none of its rows', async (context) => {
    await context.test('A reads its branding; the connection is clean afterwards', async () => {
      assertOwn(await get(alpha, brandingUrl(alpha)), alpha, beta);
      await assertConnectionClean();
    });
    await context.test('B then lists its tenants and reads its branding: nothing of A', async () => {
      const listed = await get(beta, '/api/tenants');
      assertOwn(listed, beta, alpha);
      assert.deepEqual(
        listed.json<{ tenants: Tenant[] }>().tenants.map((tenant) => tenant.id),
        [beta.tenantId],
      );
      await assertConnectionClean();
      assertOwn(await get(beta, brandingUrl(beta)), beta, alpha);
      await assertConnectionClean();
    });
    await context.test('B asks for A’s branding, tenant and logo: 404 each', async () => {
      for (const url of [
        brandingUrl(alpha),
        `/api/tenants/${String(alpha.tenantId)}`,
        `/api/uploads/${alpha.logo.key}`,
      ]) {
        const response = await get(beta, url);
        assert.equal(response.statusCode, 404, url);
        assert.deepEqual(leakedMarkers(response.body, alpha), []);
        await assertConnectionClean();
      }
    });
    await context.test('A’s refused write on B is rolled back and leaves nothing set', async () => {
      const response = await callAs(t, alpha.session, {
        method: 'PUT',
        url: brandingUrl(beta),
        payload: { branding: { disclaimer_text: 'Taken over' } },
      });
      assert.equal(response.statusCode, 404);
      await assertConnectionClean();
      assertOwn(await get(beta, brandingUrl(beta)), beta, alpha);
    });
    await context.test('A saves its branding; B’s next read still shows only B', async () => {
      const saved = await callAs(t, alpha.session, {
        method: 'PUT',
        url: brandingUrl(alpha),
        payload: { branding: { ...alpha.branding, logo_url: null } },
      });
      assertOwn(saved, alpha, beta);
      await assertConnectionClean();
      const read = await get(beta, brandingUrl(beta));
      assertOwn(read, beta, alpha);
      assert.equal(
        read.json<{ branding: Branding }>().branding.disclaimer_text,
        beta.branding.disclaimer_text,
      );
      await assertConnectionClean();
    });
    await context.test('A reads its logo; B then cannot', async () => {
      const logo = await get(alpha, `/api/uploads/${alpha.logo.key}`);
      assert.equal(logo.statusCode, 200);
      assert.deepEqual(logo.rawPayload, alpha.logo.bytes);
      await assertConnectionClean();
      assert.equal((await get(beta, `/api/uploads/${alpha.logo.key}`)).statusCode, 404);
      await assertConnectionClean();
    });
    await context.test('A uploads a file (in A’s tenant context); B then cannot read it', async () => {
      const put = await callAs(t, null, {
        method: 'PUT',
        url: localPath(alpha.spareUpload.url),
        payload: pngNaming(`${alpha.name} second logo`),
        headers: { 'content-type': 'image/png' },
      });
      assert.equal(put.statusCode, 201, put.body);
      await assertConnectionClean();
      const foreign = await get(beta, `/api/uploads/${alpha.spareUpload.key}`);
      assert.equal(foreign.statusCode, 404);
      await assertConnectionClean();
    });
    await context.test('a failed sign-in (the auth context) leaves nothing set', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/check-credentials/',
        payload: { username: alpha.user.username, password: 'Not-the-password-1' },
      });
      assert.equal(response.statusCode, 401);
      await assertConnectionClean();
    });
  });

  void it('A’s and B’s requests queued together on the one connection each get their own data', async () => {
    const calls = Array.from({ length: 24 }, (_, index) => {
      const [own, other] = index % 2 === 0 ? [alpha, beta] : [beta, alpha];
      const url = index % 3 === 0 ? '/api/tenants' : brandingUrl(own);
      return get(own, url).then((response) => ({ response, own, other }));
    });
    for (const { response, own, other } of await Promise.all(calls)) assertOwn(response, own, other);
    await assertConnectionClean();
  });
});
