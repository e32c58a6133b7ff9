import type { z } from 'zod';
import type { ErrorCode } from './errorCatalogue.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call a route: anyone, a signed-in staff member, a verified patient, or whoever holds a URL
 * this API signed (an upload link: the signature in its query is the authorisation, no session).
 */
export type RouteAccess = 'public' | 'staff' | 'patient' | 'signed-url';

/**
 * A request body that is not JSON: its bytes reach the handler unread, as a stream, so a file of any
 * size never sits in memory whole. `stream` is its media type as documented; the wildcard type means
 * the handler checks it (an upload URL carries the type it was signed for).
 */
export interface StreamBody {
  stream: string;
}

/** A 2xx answer that is a file rather than JSON, of this media type; the wildcard: the stored file's own. */
export interface FileAnswer {
  file: string;
}

/**
 * One entry of the route table: everything the server needs to register and validate a call,
 * and everything a client needs to make it with types.
 */
export interface RouteDefinition<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType | StreamBody = z.ZodType | StreamBody,
  R extends z.ZodType | FileAnswer = z.ZodType | FileAnswer,
  A extends RouteAccess = RouteAccess,
> {
  method: HttpMethod;
  /**
   * Path in Fastify style (`/api/tenants/:id/`); the spec's shapes and trailing slashes are kept. A
   * last segment `*name` takes the rest of the path, slashes included, as the parameter `name`.
   */
  path: string;
  summary: string;
  access: A;
  params?: P;
  query?: Q;
  /** The JSON body's schema, or a raw body streamed to the handler; none: the call takes no body. */
  body?: B;
  /** The 2xx response body's schema, or a file. */
  response: R;
  /** HTTP status on success; 200 unless stated. */
  successStatus?: number;
  /** Error codes this call can answer with beyond the ones every call can. */
  errors: readonly ErrorCode[];
  /** Largest accepted body in bytes; the server default applies when absent. */
  bodyLimit?: number;
  /** A page's own poll, not the user's call: see `Endpoint.background`. */
  background?: true;
  /** A handler's null is answered 204 with no body (the response schema is then nullable). */
  noContent?: true;
}

/** Identity function that keeps the literal types of a route entry. */
export function defineRoute<
  P extends z.ZodType = z.ZodNever,
  Q extends z.ZodType = z.ZodNever,
  B extends z.ZodType | StreamBody = z.ZodNever,
  R extends z.ZodType | FileAnswer = z.ZodType,
  A extends RouteAccess = RouteAccess,
>(route: RouteDefinition<P, Q, B, R, A>): RouteDefinition<P, Q, B, R, A> {
  return route;
}

/** True for a raw body entry. */
export function isStreamBody(body: z.ZodType | StreamBody | undefined): body is StreamBody {
  return typeof body === 'object' && 'stream' in body;
}

/** True for a file answer entry. */
export function isFileAnswer(response: z.ZodType | FileAnswer): response is FileAnswer {
  return 'file' in response;
}

type InferOr<T, Fallback> = T extends z.ZodNever ? Fallback : T extends z.ZodType ? z.infer<T> : Fallback;

export type RouteParams<T> = T extends RouteDefinition<infer P> ? InferOr<P, undefined> : never;
export type RouteQuery<T> = T extends RouteDefinition<z.ZodType, infer Q> ? InferOr<Q, undefined> : never;
export type RouteBody<T> =
  T extends RouteDefinition<z.ZodType, z.ZodType, infer B> ? InferOr<B, undefined> : never;
export type RouteResponse<T> =
  T extends RouteDefinition<z.ZodType, z.ZodType, z.ZodType | StreamBody, infer R>
    ? R extends z.ZodType
      ? z.infer<R>
      : never
    : never;
export type RouteAccessOf<T> =
  T extends RouteDefinition<z.ZodType, z.ZodType, z.ZodType | StreamBody, z.ZodType | FileAnswer, infer A>
    ? A
    : never;
/** True for entries whose body or answer is not JSON (uploads and downloads of files). */
export type IsRawRoute<T> =
  T extends RouteDefinition<z.ZodType, z.ZodType, infer B, infer R>
    ? B extends StreamBody
      ? true
      : R extends FileAnswer
        ? true
        : false
    : never;

/** Error codes that any route can answer with, whatever its entry lists. */
export const commonErrorCodes: readonly ErrorCode[] = [
  'VALIDATION_FAILED',
  'MALFORMED_JSON',
  'BODY_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'INTERNAL',
];

/**
 * Fills `:name` segments of a route path from a params object, and a last `*name` segment with a
 * value whose slashes separate segments.
 */
export function buildPath(path: string, params?: Record<string, string | number>): string {
  return path.replace(/([:*])([A-Za-z_][A-Za-z0-9_]*)/g, (_match, kind: string, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name}`);
    const text = String(value);
    return kind === '*' ? text.split('/').map(encodeURIComponent).join('/') : encodeURIComponent(text);
  });
}

/** The names of a route path's parameters, in order. */
export function pathParameterNames(path: string): string[] {
  return [...path.matchAll(/[:*]([A-Za-z_][A-Za-z0-9_]*)/g)].map((match) => match[1] ?? '');
}
