// The per-patient CSV export of a campaign, timed from its POST to done, with the peak memory of the
// worker process that ran the job, beside a baseline from the same database: PostgreSQL's own COPY of
// the same rows (same joins and columns, times formatted the same way) into a stream that drops them.
import { readFileSync } from 'node:fs';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { json, jsonBody, log, request, requireFromServer } from './apiServer.mjs';

const pg = requireFromServer('pg');
const { to: copyTo } = requireFromServer('pg-copy-streams');

/** The targets: a 1,000,000-row per-patient export in 60 s, the worker within 300 MB. */
export const EXPORT_TARGETS = { rowsPerSecond: 1_000_000 / 60, peakMb: 300 };

/** The high-water mark of a process's resident memory, in MB (Linux's `VmHWM`). */
function peakMb(pid) {
  const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : Number.NaN;
}

/** COPY of the export's rows to a null stream: answers seconds and bytes. */
async function copyBaseline(databaseUrl, tenantId, campaignId) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const zone = (await client.query('SELECT time_zone FROM tenants WHERE id = $1', [tenantId])).rows[0];
    await client.query(`SET TIME ZONE '${String(zone?.time_zone ?? 'UTC').replaceAll("'", "''")}'`);
    const times = [
      'sent',
      'delivered',
      'opened',
      'verified',
      'started',
      'watched',
      'answered',
      'surveyed',
      'acted',
    ]
      .map((step) => `to_char(p.${step}_at, 'YYYY-MM-DD"T"HH24:MI:SSTZH:TZM')`)
      .join(', ');
    const started = performance.now();
    let bytes = 0;
    await pipeline(
      client.query(
        copyTo(`COPY (
          SELECT pt.last_name, pt.first_name, pt.mrn, p.language, p.channel, coalesce(c.title, ''), t.name,
            p.version, ${times}, CASE p.understood WHEN true THEN 'yes' WHEN false THEN 'no' ELSE '' END, p.stage
          FROM interaction_progress p
          JOIN patients pt ON pt.tenant_id = p.tenant_id AND pt.id = p.patient_id
          JOIN touchpoints t ON t.tenant_id = p.tenant_id AND t.id = p.touchpoint_id
          LEFT JOIN cohorts c ON c.tenant_id = p.tenant_id AND c.id = p.cohort_id
          WHERE p.tenant_id = ${Number(tenantId)} AND p.campaign_id = ${Number(campaignId)}
            AND p.patient_id IS NOT NULL AND p.stage >= 0
          ORDER BY p.interaction_id) TO STDOUT WITH (FORMAT csv)`),
      ),
      new Writable({
        write(chunk, _encoding, done) {
          bytes += chunk.length;
          done();
        },
      }),
    );
    return { seconds: (performance.now() - started) / 1000, bytes };
  } finally {
    await client.end();
  }
}

/**
 * Starts a worker process, asks for the per-patient export of a campaign through the API (whose own
 * workers are off) and follows it to done. Answers the figures; `missed` counts targets missed.
 */
export async function benchReportExport(bench, session, { tenantId, campaignId }) {
  const jobConnections = async () => {
    const client = new pg.Client({ connectionString: bench.databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query(
        "SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = 'outreach-jobs'",
      );
      return rows[0].n;
    } finally {
      await client.end();
    }
  };
  const before = await jobConnections();
  const worker = bench.startWorker();
  // Up once its queue has connected; its memory then is the floor the export adds to.
  while ((await jobConnections()) <= before) await sleep(100);
  const idleMb = peakMb(worker.pid);
  const started = performance.now();
  const created = json(
    await request(
      bench.base,
      session,
      'POST',
      '/api/touchpoints/reports/exports',
      jsonBody({ kind: 'patients', campaign_id: campaignId }),
    ),
    202,
  );
  let seen = created;
  while (seen.state === 'queued' || seen.state === 'running') {
    await sleep(100);
    seen = json(
      await request(bench.base, session, 'GET', `/api/touchpoints/reports/exports/${created.id}`),
      200,
    );
  }
  const seconds = (performance.now() - started) / 1000;
  if (seen.state !== 'done') throw new Error(`the export ended ${seen.state}`);
  const peak = peakMb(worker.pid);
  const baseline = await copyBaseline(bench.databaseUrl, tenantId, campaignId);
  const rate = seen.rows_written / seconds;
  const rateOk = rate >= EXPORT_TARGETS.rowsPerSecond;
  const memoryOk = peak <= EXPORT_TARGETS.peakMb;
  log(
    `\nper-patient export of ${seen.rows_written.toLocaleString('en')} rows (${(seen.bytes / 1e6).toFixed(1)} MB):`,
  );
  log(
    `  POST to done ${seconds.toFixed(1)} s, ${rate.toFixed(0)} rows/s  >= ${EXPORT_TARGETS.rowsPerSecond.toFixed(0)} ${rateOk ? 'ok' : 'MISSED'}`,
  );
  log(
    `  worker's peak memory ${peak.toFixed(0)} MB (${idleMb.toFixed(0)} MB idle)  <= ${EXPORT_TARGETS.peakMb} ${memoryOk ? 'ok' : 'MISSED'}`,
  );
  log(
    `  baseline, COPY of the same rows to a null stream: ${baseline.seconds.toFixed(1)} s, ${(seen.rows_written / baseline.seconds).toFixed(0)} rows/s, ${(baseline.bytes / 1e6).toFixed(1)} MB`,
  );
  return { missed: (rateOk ? 0 : 1) + (memoryOk ? 0 : 1) };
}
