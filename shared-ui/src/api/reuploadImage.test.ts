import {
  mockApi,
  mockUrl,
  refusal,
  type ApiReplies,
  type OutsideReply,
  type RecordedRequest,
} from '../testing/apiMock';
import { reuploadImage } from './reuploadImage';

const source = 'https://templates.example.test/images/welcome-banner';
const pngBytes = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]);

interface SourceReply {
  status?: number;
  type?: string;
  bytes?: Uint8Array<ArrayBuffer>;
}

/** The image's own URL answers with `image` (or drops the connection). */
function serveImage(image: SourceReply | 'unreachable', url = source) {
  const reply: OutsideReply =
    image === 'unreachable'
      ? { networkError: true }
      : { status: image.status ?? 200, raw: image.bytes ?? pngBytes, contentType: image.type ?? 'image/png' };
  return mockUrl('GET', url, reply);
}

/**
 * Every presign answers with a URL of the local store for a new key, and the store takes the upload
 * with `upload`.
 */
function serveUploads(upload: ApiReplies = {}) {
  return mockApi({
    getPresignedUploadUrl: ({ query }) => ({
      body: {
        url: `http://localhost:4000/api/uploads/3/campaign-thumbnails/new-object-key-0001.${query.ext}?sig=s`,
        key: `3/campaign-thumbnails/new-object-key-0001.${query.ext}`,
        expires_at: 2_000_000_000,
        max_bytes: 5_242_880,
      },
    }),
    putUploadObject: ({ params, bytes, headers }) => ({
      status: 201,
      body: { key: params.key!, content_type: headers.get('content-type') ?? '', bytes: bytes.length },
    }),
    ...upload,
  });
}

const presigns = (requests: RecordedRequest[]) =>
  requests.filter((request) => request.route === 'getPresignedUploadUrl');
const uploads = (requests: RecordedRequest[]) =>
  requests.filter((request) => request.route === 'putUploadObject');

/**
 * Watches the page's fetch (the calls still reach the mock) for whether the image was asked for with
 * the cookies: the credentials mode stays in the browser, and no server sees it as such.
 */
function watchCredentials(): () => (RequestCredentials | undefined)[] {
  const fetchSpy = jest.spyOn(globalThis, 'fetch');
  return () =>
    fetchSpy.mock.calls.map(
      ([input, init]) => init?.credentials ?? (input instanceof Request ? input.credentials : undefined),
    );
}

describe('reuploadImage', () => {
  it('fetches the image with the staff cookies, uploads a copy and returns the new key', async () => {
    const fetched = serveImage({ type: 'image/png; charset=binary' });
    const requests = serveUploads();
    const credentials = watchCredentials();
    await expect(reuploadImage(source, 'campaign-thumbnails')).resolves.toBe(
      '3/campaign-thumbnails/new-object-key-0001.png',
    );
    expect(fetched[0]!.url).toBe(source);
    expect(credentials()[0]).toBe('include');
    expect(presigns(requests)[0]!.query).toEqual({ ext: 'png', mime_type: 'image/png' });
    const [put] = uploads(requests);
    expect(put!.headers.get('content-type')).toBe('image/png');
    expect(put!.bytes).toEqual(pngBytes);
  });

  it('names a JPEG after the folder’s extension for its type and passes the tenant on', async () => {
    serveImage({ type: 'image/jpeg', bytes: new Uint8Array([255, 216, 255]) });
    const requests = serveUploads();
    await expect(reuploadImage(source, 'campaign-thumbnails', { tenantId: 3 })).resolves.toBe(
      '3/campaign-thumbnails/new-object-key-0001.jpg',
    );
    expect(presigns(requests)[0]!.query).toEqual({
      ext: 'jpg',
      mime_type: 'image/jpeg',
      tenant_id: '3',
    });
  });

  it('falls back to the extension in the URL when the store answers a generic type', async () => {
    serveImage({ type: 'application/octet-stream' }, `${source}.webp`);
    const requests = serveUploads();
    await expect(reuploadImage(`${source}.webp?version=2`, 'campaign-thumbnails')).resolves.toBe(
      '3/campaign-thumbnails/new-object-key-0001.webp',
    );
    expect(uploads(requests)[0]!.headers.get('content-type')).toBe('image/webp');
  });

  it.each<[string, SourceReply | 'unreachable']>([
    ['the image is missing', { status: 404, type: 'application/json' }],
    ['the fetch fails', 'unreachable'],
    ['the folder does not take the type', { type: 'image/gif' }],
    ['the image is empty', { bytes: new Uint8Array() }],
  ])('returns an empty string and uploads nothing when %s', async (_case, image) => {
    serveImage(image);
    const requests = serveUploads();
    await expect(reuploadImage(source, 'campaign-thumbnails')).resolves.toBe('');
    expect(uploads(requests)).toHaveLength(0);
  });

  it('returns an empty string when the upload is refused', async () => {
    serveImage({});
    const requests = serveUploads({ putUploadObject: refusal('UNSAFE_FILE') });
    await expect(reuploadImage(source, 'campaign-thumbnails')).resolves.toBe('');
    expect(uploads(requests)).toHaveLength(1);
  });
});
