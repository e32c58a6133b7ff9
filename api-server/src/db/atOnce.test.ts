import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { hashToken, randomToken } from '../crypto/secrets.js';
import { ACCESS_COOKIE } from '../modules/auth/cookies.js';
import { build, type TestApp } from '../test/build.js';
import { createTenantData, type TenantData } from '../test/isolation/fixture.js';
import { atOnceMessage, atOnceStatement, literal } from './atOnce.js';
import { databaseError } from './errors.js';

void describe('statements at once', () => {
  void describe('literals', () => {
    void it('quotes text so that no value can end its literal', () => {
      assert.equal(literal("O'Brien"), "'O''Brien'");
      assert.equal(literal('a\\b'), " E'a\\\\b'");
      assert.equal(literal("x'); DROP TABLE patients; --"), "'x''); DROP TABLE patients; --'");
      assert.equal(literal('Zoë 李'), "'Zoë 李'");
    });

    void it('writes numbers, booleans, nulls and dates, and refuses anything else', () => {
      assert.equal(literal(42), '42');
      assert.equal(literal(-7), '-7');
      assert.equal(literal(true), 'TRUE');
      assert.equal(literal(null), 'NULL');
      assert.equal(literal(new Date('2026-11-24T10:00:00.000Z')), "'2026-11-24T10:00:00.000Z'");
      assert.throws(() => literal(Number.NaN), /finite/);
      assert.throws(() => literal(new Date('nonsense')), /valid/);
      assert.throws(() => literal({ a: 1 }), /cannot be bound/);
      assert.throws(() => literal([1, 2]), /cannot be bound/);
    });
  });

  void it('prepares a statement only where the connection does not have it yet', () => {
    const statement = atOnceStatement(sql`SELECT ${5}::int + ${6}::int AS n`);
    assert.match(statement.text, /\$1::int \+ \$2::int/);
    const first = atOnceMessage(['BEGIN', 'SELECT 1'], [statement, statement], new Set());
    assert.equal(first.text.match(/PREPARE /g)?.length, 1);
    assert.deepEqual(first.preparing, [statement.name]);
    // BEGIN, SELECT 1, PREPARE, EXECUTE, EXECUTE, COMMIT
    assert.deepEqual(first.resultIndexes, [3, 4]);
    assert.match(first.text, /EXECUTE at_once_[0-9a-f]{24}\(5, 6\);\nCOMMIT$/);
    const again = atOnceMessage(['BEGIN'], [statement], new Set([statement.name]));
    assert.doesNotMatch(again.text, /PREPARE/);
    assert.deepEqual(again.resultIndexes, [1]);
  });

  void describe('in a context', () => {
    let t: TestApp;
    let alpha: TenantData;
    let credential: string;
    const auditCount = async () =>
      Number(
        (
          await t.db.queryAsOwner<{ n: string }>(
            "SELECT count(*) AS n FROM audit_log WHERE event = 'patients_listed' AND subject = 'at-once'",
          )
        )[0]?.n,
      );
    const auditInsert = sql`INSERT INTO audit_log (event, occurred_at, tenant_id, subject, details)
      VALUES ('patients_listed', now(), app_context_tenant(), 'at-once', '{}') RETURNING id`;

    before(async () => {
      t = await build();
      alpha = await createTenantData(t, 'At Once Clinic');
      credential = hashToken(alpha.session.cookies[ACCESS_COOKIE] ?? '');
    });
    after(async () => {
      await t.close();
    });

    void it('answers the rows of each statement in order, as the credential sees them', async () => {
      const count = sql`SELECT count(*)::int AS n FROM patients WHERE tenant_id = ${alpha.tenantId}`;
      const [tenant, patients] = await t.db.atOnceInContext({ credential }, [
        sql`SELECT app_context_tenant() AS tenant`,
        count,
      ]);
      assert.deepEqual(tenant, [{ tenant: alpha.tenantId }]);
      assert.ok((patients?.[0]?.n as number) > 0);
      // Run again (prepared now), and under a credential that names nothing.
      const [again] = await t.db.atOnceInContext({ credential }, [count]);
      assert.deepEqual(again, patients);
      const [stranger] = await t.db.atOnceInContext({ credential: hashToken(randomToken()) }, [count]);
      assert.deepEqual(stranger, [{ n: 0 }]);
    });

    void it('writes nothing when a later statement fails, and the next call works', async () => {
      const before = await auditCount();
      await assert.rejects(
        t.db.atOnceInContext({ credential }, [auditInsert, sql`SELECT 1 / ${0}::int`]),
        (error) => databaseError(error).code === '22012',
      );
      assert.equal(await auditCount(), before);
      const [inserted] = await t.db.atOnceInContext({ credential }, [auditInsert]);
      assert.equal(inserted?.length, 1);
      assert.equal(await auditCount(), before + 1);
    });
  });
});
