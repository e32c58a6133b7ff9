import type { z } from 'zod';
import type { ErrorCode } from './errorCatalogue.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call a route: anyone, a signed-in staff member, or a verified patient. */
export type RouteAccess = 'public' | 'staff' | 'patient';

/**
 * One entry of the route table: everything the server needs to register and validate a call,
 * and everything a client needs to make it with types.
 */
export interface RouteDefinition<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  /** Path in Fastify style (`/api/tenants/:id/`); the spec's shapes and trailing slashes are kept. */
  path: string;
  summary: string;
  access: RouteAccess;
  params?: P;
  query?: Q;
  body?: B;
  /** The 2xx response body. */
  response: R;
  /** HTTP status on success; 200 unless stated. */
  successStatus?: number;
  /** Error codes this call can answer with beyond the ones every call can. */
  errors: readonly ErrorCode[];
  /** Largest accepted body in bytes; the server default applies when absent. */
  bodyLimit?: number;
}

/** Identity function that keeps the literal types of a route entry. */
export function defineRoute<
  P extends z.ZodType = z.ZodNever,
  Q extends z.ZodType = z.ZodNever,
  B extends z.ZodType = z.ZodNever,
  R extends z.ZodType = z.ZodType,
>(route: RouteDefinition<P, Q, B, R>): RouteDefinition<P, Q, B, R> {
  return route;
}

type InferOr<T, Fallback> = T extends z.ZodNever ? Fallback : T extends z.ZodType ? z.infer<T> : Fallback;

export type RouteParams<T> = T extends RouteDefinition<infer P> ? InferOr<P, undefined> : never;
export type RouteQuery<T> = T extends RouteDefinition<z.ZodType, infer Q> ? InferOr<Q, undefined> : never;
export type RouteBody<T> =
  T extends RouteDefinition<z.ZodType, z.ZodType, infer B> ? InferOr<B, undefined> : never;
export type RouteResponse<T> =
  T extends RouteDefinition<z.ZodType, z.ZodType, z.ZodType, infer R> ? z.infer<R> : never;

/** Error codes that any route can answer with, whatever its entry lists. */
export const commonErrorCodes: readonly ErrorCode[] = [
  'VALIDATION_FAILED',
  'MALFORMED_JSON',
  'BODY_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'INTERNAL',
];

/** Fills `:name` segments of a route path from a params object. */
export function buildPath(path: string, params?: Record<string, string | number>): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
