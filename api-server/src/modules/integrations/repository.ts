import type { IntegrationProvider } from '@outreach/shared-contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rowsOf.js';

export interface StoredKey {
  provider: IntegrationProvider;
  sealed: string;
  hint: string;
}

export async function storedKeys(tx: Db, tenantId: number): Promise<StoredKey[]> {
  return rowsOf<StoredKey>(
    await tx.execute(sql`
      SELECT provider, key_sealed AS sealed, key_hint AS hint FROM tenant_integrations
      WHERE tenant_id = ${tenantId}`),
  );
}

export async function upsertKey(
  tx: Db,
  tenantId: number,
  key: StoredKey,
  change: { at: Date; userId: number },
): Promise<void> {
  await tx.execute(sql`
    INSERT INTO tenant_integrations (tenant_id, provider, key_sealed, key_hint, updated_at, updated_by)
    VALUES (${tenantId}, ${key.provider}, ${key.sealed}, ${key.hint}, ${change.at}, ${change.userId})
    ON CONFLICT (tenant_id, provider) DO UPDATE SET key_sealed = EXCLUDED.key_sealed,
      key_hint = EXCLUDED.key_hint, updated_at = EXCLUDED.updated_at, updated_by = EXCLUDED.updated_by`);
}

export async function deleteKey(tx: Db, tenantId: number, provider: IntegrationProvider): Promise<boolean> {
  const rows = rowsOf<{ provider: string }>(
    await tx.execute(sql`
      DELETE FROM tenant_integrations WHERE tenant_id = ${tenantId} AND provider = ${provider}
      RETURNING provider`),
  );
  return rows.length > 0;
}
