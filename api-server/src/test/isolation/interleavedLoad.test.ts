import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import type { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Branding } from '@outreach/shared-contracts';
import { build, type TestApp } from '../build.js';
import { callAs, createTenantData, leakedMarkers, type TenantData } from './fixture.js';

/** A bounded run: enough overlap to mix the two tenants on every connection, small enough for 2 cores. */
const REQUESTS = 400;
const CONCURRENCY = 16;

interface PlannedCall {
  own: TenantData;
  other: TenantData;
  method: 'GET' | 'PUT';
  url: string;
  body?: string;
}

/** The n-th call of a tenant: mostly reads, every fifth a save of its own branding. */
function callFor(own: TenantData, other: TenantData, n: number): PlannedCall {
  const id = String(own.tenantId);
  switch (n % 5) {
    case 0:
      return { own, other, method: 'GET', url: '/api/tenants' };
    case 1:
      return { own, other, method: 'GET', url: `/api/tenants/${id}` };
    case 2:
      return { own, other, method: 'GET', url: `/api/tenants/${id}/branding` };
    case 3:
      return { own, other, method: 'GET', url: `/api/uploads/${own.logo.key}` };
    default: {
      const branding = { ...own.branding, disclaimer_text: `${own.name} disclaimer, save ${String(n)}` };
      return {
        own,
        other,
        method: 'PUT',
        url: `/api/tenants/${id}/branding`,
        body: JSON.stringify({ branding }),
      };
    }
  }
}

void describe('two tenants interleaved under concurrent load over loopback', { timeout: 120_000 }, () => {
  let t: TestApp;
  let storage: string;
  let alpha: TenantData;
  let beta: TenantData;
  let base: string;
  const sockets = new Set<Socket>();

  before(async () => {
    storage = await mkdtemp(path.join(tmpdir(), 'outreach-interleaved-'));
    process.env.STORAGE_DIR = storage;
    t = await build();
    alpha = await createTenantData(t, 'Alpha Clinic');
    beta = await createTenantData(t, 'Beta Hospital');
    base = await t.app.listen({ host: '127.0.0.1', port: 0 });
    t.app.server.on('connection', (socket: Socket) => sockets.add(socket));
  });
  after(async () => {
    // The client's pool may have opened a connection it never sent a request on; the server keeps
    // such a connection until its header time-out (a minute or more), so the test's client hangs up
    // on every connection first, as a closed browser would.
    for (const socket of sockets) socket.destroy();
    await t.close();
    await rm(storage, { recursive: true, force: true });
    delete process.env.STORAGE_DIR;
  });

  /** Sends one call as the browser would; returns what is wrong with its answer, if anything. */
  async function send(call: PlannedCall): Promise<string | null> {
    const cookie = Object.entries(call.own.session.cookies)
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');
    const response = await fetch(base + call.url, {
      method: call.method,
      headers: {
        cookie,
        'x-csrf-token': call.own.session.csrf,
        ...(call.body ? { 'content-type': 'application/json' } : {}),
      },
      ...(call.body ? { body: call.body } : {}),
    });
    // Logos are bytes that spell their tenant's name, so one text check fits every answer.
    const text = Buffer.from(await response.arrayBuffer()).toString('utf8');
    const where = `${call.own.name} ${call.method} ${call.url}`;
    if (response.status < 200 || response.status >= 300) return `${where}: ${String(response.status)}`;
    const leaked = leakedMarkers(text, call.other);
    if (leaked.length > 0) return `${where}: carries ${call.other.name}'s ${leaked.join(', ')}`;
    if (!text.includes(call.own.name)) return `${where}: does not name ${call.own.name}`;
    return null;
  }

  void it(`${String(REQUESTS)} requests, ${String(CONCURRENCY)} at a time, A and B alternating: each answer is 2xx with only its own tenant’s data`, async () => {
    const plan = Array.from({ length: REQUESTS }, (_, index) =>
      index % 2 === 0 ? callFor(alpha, beta, index / 2) : callFor(beta, alpha, (index - 1) / 2),
    );
    const problems: string[] = [];
    let next = 0;
    const worker = async () => {
      while (next < plan.length) {
        const call = plan[next];
        next += 1;
        if (!call) break;
        const problem = await send(call);
        if (problem) problems.push(problem);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    assert.equal(next, REQUESTS);
    assert.deepEqual(problems, []);

    // Each tenant's saves landed on its own branding only.
    for (const [own, other] of [
      [alpha, beta],
      [beta, alpha],
    ] as const) {
      const read = await callAs(t, own.session, {
        method: 'GET',
        url: `/api/tenants/${String(own.tenantId)}/branding`,
      });
      const { branding } = read.json<{ branding: Branding }>();
      assert.match(branding.disclaimer_text, new RegExp(`^${own.name} disclaimer, save \\d+$`));
      assert.equal(branding.logo, own.logo.key);
      assert.deepEqual(leakedMarkers(read.body, other), []);
    }
  });
});
