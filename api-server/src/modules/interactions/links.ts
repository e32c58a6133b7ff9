import { LINK_TOKEN_PATTERN, touchpointContent } from '@outreach/shared-contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rowsOf.js';
import { hashToken, randomToken } from '../../crypto/secrets.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A new link token: 256 random bits, URL-safe (43 characters). */
export function newLinkToken(): string {
  return randomToken(32);
}

/** The address a patient opens. */
export function patientLinkUrl(patientAppUrl: string, token: string): string {
  return `${patientAppUrl.replace(/\/+$/, '')}/i/${token}`;
}

/**
 * The cookie of a link's patient session: one per link (named by a hash of its token), so a patient
 * with two messages open stays verified in both.
 */
export function patientCookieName(token: string): string {
  return `patient_${hashToken(`cookie:${token}`).slice(0, 16)}`;
}

export function isLinkToken(value: unknown): value is string {
  return typeof value === 'string' && LINK_TOKEN_PATTERN.test(value);
}

export interface NewLink {
  tenantId: number;
  touchpointId: number;
  patientId: number;
  isTest: boolean;
  createdBy: number | null;
  at: Date;
  /** Defaults to a new random token; the demo passes its own. */
  token?: string;
}

export interface CreatedLink {
  interactionId: number;
  token: string;
  expiresAt: Date;
}

/**
 * Makes an interaction of a published touchpoint for a patient of the same tenant, valid for the days
 * its newest published version says. Null when the touchpoint is not published or either is not the
 * tenant's (row-level security hides what is not).
 */
export async function createLink(tx: Db, link: NewLink): Promise<CreatedLink | null> {
  const [published] = rowsOf<{ content: unknown }>(
    await tx.execute(sql`
      SELECT v.content FROM touchpoints t
      JOIN touchpoint_versions v ON v.tenant_id = t.tenant_id AND v.touchpoint_id = t.id
        AND v.version = t.published_version
      WHERE t.tenant_id = ${link.tenantId} AND t.id = ${link.touchpointId}`),
  );
  if (!published) return null;
  const [patient] = rowsOf(
    await tx.execute(
      sql`SELECT 1 FROM patients WHERE tenant_id = ${link.tenantId} AND id = ${link.patientId}`,
    ),
  );
  if (!patient) return null;
  const content = touchpointContent.parse(published.content);
  const token = link.token ?? newLinkToken();
  const expiresAt = new Date(link.at.getTime() + content.link_expiry_days * DAY_MS);
  const [row] = rowsOf<{ id: string | number }>(
    await tx.execute(sql`
      INSERT INTO interactions (tenant_id, touchpoint_id, patient_id, token_hash, is_test, created_by,
        created_at, expires_at, updated_at)
      VALUES (${link.tenantId}, ${link.touchpointId}, ${link.patientId}, ${hashToken(token)}, ${link.isTest},
        ${link.createdBy}, ${link.at}, ${expiresAt}, ${link.at})
      RETURNING id`),
  );
  if (!row) throw new Error('The interaction was not created');
  return { interactionId: Number(row.id), token, expiresAt };
}
