import { sql } from 'drizzle-orm';
import type { Clock } from '../../clock.js';
import type { AppKeys } from '../../crypto/secrets.js';
import type { Database } from '../../db/client.js';
import { staffMemberships, staffUsers, tenants } from '../../db/schema.js';
import { appendAudit } from '../audit/repository.js';
import { findUserByUsername } from '../auth/repository.js';
import { currentTotpCode, generateTotpSecret, hashPassword, otpauthUri } from '../auth/credentials.js';

export interface CreateStaffUserInput {
  username: string;
  password: string;
  email: string;
  firstName: string;
  lastName: string;
  tenantName?: string | undefined;
  /** Base32; a random one when absent. */
  totpSecret?: string | undefined;
  /** Pretend the password was set this many days ago (to show the expiry warning or the expired path). */
  passwordAgeDays?: number | undefined;
  /** May create tenants (see the README's role model). */
  platformAdmin?: boolean | undefined;
}

export interface CreatedStaffUser {
  userId: number;
  tenantId: number;
  otpauthUri: string;
}

export interface ProvisioningDeps {
  db: Database;
  keys: AppKeys;
  clock: Clock;
}

export const DEMO_TENANT = 'Demo Health';
export const DEMO_USERNAME = 'demo';
/** A second tenant the demo user does not belong to, so isolation can be seen. */
export const OTHER_DEMO_TENANT = 'Riverside Clinic';

/** The tenant of that name, created when missing. */
export async function ensureTenant(deps: ProvisioningDeps, name: string): Promise<number> {
  return deps.db.withOwnerContext(async (tx) => {
    const existing = await tx
      .select({ id: tenants.id })
      .from(tenants)
      .where(sql`lower(${tenants.name}) = lower(${name})`);
    if (existing[0]) return existing[0].id;
    const created = await tx
      .insert(tenants)
      .values({ name, businessName: name, tradingName: name })
      .returning({ id: tenants.id });
    if (!created[0]) throw new Error('Tenant was not created');
    return created[0].id;
  });
}

/** Creates a staff user with a TOTP enrolment as a member of a tenant (created when missing). */
export async function createStaffUser(
  deps: ProvisioningDeps,
  input: CreateStaffUserInput,
): Promise<CreatedStaffUser> {
  const tenantId = await ensureTenant(deps, input.tenantName ?? DEMO_TENANT);
  const secret = input.totpSecret ? input.totpSecret.replace(/\s+/g, '').toUpperCase() : generateTotpSecret();
  const passwordHash = await hashPassword(input.password);
  const now = deps.clock.now();
  const userId = await deps.db.withOwnerContext(async (tx) => {
    if (await findUserByUsername(tx, input.username)) {
      throw new Error(`A user named ${input.username} already exists`);
    }
    const rows = await tx
      .insert(staffUsers)
      .values({
        username: input.username,
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        passwordHash,
        passwordChangedAt: new Date(now.getTime() - (input.passwordAgeDays ?? 0) * 86_400_000),
        totpSecretEnc: deps.keys.encrypt(secret),
        isPlatformAdmin: input.platformAdmin ?? false,
      })
      .returning({ id: staffUsers.id });
    const id = rows[0]?.id;
    if (id === undefined) throw new Error('User was not created');
    await tx.insert(staffMemberships).values({ tenantId, userId: id });
    await appendAudit(tx, {
      event: 'staff_user_created',
      at: now,
      tenantId,
      actorUserId: null,
      subject: input.username,
    });
    return id;
  });
  return { userId, tenantId, otpauthUri: otpauthUri(secret, input.username) };
}

/** The current one-time code of a user (development aid for signing in without a phone). */
export async function currentCodeFor(deps: ProvisioningDeps, username: string): Promise<string | null> {
  const user = await deps.db.withOwnerContext((tx) => findUserByUsername(tx, username));
  if (!user) return null;
  return currentTotpCode(deps.keys.decrypt(user.totpSecretEnc), deps.clock.now());
}
