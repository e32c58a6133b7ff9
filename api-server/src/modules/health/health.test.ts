import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { build, type TestApp } from '../../test/build.js';

void describe('health', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await build();
  });
  afterEach(async () => {
    await t.close();
  });

  void it('answers 503 SERVICE_UNAVAILABLE, not a 500, while the database cannot be reached', async () => {
    assert.equal((await t.app.inject({ method: 'GET', url: '/api/health/' })).statusCode, 200);
    await t.db.close();
    const response = await t.app.inject({ method: 'GET', url: '/api/health/' });
    assert.equal(response.statusCode, 503);
    assert.deepEqual(response.json(), {
      statusCode: 503,
      code: 'SERVICE_UNAVAILABLE',
      message: 'The service is temporarily unavailable. Please try again in a few minutes.',
    });
  });
});
