import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import {
  CSRF_HEADER,
  commonErrorCodes,
  errorCatalogue,
  isApiErrorBody,
  routes,
  type RouteDefinition,
} from '@outreach/shared-contracts';
import type { LightMyRequestResponse } from 'fastify';
import { build, signIn, type TestApp } from '../build.js';
import { snapshotDatabase, type TenantSnapshot } from '../isolation/snapshot.js';
import { badInputProbes, type BadInputProbe } from './probes.js';

type Caller = 'anonymous' | 'signed in';

/** What is wrong with one answer to a wrong request, or nothing. */
function problemWith(
  response: LightMyRequestResponse,
  route: RouteDefinition,
  caller: Caller,
): string | undefined {
  const status = response.statusCode;
  if (status < 400 || status >= 500) return `answered ${String(status)}: ${response.body.slice(0, 200)}`;
  let body: unknown;
  try {
    body = response.json();
  } catch {
    return `answered ${String(status)} without a JSON error body`;
  }
  if (!isApiErrorBody(body)) return `answered ${String(status)} without the catalogue's error body`;
  if (errorCatalogue[body.code].status !== status) return `${body.code} came with status ${String(status)}`;
  if (caller === 'anonymous' && route.access === 'staff') {
    if (body.code !== 'UNAUTHENTICATED') return `an anonymous caller got ${body.code}, not UNAUTHENTICATED`;
  }
  if (caller === 'anonymous' && route.access !== 'public' && body.details) {
    return 'an anonymous caller was told about the fields';
  }
  if (![...route.errors, ...commonErrorCodes].includes(body.code)) {
    return `${body.code} is not among the route's errors`;
  }
  return undefined;
}

void describe('bad input on every route of the table: a coded 4xx that changes nothing', () => {
  let t: TestApp;
  let storage: string;
  let session: { cookies: Record<string, string>; csrf: string };
  let untouched: TenantSnapshot;

  before(async () => {
    storage = await mkdtemp(path.join(tmpdir(), 'outreach-bad-input-'));
    process.env.STORAGE_DIR = storage;
    t = await build();
    const signedIn = await signIn(t, await t.createUser({ tenantName: 'Sweep Clinic' }));
    session = { cookies: signedIn.cookies, csrf: signedIn.csrf };
    // Later than the sign-in, so recording activity for any probe would show in the session's row.
    t.clock.advance(60_000);
    untouched = await snapshotDatabase(t.db, storage);
  });
  after(async () => {
    await t.close();
    await rm(storage, { recursive: true, force: true });
    delete process.env.STORAGE_DIR;
  });

  const send = (route: RouteDefinition, probe: BadInputProbe, caller: Caller) =>
    t.app.inject({
      method: route.method,
      url: probe.url,
      ...(caller === 'signed in' ? { cookies: session.cookies } : {}),
      headers: {
        ...(caller === 'signed in' ? { [CSRF_HEADER]: session.csrf } : {}),
        ...(probe.contentType ? { 'content-type': probe.contentType } : {}),
      },
      ...(probe.payload === undefined ? {} : { payload: probe.payload }),
    });

  for (const [name, route] of Object.entries(routes as Record<string, RouteDefinition>)) {
    void it(`${route.method} ${route.path} (${name})`, async () => {
      const probes = badInputProbes(route);
      assert.ok(probes.length > 0);
      const problems: string[] = [];
      for (const probe of probes) {
        for (const caller of ['anonymous', 'signed in'] as const) {
          const problem = problemWith(await send(route, probe, caller), route, caller);
          if (problem) problems.push(`${caller}, ${probe.label}: ${problem}`);
        }
      }
      assert.deepEqual(problems, []);
    });
  }

  void it('wrote nothing: every table, the session’s last activity included, and every file as before', async () => {
    assert.deepEqual(await snapshotDatabase(t.db, storage), untouched);
  });
});
