import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { InjectOptions } from 'fastify';
import { build, type TestApp } from '../test/build.js';

/** Rows in every table that a request could write to. */
async function rowCounts(t: TestApp): Promise<string> {
  const tables = [
    'staff_users',
    'sessions',
    'refresh_tokens',
    'password_reset_tokens',
    'login_lockouts',
    'login_attempts',
    'audit_log',
  ];
  const counts = await Promise.all(
    tables.map(async (table) => {
      const rows = await t.db.queryAsOwner<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
      return `${table}=${rows[0]?.n ?? -1}`;
    }),
  );
  return counts.join(' ');
}

void describe('bad input answers a coded 4xx and writes nothing', () => {
  let t: TestApp;
  let before_: string;
  before(async () => {
    t = await build();
    await t.createUser({ username: 'bad-input-user' });
    before_ = await rowCounts(t);
  });
  after(async () => {
    await t.close();
  });

  const cases: { name: string; request: InjectOptions; status: number; code: string }[] = [
    {
      name: 'malformed JSON',
      request: {
        method: 'POST',
        url: '/api/login/',
        headers: { 'content-type': 'application/json' },
        payload: '{"username": "a",',
      },
      status: 400,
      code: 'MALFORMED_JSON',
    },
    {
      name: 'empty JSON body',
      request: {
        method: 'POST',
        url: '/api/check-credentials/',
        headers: { 'content-type': 'application/json' },
        payload: '',
      },
      status: 400,
      code: 'MALFORMED_JSON',
    },
    {
      name: 'wrong types',
      request: { method: 'POST', url: '/api/check-credentials/', payload: { username: 42, password: ['x'] } },
      status: 400,
      code: 'VALIDATION_FAILED',
    },
    {
      name: 'unknown fields',
      request: {
        method: 'POST',
        url: '/api/check-credentials/',
        payload: { username: 'bad-input-user', password: 'x', admin: true },
      },
      status: 400,
      code: 'VALIDATION_FAILED',
    },
    {
      name: 'missing fields',
      request: { method: 'POST', url: '/api/login/', payload: { username: 'bad-input-user' } },
      status: 400,
      code: 'VALIDATION_FAILED',
    },
    {
      name: 'a one-time code that is not six digits',
      request: {
        method: 'POST',
        url: '/api/login/',
        payload: { username: 'bad-input-user', password: 'x', otp: '12ab56' },
      },
      status: 400,
      code: 'VALIDATION_FAILED',
    },
    {
      name: 'an invalid e-mail address',
      request: { method: 'POST', url: '/api/forgot-password/', payload: { email: 'not-an-address' } },
      status: 400,
      code: 'VALIDATION_FAILED',
    },
    {
      name: 'a JSON array instead of an object',
      request: {
        method: 'POST',
        url: '/api/reset-password/',
        headers: { 'content-type': 'application/json' },
        payload: '[]',
      },
      status: 400,
      code: 'VALIDATION_FAILED',
    },
    {
      name: 'oversized body',
      request: {
        method: 'POST',
        url: '/api/login/',
        payload: { username: 'a', password: 'x'.repeat(20_000), otp: '123456' },
      },
      status: 413,
      code: 'BODY_TOO_LARGE',
    },
    {
      name: 'wrong content type',
      request: {
        method: 'POST',
        url: '/api/login/',
        headers: { 'content-type': 'text/plain' },
        payload: 'username=a',
      },
      status: 415,
      code: 'UNSUPPORTED_MEDIA_TYPE',
    },
    {
      name: 'form encoding',
      request: {
        method: 'POST',
        url: '/api/forgot-password/',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'email=a%40b.test',
      },
      status: 415,
      code: 'UNSUPPORTED_MEDIA_TYPE',
    },
    {
      name: 'unknown query parameters',
      request: { method: 'GET', url: '/api/health/?debug=1' },
      status: 400,
      code: 'VALIDATION_FAILED',
    },
    {
      name: 'prototype pollution attempt',
      request: {
        method: 'POST',
        url: '/api/check-credentials/',
        headers: { 'content-type': 'application/json' },
        payload: '{"username":"a","password":"b","__proto__":{"admin":true}}',
      },
      status: 400,
      code: 'MALFORMED_JSON',
    },
    {
      name: 'unknown route',
      request: { method: 'GET', url: '/api/nothing-here/' },
      status: 404,
      code: 'NOT_FOUND',
    },
    {
      name: 'wrong method',
      request: { method: 'DELETE', url: '/api/login/' },
      status: 404,
      code: 'NOT_FOUND',
    },
  ];

  for (const testCase of cases) {
    void it(`${testCase.name} → ${testCase.status} ${testCase.code}`, async () => {
      const response = await t.app.inject(testCase.request);
      assert.equal(response.statusCode, testCase.status, response.body);
      const body = response.json();
      assert.equal(body.code, testCase.code);
      assert.equal(body.statusCode, testCase.status);
      assert.equal(typeof body.message, 'string');
    });
  }

  void it('names the offending fields in VALIDATION_FAILED details', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/check-credentials/',
      payload: { username: 42, password: 'x', extra: 1 },
    });
    const body = response.json<{ details: { path: string; message: string }[] }>();
    const paths = body.details.map((detail) => detail.path);
    assert.ok(paths.includes('body.username'));
    assert.ok(body.details.some((detail) => detail.message.includes('extra')));
  });

  void it('wrote nothing for any of them', async () => {
    assert.equal(await rowCounts(t), before_);
  });
});
