import { QUIET_HOURS, type SendChannel, type TouchpointContent } from '@outreach/shared-contracts';
import { sql, type SQL } from 'drizzle-orm';
import { bigintArray, textArray } from '../../db/sqlArrays.js';

/** Who a send goes to: the members of its cohorts and its single patients, each once. */
export interface Audience {
  tenantId: number;
  touchpointId: number;
  version: number;
  /** The channels the touchpoint offers. */
  channels: readonly SendChannel[];
  cohortIds: readonly number[];
  patientIds: readonly number[];
}

/**
 * The CTEs `candidates` (one row per patient and channel the patient would get, or one with a null
 * channel when none applies) with the first reason, if any, the message is skipped:
 * opted out; no channel (the preference is none or not among the touchpoint's channels); no consent
 * for the channel; no address for it; or this version already sent (or queued) on it.
 * Row-level security keeps every row to the tenant; the filters on `tenant_id` let the indexes serve.
 */
export function candidatesSql(audience: Audience): SQL {
  const { tenantId } = audience;
  return sql`
    audience AS (
      SELECT m.patient_id AS id FROM cohort_members m
      WHERE m.tenant_id = ${tenantId} AND m.cohort_id = ANY(${bigintArray(audience.cohortIds)})
      UNION
      SELECT p.id FROM patients p
      WHERE p.tenant_id = ${tenantId} AND p.id = ANY(${bigintArray(audience.patientIds)})
    ),
    wanted AS (
      SELECT p.id, p.opted_out, p.email_consent, p.sms_consent, p.email, p.mobile,
        p.language_preference, p.time_zone, c.channel
      FROM audience a
      JOIN patients p ON p.tenant_id = ${tenantId} AND p.id = a.id
      LEFT JOIN LATERAL unnest(CASE p.communication_preference
          WHEN 'email' THEN ARRAY['email'] WHEN 'sms' THEN ARRAY['sms']
          WHEN 'email_and_sms' THEN ARRAY['email', 'sms'] ELSE ARRAY[]::text[] END) AS c (channel)
        ON c.channel = ANY(${textArray(audience.channels)})
    ),
    candidates AS (
      SELECT w.id AS patient_id, w.channel, w.language_preference, w.time_zone,
        CASE
          WHEN w.opted_out THEN 'opted_out'
          WHEN w.channel IS NULL THEN 'no_channel'
          WHEN (w.channel = 'email' AND NOT w.email_consent) OR (w.channel = 'sms' AND NOT w.sms_consent)
            THEN 'no_consent'
          WHEN (w.channel = 'email' AND w.email IS NULL) OR (w.channel = 'sms' AND w.mobile IS NULL)
            THEN 'no_address'
          WHEN EXISTS (
            SELECT 1 FROM send_messages s
            WHERE s.tenant_id = ${tenantId} AND s.touchpoint_id = ${audience.touchpointId}
              AND s.version = ${audience.version} AND s.patient_id = w.id AND s.channel = w.channel
              AND s.state NOT IN ('skipped', 'cancelled'))
            THEN 'already_sent'
        END AS skip_reason
      FROM wanted w
    )`;
}

/**
 * The earliest a message may go: `at`, or with quiet hours the next end of them in the patient's
 * time zone (else the tenant's) when `at` falls inside them.
 */
export function notBeforeSql(at: Date, quietHours: boolean, tenantZone: string): SQL {
  if (!quietHours) return sql`${at}::timestamptz`;
  const local = sql`(${at}::timestamptz AT TIME ZONE coalesce(c.time_zone, ${tenantZone}))`;
  const hour = sql`extract(hour FROM ${local})`;
  const morning = (days: number) =>
    sql`((date_trunc('day', ${local}) + make_interval(days => ${days}, hours => ${QUIET_HOURS.endHour}))
      AT TIME ZONE coalesce(c.time_zone, ${tenantZone}))`;
  return sql`CASE
    WHEN ${hour} >= ${QUIET_HOURS.startHour} THEN ${morning(1)}
    WHEN ${hour} < ${QUIET_HOURS.endHour} THEN ${morning(0)}
    ELSE ${at}::timestamptz END`;
}

/** The channels a touchpoint's content is sent on. */
export function touchpointChannels(content: TouchpointContent): SendChannel[] {
  return content.channels === 'email_and_sms' ? ['email', 'sms'] : [content.channels];
}
