import {
  DEFAULT_PRIMARY_COLOR,
  DEFAULT_SECONDARY_COLOR,
  TIME_ZONE_MESSAGE,
  type Branding,
  type Tenant,
} from '@outreach/shared-contracts';
import type { Clock } from '../../clock.js';
import type { Database, Db } from '../../db/client.js';
import { ApiError } from '../../errors.js';
import type { ObjectStore } from '../../storage/objectStore.js';
import { appendAudit } from '../audit/repository.js';
import { databaseError } from '../../db/errors.js';
import { claimUpload, uploadUrl } from '../uploads/claim.js';
import * as repo from './repository.js';

export interface TenantDeps {
  db: Database;
  clock: Clock;
  /** Where logos live; a claim may need to check and move a file that arrived there directly. */
  store: ObjectStore;
  /** Origin of this API as browsers reach it; logo URLs are built on it. */
  publicApiUrl: string;
}

/** Who is acting: the signed-in staff member and where the call came from. */
export interface Actor {
  userId: number;
  ip: string;
  /** The hash of the session's access token, which proves who is calling to the database's own checks. */
  accessHash: string;
}

/** Field names only: the audit log records what changed, never the values. */
function changedFields(changes: repo.TenantChanges): string {
  return Object.entries(changes)
    .filter(([, value]) => value !== undefined)
    .map(([key]) => key)
    .join(',');
}

export function listTenants(deps: TenantDeps, actor: Actor): Promise<Tenant[]> {
  return deps.db.withContext({ credential: actor.accessHash }, (tx) =>
    repo.listVisibleTenants(tx, actor.userId),
  );
}

/** Another tenant's id answers exactly like a missing one, so existence is not revealed. */
export async function getTenant(deps: TenantDeps, actor: Actor, id: number): Promise<Tenant> {
  const tenant = await deps.db.withContext({ credential: actor.accessHash }, (tx) =>
    repo.findTenant(tx, actor.userId, id),
  );
  if (!tenant) throw new ApiError('NOT_FOUND');
  return tenant;
}

/**
 * The database's own check of a zone name, should its zone list lack a name the API's engine knows:
 * reported at the field like the API's check, and the transaction (every change) is rolled back.
 */
async function updateRow(
  tx: Db,
  actor: Actor,
  id: number,
  changes: repo.TenantChanges,
  field: string,
): Promise<Tenant | null> {
  try {
    return await repo.updateTenantRow(tx, actor.userId, id, changes);
  } catch (error) {
    const { code, constraint } = databaseError(error);
    if (code === '23514' && constraint === 'tenants_time_zone_check') {
      throw new ApiError('VALIDATION_FAILED', undefined, [{ path: field, message: TIME_ZONE_MESSAGE }]);
    }
    throw error;
  }
}

/** Applies every change in one transaction; one unknown or foreign id rolls all of them back. */
export function updateTenants(
  deps: TenantDeps,
  actor: Actor,
  items: (repo.TenantChanges & { id: number })[],
  fieldOf: (index: number) => string = (index) => `body.${index}.time_zone`,
): Promise<Tenant[]> {
  return deps.db.withContext({ credential: actor.accessHash }, async (tx) => {
    const updated: Tenant[] = [];
    for (const [index, { id, ...changes }] of items.entries()) {
      const tenant = await updateRow(tx, actor, id, changes, fieldOf(index));
      if (!tenant) throw new ApiError('NOT_FOUND');
      await appendAudit(tx, {
        event: 'tenant_updated',
        at: deps.clock.now(),
        tenantId: id,
        actorUserId: actor.userId,
        ip: actor.ip,
        details: { fields: changedFields(changes) },
      });
      updated.push(tenant);
    }
    return updated;
  });
}

export async function updateTenant(
  deps: TenantDeps,
  actor: Actor,
  id: number,
  changes: repo.TenantChanges,
): Promise<Tenant> {
  const [tenant] = await updateTenants(deps, actor, [{ id, ...changes }], () => 'body.time_zone');
  if (!tenant) throw new ApiError('NOT_FOUND');
  return tenant;
}

/**
 * Platform administrators only, as the database finds them from the caller's session; the creator
 * becomes the first member.
 */
export async function createTenant(
  deps: TenantDeps,
  actor: Actor,
  fields: { business_name: string; trading_name: string; email: string },
): Promise<Tenant> {
  try {
    const tenant = await repo.createTenantAsAdmin(
      deps.db,
      actor.accessHash,
      deps.clock.now(),
      actor.ip,
      fields,
    );
    if (!tenant) throw new ApiError('FORBIDDEN');
    return tenant;
  } catch (error) {
    // Reported as a field error, so the form can show it beside the name.
    const { code, constraint } = databaseError(error);
    if (code === '23505' && constraint === 'tenants_name_key') {
      throw new ApiError('VALIDATION_FAILED', undefined, [
        { path: 'body.trading_name', message: 'A tenant with this name already exists.' },
      ]);
    }
    throw error;
  }
}

/** What a tenant's content is shown with while it has no saved branding. */
const defaultBrandingValues: repo.BrandingValues = {
  disclaimer_text: '',
  ai_video_disclaimer: '',
  primary_color: DEFAULT_PRIMARY_COLOR,
  secondary_color: DEFAULT_SECONDARY_COLOR,
  logo: null,
  sender_email: '',
  sender_name: '',
  contact_phone: '',
  privacy_policy_url: '',
};

/** The names of the branding fields a save changes, against what was shown before it. */
function changedBrandingFields(before: repo.BrandingValues, after: repo.BrandingValues): string {
  return (Object.keys(after) as (keyof repo.BrandingValues)[])
    .filter((key) => before[key] !== after[key])
    .join(',');
}

/** The stored values plus the absolute URL the logo is served at. */
function withLogoUrl(deps: TenantDeps, values: repo.BrandingValues): Branding {
  return { ...values, logo_url: values.logo === null ? null : uploadUrl(deps.publicApiUrl, values.logo) };
}

/** Id 0 means "no tenant": there is no branding to show. */
export async function getBranding(deps: TenantDeps, actor: Actor, id: number): Promise<Branding | null> {
  if (id === 0) return null;
  const values = await deps.db.withContext({ credential: actor.accessHash }, async (tx) => {
    if (!(await repo.findTenant(tx, actor.userId, id))) throw new ApiError('NOT_FOUND');
    return repo.findBranding(tx, id);
  });
  return values && withLogoUrl(deps, values);
}

/** The logo must be an upload of this tenant's branding-logos folder; the claim commits with the save. */
export async function saveBranding(
  deps: TenantDeps,
  actor: Actor,
  id: number,
  values: repo.BrandingValues,
): Promise<Branding> {
  const saved = await deps.db.withContext({ credential: actor.accessHash }, async (tx) => {
    // Checked first so a non-member gets 404 rather than a policy violation.
    if (!(await repo.findTenant(tx, actor.userId, id))) throw new ApiError('NOT_FOUND');
    if (values.logo !== null) {
      await claimUpload(tx, deps, {
        tenantId: id,
        userId: actor.userId,
        kind: 'branding-logos',
        key: values.logo,
        field: 'body.branding.logo',
        retryMessage: 'Upload the logo again.',
      });
    }
    const now = deps.clock.now();
    const previous = (await repo.findBranding(tx, id)) ?? defaultBrandingValues;
    const stored = await repo.upsertBranding(tx, id, values, { at: now, userId: actor.userId });
    await appendAudit(tx, {
      event: 'tenant_branding_saved',
      at: now,
      tenantId: id,
      actorUserId: actor.userId,
      ip: actor.ip,
      // Field names only, as for tenant changes: the values stay out of the log.
      details: { logo: values.logo !== null, fields: changedBrandingFields(previous, stored) },
    });
    return stored;
  });
  return withLogoUrl(deps, saved);
}

/**
 * The branding a tenant's content is shown with, inside a transaction of that tenant: the saved
 * values, or the defaults while nothing is saved (the studio's preview and check list use it).
 */
export async function brandingShown(
  tx: Db,
  deps: Pick<TenantDeps, 'publicApiUrl'>,
  tenantId: number,
): Promise<Branding> {
  const values = (await repo.findBranding(tx, tenantId)) ?? defaultBrandingValues;
  return { ...values, logo_url: values.logo === null ? null : uploadUrl(deps.publicApiUrl, values.logo) };
}

/** The name a tenant's patients know it by, inside a transaction of that tenant (the e-mail's header). */
export async function tenantNameShown(tx: Db, tenantId: number): Promise<string> {
  const name = await repo.findTenantName(tx, tenantId);
  if (name === null) throw new ApiError('NOT_FOUND');
  return name;
}
