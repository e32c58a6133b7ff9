import assert from 'node:assert/strict';
import type { ApiErrorBody, PresignedUpload, UploadKind } from '@outreach/shared-contracts';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../../test/build.js';
import type { StaffCaller } from '../patients/testSupport.js';

/** A small PNG whose bytes say what it is. */
const png = (label: string) =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from(label)]);

/** Presigns and PUTs a PNG into one of the caller's tenant's folders, as the browser does; answers its key. */
export async function uploadPng(t: TestApp, caller: StaffCaller, kind: UploadKind): Promise<string> {
  const { url, key } = await caller.json<PresignedUpload>(
    'GET',
    `/api/utils/${kind}/presigned-image-url?ext=png&mime_type=image%2Fpng`,
  );
  const put = await t.app.inject({
    method: 'PUT',
    url: url.replace(/^https?:\/\/[^/]+/, ''),
    headers: { 'content-type': 'image/png' },
    payload: png(`a file of ${kind}`),
  });
  assert.equal(put.statusCode, 201, put.body);
  return key;
}

/** Asserts a refusal: its status and code, and the paths of its details. */
export function assertRefused(
  response: LightMyRequestResponse,
  expected: { status: number; code: ApiErrorBody['code']; paths?: string[] },
): ApiErrorBody {
  assert.equal(response.statusCode, expected.status, response.body);
  const body = response.json<ApiErrorBody>();
  assert.equal(body.code, expected.code);
  if (expected.paths) {
    assert.deepEqual(body.details?.map((detail) => detail.path).sort(), [...expected.paths].sort());
  }
  return body;
}

/** Every template row and template audit row, read past row-level security: to prove a refusal wrote nothing. */
export async function templateData(t: TestApp): Promise<string> {
  const tables = ['landing_page_templates', 'email_templates', 'sms_templates', 'survey_templates'];
  const rows: unknown[] = [];
  for (const table of tables)
    rows.push(await t.db.queryAsOwner(`SELECT * FROM ${table} ORDER BY tenant_id, id`));
  const audits = await t.db.queryAsOwner("SELECT * FROM audit_log WHERE event LIKE 'template_%' ORDER BY id");
  return JSON.stringify({ rows, audits });
}

/** The ids of a list's results, in order. */
export const idsOf = (page: { results: { id: number }[] }) => page.results.map((row) => row.id);

/** The names of a list's results, in order. */
export const namesOf = (page: { results: { name: string }[] }) => page.results.map((row) => row.name);
