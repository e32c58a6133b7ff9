import type { PresignedUpload, UploadKind } from '@outreach/shared-contracts';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../build.js';

/** The cookies and CSRF token a signed-in browser holds. */
export interface StaffSession {
  cookies: Record<string, string>;
  csrf: string;
}

/** A call as a browser makes it: JSON (or a raw file) with the session's cookies and CSRF header. */
export interface CallOptions {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
}

/** Something that calls as one signed-in staff member: a fixture tenant while its steps run. */
export interface Caller {
  call(options: CallOptions): Promise<LightMyRequestResponse>;
}

export function callAs(
  t: TestApp,
  session: StaffSession | null,
  options: CallOptions,
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = session ? { 'x-csrf-token': session.csrf } : {};
  let payload: string | Buffer | undefined;
  if (typeof options.payload === 'string' || Buffer.isBuffer(options.payload)) {
    payload = options.payload;
  } else if (options.payload !== undefined) {
    payload = JSON.stringify(options.payload);
    headers['content-type'] = 'application/json';
  }
  return t.app.inject({
    method: options.method,
    url: options.url,
    ...(session ? { cookies: session.cookies } : {}),
    headers: { ...headers, ...options.headers },
    ...(payload === undefined ? {} : { payload }),
  });
}

export function expectOk(response: LightMyRequestResponse, what: string): LightMyRequestResponse {
  if (response.statusCode >= 300) {
    throw new Error(`${what} answered ${String(response.statusCode)}: ${response.body}`);
  }
  return response;
}

/** A small PNG whose bytes name their tenant, so a served logo shows whose it is. */
export function pngNaming(name: string): Buffer {
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from(name)]);
}

/** A signed URL for a PNG in one of the caller's tenant's upload folders. */
export async function presign(caller: Caller, kind: UploadKind = 'branding-logos'): Promise<PresignedUpload> {
  return expectOk(
    await caller.call({
      method: 'GET',
      url: `/api/utils/${kind}/presigned-image-url?ext=png&mime_type=image%2Fpng`,
    }),
    'presign',
  ).json<PresignedUpload>();
}

/** Where a signed URL points, as a path this app answers. */
export function localPath(url: string): string {
  return url.replace(/^https?:\/\/[^/]+/, '');
}

/** Uploads a PNG whose bytes are `name` to a folder through presign and PUT; answers its key. */
export async function uploadPng(caller: Caller, kind: UploadKind, name: string): Promise<string> {
  const upload = await presign(caller, kind);
  expectOk(
    await caller.call({
      method: 'PUT',
      url: localPath(upload.url),
      payload: pngNaming(name),
      headers: { 'content-type': 'image/png' },
    }),
    `${kind} upload`,
  );
  return upload.key;
}
