import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql, type SQL } from 'drizzle-orm';
import { hashToken, randomToken } from '../crypto/secrets.js';
import { jobQueues } from '../jobs/queues.js';
import { ACCESS_COOKIE } from '../modules/auth/cookies.js';
import { build, type TestApp } from '../test/build.js';
import { callAs, createTenantData, type TenantData } from '../test/isolation/fixture.js';
import type { DbContext } from './client.js';
import { databaseError } from './errors.js';
import { issueGrant, revokeGrant } from './grants.js';
import { rowsOf } from './rowsOf.js';

/** Every table that holds a tenant's data or staff, and the column naming the tenant (or user). */
const tenantTables = [
  ['patients', 'tenant_id'],
  ['cohorts', 'tenant_id'],
  ['cohort_members', 'tenant_id'],
  ['patient_counts', 'tenant_id'],
  ['patient_imports', 'tenant_id'],
  ['patient_import_rows', 'tenant_id'],
  ['patient_import_rejects', 'tenant_id'],
  ['tenants', 'id'],
  ['tenant_branding', 'tenant_id'],
  ['uploads', 'tenant_id'],
  ['staff_memberships', 'tenant_id'],
  ['audit_log', 'tenant_id'],
] as const;

const credentialOf = (tenant: TenantData): string => hashToken(tenant.session.cookies[ACCESS_COOKIE] ?? '');

/**
 * Row-level security takes the tenant and user from a credential (a session's access token or a
 * grant's token, by its hash), never from a setting: nothing a statement can set by itself opens
 * another tenant's rows.
 */
void describe('the tenant context is bound to a credential', { timeout: 120_000 }, () => {
  let t: TestApp;
  let alpha: TenantData;
  let beta: TenantData;

  /** Rows of `tenant` in each table as a context sees them, after `prelude` ran in its transaction. */
  async function seen(context: DbContext, tenant: TenantData, prelude: SQL = sql`select 1`) {
    const counts: Record<string, number> = {};
    await t.db.withContext(context, async (tx) => {
      await tx.execute(prelude);
      for (const [table, column] of tenantTables) {
        const [row] = rowsOf<{ n: number }>(
          await tx.execute(
            sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)} = ${tenant.tenantId}`,
          ),
        );
        counts[table] = row?.n ?? -1;
      }
      const [self] = rowsOf<{ n: number }>(
        await tx.execute(sql`select count(*)::int as n from staff_users where id = ${tenant.user.id}`),
      );
      counts.staff_users = self?.n ?? -1;
    });
    return counts;
  }

  const nothing = () =>
    Object.fromEntries([...tenantTables.map(([table]) => [table, 0]), ['staff_users', 0]]) as Record<
      string,
      number
    >;

  /** The settings the policies used to trust, set by hand to `tenant`'s. */
  const impersonate = (tenant: TenantData) =>
    sql`select set_config('app.tenant_id', ${String(tenant.tenantId)}, true),
      set_config('app.user_id', ${String(tenant.user.id)}, true)`;

  before(async () => {
    t = await build({ runJobWorkers: false });
    alpha = await createTenantData(t, 'Alpha Clinic');
    beta = await createTenantData(t, 'Beta Hospital');
  });
  after(async () => {
    await t.close();
  });

  void it('a member’s session sees every table of its own tenant, so the empty answers below mean something', async () => {
    const own = await seen({ credential: credentialOf(beta) }, beta);
    for (const [table, n] of Object.entries(own)) assert.ok(n > 0, `${table} shows no row of Beta`);
  });

  void it('another tenant’s ids set by hand open nothing, with no credential or with one’s own', async () => {
    assert.deepEqual(await seen({}, beta, impersonate(beta)), nothing());
    assert.deepEqual(await seen({ credential: credentialOf(alpha) }, beta, impersonate(beta)), nothing());
    // The same settings do not disturb Alpha's own view either.
    const own = await seen({ credential: credentialOf(alpha) }, alpha, impersonate(beta));
    assert.ok(own.patients && own.patients > 0);
  });

  void it('another tenant’s ids set by hand write nothing into it', async () => {
    const writes = [
      sql`insert into cohorts (tenant_id, title) values (${beta.tenantId}, 'Taken')`,
      sql`insert into tenant_branding (tenant_id) values (${beta.tenantId})`,
    ];
    for (const write of writes) {
      await assert.rejects(
        t.db.withContext({ credential: credentialOf(alpha) }, async (tx) => {
          await tx.execute(impersonate(beta));
          await tx.execute(write);
        }),
        (error) => ['42501', '23505'].includes(databaseError(error).code ?? ''),
      );
    }
    const changed = await t.db.withContext({ credential: credentialOf(alpha) }, async (tx) => {
      await tx.execute(impersonate(beta));
      return rowsOf(
        await tx.execute(
          sql`update patients set first_name = 'Taken' where tenant_id = ${beta.tenantId} returning id`,
        ),
      ).length;
    });
    assert.equal(changed, 0);
    const [name] = await t.db.queryAsOwner<{ first_name: string }>(
      'SELECT first_name FROM patients WHERE id = $1',
      [beta.patient.id],
    );
    assert.equal(name?.first_name, beta.patient.first_name);
  });

  void it('a made-up credential opens nothing', async () => {
    assert.deepEqual(await seen({ credential: hashToken(randomToken()) }, beta), nothing());
    assert.deepEqual(
      await seen({}, beta, sql`select set_config('app.context', ${hashToken('guess')}, true)`),
      nothing(),
    );
  });

  void it('a session that signed out opens nothing any more', async () => {
    const gamma = await createTenantData(t, 'Gamma Care');
    const credential = credentialOf(gamma);
    const out = await callAs(t, gamma.session, { method: 'POST', url: '/api/logout/' });
    assert.equal(out.statusCode, 200, out.body);
    assert.deepEqual(await seen({ credential }, gamma), nothing());
  });

  void it('a grant opens its own tenant only, until it is revoked or expires', async () => {
    const token = randomToken();
    const issued = await t.db.withContext({ credential: credentialOf(alpha) }, (tx) =>
      issueGrant(tx, { token, tenantId: alpha.tenantId, purpose: 'upload', seconds: 60 }),
    );
    assert.equal(issued, true);
    const asGrant = { credential: hashToken(token) };
    assert.ok(((await seen(asGrant, alpha)).patients ?? 0) > 0);
    assert.deepEqual(await seen(asGrant, beta), nothing());
    await t.db.queryAsOwner(
      "UPDATE context_grants SET expires_at = now() - interval '1 second' WHERE token_hash = $1",
      [hashToken(token)],
    );
    assert.equal((await seen(asGrant, alpha)).patients, 0, 'expired');
    await t.db.queryAsOwner(
      "UPDATE context_grants SET expires_at = now() + interval '1 minute' WHERE token_hash = $1",
      [hashToken(token)],
    );
    await revokeGrant(t.db, token);
    assert.equal((await seen(asGrant, alpha)).patients, 0, 'revoked');
  });

  void it('grants are issued only in a member’s session, for its tenant', async () => {
    const issue = (context: DbContext, tenantId: number) =>
      t.db.withContext(context, (tx) =>
        issueGrant(tx, { token: randomToken(), tenantId, purpose: 'upload', seconds: 60 }),
      );
    assert.equal(await issue({ credential: credentialOf(alpha) }, beta.tenantId), false);
    assert.equal(await issue({}, alpha.tenantId), false);
    assert.equal(await issue({ credential: hashToken(randomToken()) }, alpha.tenantId), false);
    // A grant cannot beget another.
    const token = randomToken();
    assert.equal(
      await t.db.withContext({ credential: credentialOf(alpha) }, (tx) =>
        issueGrant(tx, { token, tenantId: alpha.tenantId, purpose: 'upload', seconds: 60 }),
      ),
      true,
    );
    assert.equal(await issue({ credential: hashToken(token) }, alpha.tenantId), false);
    // Nor for longer than a week, or a purpose of set-up.
    await assert.rejects(
      t.db.withContext({ credential: credentialOf(alpha) }, (tx) =>
        issueGrant(tx, {
          token: randomToken(),
          tenantId: alpha.tenantId,
          purpose: 'upload',
          seconds: 700_000,
        }),
      ),
    );
    await assert.rejects(
      t.db.withContext({ credential: credentialOf(alpha) }, (tx) =>
        tx.execute(
          sql`select app_issue_grant(${hashToken(randomToken())}, ${alpha.tenantId}, 'provisioning', 60)`,
        ),
      ),
    );
  });

  void it('the runtime role cannot read or write grants itself', async () => {
    await assert.rejects(
      t.db.withContext({ credential: credentialOf(alpha) }, (tx) =>
        tx.execute(sql`select * from context_grants`),
      ),
      (error) => databaseError(error).code === '42501',
    );
    await assert.rejects(
      t.db.withContext({ credential: credentialOf(alpha) }, (tx) =>
        tx.execute(sql`insert into context_grants (token_hash, tenant_id, user_id, purpose, expires_at)
          values (${hashToken('mine')}, ${beta.tenantId}, ${alpha.user.id}, 'upload', now() + interval '1 hour')`),
      ),
      (error) => databaseError(error).code === '42501',
    );
  });

  void it('a queued import commit carries its grant sealed: the job’s data read from the queue opens nothing', async () => {
    const commit = await callAs(t, alpha.session, {
      method: 'POST',
      url: `/api/patients/bulk-upload/${alpha.patientImport.import_id}/commit`,
    });
    assert.equal(commit.statusCode, 202, commit.body);
    const { rows } = await t.db.executeSql(
      `select data from pgboss.job where name = $1 and data->>'importId' = $2`,
      [jobQueues.patientImportCommit.name, alpha.patientImport.import_id],
    );
    const data = (rows[0] as { data: Record<string, unknown> } | undefined)?.data;
    assert.ok(data && typeof data.grant === 'string');
    for (const value of Object.values(data)) {
      assert.equal((await seen({ credential: hashToken(String(value)) }, alpha)).patients, 0);
    }
    // The worker, which holds the key, opens it.
    assert.ok(((await seen({ credential: hashToken(t.keys.decrypt(data.grant)) }, alpha)).patients ?? 0) > 0);
  });
});
