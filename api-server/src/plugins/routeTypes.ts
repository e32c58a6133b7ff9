import type {
  RouteAccess,
  RouteBody,
  RouteDefinition,
  RouteName,
  RouteParams,
  RouteQuery,
  RouteResponse,
  Routes,
} from '@outreach/shared-contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StaffSession } from '../modules/auth/sessionService.js';

/** What a handler receives: validated input plus the raw request and reply for cookies and the IP. */
export interface HandlerContext<R extends RouteDefinition> {
  params: RouteParams<R>;
  query: RouteQuery<R>;
  body: RouteBody<R>;
  request: FastifyRequest;
  reply: FastifyReply;
  /** Set on staff routes; null on public ones. */
  session: StaffSession | null;
}

export type RouteHandler<R extends RouteDefinition> = (
  context: HandlerContext<R>,
) => Promise<RouteResponse<R>>;

/** Handlers keyed by route-table name; a module provides the ones of its domain. */
export type HandlerMap = { [K in RouteName]?: RouteHandler<Routes[K]> };

/** Establishes who is calling for an access level; throws an ApiError when nobody valid is. */
export type Authenticator = (request: FastifyRequest) => Promise<StaffSession>;

export type Authenticators = Partial<Record<Exclude<RouteAccess, 'public'>, Authenticator>>;
