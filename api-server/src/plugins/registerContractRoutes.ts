import { CSRF_HEADER, routes, type RouteDefinition } from '@outreach/shared-contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ApiError } from '../errors.js';
import type { StaffSession } from '../modules/auth/sessionService.js';
import type { Authenticators, HandlerContext, HandlerMap } from './routeTypes.js';

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

/** Parses one part of a request; a failure answers VALIDATION_FAILED naming each field under `where`. */
export function parse<T>(schema: z.ZodType<T>, value: unknown, where: string): T {
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

type ErasedHandler = (context: HandlerContext<RouteDefinition>) => Promise<unknown>;

/**
 * Registers every entry of the contract's route table. A table entry without a handler (or a
 * handler without an entry) stops the start, so no call can be forgotten.
 */
export function registerContractRoutes(app: FastifyInstance, options: RegisterOptions): void {
  const table = routes as Record<string, RouteDefinition>;
  const handlers = options.handlers as Record<string, ErasedHandler | undefined>;
  const missing = Object.keys(table).filter((name) => !handlers[name]);
  const unknown = Object.keys(handlers).filter((name) => !(name in table));
  if (missing.length > 0) throw new Error(`No handler for route table entries: ${missing.join(', ')}`);
  if (unknown.length > 0) throw new Error(`Handlers without a route table entry: ${unknown.join(', ')}`);

  for (const [name, route] of Object.entries(table)) {
    const handler = handlers[name] as ErasedHandler;
    const authenticate = route.access === 'public' ? undefined : options.authenticators[route.access];
    if (route.access !== 'public' && !authenticate) {
      throw new Error(`No authenticator for access level ${route.access} (route ${name})`);
    }
    app.route({
      method: route.method,
      url: route.path,
      ...(route.bodyLimit ? { bodyLimit: route.bodyLimit } : {}),
      handler: async (request, reply) => {
        // Input is validated before anything else, so a bad request never writes (not even activity).
        const params: unknown = route.params ? parse(route.params, request.params, 'params') : undefined;
        const query: unknown = parse(route.query ?? noQuery, request.query ?? {}, 'query');
        const body: unknown = route.body ? parse(route.body, request.body ?? {}, 'body') : undefined;
        let session: StaffSession | null = null;
        if (authenticate) {
          session = await authenticate(request);
          if (unsafeMethods.has(route.method)) options.verifyCsrf(session, header(request, CSRF_HEADER));
        }
        const context = { params, query, body, request, reply, session } as HandlerContext<RouteDefinition>;
        const result = await handler(context);
        if (options.validateResponses) {
          const checked = route.response.safeParse(result);
          if (!checked.success) {
            request.log.error(
              { route: name, issues: checked.error.issues.length },
              'response does not match its contract',
            );
            throw new Error(`Response of ${name} does not match its contract`);
          }
        }
        return reply.code(route.successStatus ?? 200).send(result);
      },
    });
  }
}
