import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { CORS_ALLOWED_HEADERS, routes } from '@outreach/shared-contracts';
import Fastify from 'fastify';
import { registerContractRoutes } from './plugins/registerContractRoutes.js';
import { build, type TestApp } from './test/build.js';

void describe('the API application', () => {
  let t: TestApp;
  before(async () => {
    t = await build();
  });
  after(async () => {
    await t.close();
  });

  void it('reports health including the database', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health/' });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { status: 'ok', database: 'ok' });
    assert.equal(response.headers['cache-control'], 'no-store');
  });

  void it('serves an OpenAPI document listing every route table entry', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    assert.equal(response.statusCode, 200);
    const document = response.json<{
      openapi: string;
      paths: Record<string, Record<string, { operationId: string }>>;
    }>();
    assert.equal(document.openapi, '3.1.0');
    for (const [name, route] of Object.entries(routes)) {
      // OpenAPI writes path parameters (a trailing `*name` too) as {name}.
      const path = route.path.replace(/[:*]([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');
      const operation = document.paths[path]?.[route.method.toLowerCase()];
      assert.equal(operation?.operationId, name, `${route.method} ${route.path}`);
    }
  });

  void it('allows the front-end origins with credentials and the csrf header', async () => {
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/login/',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-csrf-token',
      },
    });
    assert.equal(preflight.statusCode, 204);
    assert.equal(preflight.headers['access-control-allow-origin'], 'http://localhost:3000');
    assert.equal(preflight.headers['access-control-allow-credentials'], 'true');
    assert.match(String(preflight.headers['access-control-allow-headers']), /x-csrf-token/);
    // The staff client checks its calls against the same list (shared-ui's apiClient test).
    assert.deepEqual(String(preflight.headers['access-control-allow-headers']).split(/,\s*/), [
      ...CORS_ALLOWED_HEADERS,
    ]);

    const foreign = await t.app.inject({
      method: 'GET',
      url: '/api/health/',
      headers: { origin: 'https://evil.example' },
    });
    assert.equal(foreign.headers['access-control-allow-origin'], undefined);
  });

  void it('answers a failure inside the server with a bare 500 that reveals nothing', async () => {
    const broken = await build();
    try {
      // The database goes away under the running app.
      await broken.db.close();
      const response = await broken.app.inject({
        method: 'POST',
        url: '/api/check-credentials/',
        payload: { username: 'someone', password: 'something-long' },
      });
      assert.equal(response.statusCode, 500);
      assert.deepEqual(response.json(), {
        statusCode: 500,
        code: 'INTERNAL',
        message: 'An unexpected error occurred.',
      });
    } finally {
      await broken.close();
    }
  });

  void it('refuses to start when a route table entry has no handler', () => {
    const app = Fastify();
    assert.throws(
      () =>
        registerContractRoutes(app, {
          handlers: { health: () => Promise.resolve({ status: 'ok', database: 'ok' }) },
          authenticators: {},
          verifyCsrf: () => undefined,
          validateResponses: true,
        }),
      /No handler for route table entries: checkCredentials, login/,
    );
  });
});
