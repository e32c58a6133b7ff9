import {
  CSRF_HEADER,
  isFileAnswer,
  isStreamBody,
  routes,
  type RouteAccess,
  type RouteDefinition,
} from '@outreach/shared-contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { z } from 'zod';
import { ApiError } from '../errors.js';
import type { StaffSession } from '../modules/auth/sessionService.js';
import { JsonText } from './jsonText.js';
import type { Authenticator, Authenticators, FileReply, HandlerMap } from './routeTypes.js';

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const noQuery = z.strictObject({});

export interface RegisterOptions {
  handlers: HandlerMap;
  authenticators: Authenticators;
  /** Checks the CSRF header against the session on unsafe staff calls. */
  verifyCsrf: (session: StaffSession, header: string | undefined) => void;
  /** Validate every response against its contract (tests and development). */
  validateResponses: boolean;
}

/** Where a value holds a NUL character (in a string or a key), which no PostgreSQL text can store. */
function nulAt(value: unknown, path: string[]): string[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return path;
    const found = nulAt(item, [...path, key]);
    if (found) return found;
  }
  return null;
}

/** Parses one part of a request; a failure answers VALIDATION_FAILED naming each field under `where`. */
export function parse<T>(schema: z.ZodType<T>, value: unknown, where: string): T {
  const nul = nulAt(value, [where]);
  if (nul) {
    throw new ApiError('VALIDATION_FAILED', undefined, [
      { path: nul.join('.'), message: 'Remove the NUL character: it cannot be stored.' },
    ]);
  }
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new ApiError(
    'VALIDATION_FAILED',
    undefined,
    result.error.issues.map((issue) => ({
      path: [where, ...issue.path.map(String)].join('.'),
      message:
        issue.code === 'unrecognized_keys' ? `Unknown field(s): ${issue.keys.join(', ')}` : issue.message,
    })),
  );
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}

/** Fastify names a path's trailing wildcard `*`; the contract names it (`*key`). */
const wildcard = /\*([A-Za-z_][A-Za-z0-9_]*)$/;
const fastifyPath = (path: string) => path.replace(wildcard, '*');

function namedParams(path: string, params: unknown): unknown {
  const name = wildcard.exec(path)?.[1];
  if (!name || typeof params !== 'object' || params === null) return params;
  const { '*': rest, ...others } = params as Record<string, unknown>;
  return { ...others, [name]: rest };
}

type ErasedHandler = (context: Record<string, unknown>) => Promise<unknown>;
type ErasedAuthenticator = Authenticator<unknown>;

function sendFile(reply: FastifyReply, status: number, file: FileReply): FastifyReply {
  reply.code(file.status ?? status).header('content-type', file.contentType);
  if (file.bytes !== undefined) reply.header('content-length', file.bytes);
  if (file.filename) reply.header('content-disposition', `attachment; filename="${file.filename}"`);
  for (const [name, value] of Object.entries(file.headers ?? {})) reply.header(name, value);
  return reply.send(file.body);
}

/** The caller's field of a handler's context: a grant for a signed URL, else the session. */
function callerField(access: RouteAccess, caller: unknown): Record<string, unknown> {
  if (access === 'public') return {};
  return access === 'signed-url' ? { grant: caller } : { session: caller };
}

/**
 * Registers every entry of the contract's route table. A table entry without a handler (or a
 * handler without an entry), or an access level without an authenticator, stops the start, so no
 * call can be forgotten. Raw bodies go to their handlers unread, in a scope without body parsers.
 */
export function registerContractRoutes(app: FastifyInstance, options: RegisterOptions): void {
  const table = routes as Record<string, RouteDefinition>;
  const handlers = options.handlers as Record<string, ErasedHandler | undefined>;
  const missing = Object.keys(table).filter((name) => !handlers[name]);
  const unknown = Object.keys(handlers).filter((name) => !(name in table));
  if (missing.length > 0) throw new Error(`No handler for route table entries: ${missing.join(', ')}`);
  if (unknown.length > 0) throw new Error(`Handlers without a route table entry: ${unknown.join(', ')}`);

  // What each request's authenticator established, from its first hook to its handler.
  const callers = new WeakMap<FastifyRequest, unknown>();
  const authenticators = options.authenticators as Partial<Record<RouteAccess, ErasedAuthenticator>>;

  const routeOptions = (name: string, route: RouteDefinition): RouteOptions => {
    const handler = handlers[name] as ErasedHandler;
    const authenticator = route.access === 'public' ? undefined : authenticators[route.access];
    if (route.access !== 'public' && !authenticator) {
      throw new Error(`No authenticator for access level ${route.access} (route ${name})`);
    }
    const needsCsrf = route.access === 'staff' && unsafeMethods.has(route.method);
    return {
      method: route.method,
      url: fastifyPath(route.path),
      ...(route.bodyLimit ? { bodyLimit: route.bodyLimit } : {}),
      // Who calls is settled before the body is even read: an anonymous caller learns nothing
      // about the route's input, whatever it sends.
      ...(authenticator
        ? {
            onRequest: async (request: FastifyRequest) => {
              const caller = await authenticator.identify(request);
              if (needsCsrf) options.verifyCsrf(caller as StaffSession, header(request, CSRF_HEADER));
              callers.set(request, caller);
            },
          }
        : {}),
      handler: async (request, reply) => {
        const params: unknown = route.params
          ? parse(route.params, namedParams(route.path, request.params), 'params')
          : undefined;
        const query: unknown = parse(route.query ?? noQuery, request.query ?? {}, 'query');
        let body: unknown;
        if (isStreamBody(route.body)) body = request.raw;
        // No body at all reads as an empty object; a JSON `null` is a body of the wrong type.
        else if (route.body) body = parse(route.body, request.body === undefined ? {} : request.body, 'body');
        else if (request.body !== undefined) {
          throw new ApiError('VALIDATION_FAILED', undefined, [
            { path: 'body', message: 'This call takes no body.' },
          ]);
        }
        const caller = callers.get(request) ?? null;
        const result = await handler({
          params,
          query,
          body,
          request,
          reply,
          ...callerField(route.access, caller),
        });
        // Only a call that succeeded counts as activity: a refused one (bad input, someone else's
        // id, a file that fails its checks) writes nothing at all, and neither does a page's own poll.
        if (authenticator?.recordActivity && !route.background) {
          await authenticator.recordActivity(caller, request);
        }
        const status = route.successStatus ?? 200;
        if (isFileAnswer(route.response)) return sendFile(reply, status, result as FileReply);
        if (route.noContent && result === null) return reply.code(204).send();
        if (options.validateResponses) {
          const checked = route.response.safeParse(
            result instanceof JsonText ? JSON.parse(result.text) : result,
          );
          if (!checked.success) {
            request.log.error(
              { route: name, issues: checked.error.issues.length },
              'response does not match its contract',
            );
            throw new Error(`Response of ${name} does not match its contract`);
          }
        }
        if (result instanceof JsonText) {
          // A string with a JSON content type is sent as it is.
          return reply
            .code(status)
            .header('content-type', 'application/json; charset=utf-8')
            .send(result.text);
        }
        return reply.code(status).send(result);
      },
    };
  };

  const entries = Object.entries(table);
  for (const [name, route] of entries) {
    if (!isStreamBody(route.body)) app.route(routeOptions(name, route));
  }
  const streamed = entries
    .filter(([, route]) => isStreamBody(route.body))
    .map(([name, route]) => routeOptions(name, route));
  if (streamed.length === 0) return;
  void app.register((scope, _options, done) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, pass) => {
      pass(null);
    });
    for (const streamedRoute of streamed) scope.route(streamedRoute);
    done();
  });
}
