import {
  ALGORITHM,
  UNSIGNED_PAYLOAD,
  canonicalRequest,
  parseAmzDate,
  sameSignature,
  sha256Hex,
  signature,
} from './sigV4.js';

/** An S3 error answer: status, code and message as S3 sends them in its XML body. */
export interface S3Failure {
  status: number;
  code: string;
  message: string;
}

export interface SignedRequest {
  method: string;
  rawPath: string;
  query: [string, string][];
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export interface AuthSettings {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  now: Date;
}

/** How far a header-signed request's clock may be from the server's, as S3 allows. */
const MAX_SKEW_MS = 15 * 60 * 1000;
/** The longest a presigned URL may live (seven days). */
const MAX_EXPIRES_S = 604_800;

const denied = (message: string): S3Failure => ({ status: 403, code: 'AccessDenied', message });
const mismatch: S3Failure = {
  status: 403,
  code: 'SignatureDoesNotMatch',
  message: 'The request signature we calculated does not match the signature you provided.',
};

interface Credential {
  scope: string;
  accessKeyId: string;
  date: string;
}

function checkCredential(value: string, settings: AuthSettings): Credential | S3Failure {
  const [accessKeyId = '', date = '', region, service, terminator, ...rest] = value.split('/');
  if (rest.length > 0 || service !== 's3' || terminator !== 'aws4_request' || !/^\d{8}$/.test(date)) {
    return { status: 400, code: 'AuthorizationQueryParametersError', message: 'Malformed credential.' };
  }
  if (accessKeyId !== settings.accessKeyId) {
    return {
      status: 403,
      code: 'InvalidAccessKeyId',
      message: 'The AWS Access Key Id you provided does not exist in our records.',
    };
  }
  if (region !== settings.region) {
    return {
      status: 400,
      code: 'AuthorizationHeaderMalformed',
      message: `Expected region ${settings.region}.`,
    };
  }
  return { scope: `${date}/${region}/s3/aws4_request`, accessKeyId, date };
}

const isFailure = (value: object): value is S3Failure => 'code' in value;

/** Every `x-amz-*` header sent must be signed, and `host` always. */
function unsignedHeader(request: SignedRequest, signed: string[]): string | undefined {
  if (!signed.includes('host')) return 'host';
  return Object.keys(request.headers).find((name) => name.startsWith('x-amz-') && !signed.includes(name));
}

/** Query authentication: the URL carries the credential, date, lifetime and signature. */
function verifyPresigned(request: SignedRequest, settings: AuthSettings): S3Failure | null {
  const get = (name: string) => request.query.find(([key]) => key === name)?.[1];
  if (get('X-Amz-Algorithm') !== ALGORITHM) {
    return { status: 400, code: 'AuthorizationQueryParametersError', message: 'Unsupported algorithm.' };
  }
  const credential = checkCredential(get('X-Amz-Credential') ?? '', settings);
  if (isFailure(credential)) return credential;
  const amzDate = get('X-Amz-Date');
  const signedAt = parseAmzDate(amzDate);
  const expires = Number(get('X-Amz-Expires'));
  const signedHeaders = (get('X-Amz-SignedHeaders') ?? '').split(';');
  const given = get('X-Amz-Signature') ?? '';
  if (!signedAt || !amzDate?.startsWith(credential.date)) {
    return { status: 400, code: 'AuthorizationQueryParametersError', message: 'Malformed X-Amz-Date.' };
  }
  if (!Number.isInteger(expires) || expires < 1 || expires > MAX_EXPIRES_S) {
    return { status: 400, code: 'AuthorizationQueryParametersError', message: 'Malformed X-Amz-Expires.' };
  }
  const unsigned = unsignedHeader(request, signedHeaders);
  if (unsigned) return denied(`There were headers present in the request which were not signed: ${unsigned}`);
  const canonical = canonicalRequest({
    method: request.method,
    rawPath: request.rawPath,
    query: request.query.filter(([key]) => key !== 'X-Amz-Signature'),
    headers: request.headers,
    signedHeaders,
    payloadHash: get('X-Amz-Content-Sha256') ?? UNSIGNED_PAYLOAD,
  });
  if (!canonical) return mismatch;
  if (!sameSignature(signature(settings.secretAccessKey, amzDate, credential.scope, canonical), given)) {
    return mismatch;
  }
  // Checked after the signature, so a tampered expiry is a mismatch rather than a valid expiry.
  const now = settings.now.getTime();
  if (now > signedAt.getTime() + expires * 1000) return denied('Request has expired');
  if (now < signedAt.getTime() - MAX_SKEW_MS) return denied('Request is not valid yet');
  return null;
}

/** Header authentication: `Authorization: AWS4-HMAC-SHA256 Credential=…, SignedHeaders=…, Signature=…`. */
function verifyHeaderSigned(
  request: SignedRequest,
  settings: AuthSettings,
  header: string,
): S3Failure | null {
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^,\s]+),\s*SignedHeaders=([^,\s]+),\s*Signature=([0-9a-f]{64})$/.exec(
      header,
    );
  if (!match)
    return { status: 400, code: 'AuthorizationHeaderMalformed', message: 'Malformed Authorization.' };
  const [, credentialText = '', signedText = '', given = ''] = match;
  const credential = checkCredential(credentialText, settings);
  if (isFailure(credential)) return credential;
  const amzDate = request.headers['x-amz-date'];
  const signedAt = typeof amzDate === 'string' ? parseAmzDate(amzDate) : null;
  if (!signedAt || typeof amzDate !== 'string' || !amzDate.startsWith(credential.date)) {
    return denied('AWS authentication requires a valid x-amz-date header');
  }
  const payloadHash = request.headers['x-amz-content-sha256'];
  if (typeof payloadHash !== 'string') {
    return { status: 400, code: 'InvalidRequest', message: 'Missing required header x-amz-content-sha256.' };
  }
  if (payloadHash !== UNSIGNED_PAYLOAD && !/^[0-9a-f]{64}$/.test(payloadHash)) {
    return { status: 501, code: 'NotImplemented', message: 'Only signed or unsigned single-chunk payloads.' };
  }
  if (payloadHash !== UNSIGNED_PAYLOAD && payloadHash !== sha256Hex(request.body)) {
    return {
      status: 400,
      code: 'XAmzContentSHA256Mismatch',
      message: 'The provided x-amz-content-sha256 header does not match what was computed.',
    };
  }
  const signedHeaders = signedText.split(';');
  const unsigned = unsignedHeader(request, signedHeaders);
  if (unsigned) return denied(`There were headers present in the request which were not signed: ${unsigned}`);
  const canonical = canonicalRequest({
    method: request.method,
    rawPath: request.rawPath,
    query: request.query,
    headers: request.headers,
    signedHeaders,
    payloadHash,
  });
  if (!canonical) return mismatch;
  if (!sameSignature(signature(settings.secretAccessKey, amzDate, credential.scope, canonical), given)) {
    return mismatch;
  }
  if (Math.abs(settings.now.getTime() - signedAt.getTime()) > MAX_SKEW_MS) {
    return {
      status: 403,
      code: 'RequestTimeTooSkewed',
      message: 'The difference between the request time and the current time is too large.',
    };
  }
  return null;
}

/** Null when the request is signed by the known key and still valid; otherwise S3's refusal. */
export function verifyRequest(request: SignedRequest, settings: AuthSettings): S3Failure | null {
  const header = request.headers.authorization;
  if (typeof header === 'string') return verifyHeaderSigned(request, settings, header);
  if (request.query.some(([key]) => key === 'X-Amz-Signature')) return verifyPresigned(request, settings);
  return denied('Access Denied');
}
