import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import type { Cohort, Patient } from '@outreach/shared-contracts';
import { startMailSink, type MailSink } from '../../dev/mailSinkServer.js';
import { build, type TestApp } from '../../test/build.js';
import {
  publishedTouchpoint,
  sendNowAndWait,
  studioTeam,
  type StudioTeam,
} from '../../test/studioSupport.js';

/** The tests' DNS, which a test changes between a save and a send as an attacker's DNS would. */
const dns = new Map<string, string>([['mail.beta.example', '127.0.0.1']]);

/** A port nothing listens on: a server is opened on it and closed again. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

void describe('a tenant’s own SMTP server when messages are handed over', () => {
  let t: TestApp;
  let own: MailSink;
  let team: StudioTeam;
  let touchpoint: number;
  const logLines: string[] = [];
  let sent = 0;

  const save = (smtpUrl: string) =>
    team.author.json('PUT', `/api/tenants/${String(team.tenantId)}/messaging`, {
      email_provider: 'smtp',
      smtp_url: smtpUrl,
      sms_provider: 'none',
    });

  /** Sends the touchpoint to a new patient, through the SMTP address given (saved) or as stored. */
  async function sendThrough(smtpUrl: string | null) {
    if (smtpUrl !== null) await save(smtpUrl);
    sent += 1;
    const email = `patient-${String(sent)}@example.test`;
    const cohort = await team.author.json<Cohort>('POST', '/api/cohorts', {
      title: `cohort ${String(sent)}`,
    });
    const patient = await team.author.json<Patient>('POST', '/api/patients', {
      mrn: `P-${String(sent)}`,
      first_name: 'Bo',
      last_name: 'Silva',
      date_of_birth: '1970-01-02',
      email,
      communication_preference: 'email',
      email_consent: true,
      cohort_ids: [cohort.id],
    });
    await sendNowAndWait(team, touchpoint, cohort.id);
    const [message] = await t.db.queryAsOwner<{ state: string; reason: string | null }>(
      `SELECT state, reason FROM send_messages WHERE patient_id = $1`,
      [patient.id],
    );
    const arrived = own.messages().some((received) => received.to === email);
    return { message, arrived, email };
  }

  before(async () => {
    own = await startMailSink({ smtpPort: 0, httpPort: 0 });
    t = await build({
      smtpHostLookup: (host) => {
        const address = dns.get(host);
        return address
          ? Promise.resolve([{ address }])
          : Promise.reject(Object.assign(new Error('not found'), { code: 'ENOTFOUND' }));
      },
      delivery: { maxAttempts: 1 },
      logStream: { write: (line: string) => void logLines.push(line) },
    });
    team = await studioTeam(t, 'Beta Hospital');
    touchpoint = await publishedTouchpoint(t, team);
  });
  after(async () => {
    await t.close();
    await own.close();
  });

  void it('connects to the address the name was vetted as, and hands the message over', async () => {
    const { message, arrived } = await sendThrough(
      `smtp://beta:pass@mail.beta.example:${String(own.smtpPort)}`,
    );
    assert.deepEqual(message, { state: 'sent', reason: null });
    assert.ok(arrived);
  });

  void it('vets the name again when connecting: a DNS answer changed to the metadata address reaches nothing', async () => {
    await save(`smtp://beta:pass@mail.beta.example:${String(own.smtpPort)}`);
    dns.set('mail.beta.example', '169.254.169.254');
    try {
      const { message, arrived } = await sendThrough(null);
      assert.deepEqual(message, { state: 'failed', reason: 'smtp_unreachable' });
      assert.ok(!arrived);
    } finally {
      dns.set('mail.beta.example', '127.0.0.1');
    }
  });

  void it('words a closed port as one could-not-connect reason, the detail only in the server log', async () => {
    logLines.length = 0;
    const { message, email } = await sendThrough(`smtp://beta:pass@127.0.0.1:${String(await closedPort())}`);
    assert.deepEqual(message, { state: 'failed', reason: 'smtp_unreachable' });
    const logged = logLines.filter((line) => line.includes('an SMTP server could not be reached'));
    assert.equal(logged.length, 1);
    assert.match(logged[0] ?? '', /"detail":"connect ECONNREFUSED 127.0.0.1:\d+"/);
    assert.ok(!logLines.some((line) => line.includes(email)), 'no patient address in the log');
  });

  void it('never uses a stored address that carries transport options: its mail is not reported as sent', async () => {
    // An address saved before options were refused, as an attacker left it.
    await t.db.queryAsOwner('UPDATE tenant_messaging SET smtp_url_sealed = $1 WHERE tenant_id = $2', [
      t.keys.sealCredential(`smtp://beta:pass@127.0.0.1:${String(own.smtpPort)}?jsonTransport=true`),
      team.tenantId,
    ]);
    const { message, arrived } = await sendThrough(null);
    assert.deepEqual(message, { state: 'failed', reason: 'smtp_unreachable' });
    assert.ok(!arrived);
  });
});
