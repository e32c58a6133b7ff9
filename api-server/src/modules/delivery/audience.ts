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
 * The CTE `audience`: the ids of the cohorts' members and of the single patients, each once. One
 * cohort alone names each patient once already (its members' key), so only several sources are
 * merged with UNION, which sorts or hashes every id.
 */
function audienceSql(audience: Audience): SQL {
  const { tenantId, cohortIds, patientIds } = audience;
  const members = sql`SELECT m.patient_id AS id FROM cohort_members m
    WHERE m.tenant_id = ${tenantId} AND m.cohort_id = ANY(${bigintArray(cohortIds)})`;
  const singles = sql`SELECT p.id FROM patients p
    WHERE p.tenant_id = ${tenantId} AND p.id = ANY(${bigintArray(patientIds)})`;
  if (patientIds.length === 0 && cohortIds.length === 1) return sql`audience AS (${members})`;
  if (cohortIds.length === 0) return sql`audience AS (${singles})`;
  return sql`audience AS (${members} UNION ${singles})`;
}

/** The channels patient `p`'s preference asks for, as a text array. */
const preferredChannelsSql = sql`CASE p.communication_preference
  WHEN 'email' THEN ARRAY['email'] WHEN 'sms' THEN ARRAY['sms']
  WHEN 'email_and_sms' THEN ARRAY['email', 'sms'] ELSE ARRAY[]::text[] END`;

/**
 * The first reason, if any, a message to patient `p` on `channel` (null: none applies) is skipped:
 * opted out; no channel; no consent for the channel; no address for it; or this version already
 * sent (or queued) on it.
 */
function skipReasonSql(audience: Audience, channel: SQL): SQL {
  return sql`CASE
    WHEN p.opted_out THEN 'opted_out'
    WHEN ${channel} IS NULL THEN 'no_channel'
    WHEN (${channel} = 'email' AND NOT p.email_consent) OR (${channel} = 'sms' AND NOT p.sms_consent)
      THEN 'no_consent'
    WHEN (${channel} = 'email' AND p.email IS NULL) OR (${channel} = 'sms' AND p.mobile IS NULL)
      THEN 'no_address'
    WHEN EXISTS (
      SELECT 1 FROM send_messages s
      WHERE s.tenant_id = ${audience.tenantId} AND s.touchpoint_id = ${audience.touchpointId}
        AND s.version = ${audience.version} AND s.patient_id = p.id AND s.channel = ${channel}
        AND s.state NOT IN ('skipped', 'cancelled'))
      THEN 'already_sent'
  END`;
}

/**
 * The CTEs `candidates`: one row per patient and channel the patient would get, or one with a null
 * channel when none applies (the preference is none or not among the touchpoint's channels), with
 * the first reason, if any, the message is skipped (see {@link skipReasonSql}).
 * Row-level security keeps every row to the tenant; the filters on `tenant_id` let the indexes serve.
 */
export function candidatesSql(audience: Audience): SQL {
  return sql`${audienceSql(audience)},
    candidates AS (
      SELECT p.id AS patient_id, c.channel, p.language_preference, p.time_zone,
        ${skipReasonSql(audience, sql`c.channel`)} AS skip_reason
      FROM audience a
      JOIN patients p ON p.tenant_id = ${audience.tenantId} AND p.id = a.id
      LEFT JOIN LATERAL unnest(${preferredChannelsSql}) AS c (channel)
        ON c.channel = ANY(${textArray(audience.channels)})
    )`;
}

/**
 * The CTEs `outcomes`: one row per patient of the audience, as {@link candidatesSql} would have
 * them once grouped by patient: whether they get e-mail and SMS, the first skip reason (in the
 * alphabet) of their channels, and their language. Computed in one pass over the patients, without
 * a row per channel to group again: a preview of a million patients reads each of them once.
 */
export function outcomesSql(audience: Audience): SQL {
  const wants = (channel: SendChannel) =>
    audience.channels.includes(channel) ? sql`${channel} = ANY(${preferredChannelsSql})` : sql`false`;
  const reasonOn = (channel: SendChannel) =>
    sql`CASE WHEN ${wants(channel)} THEN ${skipReasonSql(audience, sql`${channel}::text`)} END`;
  return sql`${audienceSql(audience)},
    per_patient AS (
      SELECT p.language_preference, ${wants('email')} AS wants_email, ${wants('sms')} AS wants_sms,
        ${reasonOn('email')} AS email_reason, ${reasonOn('sms')} AS sms_reason,
        ${skipReasonSql(audience, sql`NULL::text`)} AS no_channel_reason
      FROM audience a
      JOIN patients p ON p.tenant_id = ${audience.tenantId} AND p.id = a.id
    ),
    outcomes AS (
      SELECT language_preference, wants_email AND email_reason IS NULL AS email,
        wants_sms AND sms_reason IS NULL AS sms,
        CASE WHEN wants_email OR wants_sms THEN least(email_reason, sms_reason) ELSE no_channel_reason END
          AS reason
      FROM per_patient
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
