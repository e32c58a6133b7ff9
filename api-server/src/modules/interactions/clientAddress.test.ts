import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { PATIENT_VERIFICATION, type ApiErrorBody, type Patient } from '@outreach/shared-contracts';
import { build, type TestApp } from '../../test/build.js';
import { linkFor, publishedTouchpoint, studioTeam, type StudioTeam } from '../../test/studioSupport.js';

const PROXY = '10.0.0.2';
const WRONG = '1999-09-09';

/**
 * Who the date-of-birth limit counts behind a proxy: the address the listed proxy forwarded for, never
 * an address a client wrote into X-Forwarded-For itself, and never the proxy.
 */
void describe('client addresses behind a proxy', () => {
  let t: TestApp;
  let team: StudioTeam;
  let touchpointId: number;
  let patient: Patient;

  const newLink = async () => (await linkFor(t, team, touchpointId, patient.id)).token;

  /** A date of birth sent from `remoteAddress`, with the X-Forwarded-For header given. */
  const verify = (token: string, remoteAddress: string, forwardedFor?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/interactions/${token}/auth`,
      remoteAddress,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
      payload: { date_of_birth: WRONG },
    });

  /** As many wrong dates as one address may send, spread over links so none locks; `from(i)` sends the i-th. */
  const useUpTheLimit = async (send: (token: string, i: number) => ReturnType<typeof verify>) => {
    const perLink = PATIENT_VERIFICATION.maxFailures - 1;
    const tokens: string[] = [];
    for (let i = 0; i < PATIENT_VERIFICATION.perAddressLimit; i += 1) {
      if (i % perLink === 0) tokens.push(await newLink());
      const response = await send(tokens.at(-1)!, i);
      assert.equal(response.statusCode, 401, `wrong date ${String(i + 1)} is answered as wrong`);
    }
    return newLink();
  };

  const refusalCode = (response: Awaited<ReturnType<typeof verify>>) => response.json<ApiErrorBody>().code;

  before(async () => {
    t = await build({ config: { trustProxy: [PROXY] } });
    team = await studioTeam(t, 'Proxy Clinic');
    touchpointId = await publishedTouchpoint(t, team);
    patient = await team.author.json<Patient>('POST', '/api/patients', {
      mrn: 'PROXY-1',
      first_name: 'Ines',
      last_name: 'Vall',
      date_of_birth: '1950-02-03',
    });
  });
  after(async () => {
    await t.close();
  });

  void it('counts a client that rotates X-Forwarded-For as the one address it is', async () => {
    // Straight at the API, and through the proxy: the forged entries come before the proxy's own.
    for (const [remote, forwarded] of [
      ['203.0.113.50', (i: number) => `198.18.0.${String(i)}`],
      [PROXY, (i: number) => `198.18.1.${String(i)}, 203.0.113.51`],
    ] as const) {
      const next = await useUpTheLimit((token, i) => verify(token, remote, forwarded(i)));
      const limited = await verify(next, remote, forwarded(999));
      assert.deepEqual([limited.statusCode, refusalCode(limited)], [429, 'TOO_MANY_ATTEMPTS'], remote);
    }
  });

  void it('holds back only the client behind the proxy that tried too often, not its neighbours', async () => {
    const next = await useUpTheLimit((token) => verify(token, PROXY, '198.51.100.7'));
    const limited = await verify(next, PROXY, '198.51.100.7');
    assert.deepEqual([limited.statusCode, refusalCode(limited)], [429, 'TOO_MANY_ATTEMPTS']);
    const neighbour = await verify(next, PROXY, '198.51.100.8');
    assert.deepEqual([neighbour.statusCode, refusalCode(neighbour)], [401, 'DOB_INCORRECT']);
  });
});
