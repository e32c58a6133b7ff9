import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import {
  buildPath,
  commonErrorCodes,
  endpoints,
  isStreamBody,
  routes,
  type EndpointName,
  type ErrorCode,
} from '@outreach/shared-contracts';
import type { LightMyRequestResponse } from 'fastify';
import { z } from 'zod';
import { build, type TestApp } from '../build.js';
import { expectedRefusal, isolationCases, type CaseFixture, type Expectation } from './cases.js';
import { callAs, createTenantData, leakedMarkers } from './fixture.js';
import { snapshotTenant, type TenantSnapshot } from './snapshot.js';

/** A probe of any route, as the runner sees it. */
interface ErasedProbe {
  label: string;
  expect: Expectation;
  params?: Record<string, string | number> | undefined;
  query?: Record<string, string> | undefined;
  body?: unknown;
  file?: { payload: string | Buffer; contentType: string } | undefined;
  check?(answer: unknown, fixture: CaseFixture): void;
}

/** A field of the input that names a record (`id`, `tenant_id`, `ids`…). */
const namesAnId = (schema: z.ZodType | { stream: string } | undefined) =>
  schema !== undefined &&
  !isStreamBody(schema) &&
  /"(?:[a-z_]*_)?ids?":/.test(
    JSON.stringify(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' })),
  );

void describe('cross-tenant isolation: tenant A’s staff using tenant B’s ids', () => {
  let t: TestApp;
  let storage: string;
  let fixture: CaseFixture;

  before(async () => {
    storage = await mkdtemp(path.join(tmpdir(), 'outreach-isolation-'));
    process.env.STORAGE_DIR = storage;
    t = await build();
    fixture = {
      own: await createTenantData(t, 'Alpha Clinic'),
      foreign: await createTenantData(t, 'Beta Hospital'),
    };
    // A works without keys of its own, so a call that needs one shows whether B's was used instead.
    const removed = await callAs(t, fixture.own.session, {
      method: 'PUT',
      url: `/api/tenants/${String(fixture.own.tenantId)}/integrations`,
      payload: { sendgrid_api_key: null, synthesia_api_key: null },
    });
    assert.equal(removed.statusCode, 200, removed.body);
  });
  after(async () => {
    await t.close();
    await rm(storage, { recursive: true, force: true });
    delete process.env.STORAGE_DIR;
  });

  const snapshotB = () => snapshotTenant(t.db, fixture.foreign.tenantId, storage);

  /** The answer holds none of B's data, and is the expected refusal or a 2xx about A. */
  function assertAnswer(
    response: LightMyRequestResponse,
    expected: { status: number; code: ErrorCode } | 'own-data',
    allowedCodes?: readonly ErrorCode[],
  ): void {
    assert.deepEqual(
      leakedMarkers(response.body, fixture.foreign),
      [],
      'the answer carries none of B’s data',
    );
    if (expected === 'own-data') {
      assert.ok(response.statusCode >= 200 && response.statusCode < 300, response.body);
      return;
    }
    assert.equal(response.statusCode, expected.status, response.body);
    assert.equal(response.json<{ code: string }>().code, expected.code);
    if (allowedCodes) assert.ok(allowedCodes.includes(expected.code), `the contract lists ${expected.code}`);
  }

  /** Runs `attempt`; for a write, B's rows and files must be exactly as before. */
  async function unchangedB(kind: 'read' | 'write', attempt: () => Promise<void>): Promise<void> {
    const before: TenantSnapshot | null = kind === 'write' ? await snapshotB() : null;
    await attempt();
    if (before) assert.deepEqual(await snapshotB(), before, 'nothing of B changed');
  }

  void it('the snapshot sees B’s data: its tenant, branding, upload row and logo file', async () => {
    const snapshot = await snapshotB();
    for (const part of ['tenants', 'staff_memberships', 'tenant_branding', 'uploads', 'object files']) {
      assert.ok((snapshot[part]?.length ?? 0) > 0, `${part} of B are in the snapshot`);
    }
    assert.ok(snapshot.tenant_branding?.[0]?.includes(fixture.foreign.branding.disclaimer_text));
  });

  void it('every route of the contract, file uploads and downloads included, has a case', async () => {
    assert.deepEqual(Object.keys(isolationCases).sort(), Object.keys(routes).sort());
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, { operationId: string }>>;
    }>();
    const documented = Object.values(document.paths).flatMap((operations) =>
      Object.values(operations).map((operation) => operation.operationId),
    );
    // The API document is generated from the table: every route it lists is one the cases cover.
    assert.deepEqual(documented.sort(), Object.keys(isolationCases).sort());
    for (const raw of [
      'uploadPatientImport',
      'downloadPatientImportRejects',
      'putUploadObject',
      'getUploadObject',
    ]) {
      assert.ok(documented.includes(raw), `${raw} is a documented route`);
    }
    // A route that takes an id cannot be waved through as carrying no tenant data.
    for (const [name, isolationCase] of Object.entries(isolationCases)) {
      if (isolationCase.scope !== 'none') continue;
      const route = routes[name as EndpointName];
      assert.ok(isolationCase.why.length > 10, `${name} says why it carries no tenant data`);
      assert.ok(!route.path.includes(':'), `${name} has no path parameters`);
      assert.ok(!namesAnId(route.query) && !namesAnId(route.body), `${name} takes no id`);
    }
  });

  for (const name of Object.keys(isolationCases) as EndpointName[]) {
    const isolationCase = isolationCases[name];
    if (isolationCase.scope === 'none') continue;
    const endpoint = endpoints[name];
    void it(`${endpoint.method} ${endpoint.path} (${name})`, async (context) => {
      const probes: ErasedProbe[] = isolationCase.probes(fixture);
      assert.ok(probes.length > 0);
      const allowed = [...routes[name].errors, ...commonErrorCodes];
      for (const probe of probes) {
        await context.test(probe.label, () =>
          unchangedB(isolationCase.kind, async () => {
            const query = probe.query ? `?${new URLSearchParams(probe.query).toString()}` : '';
            const response = await callAs(t, fixture.own.session, {
              method: endpoint.method,
              url: buildPath(endpoint.path, probe.params) + query,
              ...(probe.body === undefined ? {} : { payload: probe.body }),
              ...(probe.file
                ? { payload: probe.file.payload, headers: { 'content-type': probe.file.contentType } }
                : {}),
            });
            const expected = probe.expect === 'own-data' ? probe.expect : expectedRefusal[probe.expect];
            assertAnswer(response, expected, allowed);
            if (probe.expect === 'own-data') probe.check?.(response.json(), fixture);
          }),
        );
      }
    });
  }

  void it('B still reads its own data afterwards', async () => {
    const response = await callAs(t, fixture.foreign.session, {
      method: 'GET',
      url: `/api/tenants/${String(fixture.foreign.tenantId)}/branding`,
    });
    assert.equal(response.statusCode, 200);
    assert.equal(
      response.json<{ branding: { disclaimer_text: string } }>().branding.disclaimer_text,
      fixture.foreign.branding.disclaimer_text,
    );
    const logo = await callAs(t, fixture.foreign.session, {
      method: 'GET',
      url: `/api/uploads/${fixture.foreign.logo.key}`,
    });
    assert.equal(logo.statusCode, 200);
    assert.deepEqual(logo.rawPayload, fixture.foreign.logo.bytes);
  });
});
