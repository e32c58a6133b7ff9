import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { GetObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { startFakeS3, type FakeS3Server } from './fakeS3Server.js';
import { canonicalRequest, parseQuery, sha256Hex, signature } from './sigV4.js';

void describe('Signature V4 (independent implementation)', () => {
  // AWS's published examples for S3, with their documented key pair and answers.
  const secret = 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY';
  const scope = '20130524/us-east-1/s3/aws4_request';

  void it('signs the documented header-authenticated GET Object example', () => {
    const emptyHash = sha256Hex('');
    const request = canonicalRequest({
      method: 'GET',
      rawPath: '/test.txt',
      query: [],
      headers: {
        host: 'examplebucket.s3.amazonaws.com',
        range: 'bytes=0-9',
        'x-amz-content-sha256': emptyHash,
        'x-amz-date': '20130524T000000Z',
      },
      signedHeaders: ['host', 'range', 'x-amz-content-sha256', 'x-amz-date'],
      payloadHash: emptyHash,
    });
    assert.ok(request);
    assert.equal(
      signature(secret, '20130524T000000Z', scope, request),
      'f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  void it('signs the documented presigned GET example', () => {
    const query = parseQuery(
      'X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20130524%2Fus-east-1%2Fs3%2Faws4_request' +
        '&X-Amz-Date=20130524T000000Z&X-Amz-Expires=86400&X-Amz-SignedHeaders=host',
    );
    const request = canonicalRequest({
      method: 'GET',
      rawPath: '/test.txt',
      query,
      headers: { host: 'examplebucket.s3.amazonaws.com' },
      signedHeaders: ['host'],
      payloadHash: 'UNSIGNED-PAYLOAD',
    });
    assert.ok(request);
    assert.equal(
      signature(secret, '20130524T000000Z', scope, request),
      'aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404',
    );
  });
});

void describe('fake S3 server', () => {
  let s3: FakeS3Server;
  let now = new Date();
  let client: S3Client;

  before(async () => {
    s3 = await startFakeS3({ now: () => now });
    client = new S3Client({
      region: s3.region,
      endpoint: s3.endpoint,
      forcePathStyle: true,
      credentials: s3.credentials,
      requestChecksumCalculation: 'WHEN_REQUIRED',
    });
  });
  after(async () => {
    client.destroy();
    await s3.close();
  });

  const presignPut = (key: string, contentType: string, expiresIn = 300) =>
    getSignedUrl(client, new PutObjectCommand({ Bucket: s3.bucket, Key: key, ContentType: contentType }), {
      expiresIn,
      signableHeaders: new Set(['content-type']),
    });
  const put = (url: string, contentType: string, body = 'file body') =>
    fetch(url, { method: 'PUT', headers: { 'content-type': contentType }, body });
  const errorCode = async (response: Response) => /<Code>([^<]+)<\/Code>/.exec(await response.text())?.[1];

  void it('accepts a presigned PUT sent with the signed content type', async () => {
    const url = await presignPut('a/logo.png', 'image/png');
    const response = await put(url, 'image/png', 'png bytes');
    assert.equal(response.status, 200);
    assert.equal(s3.objects.get('a/logo.png')?.body.toString(), 'png bytes');
    assert.equal(s3.objects.get('a/logo.png')?.contentType, 'image/png');
  });

  void it('refuses a presigned PUT whose signature, content type, key or lifetime was changed', async () => {
    const url = await presignPut('a/refused.png', 'image/png');
    const signature = new URL(url).searchParams.get('X-Amz-Signature') ?? '';
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`;
    const attempts: [string, string][] = [
      [url.replace(signature, flipped), 'image/png'],
      [url, 'text/html'],
      [url.replace('a/refused.png', 'a/other.png'), 'image/png'],
      [url.replace('X-Amz-Expires=300', 'X-Amz-Expires=3000'), 'image/png'],
    ];
    for (const [attempt, type] of attempts) {
      const response = await put(attempt, type);
      assert.equal(response.status, 403, attempt);
      assert.equal(await errorCode(response), 'SignatureDoesNotMatch');
    }
    const unsigned = await put(`${s3.endpoint}/${s3.bucket}/a/refused.png`, 'image/png');
    assert.equal(unsigned.status, 403);
    assert.equal(await errorCode(unsigned), 'AccessDenied');
    assert.ok(!s3.objects.has('a/refused.png'));
    assert.ok(!s3.objects.has('a/other.png'));
  });

  void it('refuses an expired presigned URL', async () => {
    const url = await presignPut('a/late.png', 'image/png', 60);
    now = new Date(Date.now() + 61_000);
    try {
      const response = await put(url, 'image/png');
      assert.equal(response.status, 403);
      const body = await response.text();
      assert.match(body, /<Code>AccessDenied<\/Code>/);
      assert.match(body, /Request has expired/);
    } finally {
      now = new Date();
    }
    assert.ok(!s3.objects.has('a/late.png'));
  });

  void it('checks header-signed SDK calls and answers a missing key with NoSuchKey', async () => {
    const found = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: 'a/logo.png' }));
    assert.equal(await found.Body?.transformToString(), 'png bytes');

    const missing = await client
      .send(new GetObjectCommand({ Bucket: s3.bucket, Key: 'a/none.png' }))
      .catch((error: unknown) => error);
    assert.ok(missing instanceof S3ServiceException);
    assert.equal(missing.name, 'NoSuchKey');
    assert.equal(missing.$metadata.httpStatusCode, 404);

    for (const [credentials, code] of [
      [{ ...s3.credentials, secretAccessKey: 'not-the-secret' }, 'SignatureDoesNotMatch'],
      [{ ...s3.credentials, accessKeyId: 'AKIAUNKNOWN' }, 'InvalidAccessKeyId'],
    ] as const) {
      const intruder = new S3Client({
        region: s3.region,
        endpoint: s3.endpoint,
        forcePathStyle: true,
        credentials,
      });
      const refused = await intruder
        .send(new GetObjectCommand({ Bucket: s3.bucket, Key: 'a/logo.png' }))
        .catch((error: unknown) => error);
      intruder.destroy();
      assert.ok(refused instanceof S3ServiceException, code);
      assert.equal(refused.name, code);
      assert.equal(refused.$metadata.httpStatusCode, 403);
    }
  });
});
