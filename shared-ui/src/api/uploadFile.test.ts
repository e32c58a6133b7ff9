import type { TFunction } from 'i18next';
import { installFakeXhr, type FakeXhr } from '../testing/fakeXhr';
import { ApiError } from './ApiError';
import { errorMessage } from './errorMessage';
import { uploadFile } from './uploadFile';

const t = ((key: string) => `t:${key}`) as unknown as TFunction;
const signedUrl = 'http://localhost:4000/api/uploads/7/branding-logos/abcdefghijklmnop.png?sig=s';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const presignRequests: URL[] = [];
function stubPresign(reply: () => Response = () => json(200, presigned())) {
  presignRequests.length = 0;
  globalThis.fetch = jest.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    presignRequests.push(new URL(request.url));
    return Promise.resolve(reply());
  }) as typeof fetch;
}

function presigned() {
  return {
    url: signedUrl,
    key: '7/branding-logos/abcdefghijklmnop.png',
    expires_at: 2_000_000_000,
    max_bytes: 2_097_152,
  };
}

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'Logo.PNG', { type: 'image/png' });

/** Waits until the upload's PUT has been sent. */
async function sentPut(xhr: FakeXhr) {
  for (let turn = 0; turn < 50 && xhr.requests.length === 0; turn += 1) {
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  return xhr.latest();
}

describe('uploadFile', () => {
  let xhr: FakeXhr;
  beforeEach(() => {
    xhr = installFakeXhr();
  });
  afterEach(() => xhr.restore());

  it('asks for a URL for the file’s type and tenant, PUTs the file there and reports progress', async () => {
    stubPresign();
    const progress: number[] = [];
    const file = png();
    const done = uploadFile('branding-logos', file, { tenantId: 7, onProgress: (p) => progress.push(p) });

    const put = await sentPut(xhr);
    const asked = presignRequests[0]!;
    expect(asked.pathname).toBe('/api/utils/branding-logos/presigned-image-url');
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      ext: 'png',
      mime_type: 'image/png',
      tenant_id: '7',
    });
    expect(put.method).toBe('PUT');
    expect(put.url).toBe(signedUrl);
    expect(put.headers['content-type']).toBe('image/png');
    expect(put.withCredentials).toBe(false);
    expect(put.body).toBe(file);

    put.progress(1, 4);
    put.progress(2, 4);
    put.respond(201, { key: presigned().key, content_type: 'image/png', bytes: 4 });
    await expect(done).resolves.toEqual({ key: '7/branding-logos/abcdefghijklmnop.png' });
    expect(progress).toEqual([25, 50, 100]);
  });

  it('uses the session’s tenant when none is given, and the folder’s type when the file reports none', async () => {
    stubPresign();
    const done = uploadFile('branding-logos', new File(['<svg/>'], 'mark.svg'));
    const put = await sentPut(xhr);
    expect(Object.fromEntries(presignRequests[0]!.searchParams)).toEqual({
      ext: 'svg',
      mime_type: 'image/svg+xml',
    });
    expect(put.headers['content-type']).toBe('image/svg+xml');
    put.respond(201, {});
    await expect(done).resolves.toEqual({ key: presigned().key });
  });

  it('rejects with the API’s coded refusal, which maps to its message', async () => {
    stubPresign();
    const done = uploadFile('branding-logos', png());
    (await sentPut(xhr)).respond(400, {
      statusCode: 400,
      code: 'UNSAFE_FILE',
      message: 'The SVG file was refused: it contains a script element.',
    });
    const error: unknown = await done.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ statusCode: 400, code: 'UNSAFE_FILE' });
    expect(errorMessage(error, t)).toBe('t:errors.unsafeFile');
  });

  it.each([
    [413, 'BODY_TOO_LARGE', 't:errors.bodyTooLarge'],
    [403, 'INTERNAL', 't:errors.unexpected'],
  ])('turns a store’s XML %i into %s', async (status, code, message) => {
    stubPresign();
    const done = uploadFile('branding-logos', png());
    (await sentPut(xhr)).respond(status, '<?xml version="1.0"?><Error><Code>AccessDenied</Code></Error>');
    const error: unknown = await done.catch((caught: unknown) => caught);
    expect(error).toMatchObject({ statusCode: status, code });
    expect(errorMessage(error, t)).toBe(message);
  });

  it('sends nothing when the URL is refused', async () => {
    stubPresign(() => json(404, { statusCode: 404, code: 'NOT_FOUND', message: 'Not found.' }));
    await expect(uploadFile('branding-logos', png(), { tenantId: 99 })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(xhr.requests).toHaveLength(0);
  });

  it('stops the transfer when aborted, rejecting with an AbortError', async () => {
    stubPresign();
    const controller = new AbortController();
    const progress: number[] = [];
    const done = uploadFile('branding-logos', png(), {
      signal: controller.signal,
      onProgress: (p) => progress.push(p),
    });
    const put = await sentPut(xhr);
    put.progress(1, 4);
    controller.abort();
    await expect(done).rejects.toMatchObject({ name: 'AbortError' });
    expect(put.aborted).toBe(true);
    expect(progress).toEqual([25]);
  });

  it('reports a dropped connection as the server being unreachable', async () => {
    stubPresign();
    const done = uploadFile('branding-logos', png());
    (await sentPut(xhr)).failNetwork();
    const error: unknown = await done.catch((caught: unknown) => caught);
    expect(errorMessage(error, t)).toBe('t:errors.network');
  });
});
