import { PATIENT_VERIFICATION } from '@outreach/shared-contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../../clock.js';
import { hashToken } from '../../crypto/secrets.js';
import type { Database } from '../../db/client.js';
import { ApiError } from '../../errors.js';
import type { Authenticator } from '../../plugins/routeTypes.js';
import { readCookie, type CookieSettings } from '../auth/cookies.js';
import { lookUpLink, lookUpPatientSession, renewPatientSession } from './definers.js';
import { isLinkToken, patientCookieName } from './links.js';

/** A verified patient on one link: what the database knows the session by, and the interaction it opens. */
export interface PatientSession {
  /** The hash of the session token: the credential row-level security reads the interaction from. */
  credential: string;
  tokenHash: string;
  tenantId: number;
  interactionId: number;
  touchpointId: number;
  patientId: number;
  isTest: boolean;
  expiresAt: Date;
}

export interface PatientSessionDeps {
  db: Database;
  clock: Clock;
}

const sessionMs = PATIENT_VERIFICATION.sessionSeconds * 1000;
/** A session's expiry is moved on at most this often, so most calls write nothing. */
const RENEW_EVERY_MS = 60_000;

/** When a session started or renewed now ends. */
export function sessionEnd(now: Date): Date {
  return new Date(now.getTime() + sessionMs);
}

/** The session cookie of a link: httpOnly, this site only, for the API's paths, gone with the browser. */
export function setPatientCookie(
  reply: FastifyReply,
  settings: CookieSettings,
  token: string,
  sessionToken: string,
): void {
  reply.setCookie(patientCookieName(token), sessionToken, {
    httpOnly: true,
    secure: settings.secure,
    sameSite: 'strict',
    path: '/api',
  });
}

/**
 * The link token of a request to a patient route (`:id`). A malformed one is no link of ours, and is
 * answered as one, before anything of the request is read.
 */
function tokenOf(request: FastifyRequest): string {
  const token = (request.params as Record<string, unknown> | undefined)?.id;
  if (!isLinkToken(token)) throw new ApiError('LINK_NOT_FOUND');
  return token;
}

/**
 * Why a request without a live session is refused: an unknown, expired or revoked link says so; a good
 * link asks for the date of birth again.
 */
async function refusal(deps: PatientSessionDeps, tokenHash: string): Promise<ApiError> {
  const link = await lookUpLink(deps.db, tokenHash, deps.clock.now());
  if (!link) return new ApiError('LINK_NOT_FOUND');
  if (link.state === 'expired') return new ApiError('LINK_EXPIRED');
  if (link.state === 'revoked') return new ApiError('LINK_REVOKED');
  return new ApiError('VERIFICATION_REQUIRED');
}

/** The patient session of a link's own cookie, if one is live. */
export async function currentPatientSession(
  deps: PatientSessionDeps,
  request: FastifyRequest,
  token: string,
): Promise<PatientSession | null> {
  const sessionToken = readCookie(request, patientCookieName(token));
  if (!sessionToken) return null;
  const credential = hashToken(sessionToken);
  const tokenHash = hashToken(token);
  const found = await lookUpPatientSession(deps.db, credential, tokenHash, deps.clock.now());
  return found ? { credential, tokenHash, ...found } : null;
}

/** Patient routes: a live session of the link in the path, renewed while the page is used. */
export function patientAuthenticator(deps: PatientSessionDeps): Authenticator<PatientSession> {
  return {
    async identify(request) {
      const token = tokenOf(request);
      const session = await currentPatientSession(deps, request, token);
      if (!session) throw await refusal(deps, hashToken(token));
      return session;
    },
    async recordActivity(session) {
      const end = sessionEnd(deps.clock.now());
      if (end.getTime() - session.expiresAt.getTime() < RENEW_EVERY_MS) return;
      await renewPatientSession(deps.db, session.credential, end);
    },
  };
}
