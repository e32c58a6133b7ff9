import { installFakeXhr, type FakeUploadRequest, type FakeXhr } from '../testing/fakeXhr';
import { reuploadImage } from './reuploadImage';

const source = 'https://templates.example.test/images/welcome-banner';
const pngBytes = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]);

interface SourceReply {
  status?: number;
  type?: string;
  bytes?: Uint8Array<ArrayBuffer>;
}

const fetched: Request[] = [];
/** Answers the image's own URL with `image`, and every presign with a URL for a new key. */
function stubFetch(image: SourceReply | Error) {
  fetched.length = 0;
  globalThis.fetch = jest.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    fetched.push(request);
    const url = new URL(request.url);
    if (url.pathname.endsWith('/presigned-image-url')) {
      const ext = url.searchParams.get('ext') ?? '';
      const body = {
        url: `http://localhost:4000/api/uploads/3/campaign-thumbnails/new-object-key-0001.${ext}?sig=s`,
        key: `3/campaign-thumbnails/new-object-key-0001.${ext}`,
        expires_at: 2_000_000_000,
        max_bytes: 5_242_880,
      };
      return Promise.resolve(Response.json(body));
    }
    if (image instanceof Error) return Promise.reject(image);
    return Promise.resolve(
      new Response(image.bytes ?? pngBytes, {
        status: image.status ?? 200,
        headers: { 'content-type': image.type ?? 'image/png' },
      }),
    );
  }) as typeof fetch;
}

/** jsdom's Blob has no arrayBuffer(); its FileReader does the same. */
function bytesOf(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsArrayBuffer(blob);
  });
}

describe('reuploadImage', () => {
  let xhr: FakeXhr;
  const accept = (request: FakeUploadRequest) => request.respond(201, {});
  afterEach(() => xhr.restore());

  it('fetches the image with the staff cookies, uploads a copy and returns the new key', async () => {
    xhr = installFakeXhr(accept);
    stubFetch({ type: 'image/png; charset=binary' });
    await expect(reuploadImage(source, 'campaign-thumbnails')).resolves.toBe(
      '3/campaign-thumbnails/new-object-key-0001.png',
    );
    expect(fetched[0]!.url).toBe(source);
    expect(fetched[0]!.credentials).toBe('include');
    expect(Object.fromEntries(new URL(fetched[1]!.url).searchParams)).toEqual({
      ext: 'png',
      mime_type: 'image/png',
    });
    const put = xhr.latest();
    expect(put.headers['content-type']).toBe('image/png');
    expect(await bytesOf(put.body as Blob)).toEqual(pngBytes);
  });

  it('names a JPEG after the folder’s extension for its type and passes the tenant on', async () => {
    xhr = installFakeXhr(accept);
    stubFetch({ type: 'image/jpeg', bytes: new Uint8Array([255, 216, 255]) });
    await expect(reuploadImage(source, 'campaign-thumbnails', { tenantId: 3 })).resolves.toBe(
      '3/campaign-thumbnails/new-object-key-0001.jpg',
    );
    expect(Object.fromEntries(new URL(fetched[1]!.url).searchParams)).toEqual({
      ext: 'jpg',
      mime_type: 'image/jpeg',
      tenant_id: '3',
    });
  });

  it('falls back to the extension in the URL when the store answers a generic type', async () => {
    xhr = installFakeXhr(accept);
    stubFetch({ type: 'application/octet-stream' });
    await expect(reuploadImage(`${source}.webp?version=2`, 'campaign-thumbnails')).resolves.toBe(
      '3/campaign-thumbnails/new-object-key-0001.webp',
    );
    expect(xhr.latest().headers['content-type']).toBe('image/webp');
  });

  it.each<[string, SourceReply | Error]>([
    ['the image is missing', { status: 404, type: 'application/json' }],
    ['the fetch fails', new TypeError('Failed to fetch')],
    ['the folder does not take the type', { type: 'image/gif' }],
    ['the image is empty', { bytes: new Uint8Array() }],
  ])('returns an empty string and uploads nothing when %s', async (_case, image) => {
    xhr = installFakeXhr(accept);
    stubFetch(image);
    await expect(reuploadImage(source, 'campaign-thumbnails')).resolves.toBe('');
    expect(xhr.requests).toHaveLength(0);
  });

  it('returns an empty string when the upload is refused', async () => {
    xhr = installFakeXhr((request) =>
      request.respond(400, { statusCode: 400, code: 'UNSAFE_FILE', message: 'Refused.' }),
    );
    stubFetch({});
    await expect(reuploadImage(source, 'campaign-thumbnails')).resolves.toBe('');
    expect(xhr.requests).toHaveLength(1);
  });
});
