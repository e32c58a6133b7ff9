import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import type {
  FileAnswer,
  RouteAccess,
  RouteAccessOf,
  RouteBody,
  RouteDefinition,
  RouteName,
  RouteParams,
  RouteQuery,
  RouteResponse,
  Routes,
  StreamBody,
} from '@outreach/shared-contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StaffSession } from '../modules/auth/sessionService.js';
import type { PatientSession } from '../modules/interactions/patientSession.js';
import type { UploadGrant } from '../storage/objectStore.js';
import type { JsonText } from './jsonText.js';

/** Who calls, by the route's access: what its authenticator established before any input was read. */
export interface Callers {
  public: null;
  staff: StaffSession;
  patient: PatientSession;
  'signed-url': UploadGrant;
}

/** A file a route answers with: its type, optional size and download name, and its bytes. */
export interface FileReply {
  /** The status, when not the route's own (a part of a file, a range that cannot be served). */
  status?: number;
  contentType: string;
  bytes?: number;
  /** Sent as an attachment under this name. */
  filename?: string;
  /** Further headers, e.g. caching and sandboxing of a served object. */
  headers?: Record<string, string>;
  body: Readable | Buffer | string;
}

type BodyOf<R extends RouteDefinition> =
  NonNullable<R['body']> extends StreamBody ? IncomingMessage : RouteBody<R>;

type CallerContext<A extends RouteAccess> = A extends 'public'
  ? { session?: undefined }
  : A extends 'signed-url'
    ? { grant: Callers[A] }
    : { session: Callers[A] };

/**
 * What a handler receives: validated input, the caller its route's access establishes (a staff
 * handler's `session` is always there), plus the raw request and reply for cookies and the IP. A
 * streamed body arrives as the request stream, unread.
 */
export type HandlerContext<R extends RouteDefinition> = {
  params: RouteParams<R>;
  query: RouteQuery<R>;
  body: BodyOf<R>;
  request: FastifyRequest;
  reply: FastifyReply;
} & CallerContext<RouteAccessOf<R>>;

type ResultOf<R extends RouteDefinition> = R['response'] extends FileAnswer
  ? FileReply
  : RouteResponse<R> | JsonText<RouteResponse<R>>;

export type RouteHandler<R extends RouteDefinition> = (context: HandlerContext<R>) => Promise<ResultOf<R>>;

/** Handlers keyed by route-table name; a module provides the ones of its domain. */
export type HandlerMap = { [K in RouteName]?: RouteHandler<Routes[K]> };

/**
 * Establishes who is calling for an access level, before the input is read; throws an ApiError when
 * nobody valid is. It writes nothing for a valid caller: whatever records the call (a session's
 * last activity) goes in `recordActivity`, which runs only once the handler has succeeded.
 */
export interface Authenticator<C> {
  identify(request: FastifyRequest): Promise<C>;
  recordActivity?(caller: C, request: FastifyRequest): Promise<void>;
}

export type Authenticators = {
  [A in Exclude<RouteAccess, 'public'>]?: Authenticator<Callers[A]>;
};
