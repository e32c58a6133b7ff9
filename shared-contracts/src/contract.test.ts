import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import {
  apiErrorBody,
  buildOpenApiDocument,
  buildPath,
  endpoints,
  errorBody,
  errorCatalogue,
  errorCodes,
  isApiErrorBody,
  keyBearingPaths,
  routes,
} from './index.js';

void describe('route table', () => {
  void it('has one entry per endpoint, with the same method, path and access', () => {
    assert.deepEqual(Object.keys(routes).sort(), Object.keys(endpoints).sort());
    for (const [name, route] of Object.entries(routes)) {
      const endpoint = endpoints[name as keyof typeof endpoints];
      assert.equal(route.method, endpoint.method, name);
      assert.equal(route.path, endpoint.path, name);
      assert.equal(route.access, endpoint.access, name);
    }
  });

  void it('keeps the specification’s auth paths with their trailing slashes', () => {
    const paths: string[] = Object.values(endpoints).map((endpoint) => endpoint.path);
    for (const path of [
      '/api/login/',
      '/api/change-password/',
      '/api/reset-password/',
      '/api/forgot-password/',
      '/api/auth/',
      '/api/check-credentials/',
      '/api/logout/',
      '/api/refresh/',
    ]) {
      assert.ok(paths.includes(path), path);
    }
  });

  void it('refuses unknown fields and wrong types in the login body', () => {
    const body = routes.login.body!;
    assert.equal(body.safeParse({ username: 'a', password: 'b', otp: '123456' }).success, true);
    assert.equal(body.safeParse({ username: 'a', password: 'b', otp: '123456', admin: true }).success, false);
    assert.equal(body.safeParse({ username: 'a', password: 'b', otp: 123456 }).success, false);
    assert.equal(body.safeParse({ username: 'a', password: 'b', otp: '12345' }).success, false);
  });

  void it('knows which paths hold a patient’s key: every patient route’s link token and the unsubscribe token', () => {
    const patientPaths = Object.values(routes)
      .filter((route) => route.access === 'patient')
      .map((route) => route.path);
    assert.ok(patientPaths.length > 0);
    const keyed = new Map(keyBearingPaths.map((entry) => [entry.path, entry.keys]));
    for (const path of patientPaths) assert.deepEqual(keyed.get(path), ['id'], path);
    assert.deepEqual(keyed.get('/api/metrics/:id'), ['id']);
    assert.deepEqual(keyed.get('/api/interactions/:id/tenant-branding'), ['id']);
    assert.deepEqual(keyed.get('/api/unsubscribe/:token'), ['token']);
    assert.equal(keyed.has('/api/patients/:id'), false);
  });

  void it('lists only catalogued error codes', () => {
    for (const route of Object.values(routes)) {
      for (const code of route.errors) assert.ok(code in errorCatalogue, code);
    }
  });
});

void describe('error bodies', () => {
  void it('builds bodies that the schema and the schema-free check both accept', () => {
    for (const code of errorCodes) {
      const body = errorBody(code);
      assert.equal(body.statusCode, errorCatalogue[code].status);
      assert.equal(apiErrorBody.safeParse(body).success, true, code);
      assert.equal(isApiErrorBody(body), true, code);
    }
  });

  void it('rejects shapes that are not error bodies', () => {
    for (const value of [
      null,
      'error',
      { statusCode: 400, code: 'NOPE', message: 'x' },
      { statusCode: '400', code: 'VALIDATION_FAILED', message: 'x' },
      { statusCode: 400, code: 'VALIDATION_FAILED', message: 'x', details: [{ path: 1 }] },
    ]) {
      assert.equal(isApiErrorBody(value), false, JSON.stringify(value));
      assert.equal(apiErrorBody.safeParse(value).success, false, JSON.stringify(value));
    }
  });

  void it('keeps the messages the screens show', () => {
    assert.equal(errorCatalogue.INVALID_CREDENTIALS.message, 'Incorrect details, please try again.');
    assert.equal(errorCatalogue.INVALID_LOGIN.message, 'Invalid login credentials');
    assert.match(errorCatalogue.PASSWORD_EXPIRED.message, /Your password has expired/);
    assert.equal(errorCatalogue.EMAIL_SEND_FAILED.message, 'Error sending email');
  });
});

void describe('buildPath', () => {
  void it('fills and encodes path parameters', () => {
    assert.equal(buildPath('/api/tenants/:id/', { id: 'a/b' }), '/api/tenants/a%2Fb/');
  });

  void it('fills a last `*name` segment with a value whose slashes stay segments', () => {
    assert.equal(
      buildPath('/api/uploads/*key', { key: '7/logos/a b.png' }),
      '/api/uploads/7/logos/a%20b.png',
    );
  });

  void it('refuses a missing parameter', () => {
    assert.throws(() => buildPath('/api/tenants/:id/'), /Missing path parameter id/);
  });
});

void describe('OpenAPI document', () => {
  void it('describes every call of the table', () => {
    const document = buildOpenApiDocument(
      routes,
      { title: 'test', version: '0' },
      'https://api.example.test',
    );
    for (const route of Object.values(routes)) {
      // OpenAPI writes path parameters as {name}.
      const operations = document.paths[route.path.replace(/[:*]([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}')];
      assert.ok(operations?.[route.method.toLowerCase()], `${route.method} ${route.path}`);
    }
  });

  void it('describes file uploads and downloads by their media types, not as JSON', () => {
    const document = buildOpenApiDocument(
      routes,
      { title: 'test', version: '0' },
      'https://api.example.test',
    );
    type Operation = {
      security: unknown[];
      requestBody?: { content: Record<string, unknown> };
      responses: Record<string, { content: Record<string, unknown> }>;
    };
    const operation = (path: string, method: string) =>
      (document.paths[path] as Record<string, Operation>)[method];
    const upload = operation('/api/patients/bulk-upload', 'post');
    assert.deepEqual(Object.keys(upload?.requestBody?.content ?? {}), ['text/csv']);
    assert.deepEqual(Object.keys(upload?.responses['200']?.content ?? {}), ['application/json']);
    const rejects = operation('/api/patients/bulk-upload/{import_id}/rejected', 'get');
    assert.deepEqual(Object.keys(rejects?.responses['200']?.content ?? {}), ['text/csv']);
    const put = operation('/api/uploads/{key}', 'put');
    assert.deepEqual(put?.security, [{ 'signed-url': [] }]);
    assert.deepEqual(Object.keys(put?.requestBody?.content ?? {}), ['*/*']);
  });

  void it('declares the session cookie on staff calls, the CSRF header on unsafe ones, and the server', () => {
    const document = buildOpenApiDocument(
      routes,
      { title: 'test', version: '0' },
      'https://api.example.test',
    );
    assert.deepEqual(document.servers, [{ url: 'https://api.example.test' }]);
    for (const route of Object.values(routes)) {
      const path = route.path.replace(/[:*]([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');
      const operation = (document.paths[path] as Record<string, { security: unknown[] }>)[
        route.method.toLowerCase()
      ];
      const expected =
        route.access === 'public'
          ? []
          : route.access === 'staff' && route.method !== 'GET'
            ? [{ staff: [], csrf: [] }]
            : [{ [route.access]: [] }];
      assert.deepEqual(operation?.security, expected, `${route.method} ${route.path}`);
    }
    const schemes = document.components.securitySchemes;
    assert.deepEqual(schemes.csrf, {
      type: 'apiKey',
      in: 'header',
      name: 'x-csrf-token',
      description: schemes.csrf?.description,
    });
    // A patient's session is a cookie of its link, set by the date-of-birth check.
    assert.deepEqual([schemes.patient?.type, schemes.patient?.in], ['apiKey', 'cookie']);
  });

  void it("passes the recommended rules of a standard OpenAPI linter, the spec's path shapes aside", async () => {
    // The spec's paths keep their trailing slashes, and some of its touchpoint paths match one another
    // by shape (`touchpoints/clone/{id}` and `touchpoints/{id}/publish`); the router prefers a fixed
    // segment over a parameter, so each still reaches one route.
    const config = await createConfig({
      extends: ['recommended'],
      rules: { 'no-path-trailing-slash': 'off', 'no-ambiguous-paths': 'off' },
    });
    const document = buildOpenApiDocument(
      routes,
      { title: 'test', version: '0' },
      'https://api.example.test',
    );
    const problems = await lintFromString({
      source: JSON.stringify(document),
      absoluteRef: 'openapi.json',
      config,
    });
    const described = problems.map((problem) => `${problem.severity} ${problem.ruleId}: ${problem.message}`);
    assert.deepEqual(described, []);
  });
});
