import {
  sendgridKeyOfMessageProviders,
  type IntegrationProvider,
  type SendgridIntegrationStatus,
  type TenantIntegrations,
} from '@outreach/shared-contracts';
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
import { sendingSendgridKey } from '../messaging/sendingKeys.js';
import * as repo from './repository.js';

export interface IntegrationDeps extends TenancyDeps {
  /** Keys are sealed with the app key, as TOTP secrets are. */
  keys: AppKeys;
  clients: ProviderClients;
}

const hintOf = (key: string) => key.slice(-4);

/** The SendGrid key templates are imported with, sealed as where it is kept, and where that is. */
type SendgridKey =
  | { source: 'message_providers'; sealed: string; hint: string | null }
  | { source: 'integrations'; sealed: string; hint: string };

/**
 * The one rule of the SendGrid key: when SendGrid sends the tenant's e-mail with a key of its own
 * (Message providers), that key imports the templates too; otherwise the key set under Integrations.
 */
async function sendgridKeyOf(
  tx: Db,
  tenantId: number,
  stored: repo.StoredKey[],
): Promise<SendgridKey | null> {
  const sending = await sendingSendgridKey(tx, tenantId);
  if (sending) return { source: 'message_providers', ...sending };
  const own = stored.find((row) => row.provider === 'sendgrid');
  return own ? { source: 'integrations', sealed: own.sealed, hint: own.hint } : null;
}

async function statusOf(tx: Db, tenantId: number): Promise<TenantIntegrations> {
  const stored = await repo.storedKeys(tx, tenantId);
  const key = stored.find((row) => row.provider === 'synthesia');
  const sendgrid = await sendgridKeyOf(tx, tenantId, stored);
  const sendgridStatus: SendgridIntegrationStatus = sendgrid
    ? { configured: true, key_hint: sendgrid.hint ? `…${sendgrid.hint}` : null, source: sendgrid.source }
    : { configured: false, key_hint: null, source: null };
  return {
    sendgrid: sendgridStatus,
    synthesia: { configured: key !== undefined, key_hint: key ? `…${key.hint}` : null },
  };
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
    return statusOf(tx, tenantId);
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
    if (typeof changes.sendgrid_api_key === 'string') {
      // No second SendGrid key: while the e-mail provider's key imports the templates, it is changed there.
      const sendgrid = await sendgridKeyOf(tx, tenantId, []);
      if (sendgrid?.source === 'message_providers')
        throw new ApiError('VALIDATION_FAILED', undefined, [
          { path: 'body.sendgrid_api_key', message: sendgridKeyOfMessageProviders },
        ]);
    }
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
    return statusOf(tx, tenantId);
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

/**
 * The SendGrid key templates are imported with, opened (see {@link sendgridKeyOf}), or
 * INTEGRATION_NOT_CONFIGURED when the tenant has none.
 */
export async function sendgridImportKey(
  tx: Db,
  deps: Pick<IntegrationDeps, 'keys'>,
  tenantId: number,
): Promise<string> {
  const key = await sendgridKeyOf(tx, tenantId, await repo.storedKeys(tx, tenantId));
  if (key === null) throw new ApiError('INTEGRATION_NOT_CONFIGURED');
  return key.source === 'message_providers'
    ? deps.keys.openCredential(key.sealed)
    : deps.keys.decrypt(key.sealed);
}
