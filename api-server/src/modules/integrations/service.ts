import type { IntegrationProvider, TenantIntegrations } from '@outreach/shared-contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppKeys } from '../../crypto/secrets.js';
import type { Db } from '../../db/client.js';
import { userIsMember } from '../../db/membership.js';
import { tenants } from '../../db/schema.js';
import { ApiError } from '../../errors.js';
import type { ProviderClients } from '../../integrations/providerClients.js';
import type { TenancyDeps } from '../../tenancy/tenantScope.js';
import { appendAudit } from '../audit/repository.js';
import type { StaffSession } from '../auth/sessionService.js';
import * as repo from './repository.js';

export interface IntegrationDeps extends TenancyDeps {
  /** Keys are sealed with the app key, as TOTP secrets are. */
  keys: AppKeys;
  clients: ProviderClients;
}

const hintOf = (key: string) => key.slice(-4);

function statusOf(stored: repo.StoredKey[]): TenantIntegrations {
  const status = (provider: IntegrationProvider) => {
    const key = stored.find((row) => row.provider === provider);
    return { configured: key !== undefined, key_hint: key ? `…${key.hint}` : null };
  };
  return { sendgrid: status('sendgrid'), synthesia: status('synthesia') };
}

/**
 * Who sets keys in Tenant Settings: any tenant of theirs, not only the one they work in, as with
 * branding; `credential` is the session's access hash the database knows them by.
 */
export interface SettingsActor {
  userId: number;
  ip: string;
  credential: string;
}

/** The actor of a Tenant Settings request. */
export function settingsActor(session: StaffSession, request: FastifyRequest): SettingsActor {
  return { userId: session.userId, ip: request.ip, credential: session.accessHash };
}

/** Another tenant's id answers exactly like a missing one. */
export async function assertMember(tx: Db, actor: SettingsActor, tenantId: number): Promise<void> {
  const rows = await tx
    .select({ id: tenants.id })
    .from(tenants)
    .where(and(eq(tenants.id, tenantId), userIsMember(tenants.id, actor.userId)));
  if (rows.length === 0) throw new ApiError('NOT_FOUND');
}

export function readIntegrations(
  deps: IntegrationDeps,
  actor: SettingsActor,
  tenantId: number,
): Promise<TenantIntegrations> {
  return deps.db.withContext({ credential: actor.credential }, async (tx) => {
    await assertMember(tx, actor, tenantId);
    return statusOf(await repo.storedKeys(tx, tenantId));
  });
}

export interface IntegrationChanges {
  sendgrid_api_key?: string | null | undefined;
  synthesia_api_key?: string | null | undefined;
}

/** Sets (string), removes (null) or keeps (absent) each key; the audit names the provider only. */
export function saveIntegrations(
  deps: IntegrationDeps,
  actor: SettingsActor,
  tenantId: number,
  changes: IntegrationChanges,
): Promise<TenantIntegrations> {
  return deps.db.withContext({ credential: actor.credential }, async (tx) => {
    await assertMember(tx, actor, tenantId);
    const at = deps.clock.now();
    const byProvider: [IntegrationProvider, string | null | undefined][] = [
      ['sendgrid', changes.sendgrid_api_key],
      ['synthesia', changes.synthesia_api_key],
    ];
    for (const [provider, key] of byProvider) {
      if (key === undefined) continue;
      if (key === null) {
        if (!(await repo.deleteKey(tx, tenantId, provider))) continue;
      } else {
        await repo.upsertKey(
          tx,
          tenantId,
          { provider, sealed: deps.keys.encrypt(key), hint: hintOf(key) },
          { at, userId: actor.userId },
        );
      }
      await appendAudit(tx, {
        event: 'integration_updated',
        at,
        tenantId,
        actorUserId: actor.userId,
        ip: actor.ip,
        details: { provider, configured: key !== null },
      });
    }
    return statusOf(await repo.storedKeys(tx, tenantId));
  });
}

/** The tenant's key of a provider, opened; null when none is set. */
export async function apiKeyOf(
  tx: Db,
  deps: Pick<IntegrationDeps, 'keys'>,
  tenantId: number,
  provider: IntegrationProvider,
): Promise<string | null> {
  const stored = (await repo.storedKeys(tx, tenantId)).find((row) => row.provider === provider);
  return stored ? deps.keys.decrypt(stored.sealed) : null;
}

/** The key, or INTEGRATION_NOT_CONFIGURED for the calls that cannot work without one. */
export async function requiredApiKey(
  tx: Db,
  deps: Pick<IntegrationDeps, 'keys'>,
  tenantId: number,
  provider: IntegrationProvider,
): Promise<string> {
  const key = await apiKeyOf(tx, deps, tenantId, provider);
  if (key === null) throw new ApiError('INTEGRATION_NOT_CONFIGURED');
  return key;
}
