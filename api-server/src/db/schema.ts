import {
  bigint,
  boolean,
  date,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * Drizzle view of the tables created by the SQL migrations in `./migrations`. The migrations are
 * the source of truth (roles, policies and triggers live there); this file only types queries.
 */
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const tenants = pgTable('tenants', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  businessName: text('business_name').notNull().default(''),
  tradingName: text('trading_name').notNull().default(''),
  email: text('email').notNull().default(''),
  /** IANA name; the database checks it and gives a new tenant its default (migration 0023). */
  timeZone: text('time_zone')
    .notNull()
    .default(sql`DEFAULT`),
  createdAt: at('created_at').notNull().defaultNow(),
});

export const tenantBranding = pgTable('tenant_branding', {
  tenantId: integer('tenant_id').primaryKey(),
  disclaimerText: text('disclaimer_text').notNull().default(''),
  aiVideoDisclaimer: text('ai_video_disclaimer').notNull().default(''),
  primaryColor: text('primary_color').notNull(),
  secondaryColor: text('secondary_color').notNull(),
  logo: text('logo'),
  senderEmail: text('sender_email').notNull().default(''),
  senderName: text('sender_name').notNull().default(''),
  contactPhone: text('contact_phone').notNull().default(''),
  privacyPolicyUrl: text('privacy_policy_url').notNull().default(''),
  updatedAt: at('updated_at').notNull().defaultNow(),
  updatedBy: integer('updated_by'),
});

export const staffUsers = pgTable('staff_users', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  username: text('username').notNull(),
  email: text('email').notNull(),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  passwordHash: text('password_hash').notNull(),
  passwordChangedAt: at('password_changed_at').notNull(),
  totpSecretEnc: text('totp_secret_enc').notNull(),
  totpLastStep: bigint('totp_last_step', { mode: 'number' }),
  isPlatformAdmin: boolean('is_platform_admin').notNull().default(false),
  createdAt: at('created_at').notNull().defaultNow(),
});

export const staffMemberships = pgTable(
  'staff_memberships',
  {
    tenantId: integer('tenant_id').notNull(),
    userId: integer('user_id').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.userId] })],
);

export const sessions = pgTable('sessions', {
  id: uuid('id').primaryKey(),
  userId: integer('user_id').notNull(),
  tenantId: integer('tenant_id'),
  accessTokenHash: text('access_token_hash').notNull(),
  accessExpiresAt: at('access_expires_at').notNull(),
  createdAt: at('created_at').notNull(),
  lastSeenAt: at('last_seen_at').notNull(),
  expiresAt: at('expires_at').notNull(),
  revokedAt: at('revoked_at'),
  revokedReason: text('revoked_reason'),
});

export const refreshTokens = pgTable('refresh_tokens', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  sessionId: uuid('session_id').notNull(),
  tokenHash: text('token_hash').notNull(),
  createdAt: at('created_at').notNull(),
  rotatedAt: at('rotated_at'),
});

export const passwordResetTokens = pgTable('password_reset_tokens', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  userId: integer('user_id').notNull(),
  tokenHash: text('token_hash').notNull(),
  createdAt: at('created_at').notNull(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
});

export const loginLockouts = pgTable('login_lockouts', {
  usernameKey: text('username_key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lockedUntil: at('locked_until'),
  updatedAt: at('updated_at').notNull(),
});

export const loginAttempts = pgTable('login_attempts', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  ip: text('ip').notNull(),
  kind: text('kind').notNull(),
  createdAt: at('created_at').notNull(),
});

export const auditLog = pgTable('audit_log', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  occurredAt: at('occurred_at').notNull(),
  event: text('event').notNull(),
  tenantId: integer('tenant_id'),
  actorUserId: integer('actor_user_id'),
  subject: text('subject'),
  ip: text('ip'),
  details: jsonb('details').$type<Record<string, string | number | boolean | null>>().notNull().default({}),
});

/** Patients; `sortName` and `givenNameKey` are written from `patientSearchKeys` (never by hand). */
export const patients = pgTable(
  'patients',
  {
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id').notNull(),
    mrn: text('mrn').notNull(),
    title: text('title'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    sortName: text('sort_name').notNull(),
    givenNameKey: text('given_name_key').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    gender: text('gender').notNull().default('unknown'),
    email: text('email'),
    mobile: text('mobile'),
    languagePreference: text('language_preference').notNull().default('en'),
    communicationPreference: text('communication_preference').notNull().default('none'),
    emailConsent: boolean('email_consent').notNull().default(false),
    smsConsent: boolean('sms_consent').notNull().default(false),
    optedOut: boolean('opted_out').notNull().default(false),
    optedOutAt: at('opted_out_at'),
    /** IANA name, null for the tenant's default (migration 0023). */
    timeZone: text('time_zone'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.id] })],
);

export const cohorts = pgTable(
  'cohorts',
  {
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    tenantId: integer('tenant_id').notNull(),
    title: text('title').notNull(),
    /** Kept by a trigger on cohort_members. */
    memberCount: bigint('member_count', { mode: 'number' }).notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.id] })],
);

export const cohortMembers = pgTable(
  'cohort_members',
  {
    tenantId: integer('tenant_id').notNull(),
    cohortId: bigint('cohort_id', { mode: 'number' }).notNull(),
    patientId: bigint('patient_id', { mode: 'number' }).notNull(),
    addedAt: at('added_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.cohortId, table.patientId] })],
);

/** Patients per tenant, kept by statement-level triggers on patients. */
export const patientCounts = pgTable('patient_counts', {
  tenantId: integer('tenant_id').primaryKey(),
  total: bigint('total', { mode: 'number' }).notNull().default(0),
});

/** One row: the HMAC that tells whether a process holds the installation's app secret. */
export const appKeyCheck = pgTable('app_key_check', {
  singleton: boolean('singleton').primaryKey().default(true),
  checkValue: text('check_value').notNull(),
  writtenAt: at('written_at').notNull().defaultNow(),
});

export const schema = {
  tenants,
  tenantBranding,
  staffUsers,
  staffMemberships,
  sessions,
  refreshTokens,
  passwordResetTokens,
  loginLockouts,
  loginAttempts,
  auditLog,
  patients,
  cohorts,
  cohortMembers,
  patientCounts,
  appKeyCheck,
};
export type Schema = typeof schema;
