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

/** Whether this version is already sent (or queued) to patient `p` on `channel`, read from the ledger. */
function sentInLedgerSql(audience: Audience, channel: SQL): SQL {
  return sql`EXISTS (
      SELECT 1 FROM send_messages s
      WHERE s.tenant_id = ${audience.tenantId} AND s.touchpoint_id = ${audience.touchpointId}
        AND s.version = ${audience.version} AND s.patient_id = p.id AND s.channel = ${channel}
        AND s.state NOT IN ('skipped', 'cancelled'))`;
}

/**
 * The first reason, if any, a message to patient `p` on `channel` (null: none applies) is skipped:
 * opted out; no channel; no consent for the channel; no address for it; or this version already
 * sent (or queued) on it, as `alreadySent` tells.
 */
function skipReasonSql(channel: SQL, alreadySent: SQL): SQL {
  return sql`CASE
    WHEN p.opted_out THEN 'opted_out'
    WHEN ${channel} IS NULL THEN 'no_channel'
    WHEN (${channel} = 'email' AND NOT p.email_consent) OR (${channel} = 'sms' AND NOT p.sms_consent)
      THEN 'no_consent'
    WHEN (${channel} = 'email' AND p.email IS NULL) OR (${channel} = 'sms' AND p.mobile IS NULL)
      THEN 'no_address'
    WHEN ${alreadySent} THEN 'already_sent'
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
        ${skipReasonSql(sql`c.channel`, sentInLedgerSql(audience, sql`c.channel`))} AS skip_reason
      FROM audience a
      JOIN patients p ON p.tenant_id = ${audience.tenantId} AND p.id = a.id
      LEFT JOIN LATERAL unnest(${preferredChannelsSql}) AS c (channel)
        ON c.channel = ANY(${textArray(audience.channels)})
    )`;
}

/** The moment and the tenant's zone a send made then keeps quiet hours by. */
export interface QuietAt {
  at: Date;
  tenantZone: string;
}

/** Whether the patient `p` is in quiet hours at the moment: always false without one. */
function heldSql(quietAt: QuietAt | null): SQL {
  if (!quietAt) return sql`false`;
  return sql`(${quietUntilSql(quietAt.at, sql`p.time_zone`, quietAt.tenantZone)} IS NOT NULL)`;
}

/**
 * The CTEs `outcomes`: the audience's patients grouped by what decides their outcome, as
 * {@link candidatesSql} would have them once grouped by patient, with `n` patients each: whether they
 * get e-mail and SMS, the first skip reason (in the alphabet) of their channels, their language, and
 * whether they are in quiet hours at `quietAt` (`held`, by {@link quietUntilSql}, the send's own rule).
 * The patients are read once and grouped on plain columns (preference, consents, whether each address
 * is there, whether each channel was sent, from the ledger's rows of this version joined once rather
 * than looked up per patient); the rules then run once per group, not per patient, so a preview of a
 * million patients does a few hundred rule checks.
 */
export function outcomesSql(audience: Audience, quietAt: QuietAt | null = null): SQL {
  const wants = (channel: SendChannel) =>
    audience.channels.includes(channel) ? sql`${channel} = ANY(${preferredChannelsSql})` : sql`false`;
  // In `profiles`, `email` and `mobile` are true where the patient has one and null where not.
  const sentOn = (channel: SendChannel) => (channel === 'email' ? sql`p.sent_email` : sql`p.sent_sms`);
  const reasonOn = (channel: SendChannel) =>
    sql`CASE WHEN ${wants(channel)} THEN ${skipReasonSql(sql`${channel}::text`, sentOn(channel))} END`;
  return sql`${audienceSql(audience)},
    sent AS (
      SELECT s.patient_id, bool_or(s.channel = 'email') AS email, bool_or(s.channel = 'sms') AS sms
      FROM send_messages s
      WHERE s.tenant_id = ${audience.tenantId} AND s.touchpoint_id = ${audience.touchpointId}
        AND s.version = ${audience.version} AND s.patient_id IS NOT NULL AND s.state NOT IN ('skipped', 'cancelled')
      GROUP BY s.patient_id
    ),
    profiles AS (
      SELECT p.language_preference, p.communication_preference, p.opted_out, p.email_consent, p.sms_consent,
        (p.email IS NOT NULL OR NULL) AS email, (p.mobile IS NOT NULL OR NULL) AS mobile,
        coalesce(sent.email, false) AS sent_email, coalesce(sent.sms, false) AS sent_sms,
        ${heldSql(quietAt)} AS held, count(*)::int AS n
      FROM audience a
      JOIN patients p ON p.tenant_id = ${audience.tenantId} AND p.id = a.id
      LEFT JOIN sent ON sent.patient_id = p.id
      GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10
    ),
    per_profile AS (
      SELECT p.language_preference, p.held, p.n, ${wants('email')} AS wants_email, ${wants('sms')} AS wants_sms,
        ${reasonOn('email')} AS email_reason, ${reasonOn('sms')} AS sms_reason,
        ${skipReasonSql(sql`NULL::text`, sql`false`)} AS no_channel_reason
      FROM profiles p
    ),
    outcomes AS (
      SELECT language_preference, held, n, wants_email AND email_reason IS NULL AS email,
        wants_sms AND sms_reason IS NULL AS sms,
        CASE WHEN wants_email OR wants_sms THEN least(email_reason, sms_reason) ELSE no_channel_reason END
          AS reason
      FROM per_profile
    )`;
}

/**
 * When quiet hours end if `at` falls inside them (21:00 to 08:00) in the zone `zone` names (an SQL
 * text, null for the tenant's `tenantZone`); null when `at` is outside them. The one rule for both
 * preparation and hand-over.
 */
export function quietUntilSql(at: Date, zone: SQL, tenantZone: string): SQL {
  const local = sql`(${at}::timestamptz AT TIME ZONE coalesce(${zone}, ${tenantZone}))`;
  const hour = sql`extract(hour FROM ${local})`;
  const morning = (days: number) =>
    sql`((date_trunc('day', ${local}) + make_interval(days => ${days}, hours => ${QUIET_HOURS.endHour}))
      AT TIME ZONE coalesce(${zone}, ${tenantZone}))`;
  return sql`CASE
    WHEN ${hour} >= ${QUIET_HOURS.startHour} THEN ${morning(1)}
    WHEN ${hour} < ${QUIET_HOURS.endHour} THEN ${morning(0)}
    END`;
}

/**
 * The earliest a message may go: `at`, or with quiet hours the next end of them in the patient's
 * time zone (else the tenant's) when `at` falls inside them.
 */
export function notBeforeSql(at: Date, quietHours: boolean, tenantZone: string): SQL {
  if (!quietHours) return sql`${at}::timestamptz`;
  return sql`coalesce(${quietUntilSql(at, sql`c.time_zone`, tenantZone)}, ${at}::timestamptz)`;
}

/** The channels a touchpoint's content is sent on. */
export function touchpointChannels(content: TouchpointContent): SendChannel[] {
  return content.channels === 'email_and_sms' ? ['email', 'sms'] : [content.channels];
}
