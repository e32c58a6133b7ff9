import { randomUUID } from 'node:crypto';
import type { SessionToken, SessionUser } from '@outreach/shared-contracts';
import { hashToken, randomToken, safeEqual } from '../../crypto/secrets.js';
import { ApiError } from '../../errors.js';
import * as definers from './definers.js';
import type { AuthDeps } from './policy.js';
import * as repo from './repository.js';
import type { IntentCheck } from './sessionCallIntent.js';

/** The signed-in staff member a request acts for. */
export interface StaffSession {
  sessionId: string;
  userId: number;
  tenantId: number | null;
  /** The session's absolute end. */
  endsAt: Date;
  /** The last activity the session has on record (written at most once a minute). */
  lastSeenAt: Date;
  /** The signed-in user as the login and status answers show them. */
  user: SessionUser;
  /** The hash of the access token: the session's steps find it by this, never by its id alone. */
  accessHash: string;
}

export interface IssuedTokens {
  token: SessionToken;
  access: string;
  refresh: string;
  sessionEndsAt: Date;
}

function sessionToken(deps: AuthDeps, sessionId: string, endsAt: Date): SessionToken {
  return {
    access: null,
    refresh: null,
    csrf: deps.keys.csrfFor(sessionId),
    expiration: Math.floor(endsAt.getTime() / 1000),
    duration: deps.policy.accessTtlS,
  };
}

/** The user as the login and status answers show them. */
export function sessionUserOf(
  user: Pick<repo.StaffUserRow, 'id' | 'username' | 'firstName' | 'lastName' | 'email'>,
): SessionUser {
  return {
    id: user.id,
    username: user.username,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
  };
}

/**
 * What a live session's client needs to act: its csrf token, end and user. An app on another
 * origin of the platform shares the session's cookies but not the storage where the shell keeps
 * this after login, so it asks here. Authentication found all of it already.
 */
export function describeSession(
  deps: AuthDeps,
  session: StaffSession,
): { token: SessionToken; user: SessionUser } {
  return { token: sessionToken(deps, session.sessionId, session.endsAt), user: session.user };
}

/** A new session's tokens, and what the database stores of them (hashes only). */
export function newSession(
  deps: AuthDeps,
  now: Date,
): { tokens: IssuedTokens; stored: definers.LoginCompletion['session'] } {
  const id = randomUUID();
  const access = randomToken();
  const refresh = randomToken();
  const sessionEndsAt = new Date(now.getTime() + deps.policy.sessionTtlMs);
  return {
    tokens: { token: sessionToken(deps, id, sessionEndsAt), access, refresh, sessionEndsAt },
    stored: {
      id,
      accessHash: hashToken(access),
      accessExpiresAt: new Date(now.getTime() + deps.policy.accessTtlS * 1000),
      refreshHash: hashToken(refresh),
      expiresAt: sessionEndsAt,
    },
  };
}

type Liveness = 'live' | 'idle' | 'ended' | 'revoked';

function liveness(
  deps: AuthDeps,
  session: Pick<repo.StaffSessionLookup, 'revokedAt' | 'expiresAt' | 'lastSeenAt'>,
  now: Date,
): Liveness {
  if (session.revokedAt) return 'revoked';
  if (now >= session.expiresAt) return 'ended';
  if (now.getTime() - session.lastSeenAt.getTime() > deps.policy.idleTimeoutMs) return 'idle';
  return 'live';
}

/** The last activity time at which a session counts as idle at `now`. */
const idleSince = (deps: AuthDeps, now: Date) => new Date(now.getTime() - deps.policy.idleTimeoutMs);

/**
 * Resolves the access-token cookie to a live session. Idle or past its absolute end, the session is
 * revoked and the caller gets SESSION_EXPIRED. A live session is only read: its activity is
 * recorded by {@link recordSessionActivity} once the call has succeeded.
 */
export async function authenticate(
  deps: AuthDeps,
  accessToken: string | undefined,
  ip: string,
): Promise<StaffSession> {
  if (!accessToken) throw new ApiError('UNAUTHENTICATED');
  const now = deps.clock.now();
  const accessHash = hashToken(accessToken);
  const found = await repo.lookUpStaffSession(deps.db, accessHash);
  if (!found) throw new ApiError('UNAUTHENTICATED');
  const state = liveness(deps, found, now);
  if (state !== 'live') {
    // Ended for good, so later calls (refresh included) cannot revive it.
    if (state !== 'revoked') await definers.expireSession(deps.db, accessHash, now, idleSince(deps, now), ip);
    throw new ApiError(state === 'revoked' ? 'UNAUTHENTICATED' : 'SESSION_EXPIRED');
  }
  if (now >= found.accessExpiresAt) throw new ApiError('UNAUTHENTICATED');
  return {
    sessionId: found.sessionId,
    userId: found.userId,
    tenantId: found.tenantId,
    endsAt: found.expiresAt,
    lastSeenAt: found.lastSeenAt,
    user: {
      id: found.userId,
      username: found.user.username,
      first_name: found.user.firstName,
      last_name: found.user.lastName,
      email: found.user.email,
    },
    accessHash,
  };
}

/**
 * Keeps a session from going idle: a call it made succeeded. The time is written only when the stored
 * one is `activityWriteEveryMs` old, so most calls write nothing and the idle timeout is exact to
 * within that much.
 */
export async function recordSessionActivity(deps: AuthDeps, session: StaffSession): Promise<void> {
  const now = deps.clock.now();
  if (now.getTime() - session.lastSeenAt.getTime() < deps.policy.activityWriteEveryMs) return;
  await definers.touchSession(deps.db, session.accessHash, now);
}

/**
 * Makes another of the user's tenants the session's current one (patients and cohorts follow it).
 * A tenant the user does not belong to answers like a missing one.
 */
export async function switchTenant(
  deps: AuthDeps,
  session: StaffSession,
  tenantId: number,
  ip: string,
): Promise<void> {
  const now = deps.clock.now();
  if (!(await definers.switchTenant(deps.db, session.accessHash, tenantId, now, ip))) {
    throw new ApiError('NOT_FOUND');
  }
}

/** The CSRF token is bound to the session, so it stays valid across refreshes and tabs. */
export function assertCsrf(deps: AuthDeps, session: StaffSession, header: string | undefined): void {
  if (!header || !safeEqual(header, deps.keys.csrfFor(session.sessionId))) throw new ApiError('CSRF_FAILED');
}

/**
 * Rotates a refresh token. A token that was already rotated means it leaked or was replayed:
 * the whole session is revoked. `intent`, when given, is asked before anything changes, so a
 * refused call neither rotates nor revokes.
 */
export async function refreshSession(
  deps: AuthDeps,
  refreshToken: string | undefined,
  ip: string,
  intent?: IntentCheck,
): Promise<IssuedTokens> {
  if (!refreshToken) throw new ApiError('UNAUTHENTICATED');
  const now = deps.clock.now();
  const refreshHash = hashToken(refreshToken);
  if (intent) {
    const sessionId = await definers.sessionOfTokens(deps.db, null, refreshHash);
    if (!sessionId) throw new ApiError('UNAUTHENTICATED');
    intent(sessionId);
  }
  const access = randomToken();
  const refresh = randomToken();
  const rotated = await definers.refreshSession(deps.db, refreshHash, now, idleSince(deps, now), ip, {
    accessHash: hashToken(access),
    accessExpiresAt: new Date(now.getTime() + deps.policy.accessTtlS * 1000),
    refreshHash: hashToken(refresh),
  });
  if (rotated.outcome !== 'ok') {
    throw new ApiError(rotated.outcome === 'expired' ? 'SESSION_EXPIRED' : 'UNAUTHENTICATED');
  }
  return {
    token: sessionToken(deps, rotated.sessionId, rotated.expiresAt),
    access,
    refresh,
    sessionEndsAt: rotated.expiresAt,
  };
}

/**
 * Revokes the session named by either token, refresh tokens and all; succeeds quietly when there
 * is none. `intent` is asked once the session is known, before it is revoked.
 */
export async function endSession(
  deps: AuthDeps,
  tokens: { access?: string | undefined; refresh?: string | undefined },
  ip: string,
  intent: IntentCheck,
): Promise<void> {
  const now = deps.clock.now();
  const accessHash = tokens.access ? hashToken(tokens.access) : null;
  const refreshHash = tokens.refresh ? hashToken(tokens.refresh) : null;
  const sessionId = await definers.sessionOfTokens(deps.db, accessHash, refreshHash);
  if (!sessionId) return;
  intent(sessionId);
  await definers.endSession(deps.db, accessHash, refreshHash, now, ip);
}
