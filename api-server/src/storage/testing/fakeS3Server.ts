import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { verifyRequest, type S3Failure } from './fakeS3Auth.js';
import { parseQuery } from './sigV4.js';

/**
 * A small server speaking S3's REST API (path style) for tests: PUT, GET (with Range), HEAD and
 * DELETE of objects and CopyObject, kept in memory, every request checked for an AWS Signature V4
 * (presigned query or Authorization header) made with its one key pair. Errors come as S3's XML.
 */

export interface FakeObject {
  body: Buffer;
  contentType: string;
  etag: string;
}

export interface FakeS3Options {
  bucket?: string;
  region?: string;
  /** The server's clock, for expiry and skew checks; real time by default. */
  now?: () => Date;
  /** Largest object accepted, to keep memory bounded. */
  maxObjectBytes?: number;
}

export interface FakeS3Server {
  /** `http://127.0.0.1:<port>`, for the client's `endpoint` with path-style addressing. */
  endpoint: string;
  bucket: string;
  region: string;
  credentials: { accessKeyId: string; secretAccessKey: string };
  /** Objects by key (without the bucket). */
  objects: Map<string, FakeObject>;
  /** Every request's method, key and answer status, in order. */
  requests: { method: string; key: string; status: number }[];
  close(): Promise<void>;
}

const xmlEscape = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${String(char.charCodeAt(0))};`);

function sendError(response: ServerResponse, method: string, failure: S3Failure): void {
  response.statusCode = failure.status;
  if (method === 'HEAD') {
    response.end();
    return;
  }
  response.setHeader('content-type', 'application/xml');
  response.end(
    `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${failure.code}</Code><Message>${xmlEscape(
      failure.message,
    )}</Message><RequestId>${randomBytes(8).toString('hex')}</RequestId></Error>`,
  );
}

async function readBody(request: IncomingMessage, limit: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of request) {
    const buffer = chunk as Buffer;
    length += buffer.length;
    if (length > limit) return null;
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

const noSuchKey: S3Failure = { status: 404, code: 'NoSuchKey', message: 'The specified key does not exist.' };
const sameTag = (a: string, b: string) => a.replace(/"/g, '') === b.replace(/"/g, '');

/** `bytes=a-b`, `bytes=a-` or `bytes=-n` against a size; null when unsatisfiable. */
function byteRange(header: string, size: number): [number, number] | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header);
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const [, from = '', to = ''] = match;
  const start = from === '' ? Math.max(0, size - Number(to)) : Number(from);
  const end = from === '' || to === '' ? size - 1 : Math.min(Number(to), size - 1);
  return start < size && start <= end ? [start, end] : null;
}

export async function startFakeS3(options: FakeS3Options = {}): Promise<FakeS3Server> {
  const bucket = options.bucket ?? 'outreach-test';
  const region = options.region ?? 'us-east-1';
  const now = options.now ?? (() => new Date());
  const maxObjectBytes = options.maxObjectBytes ?? 32 * 1_048_576;
  const credentials = {
    accessKeyId: `AKIA${randomBytes(8).toString('hex').toUpperCase()}`,
    secretAccessKey: randomBytes(30).toString('base64'),
  };
  const objects = new Map<string, FakeObject>();
  const requests: FakeS3Server['requests'] = [];

  const describe = (response: ServerResponse, object: FakeObject) => {
    response.setHeader('etag', object.etag);
    response.setHeader('content-type', object.contentType);
    response.setHeader('accept-ranges', 'bytes');
  };

  function copy(request: IncomingMessage, response: ServerResponse, key: string, source: string): void {
    const sourcePath = decodeURIComponent(source.split('?')[0] ?? '').replace(/^\//, '');
    const sourceKey = sourcePath.startsWith(`${bucket}/`) ? sourcePath.slice(bucket.length + 1) : null;
    const original = sourceKey === null ? undefined : objects.get(sourceKey);
    if (!original) return sendError(response, 'PUT', noSuchKey);
    const ifMatch = request.headers['x-amz-copy-source-if-match'];
    if (typeof ifMatch === 'string' && !sameTag(ifMatch, original.etag)) {
      return sendError(response, 'PUT', {
        status: 412,
        code: 'PreconditionFailed',
        message: 'At least one of the pre-conditions you specified did not hold',
      });
    }
    objects.set(key, { ...original, body: Buffer.from(original.body) });
    response.setHeader('content-type', 'application/xml');
    response.end(
      `<?xml version="1.0" encoding="UTF-8"?>\n<CopyObjectResult><ETag>${xmlEscape(original.etag)}</ETag>` +
        `<LastModified>${now().toISOString()}</LastModified></CopyObjectResult>`,
    );
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const method = request.method ?? 'GET';
    const [rawPath = '/', rawQuery = ''] = (request.url ?? '/').split(/\?(.*)/s);
    const [, bucketName = '', ...keyParts] = rawPath.split('/').map(decodeURIComponent);
    const key = keyParts.join('/');
    const body = await readBody(request, maxObjectBytes);
    if (body === null) {
      return sendError(response, method, {
        status: 400,
        code: 'EntityTooLarge',
        message: 'Your proposed upload exceeds the maximum allowed size',
      });
    }
    const failure = verifyRequest(
      { method, rawPath, query: parseQuery(rawQuery), headers: request.headers, body },
      { ...credentials, region, now: now() },
    );
    if (failure) return sendError(response, method, failure);
    if (bucketName !== bucket) {
      return sendError(response, method, {
        status: 404,
        code: 'NoSuchBucket',
        message: 'The specified bucket does not exist',
      });
    }
    if (key === '') {
      return sendError(response, method, {
        status: 501,
        code: 'NotImplemented',
        message: 'Bucket operations.',
      });
    }
    const object = objects.get(key);
    const copySource = request.headers['x-amz-copy-source'];
    if (method === 'PUT' && typeof copySource === 'string') return copy(request, response, key, copySource);
    if (method === 'PUT') {
      const stored = {
        body,
        contentType: request.headers['content-type'] ?? 'binary/octet-stream',
        etag: `"${createHash('md5').update(body).digest('hex')}"`,
      };
      objects.set(key, stored);
      response.setHeader('etag', stored.etag);
      return void response.end();
    }
    if (method === 'DELETE') {
      objects.delete(key);
      response.statusCode = 204;
      return void response.end();
    }
    if (method !== 'GET' && method !== 'HEAD') {
      return sendError(response, method, {
        status: 405,
        code: 'MethodNotAllowed',
        message: 'The specified method is not allowed against this resource.',
      });
    }
    if (!object) return sendError(response, method, noSuchKey);
    describe(response, object);
    const rangeHeader = request.headers.range;
    let payload = object.body;
    if (typeof rangeHeader === 'string') {
      const range = byteRange(rangeHeader, object.body.length);
      if (!range) {
        return sendError(response, method, {
          status: 416,
          code: 'InvalidRange',
          message: 'The requested range is not satisfiable',
        });
      }
      payload = object.body.subarray(range[0], range[1] + 1);
      response.statusCode = 206;
      response.setHeader(
        'content-range',
        `bytes ${String(range[0])}-${String(range[1])}/${String(object.body.length)}`,
      );
    }
    response.setHeader('content-length', payload.length);
    response.end(method === 'HEAD' ? undefined : payload);
  }

  const server = createServer((request, response) => {
    response.on('finish', () => {
      const path = (request.url ?? '').split('?')[0] ?? '';
      requests.push({
        method: request.method ?? '',
        key: path.split('/').slice(2).map(decodeURIComponent).join('/'),
        status: response.statusCode,
      });
    });
    handle(request, response).catch(() => {
      if (!response.headersSent)
        sendError(response, request.method ?? 'GET', {
          status: 500,
          code: 'InternalError',
          message: 'We encountered an internal error. Please try again.',
        });
      else response.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${String(port)}`,
    bucket,
    region,
    credentials,
    objects,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
