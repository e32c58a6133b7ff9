import { eq, sql } from 'drizzle-orm';
import type { Clock } from '../clock.js';
import type { Database, Db } from '../db/client.js';
import { appKeyCheck, staffUsers } from '../db/schema.js';
import { rowsOf } from '../db/rowsOf.js';
import { appendAudit } from '../modules/audit/repository.js';
import { StartupError } from '../config.js';
import { safeEqual, type AppKeys } from './secrets.js';

export const WRONG_KEY_MESSAGE =
  'APP_SECRET is not the secret this database was set up with (its key check does not match), so ' +
  'the TOTP secrets stored in it cannot be read. Start with the installation’s APP_SECRET. To change ' +
  'the secret, stop the api-server and run `cli rotate-app-secret` with the current APP_SECRET set ' +
  'and the new one in NEW_APP_SECRET (or on standard input).';

async function storedCheck(tx: Db, lock: boolean): Promise<string | null> {
  const query = tx.select({ value: appKeyCheck.checkValue }).from(appKeyCheck);
  const rows = await (lock ? query.for('update') : query);
  return rows[0]?.value ?? null;
}

/**
 * A database set up before the key check existed already holds sealed TOTP secrets: the first check
 * is written only if the key opens one of them, so a wrong key is not adopted as the right one.
 */
async function opensExistingSecrets(tx: Db, keys: AppKeys): Promise<boolean> {
  const [sample] = await tx.select({ sealed: staffUsers.totpSecretEnc }).from(staffUsers).limit(1);
  if (!sample) return true;
  try {
    keys.decrypt(sample.sealed);
    return true;
  } catch {
    return false;
  }
}

/**
 * Compares the process's key with the database's key check, writing the check on the first start.
 * Throws a {@link StartupError} that says what to do when the key is not the installation's.
 */
export async function verifyAppKey(db: Database, keys: AppKeys): Promise<'written' | 'matched'> {
  const outcome = await db.withOwnerContext(async (tx) => {
    const stored = await storedCheck(tx, false);
    if (stored !== null) return safeEqual(stored, keys.keyCheck()) ? 'matched' : 'wrong';
    if (!(await opensExistingSecrets(tx, keys))) return 'wrong';
    // Two processes starting at once both get here; the second one's row is dropped and compared below.
    await tx.insert(appKeyCheck).values({ checkValue: keys.keyCheck() }).onConflictDoNothing();
    const written = await storedCheck(tx, false);
    return written !== null && safeEqual(written, keys.keyCheck()) ? 'written' : 'wrong';
  });
  if (outcome === 'wrong') throw new StartupError(WRONG_KEY_MESSAGE);
  return outcome;
}

/**
 * Every value sealed with the app key, re-sealed with a new one, and the key check replaced, in one
 * transaction: a failure leaves the database on the old key. A new sealed column belongs here too.
 * Returns how many values were re-sealed.
 */
export async function rotateAppKey(db: Database, from: AppKeys, to: AppKeys, clock: Clock): Promise<number> {
  return db.withOwnerContext(async (tx) => {
    const stored = await storedCheck(tx, true);
    if (stored === null || !safeEqual(stored, from.keyCheck())) throw new StartupError(WRONG_KEY_MESSAGE);
    const users = await tx
      .select({ id: staffUsers.id, sealed: staffUsers.totpSecretEnc })
      .from(staffUsers)
      .for('update');
    for (const user of users) {
      await tx
        .update(staffUsers)
        .set({ totpSecretEnc: to.encrypt(from.decrypt(user.sealed)) })
        .where(eq(staffUsers.id, user.id));
    }
    // Tenants' API keys of SendGrid and Synthesia (0019).
    const integrationKeys = rowsOf<{ tenant_id: number; provider: string; key_sealed: string }>(
      await tx.execute(sql`SELECT tenant_id, provider, key_sealed FROM tenant_integrations FOR UPDATE`),
    );
    for (const key of integrationKeys) {
      await tx.execute(sql`UPDATE tenant_integrations SET key_sealed = ${to.encrypt(from.decrypt(key.key_sealed))}
        WHERE tenant_id = ${key.tenant_id} AND provider = ${key.provider}`);
    }
    // Tenants' own provider credentials (0026), sealed with the provider-credential key.
    const messaging = rowsOf<{
      tenant_id: number;
      smtp_url_sealed: string | null;
      sendgrid_key_sealed: string | null;
      twilio_token_sealed: string | null;
    }>(
      await tx.execute(sql`SELECT tenant_id, smtp_url_sealed, sendgrid_key_sealed, twilio_token_sealed
        FROM tenant_messaging FOR UPDATE`),
    );
    const reseal = (sealed: string | null) =>
      sealed ? to.sealCredential(from.openCredential(sealed)) : null;
    for (const row of messaging) {
      await tx.execute(sql`UPDATE tenant_messaging SET smtp_url_sealed = ${reseal(row.smtp_url_sealed)},
        sendgrid_key_sealed = ${reseal(row.sendgrid_key_sealed)}, twilio_token_sealed = ${reseal(row.twilio_token_sealed)}
        WHERE tenant_id = ${row.tenant_id}`);
    }
    const resealed = users.length + integrationKeys.length + messaging.length;
    await tx.update(appKeyCheck).set({ checkValue: to.keyCheck(), writtenAt: clock.now() });
    await appendAudit(tx, {
      event: 'app_secret_rotated',
      at: clock.now(),
      details: { resealed },
    });
    return resealed;
  });
}
