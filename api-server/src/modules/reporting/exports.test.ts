import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Cohort, Patient, ReportExport } from '@outreach/shared-contracts';
import { keepingSms } from '../../integrations/testing/keepingSms.js';
import { createLocalObjectStore } from '../../storage/localObjectStore.js';
import type { ApiUploadStore } from '../../storage/objectStore.js';
import { build, type TestApp } from '../../test/build.js';
import {
  campaignOf,
  publishedTouchpoint,
  sendNowAndWait,
  smsCohort,
  studioTeam,
  type StudioTeam,
} from '../../test/studioSupport.js';
import { staffCaller } from '../patients/testSupport.js';
import { purgeExpiredReportExports } from './exports.js';

const EXPORTS = '/api/touchpoints/reports/exports';
const DAY_MS = 24 * 3600 * 1000;

/** A hold on the store's next files: the job waits in `putFile` until released (or is made to fail). */
interface Gate {
  reached: Promise<void>;
  release(outcome: 'store' | 'fail'): void;
}

/** A local store whose `putFile` can be held, so a test sees an export while it is being written. */
function gatedStore(dir: string): { store: ApiUploadStore; hold(): Gate } {
  const base = createLocalObjectStore({ dir, publicApiUrl: 'http://localhost:4000', secret: 'export tests' });
  let gate: { reached(): void; wait: Promise<'store' | 'fail'> } | null = null;
  const store: ApiUploadStore = {
    ...base,
    async putFile(key, file, contentType) {
      const held = gate;
      gate = null;
      if (held) {
        held.reached();
        if ((await held.wait) === 'fail') throw new Error('the store is unreachable');
      }
      await base.putFile.call(this, key, file, contentType);
    },
  };
  return {
    store,
    hold() {
      let reached: () => void = () => undefined;
      let release: (outcome: 'store' | 'fail') => void = () => undefined;
      const reachedPromise = new Promise<void>((resolve) => {
        reached = resolve;
      });
      const wait = new Promise<'store' | 'fail'>((resolve) => {
        release = resolve;
      });
      gate = { reached: () => reached(), wait };
      return { reached: reachedPromise, release: (outcome) => release(outcome) };
    },
  };
}

/** CSV records of a file written with CRLF and no line breaks inside a cell (true of these files). */
const records = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .slice(0, -1);

void describe('report exports', () => {
  let t: TestApp;
  let team: StudioTeam;
  let dir: string;
  let gated: ReturnType<typeof gatedStore>;
  let campaignId: number;
  let touchpointId: number;
  let sendId: number;
  let cohort: Cohort;
  let patients: Patient[];

  const start = (body: Record<string, unknown>) => team.author.json<ReportExport>('POST', EXPORTS, body, 202);
  const get = (id: number) => team.author.json<ReportExport>('GET', `${EXPORTS}/${String(id)}`);
  async function until(id: number, states: ReportExport['state'][]): Promise<ReportExport> {
    // As long as the test may take: a loaded machine is slower, never wrong.
    for (;;) {
      const seen = await get(id);
      if (states.includes(seen.state)) return seen;
      await sleep(25);
    }
  }
  const download = (id: number) => team.author.call('GET', `${EXPORTS}/${String(id)}/file`);
  const exportRows = async () =>
    (
      await t.db.queryAsOwner<{ n: number }>(
        'SELECT count(*)::int AS n FROM report_exports WHERE tenant_id = $1',
        [team.tenantId],
      )
    )[0]?.n;

  before(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'report-exports-'));
    gated = gatedStore(dir);
    t = await build({
      smsProvider: keepingSms(),
      objectStore: gated.store,
      exportSettings: { batchRows: 2 },
    });
    team = await studioTeam(t, 'Export Clinic');
    touchpointId = await publishedTouchpoint(t, team);
    campaignId = await campaignOf(team, touchpointId);
    ({ cohort, patients } = await smsCohort(team, 4, {
      title: '@Heart cohort',
      lastName: 'Exported',
      mrnPrefix: 'EXP',
      mobilePrefix: '15550188',
    }));
    const first = patients[0];
    assert.ok(first);
    await team.author.json('PATCH', `/api/patients/${String(first.id)}`, {
      id: first.id,
      data: { first_name: '=HYPERLINK("x")' },
    });
    sendId = (await sendNowAndWait(team, touchpointId, cohort.id)).id;
    // The first patient opens the page; the last is deleted after the send.
    const token = t.keys.sendLinkToken(team.tenantId, sendId, first.id);
    const opened = await t.app.inject({ method: 'GET', url: `/api/interactions/${token}/tenant-branding` });
    assert.equal(opened.statusCode, 200);
    await team.author.json('DELETE', `/api/patients/${String(patients[3]?.id)}`);
  });
  after(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  void it('writes the per-patient file as a job, showing its progress, and audits its download', async () => {
    const gate = gated.hold();
    const started = await start({ kind: 'patients', campaign_id: campaignId });
    assert.equal(started.state, 'queued');
    assert.equal(started.rows_written, 0);
    assert.equal(started.rows_total, null);
    assert.equal(started.breakdown, null);

    // Held before its file is stored: every row counted and written, and nothing to download yet.
    await gate.reached;
    const running = await get(started.id);
    assert.equal(running.state, 'running');
    assert.deepEqual([running.rows_written, running.rows_total], [3, 3]);
    assert.equal((await download(started.id)).statusCode, 404);
    gate.release('store');

    const done = await until(started.id, ['done', 'failed']);
    assert.equal(done.state, 'done');
    assert.deepEqual([done.rows_written, done.rows_total], [3, 3]);
    assert.ok(done.bytes !== null && done.bytes > 0);
    assert.match(done.filename, /^report-heart-failure-follow-up-patients-\d{4}-\d{2}-\d{2}\.csv$/);
    assert.equal(new Date(done.expires_at).getTime() - new Date(done.created_at).getTime(), 7 * DAY_MS);

    const file = await download(started.id);
    assert.equal(file.statusCode, 200);
    assert.match(String(file.headers['content-type']), /^text\/csv/);
    assert.match(String(file.headers['content-disposition']), new RegExp(done.filename));
    assert.ok(file.body.startsWith('\uFEFF'), 'a byte order mark first');
    assert.equal(Buffer.byteLength(file.body), done.bytes);
    const lines = records(file.body);
    assert.equal(
      lines[0],
      'last_name,first_name,mrn,language,channel,cohort,touchpoint,version,sent_at,delivered_at,' +
        'opened_at,verified_at,started_at,watched_at,answered_at,surveyed_at,acted_at,understood,furthest_step',
    );
    assert.equal(lines.length, 4, 'a row per link sent to a patient not deleted');
    assert.ok(!file.body.includes('EXP-3'), 'the deleted patient is not in the file');
    const opener = lines.find((line) => line.includes('EXP-0'));
    assert.ok(opener);
    assert.ok(
      opener.startsWith('Exported,"\'=HYPERLINK(""x"")",EXP-0,en,sms,\'@Heart cohort,Week one,1,'),
      `formula starts carry an apostrophe, the version is a plain number: ${opener}`,
    );
    const cells = opener.split(',');
    assert.match(cells[8] ?? '', /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/, 'sent at, ISO 8601');
    assert.match(cells[10] ?? '', /T.*[+-]\d{2}:\d{2}$/, 'opened at');
    assert.equal(cells[11], '', 'not verified');
    assert.equal(cells.at(-1), 'opened');

    const audited = await t.db.queryAsOwner<{ event: string; details: Record<string, unknown> }>(
      `SELECT event, details FROM audit_log WHERE tenant_id = $1 AND event LIKE 'report_export_%'
       AND details ->> 'export_id' = $2 ORDER BY id`,
      [team.tenantId, String(started.id)],
    );
    assert.deepEqual(audited, [
      {
        event: 'report_export_created',
        details: { export_id: started.id, kind: 'patients', campaign_id: campaignId },
      },
      {
        event: 'report_export_downloaded',
        details: { export_id: started.id, campaign_id: campaignId, rows: 3 },
      },
    ]);
  });

  void it('writes the figures of a report, counts as plain numbers, the deleted patient still counted', async () => {
    const started = await start({ kind: 'aggregates', campaign_id: campaignId, breakdown: 'cohort' });
    assert.equal(started.breakdown, 'cohort');
    const done = await until(started.id, ['done', 'failed']);
    assert.equal(done.state, 'done');
    const file = await download(started.id);
    assert.equal(file.statusCode, 200);
    const lines = records(file.body);
    assert.equal(lines[0], 'section,group,label,item,detail,count,share,of');
    assert.ok(lines.includes('funnel,,Total,sent,,4,,'), 'every patient sent, the deleted one too');
    assert.ok(
      lines.some((line) => /^funnel,,Total,opened,,1,(0\.\d+|1),[1-4]$/.test(line)),
      'a share of the previous step and its denominator, as numbers',
    );
    assert.ok(
      lines.includes(`funnel,${String(cohort.id)},'@Heart cohort,sent,,4,,`),
      'a group labelled by its cohort, neutralised',
    );
    assert.ok(
      lines.some((line) => /^funnel,,Total,opened,events,[1-9]\d*,,$/.test(line)),
      'each step also counted in events, without a share',
    );
    assert.ok(lines.some((line) => line.startsWith('delivery,,Total,sent,,')));
    assert.equal(done.rows_total, lines.length - 1);
    const downloads = await t.db.queryAsOwner<{ n: number }>(
      `SELECT count(*)::int AS n FROM audit_log WHERE event = 'report_export_downloaded'
       AND details ->> 'export_id' = $1`,
      [String(started.id)],
    );
    assert.equal(downloads[0]?.n, 0, 'figures hold no patient: their download is not audited');
  });

  void it('fails an export whose file cannot be stored, and has nothing to download', async () => {
    const gate = gated.hold();
    const started = await start({ kind: 'patients', campaign_id: campaignId, send_id: sendId });
    await gate.reached;
    gate.release('fail');
    const failed = await until(started.id, ['done', 'failed']);
    assert.equal(failed.state, 'failed');
    assert.ok(failed.finished_at);
    assert.equal((await download(started.id)).statusCode, 404);
  });

  void it('refuses bad input with a coded error and writes nothing', async () => {
    const before = await exportRows();
    const other = await studioTeam(t, 'Other Export Clinic');
    const otherTouchpoint = await publishedTouchpoint(t, other);
    const otherCampaign = await campaignOf(other, otherTouchpoint);
    const refused = async (body: Record<string, unknown>, status: number, code: string) => {
      const response = await team.author.call('POST', EXPORTS, body);
      assert.equal(response.statusCode, status, JSON.stringify(body));
      assert.equal(response.json<{ code: string }>().code, code);
    };
    const base = { kind: 'patients', campaign_id: campaignId };
    await refused({ ...base, from: '2026-03-02', to: '2026-03-01' }, 400, 'VALIDATION_FAILED');
    await refused({ ...base, from: '2023-01-01', to: '2026-01-01' }, 400, 'VALIDATION_FAILED');
    await refused({ ...base, kind: 'everything' }, 400, 'VALIDATION_FAILED');
    await refused({ ...base, breakdown: 'postcode' }, 400, 'VALIDATION_FAILED');
    await refused({ ...base, campaign_id: otherCampaign }, 404, 'NOT_FOUND');
    await refused({ ...base, touchpoint_id: otherTouchpoint }, 404, 'NOT_FOUND');
    await refused({ ...base, send_id: 987_654_321 }, 404, 'NOT_FOUND');
    await refused({ ...base, campaign_id: 987_654_321 }, 404, 'NOT_FOUND');
    assert.equal(await exportRows(), before);
    for (const url of [`${EXPORTS}/987654321`, `${EXPORTS}/987654321/file`]) {
      assert.equal((await team.author.call('GET', url)).statusCode, 404);
    }
  });

  void it('lists exports newest first for seven days, then deletes them with their files', async () => {
    const list = await team.author.json<{ results: ReportExport[]; total: number }>('GET', EXPORTS);
    assert.equal(list.total, 3);
    const ids = list.results.map((row) => row.id);
    assert.deepEqual(
      ids,
      [...ids].sort((a, b) => b - a),
    );
    const searched = await team.author.json<{ results: ReportExport[] }>('GET', `${EXPORTS}?search=heart`);
    assert.equal(searched.results.length, 3);
    const none = await team.author.json<{ results: ReportExport[] }>('GET', `${EXPORTS}?search=nothing`);
    assert.deepEqual(none.results, []);
    const keys = await t.db.queryAsOwner<{ object_key: string }>(
      "SELECT object_key FROM report_exports WHERE tenant_id = $1 AND state = 'done'",
      [team.tenantId],
    );
    assert.equal(keys.length, 2);

    t.clock.advance(7 * DAY_MS + 60_000);
    // Sessions of a week ago have ended: a colleague signs in now.
    const colleague = await staffCaller(t, await t.createUser({ tenantName: 'Export Clinic' }));
    const later = await colleague.json<{ results: ReportExport[]; total: number }>('GET', EXPORTS);
    assert.deepEqual([later.results, later.total], [[], 0]);
    const first = ids.at(-1) ?? 0;
    assert.equal((await colleague.call('GET', `${EXPORTS}/${String(first)}`)).statusCode, 404);
    assert.equal((await colleague.call('GET', `${EXPORTS}/${String(first)}/file`)).statusCode, 404);

    assert.equal(await purgeExpiredReportExports({ db: t.db, store: gated.store }, t.clock.now()), 3);
    assert.equal(await exportRows(), 0);
    for (const { object_key } of keys) assert.equal(await gated.store.open(object_key), null);
  });
});
