import assert from 'node:assert/strict';
import { readdir } from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { hashToken } from '../crypto/secrets.js';
import { ACCESS_COOKIE } from '../modules/auth/cookies.js';
import { build, signIn, type TestApp } from '../test/build.js';
import { migrate, migrationsDir } from './migrate.js';
import { staffMemberships, staffUsers, tenants } from './schema.js';

void describe('database security', () => {
  let t: TestApp;
  before(async () => {
    t = await build();
  });
  after(async () => {
    await t.close();
  });

  void it('every table has forced row-level security and at least one policy', async () => {
    const tables = await t.db.queryAsOwner<{
      relname: string;
      enabled: boolean;
      forced: boolean;
      policies: number;
    }>(`
      SELECT c.relname, c.relrowsecurity AS enabled, c.relforcerowsecurity AS forced,
             (SELECT count(*)::int FROM pg_policy p WHERE p.polrelid = c.oid) AS policies
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind = 'r'`);
    assert.ok(tables.length >= 10, `found ${tables.length} tables`);
    for (const table of tables) {
      assert.equal(table.enabled, true, `${table.relname} has RLS enabled`);
      assert.equal(table.forced, true, `${table.relname} has RLS forced`);
      assert.ok(table.policies >= 1, `${table.relname} has a policy`);
    }
  });

  void it('the runtime role is not a superuser, cannot bypass RLS, cannot log in and owns no tables', async () => {
    const [role] = await t.db.queryAsOwner<{
      rolsuper: boolean;
      rolbypassrls: boolean;
      rolcanlogin: boolean;
    }>("SELECT rolsuper, rolbypassrls, rolcanlogin FROM pg_roles WHERE rolname = 'app_runtime'");
    assert.deepEqual(role, { rolsuper: false, rolbypassrls: false, rolcanlogin: false });
    const owned = await t.db.queryAsOwner<{ n: number }>(`
      SELECT count(*)::int AS n FROM pg_class c JOIN pg_roles r ON r.oid = c.relowner
      WHERE r.rolname = 'app_runtime'`);
    assert.equal(owned[0]?.n, 0);
  });

  void it('requests really run as app_runtime', async () => {
    // Both drivers answer raw queries with a `rows` array.
    const result = (await t.db.withContext({}, (tx) => tx.execute(sql`select current_user as who`))) as {
      rows: { who: string }[];
    };
    assert.equal(result.rows[0]?.who, 'app_runtime');
  });

  void it('audit rows cannot be updated or deleted by the runtime role, nor by the owner', async () => {
    await t.createUser();
    const [first] = await t.db.queryAsOwner<{ id: number }>('SELECT id FROM audit_log ORDER BY id LIMIT 1');
    assert.ok(first);
    await assert.rejects(
      t.db.withContext({}, (tx) =>
        tx.execute(sql`update audit_log set event = 'tampered' where id = ${first.id}`),
      ),
    );
    await assert.rejects(
      t.db.withContext({}, (tx) => tx.execute(sql`delete from audit_log where id = ${first.id}`)),
    );
    await assert.rejects(t.db.queryAsOwner("UPDATE audit_log SET event = 'tampered'"), /append-only/);
    await assert.rejects(t.db.queryAsOwner('DELETE FROM audit_log'), /append-only/);
    const [still] = await t.db.queryAsOwner<{ event: string }>('SELECT event FROM audit_log WHERE id = $1', [
      first.id,
    ]);
    assert.equal(still?.event, 'staff_user_created');
  });

  void it('without a context the runtime role sees no staff, sessions or tenants', async () => {
    await t.createUser();
    const counts = await t.db.withContext({}, async (tx) => ({
      users: (await tx.select({ id: staffUsers.id }).from(staffUsers)).length,
      tenants: (await tx.select().from(tenants)).length,
    }));
    assert.deepEqual(counts, { users: 0, tenants: 0 });
  });

  void it('tenant context isolates memberships and tenants', async () => {
    const a = await t.createUser();
    const tenantB = await t.db.withOwnerContext(async (tx) => {
      const [row] = await tx.insert(tenants).values({ name: 'Other Clinic' }).returning({ id: tenants.id });
      return row?.id ?? -1;
    });
    const session = await signIn(t, a);
    const asA = { credential: hashToken(session.cookies[ACCESS_COOKIE] ?? '') };
    const seenByA = await t.db.withContext(asA, (tx) => tx.select({ name: tenants.name }).from(tenants));
    assert.deepEqual(
      seenByA.map((row) => row.name),
      ['Test Clinic'],
    );
    const memberships = await t.db.withContext(asA, (tx) => tx.select().from(staffMemberships));
    assert.ok(memberships.length > 0);
    assert.ok(memberships.every((row) => row.tenantId !== tenantB));
    // Writing into a tenant is refused outside provisioning.
    await assert.rejects(t.db.withContext(asA, (tx) => tx.insert(tenants).values({ name: 'Sneaky' })));
  });

  void it('applies migrations once: a second run applies nothing', async () => {
    assert.deepEqual(await migrate(t.db), []);
    const recorded = await t.db.queryAsOwner<{ name: string }>(
      'SELECT name FROM schema_migrations ORDER BY name',
    );
    const committed = (await readdir(migrationsDir)).filter((name) => name.endsWith('.sql')).sort();
    assert.ok(committed.includes('0001_foundation.sql'));
    assert.deepEqual(
      recorded.map((row) => row.name),
      committed,
    );
  });
});
