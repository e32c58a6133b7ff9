import { databaseError } from '../db/errors.js';

export const CENSOR = '[redacted]';

/**
 * Keys whose values never reach a log line, compared without case, `_` or `-` (so `first_name`,
 * `firstName` and `First-Name` are one): credentials, patient names, dates of birth, contact
 * details, addresses, identifiers and free text. Generic words such as `name`, `code` or `message`
 * are left out: logs use them for error names, SQLSTATEs and error messages.
 */
const sensitiveKeys = new Set(
  [
    // credentials
    'password',
    'new_password',
    'old_password',
    'otp',
    'token',
    'access_token',
    'refresh_token',
    'reset_token',
    'link_token',
    'refresh',
    'csrf',
    'x-csrf-token',
    'secret',
    'totp_secret',
    'api_key',
    'sendgrid_api_key',
    'synthesia_api_key',
    'key_sealed',
    'authorization',
    'cookie',
    'set-cookie',
    // who the patient is
    'first_name',
    'last_name',
    'given_name',
    'family_name',
    'surname',
    'full_name',
    'patient_name',
    'sort_name',
    'given_name_key',
    'mrn',
    'date_of_birth',
    'dob',
    'birth_date',
    'birthday',
    // how to reach them
    'email',
    'email_address',
    'mobile',
    'phone',
    'phone_number',
    'telephone',
    'recipient',
    'address',
    'address_line1',
    'address_line2',
    'street',
    'postcode',
    'postal_code',
    'zip',
    'zip_code',
    // what they or staff wrote, and whole records
    'note',
    'notes',
    'answer',
    'answers',
    'comment',
    'comments',
    'free_text',
    'body',
    'message_body',
    'text',
    'html',
    'query_string',
    'search',
    'fields',
    'patient',
    'patients',
  ].map(normalise),
);

function normalise(key: string): string {
  return key.toLowerCase().replace(/[^a-z0-9]/g, '');
}

export function isSensitiveKey(key: string): boolean {
  return sensitiveKeys.has(normalise(key));
}

/** Deeper than any object the code logs; past it a value is dropped rather than walked. */
const MAX_DEPTH = 8;

/** Stack frames only: the first lines of a stack repeat the message. */
function frames(stack: string | undefined): string {
  return (stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
}

/** The shape pino and Fastify expect of a serialized error, plus codes and the cause. */
export interface LoggedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

/**
 * An error as a log may show it. Database errors quote values in their message (`invalid input
 * syntax for type date: "…"`, drizzle's `params: …`), and JSON syntax errors quote their input, so
 * those keep only their kind, SQLSTATE and constraint; other errors keep their message. Extra
 * fields an error carries (`detail`, `params`, `query`) are never copied.
 */
export function errorForLog(error: Error, depth = 0): LoggedError {
  const database = databaseError(error);
  const quotesValues = database.code !== undefined || 'params' in error || error instanceof SyntaxError;
  const code = (error as { code?: unknown }).code;
  return {
    type: error.name,
    ...(typeof code === 'string' ? { code } : {}),
    ...database,
    message: quotesValues ? CENSOR : error.message,
    stack: frames(error.stack),
    ...(error.cause instanceof Error && depth < 3 ? { cause: errorForLog(error.cause, depth + 1) } : {}),
  };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * A copy of a logged value with sensitive keys censored at any depth and errors made safe.
 * Objects of other classes (the request, the reply) are left to their serializers, which keep
 * only what is safe. pino's own `redact` needs every path spelled out, and the objects logged here
 * have no fixed shape, hence a walk by key name.
 */
export function redactForLog(value: unknown, depth = 0): unknown {
  if (value instanceof Error) return errorForLog(value);
  if (!Array.isArray(value) && !isPlainObject(value)) return value;
  if (depth >= MAX_DEPTH) return CENSOR;
  if (Array.isArray(value)) return value.map((item) => redactForLog(item, depth + 1));
  const copy: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    copy[key] = isSensitiveKey(key) ? CENSOR : redactForLog(inner, depth + 1);
  }
  return copy;
}
