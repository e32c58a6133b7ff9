import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import type { Patient } from '@outreach/shared-contracts';
import createClient from 'openapi-fetch';
import { build, signIn, type TestApp } from '../build.js';
import { generateApiTypes, generatedTypesFile } from './generate.js';
import type { paths } from './schema.js';

/**
 * A client generated from the OpenAPI document by maintained tools (openapi-typescript for the types,
 * openapi-fetch for the calls), as a hospital's integrator would build one, calls the API over HTTP.
 */
void describe('a client generated from the OpenAPI document', () => {
  let t: TestApp;
  let baseUrl: string;

  before(async () => {
    t = await build();
    baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  after(async () => {
    await t.close();
  });

  void it('is generated from the document as it stands (`pnpm --filter @outreach/api-server generate:api-types`)', async () => {
    assert.equal(readFileSync(generatedTypesFile, 'utf8'), await generateApiTypes());
  });

  void it('calls a public route', async () => {
    const client = createClient<paths>({ baseUrl });
    const { data, response } = await client.GET('/api/health/');
    assert.equal(response.status, 200);
    assert.deepEqual(data, { status: 'ok', database: 'ok' });
  });

  void it('calls a staff route with the session cookie, and an unsafe one with the CSRF header too', async () => {
    const user = await t.createUser({ tenantName: 'Generated Client Clinic' });
    const { cookies, csrf } = await signIn(t, user);
    const cookie = Object.entries(cookies)
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');
    const client = createClient<paths>({ baseUrl, headers: { cookie } });
    const created = await client.POST('/api/patients', {
      headers: { 'x-csrf-token': csrf },
      body: { mrn: 'GEN-1', first_name: 'Grace', last_name: 'Generated', date_of_birth: '1980-02-03' },
    });
    assert.equal(created.response.status, 201);
    const { data, response } = await client.GET('/api/patients', {
      params: { query: { get_page: '1', page_size: '10', verbose: 'true' } },
    });
    assert.equal(response.status, 200);
    assert.deepEqual(
      (data?.results as Patient[] | undefined)?.map((row) => [row.mrn, row.last_name]),
      [['GEN-1', 'Generated']],
    );
    // Without the CSRF header the unsafe call is refused, as the document's security says.
    const refused = await client.POST('/api/patients', {
      body: { mrn: 'GEN-2', first_name: 'No', last_name: 'Header', date_of_birth: '1980-02-03' },
    });
    assert.equal(refused.response.status, 403);
  });
});
