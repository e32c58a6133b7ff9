import type {
  ActOnStep,
  AnswerReport,
  CampaignMetrics,
  CampaignOverview,
  CampaignReportPage,
  Cohort,
  DeliveryFigures,
  FunnelReport,
  PatientsToActOnPage,
  ReportBreakdown,
  TouchpointReport,
} from '@outreach/shared-contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { likePattern } from '../../db/likePattern.js';
import { rowsOf } from '../../db/rowsOf.js';
import { bigintArray } from '../../db/sqlArrays.js';
import { ApiError } from '../../errors.js';
import { inTenant, type TenancyDeps, type TenantScope } from '../../tenancy/tenantScope.js';
import { audit } from '../audit/tenantAudit.js';
import { addMembersSelected } from '../cohortMembership/repository.js';
import { createFilledCohort } from '../cohorts/service.js';
import { tenantTimeZone } from '../tenants/repository.js';
import { readAnswerReport } from './answers.js';
import { funnelOf, stageOf, type EventRow, type TallyRow } from './funnel.js';

/** What a report covers, as the caller names it. */
export interface ReportQuery {
  campaign_id: number;
  touchpoint_id?: number | undefined;
  send_id?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** A report's scope once checked against the tenant's campaigns. */
export interface Scope {
  tenantId: number;
  campaignId: number;
  campaignName: string;
  /** The touchpoints covered, in campaign order. */
  touchpoints: { id: number; name: string; position: number }[];
  touchpointIds: number[];
  sendId: number | null;
  from: string | null;
  to: string | null;
}

const iso = (value: Date | string): string => new Date(value).toISOString();

/** The campaign, touchpoint and send a report names, each the tenant's and each inside the one before. */
export async function scopeOf(tx: Db, tenantId: number, query: ReportQuery): Promise<Scope> {
  const rows = rowsOf<{
    campaign_name: string;
    id: string | number | null;
    name: string | null;
    position: number | null;
  }>(
    await tx.execute(sql`
      SELECT c.name AS campaign_name, t.id, t.name, t.position
      FROM campaigns c LEFT JOIN touchpoints t ON t.tenant_id = c.tenant_id AND t.campaign_id = c.id
      WHERE c.tenant_id = ${tenantId} AND c.id = ${query.campaign_id}
      ORDER BY t.position, t.id`),
  );
  if (rows.length === 0) throw new ApiError('NOT_FOUND');
  const touchpoints = rows.flatMap((row) =>
    row.id === null ? [] : [{ id: Number(row.id), name: row.name ?? '', position: row.position ?? 0 }],
  );
  let touchpointIds = touchpoints.map((touchpoint) => touchpoint.id);
  if (query.touchpoint_id !== undefined) {
    if (!touchpointIds.includes(query.touchpoint_id)) throw new ApiError('NOT_FOUND');
    touchpointIds = [query.touchpoint_id];
  }
  if (query.send_id !== undefined) {
    const [send] = rowsOf<{ touchpoint_id: string | number }>(
      await tx.execute(
        sql`SELECT touchpoint_id FROM sends WHERE tenant_id = ${tenantId} AND id = ${query.send_id}`,
      ),
    );
    if (!send || !touchpointIds.includes(Number(send.touchpoint_id))) throw new ApiError('NOT_FOUND');
    touchpointIds = [Number(send.touchpoint_id)];
  }
  return {
    tenantId,
    campaignId: query.campaign_id,
    campaignName: rows[0]?.campaign_name ?? '',
    touchpoints: touchpoints.filter((touchpoint) => touchpointIds.includes(touchpoint.id)),
    touchpointIds,
    sendId: query.send_id ?? null,
    from: query.from ?? null,
    to: query.to ?? null,
  };
}

/** The tallies' rows a scope covers (funnel or answer tallies, as `f`). */
function talliesOf(scope: Scope): SQL {
  const filters = [
    sql`f.tenant_id = ${scope.tenantId}`,
    sql`f.touchpoint_id = ANY(${bigintArray(scope.touchpointIds)})`,
  ];
  if (scope.sendId !== null) filters.push(sql`f.send_id = ${scope.sendId}`);
  if (scope.from !== null) filters.push(sql`f.sent_day >= ${scope.from}::date`);
  if (scope.to !== null) filters.push(sql`f.sent_day <= ${scope.to}::date`);
  return sql.join(filters, sql` AND `);
}

const keyOf: Record<ReportBreakdown, SQL> = {
  language: sql`f.language`,
  channel: sql`f.channel`,
  cohort: sql`CASE WHEN f.cohort_id = 0 THEN '' ELSE f.cohort_id::text END`,
  version: sql`f.version::text`,
  day: sql`to_char(f.sent_day, 'YYYY-MM-DD')`,
};

interface KeyedTally extends TallyRow {
  key: string;
}

async function readTallies(tx: Db, scope: Scope, key: SQL): Promise<KeyedTally[]> {
  // Integer columns and `::int` sums arrive as numbers from both drivers.
  return rowsOf<KeyedTally>(
    await tx.execute(sql`
      SELECT ${key} AS key, f.needs, f.stage, f.understood, f.automated, f.opt_out,
        sum(f.patients)::int AS patients
      FROM funnel_tallies f
      WHERE ${talliesOf(scope)}
      GROUP BY 1, 2, 3, 4, 5, 6
      HAVING sum(f.patients) <> 0`),
  );
}

interface KeyedEvents extends EventRow {
  key: string;
}

/** The events of a scope by key and step (see migration 0040); `bigint` sums arrive as text from pg. */
async function readEvents(tx: Db, scope: Scope, key: SQL): Promise<KeyedEvents[]> {
  const rows = rowsOf<{ key: string; step: number; events: string | number }>(
    await tx.execute(sql`
      SELECT ${key} AS key, f.step, sum(f.events) AS events
      FROM event_tallies f
      WHERE ${talliesOf(scope)}
      GROUP BY 1, 2
      HAVING sum(f.events) <> 0`),
  );
  return rows.map((row) => ({ key: row.key, step: row.step, events: Number(row.events) }));
}

/** A campaign's funnel; null while no patient has been sent a link of it. */
export function campaignMetrics(
  deps: TenancyDeps,
  scope: TenantScope,
  campaignId: number,
): Promise<CampaignMetrics | null> {
  return inTenant(deps, scope, async (tx) => {
    const report = await scopeOf(tx, scope.tenantId, { campaign_id: campaignId });
    const rows = await readTallies(tx, report, sql`''`);
    if (rows.length === 0) return null;
    return {
      campaign_id: campaignId,
      as_of: deps.clock.now().toISOString(),
      time_zone: await tenantTimeZone(tx, scope.tenantId),
      funnel: funnelOf(rows, await readEvents(tx, report, sql`''`)),
    };
  });
}

/** A campaign's funnel and each touchpoint's, with the touchpoint's versions and newest sends. */
export function campaignOverview(
  deps: TenancyDeps,
  scope: TenantScope,
  campaignId: number,
): Promise<CampaignOverview> {
  return inTenant(deps, scope, async (tx) => {
    const report = await scopeOf(tx, scope.tenantId, { campaign_id: campaignId });
    // One read of the tallies by touchpoint, send and version; each figure below is a slice of it.
    const key = sql`f.touchpoint_id::text || ':' || f.send_id::text || ':' || f.version::text`;
    const rows = await readTallies(tx, report, key);
    const events = await readEvents(tx, report, key);
    const keysOf = <Row extends { key: string }>(row: Row) => {
      const [touchpoint, send, version] = row.key.split(':').map(Number);
      return { ...row, touchpoint, send, version };
    };
    const keyed = rows.map(keysOf);
    const keyedEvents = events.map(keysOf);
    const sends = rowsOf<{
      id: string | number;
      touchpoint_id: string | number;
      send_at: Date | string;
      version: number;
    }>(
      await tx.execute(sql`
        SELECT id, touchpoint_id, send_at, version FROM (
          SELECT s.id, s.touchpoint_id, s.send_at, s.version,
            row_number() OVER (PARTITION BY s.touchpoint_id ORDER BY s.send_at DESC, s.id DESC) AS n
          FROM sends s
          WHERE s.tenant_id = ${scope.tenantId} AND s.touchpoint_id = ANY(${bigintArray(report.touchpointIds)})
            AND s.audience IS NOT NULL
        ) s WHERE n <= 50 ORDER BY send_at DESC, id DESC`),
    );
    const list: TouchpointReport[] = report.touchpoints.map((touchpoint) => {
      const ofTouchpoint = keyed.filter((row) => row.touchpoint === touchpoint.id);
      const eventsOfTouchpoint = keyedEvents.filter((row) => row.touchpoint === touchpoint.id);
      return {
        ...touchpoint,
        versions: [...new Set(ofTouchpoint.map((row) => row.version ?? 0))].sort((a, b) => a - b),
        funnel: funnelOf(ofTouchpoint, eventsOfTouchpoint),
        sends: sends
          .filter((send) => Number(send.touchpoint_id) === touchpoint.id)
          .map((send) => {
            const figures = funnelOf(
              ofTouchpoint.filter((row) => row.send === Number(send.id)),
              [],
            );
            return {
              id: Number(send.id),
              send_at: iso(send.send_at),
              version: send.version,
              sent: figures.steps[stageOf('sent')]?.patients ?? 0,
              verified: figures.steps[stageOf('verified')]?.patients ?? 0,
            };
          }),
      };
    });
    return {
      campaign_id: campaignId,
      name: report.campaignName,
      as_of: deps.clock.now().toISOString(),
      time_zone: await tenantTimeZone(tx, scope.tenantId),
      funnel: funnelOf(rows, events),
      touchpoints: list,
    };
  });
}

/** The funnel of a report, whole and broken down. */
export function funnelReport(
  deps: TenancyDeps,
  scope: TenantScope,
  query: ReportQuery & { breakdown?: ReportBreakdown | undefined },
): Promise<FunnelReport> {
  return inTenant(deps, scope, async (tx) => {
    const report = await scopeOf(tx, scope.tenantId, query);
    const breakdown = query.breakdown ?? null;
    const key = breakdown ? keyOf[breakdown] : sql`''`;
    const rows = await readTallies(tx, report, key);
    const events = await readEvents(tx, report, key);
    const keys = [...new Set(rows.map((row) => row.key))];
    const labels = new Map<string, string>();
    if (breakdown === 'cohort') {
      const ids = keys.filter((key) => key !== '').map(Number);
      const cohorts = rowsOf<{ id: string | number; title: string }>(
        await tx.execute(sql`
          SELECT id, title FROM cohorts WHERE tenant_id = ${scope.tenantId} AND id = ANY(${bigintArray(ids)})`),
      );
      for (const cohort of cohorts) labels.set(String(cohort.id), cohort.title);
    }
    const groups = keys.map((value) => ({
      key: value,
      label: breakdown === 'cohort' ? (labels.get(value) ?? '') : value,
      funnel: funnelOf(
        rows.filter((row) => row.key === value),
        events.filter((row) => row.key === value),
      ),
    }));
    const sentOf = (group: (typeof groups)[number]) => group.funnel.steps[0]?.patients ?? 0;
    groups.sort((a, b) =>
      breakdown === 'day' || breakdown === 'version'
        ? a.key.localeCompare(b.key, 'en', { numeric: true })
        : sentOf(b) - sentOf(a) || a.key.localeCompare(b.key),
    );
    const timeZone = await tenantTimeZone(tx, scope.tenantId);
    return {
      as_of: deps.clock.now().toISOString(),
      time_zone: timeZone,
      breakdown,
      total: funnelOf(rows, events),
      groups: breakdown ? groups : [],
      delivery: await deliveryOf(tx, report, timeZone),
    };
  });
}

/** The ledger's counts of the sends a report covers (`send_tallies`: a few rows per send). */
async function deliveryOf(tx: Db, report: Scope, timeZone: string): Promise<DeliveryFigures> {
  const filters = [
    sql`s.tenant_id = ${report.tenantId}`,
    sql`s.touchpoint_id = ANY(${bigintArray(report.touchpointIds)})`,
  ];
  if (report.sendId !== null) filters.push(sql`s.id = ${report.sendId}`);
  if (report.from !== null)
    filters.push(sql`(s.send_at AT TIME ZONE ${timeZone})::date >= ${report.from}::date`);
  if (report.to !== null) filters.push(sql`(s.send_at AT TIME ZONE ${timeZone})::date <= ${report.to}::date`);
  const rows = rowsOf<{ state: string; skip_reason: string; reason: string; messages: number }>(
    await tx.execute(sql`
      SELECT t.state, t.skip_reason, t.reason, sum(t.messages)::int AS messages
      FROM sends s JOIN send_tallies t ON t.tenant_id = s.tenant_id AND t.send_id = s.id
      WHERE ${sql.join(filters, sql` AND `)}
      GROUP BY 1, 2, 3
      HAVING sum(t.messages) <> 0`),
  );
  const total = (states: string[]) =>
    rows.reduce((sum, row) => (states.includes(row.state) ? sum + row.messages : sum), 0);
  const byReason = (states: string[], reasonOf: (row: (typeof rows)[number]) => string) => {
    const counts = new Map<string, number>();
    for (const row of rows.filter((item) => states.includes(item.state))) {
      const reason = reasonOf(row) || 'unknown';
      counts.set(reason, (counts.get(reason) ?? 0) + row.messages);
    }
    return [...counts]
      .map(([reason, messages]) => ({ reason, messages }))
      .sort((a, b) => b.messages - a.messages || a.reason.localeCompare(b.reason));
  };
  return {
    sent: total(['sent', 'delivered', 'opened', 'bounced']),
    delivered: total(['delivered', 'opened']),
    bounced: total(['bounced']),
    failed: total(['failed']),
    failures: byReason(['failed', 'bounced'], (row) => row.reason),
    skipped: byReason(['skipped'], (row) => row.skip_reason),
  };
}

/** The links of a report that were sent, to a patient not deleted since (as `p`; never a test link). */
export function reportLinks(report: Scope): SQL {
  // One touchpoint is named by equality, so that its index walks the links in order: a list of one
  // (`= ANY`) made the planner read and sort every link at the step before taking a page.
  const [only] = report.touchpointIds;
  const filters = [
    sql`p.tenant_id = ${report.tenantId}`,
    sql`p.campaign_id = ${report.campaignId}`,
    report.touchpointIds.length === 1 && only !== undefined
      ? sql`p.touchpoint_id = ${only}`
      : sql`p.touchpoint_id = ANY(${bigintArray(report.touchpointIds)})`,
    sql`p.patient_id IS NOT NULL`,
    sql`p.stage >= 0`,
  ];
  if (report.sendId !== null) filters.push(sql`p.send_id = ${report.sendId}`);
  if (report.from !== null) filters.push(sql`p.sent_day >= ${report.from}::date`);
  if (report.to !== null) filters.push(sql`p.sent_day <= ${report.to}::date`);
  return sql.join(filters, sql` AND `);
}

/** The links of a report whose patient stopped before `step` (or answered, not all correctly). */
function actOnFilter(report: Scope, step: ActOnStep): SQL {
  const stopped =
    step === 'understood' ? sql`p.understood = false` : sql`greatest(p.stage, 1) = ${stageOf(step) - 1}`;
  return sql`${reportLinks(report)} AND ${stopped}`;
}

interface ActOnRow {
  interaction_id: string | number;
  patient_id: string | number;
  first_name: string;
  last_name: string;
  mrn: string;
  language: PatientsToActOnPage['results'][number]['language'];
  channel: PatientsToActOnPage['results'][number]['channel'];
  touchpoint_id: string | number;
  created_at: Date | string;
}

/** A page of the patients to act on at a step; audited as a read of their records (ids and counts only). */
export function patientsToActOn(
  deps: TenancyDeps,
  scope: TenantScope,
  query: ReportQuery & { step: ActOnStep; page_size: number; page_token?: string | undefined },
): Promise<PatientsToActOnPage> {
  return inTenant(deps, scope, async (tx) => {
    const report = await scopeOf(tx, scope.tenantId, query);
    const after = query.page_token === undefined ? 0 : Number(query.page_token);
    const rows = rowsOf<ActOnRow>(
      await tx.execute(sql`
        SELECT p.interaction_id, p.patient_id, pt.first_name, pt.last_name, pt.mrn, p.language, p.channel,
          p.touchpoint_id, p.created_at
        FROM interaction_progress p
        JOIN patients pt ON pt.tenant_id = p.tenant_id AND pt.id = p.patient_id
        WHERE ${actOnFilter(report, query.step)} AND p.interaction_id > ${after}
        ORDER BY p.interaction_id
        LIMIT ${query.page_size + 1}`),
    );
    const page = rows.slice(0, query.page_size);
    await audit(tx, deps, scope, 'report_patients_viewed', {
      campaign_id: report.campaignId,
      step: query.step,
      patients: page.length,
    });
    const last = page.at(-1);
    return {
      results: page.map((row) => ({
        patient_id: Number(row.patient_id),
        first_name: row.first_name,
        last_name: row.last_name,
        mrn: row.mrn,
        language: row.language,
        channel: row.channel,
        touchpoint_id: Number(row.touchpoint_id),
        sent_at: iso(row.created_at),
      })),
      next_page_token: rows.length > query.page_size && last ? String(last.interaction_id) : null,
    };
  });
}

/** A cohort of every patient to act on at a step of a report (each once, however many links they had). */
export function cohortFromReport(
  deps: TenancyDeps,
  scope: TenantScope,
  body: { report: ReportQuery & { step: ActOnStep }; title: string },
): Promise<Cohort> {
  return createFilledCohort(
    deps,
    scope,
    body.title,
    async (tx, cohortId) => {
      const report = await scopeOf(tx, scope.tenantId, body.report);
      await addMembersSelected(
        tx,
        scope.tenantId,
        cohortId,
        sql`SELECT p.patient_id FROM interaction_progress p WHERE ${actOnFilter(report, body.report.step)}`,
        deps.clock.now(),
      );
    },
    { campaign_id: body.report.campaign_id, step: body.report.step },
  );
}

/** The tenant's campaigns with their headline figures, most recently sent first, then by name. */
export function campaignReports(
  deps: TenancyDeps,
  scope: TenantScope,
  paging: { get_page: number; page_size: number; search?: string | undefined },
): Promise<CampaignReportPage> {
  return inTenant(deps, scope, async (tx) => {
    const search = paging.search ? sql`AND lower(c.name) LIKE ${likePattern(paging.search)}` : sql``;
    const rows = rowsOf<{
      id: string | number;
      name: string;
      touchpoints: number;
      last_sent_at: Date | string | null;
      total: number;
    }>(
      await tx.execute(sql`
        SELECT c.id, c.name,
          (SELECT count(*)::int FROM touchpoints t WHERE t.tenant_id = c.tenant_id AND t.campaign_id = c.id) AS touchpoints,
          (SELECT max(s.send_at) FROM sends s JOIN touchpoints t ON t.tenant_id = s.tenant_id AND t.id = s.touchpoint_id
            WHERE s.tenant_id = c.tenant_id AND t.campaign_id = c.id AND s.audience IS NOT NULL) AS last_sent_at,
          count(*) OVER ()::int AS total
        FROM campaigns c
        WHERE c.tenant_id = ${scope.tenantId} ${search}
        ORDER BY last_sent_at DESC NULLS LAST, lower(c.name), c.id
        LIMIT ${paging.page_size} OFFSET ${(paging.get_page - 1) * paging.page_size}`),
    );
    const ids = rows.map((row) => Number(row.id));
    const figures = rowsOf<{ campaign_id: string | number; sent: number; verified: number }>(
      await tx.execute(sql`
        SELECT t.campaign_id,
          coalesce(sum(f.patients) FILTER (WHERE f.stage >= ${stageOf('sent')}), 0)::int AS sent,
          coalesce(sum(f.patients) FILTER (WHERE f.stage >= ${stageOf('verified')}), 0)::int AS verified
        FROM funnel_tallies f JOIN touchpoints t ON t.tenant_id = f.tenant_id AND t.id = f.touchpoint_id
        WHERE f.tenant_id = ${scope.tenantId} AND t.campaign_id = ANY(${bigintArray(ids)})
        GROUP BY 1`),
    );
    const byCampaign = new Map(figures.map((row) => [Number(row.campaign_id), row]));
    const total = rows[0]?.total ?? 0;
    return {
      results: rows.map((row) => ({
        campaign_id: Number(row.id),
        name: row.name,
        touchpoints: row.touchpoints,
        sent: byCampaign.get(Number(row.id))?.sent ?? 0,
        verified: byCampaign.get(Number(row.id))?.verified ?? 0,
        last_sent_at: row.last_sent_at === null ? null : iso(row.last_sent_at),
      })),
      page: paging.get_page,
      page_size: paging.page_size,
      total,
      has_next: paging.get_page * paging.page_size < total,
      as_of: deps.clock.now().toISOString(),
      time_zone: await tenantTimeZone(tx, scope.tenantId),
    };
  });
}

/** What the patients of a report answered, question by question. */
export function answerReport(
  deps: TenancyDeps,
  scope: TenantScope,
  query: ReportQuery,
): Promise<AnswerReport> {
  return inTenant(deps, scope, async (tx) => {
    const report = await scopeOf(tx, scope.tenantId, query);
    return {
      as_of: deps.clock.now().toISOString(),
      time_zone: await tenantTimeZone(tx, scope.tenantId),
      questions: await readAnswerReport(tx, scope.tenantId, report.touchpointIds, talliesOf(report)),
    };
  });
}
