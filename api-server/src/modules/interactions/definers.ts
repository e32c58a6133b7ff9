import { PATIENT_VERIFICATION } from '@outreach/shared-contracts';
import type { Database } from '../../db/client.js';
import { rowsOf } from '../../db/rowsOf.js';
import { toDate } from '../auth/definers.js';

/**
 * Calls of the SECURITY DEFINER functions of patient links (migration 0020): each is one statement
 * outside any transaction, and names the link by the hash of the token its caller holds.
 */

export type LinkState = 'open' | 'locked' | 'expired' | 'revoked';

export interface LinkLookup {
  state: LinkState;
  lockedUntil: Date | null;
  language: string;
  branding: {
    primaryColor: string;
    secondaryColor: string;
    logo: string | null;
    disclaimerText: string;
    aiVideoDisclaimer: string;
    contactPhone: string;
    privacyPolicyUrl: string;
  };
}

interface LinkRow {
  state: LinkState;
  locked_until: Date | string | null;
  language: string;
  primary_color: string;
  secondary_color: string;
  logo: string | null;
  disclaimer_text: string;
  ai_video_disclaimer: string;
  contact_phone: string;
  privacy_policy_url: string;
}

/** The link's state and its tenant's branding; null: no such link. */
export async function lookUpLink(db: Database, tokenHash: string, now: Date): Promise<LinkLookup | null> {
  const [row] = rowsOf<LinkRow>(
    await db.executeSql('SELECT * FROM app_interaction_link($1, $2)', [tokenHash, now]),
  );
  if (!row) return null;
  return {
    state: row.state,
    lockedUntil: row.locked_until === null ? null : toDate(row.locked_until),
    language: row.language,
    branding: {
      primaryColor: row.primary_color,
      secondaryColor: row.secondary_color,
      logo: row.logo,
      disclaimerText: row.disclaimer_text,
      aiVideoDisclaimer: row.ai_video_disclaimer,
      contactPhone: row.contact_phone,
      privacyPolicyUrl: row.privacy_policy_url,
    },
  };
}

export type VerifyOutcome = 'verified' | 'wrong' | 'locked' | 'limited' | 'expired' | 'revoked' | 'unknown';

export interface VerifyAttempt {
  tokenHash: string;
  dateOfBirth: string;
  ip: string;
  now: Date;
  ipSince: Date;
  ipLimit: number;
  maxFailures: number;
  lockSeconds: number;
  lockMaxSeconds: number;
  sessionHash: string;
  sessionExpires: Date;
}

/** The date-of-birth check, with its counting and locking, and the session when it passes. */
export async function verifyLink(
  db: Database,
  attempt: VerifyAttempt,
): Promise<{ outcome: VerifyOutcome; lockedUntil: Date | null }> {
  const [row] = rowsOf<{ outcome: VerifyOutcome; locked_until: Date | string | null }>(
    await db.executeSql(
      'SELECT outcome, locked_until FROM app_verify_interaction($1, $2::date, $3, $4, $5, $6, $7, $8, $9, $10, $11)',
      [
        attempt.tokenHash,
        attempt.dateOfBirth,
        attempt.ip,
        attempt.now,
        attempt.ipSince,
        attempt.ipLimit,
        attempt.maxFailures,
        attempt.lockSeconds,
        attempt.lockMaxSeconds,
        attempt.sessionHash,
        attempt.sessionExpires,
      ],
    ),
  );
  if (!row) throw new Error('The date-of-birth check answered nothing');
  return { outcome: row.outcome, lockedUntil: row.locked_until === null ? null : toDate(row.locked_until) };
}

export interface PatientSessionRow {
  tenantId: number;
  interactionId: number;
  touchpointId: number;
  patientId: number;
  isTest: boolean;
  expiresAt: Date;
  linkExpiresAt: Date;
}

/** The live patient session a cookie names, for the link it was started on; null: none. */
export async function lookUpPatientSession(
  db: Database,
  sessionHash: string,
  tokenHash: string,
  now: Date,
): Promise<PatientSessionRow | null> {
  const [row] = rowsOf<{
    tenant_id: number;
    interaction_id: string | number;
    touchpoint_id: string | number;
    patient_id: string | number;
    is_test: boolean;
    expires_at: Date | string;
    link_expires_at: Date | string;
  }>(await db.executeSql('SELECT * FROM app_patient_session($1, $2, $3)', [sessionHash, tokenHash, now]));
  if (!row) return null;
  return {
    tenantId: row.tenant_id,
    interactionId: Number(row.interaction_id),
    touchpointId: Number(row.touchpoint_id),
    patientId: Number(row.patient_id),
    isTest: row.is_test,
    expiresAt: toDate(row.expires_at),
    linkExpiresAt: toDate(row.link_expires_at),
  };
}

/** Keeps a patient session alive until `expires`, never past its absolute lifetime. */
export async function renewPatientSession(db: Database, sessionHash: string, expires: Date): Promise<void> {
  await db.executeSql('SELECT app_renew_patient_session($1, $2, $3)', [
    sessionHash,
    expires,
    PATIENT_VERIFICATION.sessionMaxSeconds,
  ]);
}

/** Deletes ended patient sessions; answers how many. */
export async function purgePatientSessions(db: Database, now: Date): Promise<number> {
  const [row] = rowsOf<{ value: number }>(
    await db.executeSql('SELECT app_purge_patient_sessions($1) AS value', [now]),
  );
  return row?.value ?? 0;
}
