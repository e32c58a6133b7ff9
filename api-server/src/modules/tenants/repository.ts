import type { Tenant } from '@outreach/shared-contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client.js';
import { userIsMember } from '../../db/membership.js';
import { tenantBranding, tenants } from '../../db/schema.js';

/** The descriptive fields of a tenant a member may change. */
export interface TenantChanges {
  business_name?: string | undefined;
  trading_name?: string | undefined;
  email?: string | undefined;
  /** The default zone of quiet hours, for patients without a zone of their own. */
  time_zone?: string | undefined;
}

export interface BrandingValues {
  disclaimer_text: string;
  ai_video_disclaimer: string;
  primary_color: string;
  secondary_color: string;
  logo: string | null;
  sender_email: string;
  sender_name: string;
  contact_phone: string;
  privacy_policy_url: string;
}

const tenantColumns = {
  id: tenants.id,
  business_name: tenants.businessName,
  trading_name: tenants.tradingName,
  email: tenants.email,
  time_zone: tenants.timeZone,
};

/** Row-level security and the queries' own membership filter both limit them to the user's tenants. */
export async function listVisibleTenants(tx: Db, userId: number): Promise<Tenant[]> {
  return tx
    .select(tenantColumns)
    .from(tenants)
    .where(userIsMember(tenants.id, userId))
    .orderBy(asc(sql`lower(${tenants.tradingName})`), asc(tenants.id));
}

export async function findTenant(tx: Db, userId: number, id: number): Promise<Tenant | null> {
  const rows = await tx
    .select(tenantColumns)
    .from(tenants)
    .where(and(eq(tenants.id, id), userIsMember(tenants.id, userId)));
  return rows[0] ?? null;
}

/** Null when the row is not the user's tenant, so nothing was changed. */
export async function updateTenantRow(
  tx: Db,
  userId: number,
  id: number,
  changes: TenantChanges,
): Promise<Tenant | null> {
  const values = {
    ...(changes.business_name === undefined ? {} : { businessName: changes.business_name }),
    ...(changes.trading_name === undefined ? {} : { tradingName: changes.trading_name }),
    ...(changes.email === undefined ? {} : { email: changes.email }),
    ...(changes.time_zone === undefined ? {} : { timeZone: changes.time_zone }),
  };
  const rows = await tx
    .update(tenants)
    .set(values)
    .where(and(eq(tenants.id, id), userIsMember(tenants.id, userId)))
    .returning(tenantColumns);
  return rows[0] ?? null;
}

/**
 * A new tenant with the caller as its first member, when the access token belongs to a live session
 * of a platform administrator; null otherwise. One call of a function that checks this itself
 * (migration 0011), so no setting the runtime role can change opens tenant creation.
 */
export async function createTenantAsAdmin(
  db: Database,
  accessHash: string,
  now: Date,
  ip: string,
  fields: { business_name: string; trading_name: string; email: string },
): Promise<Tenant | null> {
  const { rows } = await db.executeSql('SELECT * FROM app_create_tenant($1, $2, $3, $4, $5, $6)', [
    accessHash,
    now,
    ip,
    fields.business_name,
    fields.trading_name,
    fields.email,
  ]);
  return (rows[0] as Tenant | undefined) ?? null;
}

const brandingColumns = {
  disclaimer_text: tenantBranding.disclaimerText,
  ai_video_disclaimer: tenantBranding.aiVideoDisclaimer,
  primary_color: tenantBranding.primaryColor,
  secondary_color: tenantBranding.secondaryColor,
  logo: tenantBranding.logo,
  sender_email: tenantBranding.senderEmail,
  sender_name: tenantBranding.senderName,
  contact_phone: tenantBranding.contactPhone,
  privacy_policy_url: tenantBranding.privacyPolicyUrl,
};

/** The tenant's name, as its patients' messages say it. */
export async function findTenantName(tx: Db, tenantId: number): Promise<string | null> {
  const rows = await tx.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, tenantId));
  return rows[0]?.name ?? null;
}

export async function findBranding(tx: Db, tenantId: number): Promise<BrandingValues | null> {
  const rows = await tx
    .select(brandingColumns)
    .from(tenantBranding)
    .where(eq(tenantBranding.tenantId, tenantId));
  return rows[0] ?? null;
}

export async function upsertBranding(
  tx: Db,
  tenantId: number,
  values: BrandingValues,
  meta: { at: Date; userId: number | null },
): Promise<BrandingValues> {
  const row = {
    disclaimerText: values.disclaimer_text,
    aiVideoDisclaimer: values.ai_video_disclaimer,
    primaryColor: values.primary_color,
    secondaryColor: values.secondary_color,
    logo: values.logo,
    senderEmail: values.sender_email,
    senderName: values.sender_name,
    contactPhone: values.contact_phone,
    privacyPolicyUrl: values.privacy_policy_url,
    updatedAt: meta.at,
    updatedBy: meta.userId,
  };
  const rows = await tx
    .insert(tenantBranding)
    .values({ tenantId, ...row })
    .onConflictDoUpdate({ target: tenantBranding.tenantId, set: row })
    .returning(brandingColumns);
  const saved = rows[0];
  if (!saved) throw new Error('Branding was not saved');
  return saved;
}

/**
 * The tenant's time zone: quiet hours follow it for a patient without one of their own, and reports
 * count their days in it. UTC for a tenant the context cannot see.
 */
export async function tenantTimeZone(tx: Db, tenantId: number): Promise<string> {
  const [tenant] = await tx
    .select({ timeZone: tenants.timeZone })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  return tenant?.timeZone ?? 'UTC';
}
