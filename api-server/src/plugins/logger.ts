import type { FastifyServerOptions } from 'fastify';

/** Fields that must never reach a log line, wherever they appear. */
const sensitive = [
  'password',
  'new_password',
  'old_password',
  'otp',
  'token',
  'refresh',
  'csrf',
  'email',
  'date_of_birth',
];

/**
 * pino settings: headers carrying credentials are redacted, request bodies are never logged,
 * and sensitive field names are censored at any depth we log objects at.
 */
export function loggerOptions(level: string): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        `req.headers["x-csrf-token"]`,
        'res.headers["set-cookie"]',
        'headers.cookie',
        'headers.authorization',
        ...sensitive,
        ...sensitive.map((field) => `*.${field}`),
        ...sensitive.map((field) => `body.${field}`),
      ],
      censor: '[redacted]',
    },
    serializers: {
      req(request: { method?: string; url?: string; ip?: string; id?: string }) {
        // Headers and the query string could carry credentials or personal data; log the path only.
        return { id: request.id, method: request.method, path: request.url?.split('?')[0], ip: request.ip };
      },
    },
  };
}
