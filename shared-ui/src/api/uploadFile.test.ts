import { waitFor } from '@testing-library/react';
import type { TFunction } from 'i18next';
import { mockApi, refusal, type ApiReplies, type RecordedRequest } from '../testing/apiMock';
import { installFakeXhr, type FakeXhr } from '../testing/fakeXhr';
import { ApiError } from './ApiError';
import { errorMessage } from './errorMessage';
import { uploadFile } from './uploadFile';

const t = ((key: string) => `t:${key}`) as unknown as TFunction;
const signedUrl = 'http://localhost:4000/api/uploads/7/branding-logos/abcdefghijklmnop.png?sig=s';

function presigned() {
  return {
    url: signedUrl,
    key: '7/branding-logos/abcdefghijklmnop.png',
    expires_at: 2_000_000_000,
    max_bytes: 2_097_152,
  };
}

/** The API hands out a URL of its local store, and the store answers the PUT as `replies` say. */
function serve(replies: ApiReplies = {}) {
  return mockApi({
    getPresignedUploadUrl: { body: presigned() },
    putUploadObject: { status: 201, body: { key: presigned().key, content_type: 'image/png', bytes: 4 } },
    ...replies,
  });
}

const presigns = (requests: RecordedRequest[]) =>
  requests.filter((request) => request.route === 'getPresignedUploadUrl');
const uploads = (requests: RecordedRequest[]) =>
  requests.filter((request) => request.route === 'putUploadObject');

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'Logo.PNG', { type: 'image/png' });

/** Waits until the upload's PUT has been sent. */
async function sentPut(xhr: FakeXhr) {
  // The signed URL comes from the API first, through the mock's network round trip.
  await waitFor(() => expect(xhr.requests).not.toHaveLength(0));
  return xhr.latest();
}

describe('uploadFile', () => {
  // The mock answers a PUT with the whole body sent at once, so the tests of upload progress and of
  // an abort in mid-transfer drive the PUT step by step with a fake XMLHttpRequest instead.
  let xhr: FakeXhr | undefined;
  afterEach(() => {
    xhr?.restore();
    xhr = undefined;
  });

  it('asks for a URL for the file’s type and tenant, PUTs the file there and reports progress', async () => {
    xhr = installFakeXhr();
    const requests = serve();
    const progress: number[] = [];
    const file = png();
    const done = uploadFile('branding-logos', file, { tenantId: 7, onProgress: (p) => progress.push(p) });

    const put = await sentPut(xhr);
    const [asked] = presigns(requests);
    expect(asked!.path).toBe('/api/utils/branding-logos/presigned-image-url');
    expect(asked!.query).toEqual({
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
    const requests = serve();
    await expect(uploadFile('branding-logos', new File(['<svg/>'], 'mark.svg'))).resolves.toEqual({
      key: presigned().key,
    });
    expect(presigns(requests)[0]!.query).toEqual({
      ext: 'svg',
      mime_type: 'image/svg+xml',
    });
    const [put] = uploads(requests);
    expect(put!.url).toBe(signedUrl);
    expect(put!.headers.get('content-type')).toBe('image/svg+xml');
    expect(new TextDecoder().decode(put!.bytes)).toBe('<svg/>');
  });

  it('rejects with the API’s coded refusal, which maps to its message', async () => {
    serve({ putUploadObject: refusal('UNSAFE_FILE') });
    const error: unknown = await uploadFile('branding-logos', png()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ statusCode: 400, code: 'UNSAFE_FILE' });
    expect(errorMessage(error, t)).toBe('t:errors.unsafeFile');
  });

  it.each([
    [413, 'BODY_TOO_LARGE', 't:errors.bodyTooLarge'],
    [403, 'INTERNAL', 't:errors.unexpected'],
  ])('turns a store’s XML %i into %s', async (status, code, message) => {
    serve({
      putUploadObject: {
        status,
        raw: '<?xml version="1.0"?><Error><Code>AccessDenied</Code></Error>',
        contentType: 'application/xml',
      },
    });
    const error: unknown = await uploadFile('branding-logos', png()).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ statusCode: status, code });
    expect(errorMessage(error, t)).toBe(message);
  });

  it('sends nothing when the URL is refused', async () => {
    const requests = serve({ getPresignedUploadUrl: refusal('NOT_FOUND') });
    await expect(uploadFile('branding-logos', png(), { tenantId: 99 })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(uploads(requests)).toHaveLength(0);
  });

  it('stops the transfer when aborted, rejecting with an AbortError', async () => {
    xhr = installFakeXhr();
    serve();
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
    // jsdom reports the dropped connection on the console as well.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    serve({ putUploadObject: { networkError: true } });
    const error: unknown = await uploadFile('branding-logos', png()).catch((caught: unknown) => caught);
    expect(errorMessage(error, t)).toBe('t:errors.network');
  });
});
