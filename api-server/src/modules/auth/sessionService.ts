import { randomUUID } from 'node:crypto';
import type { SessionToken, SessionUser } from '@outreach/shared-contracts';
import { hashToken, randomToken, safeEqual } from '../../crypto/secrets.js';
import type { Db } from '../../db/client.js';
import { ApiError } from '../../errors.js';
import { appendAudit } from '../audit/repository.js';
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
export function sessionUserOf(user: repo.StaffUserRow): SessionUser {
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

/** Starts a session inside the caller's auth transaction. */
export async function startSession(
  tx: Db,
  deps: AuthDeps,
  user: { id: number; tenantId: number | null },
  now: Date,
): Promise<IssuedTokens> {
  const id = randomUUID();
  const access = randomToken();
  const refresh = randomToken();
  const sessionEndsAt = new Date(now.getTime() + deps.policy.sessionTtlMs);
  await repo.insertSession(tx, {
    id,
    userId: user.id,
    tenantId: user.tenantId,
    accessTokenHash: hashToken(access),
    accessExpiresAt: new Date(now.getTime() + deps.policy.accessTtlS * 1000),
    createdAt: now,
    lastSeenAt: now,
    expiresAt: sessionEndsAt,
  });
  await repo.insertRefreshToken(tx, id, hashToken(refresh), now);
  return { token: sessionToken(deps, id, sessionEndsAt), access, refresh, sessionEndsAt };
}

type Liveness = 'live' | 'idle' | 'ended' | 'revoked';

function liveness(
  deps: AuthDeps,
  session: Pick<repo.SessionRow, 'revokedAt' | 'expiresAt' | 'lastSeenAt'>,
  now: Date,
): Liveness {
  if (session.revokedAt) return 'revoked';
  if (now >= session.expiresAt) return 'ended';
  if (now.getTime() - session.lastSeenAt.getTime() > deps.policy.idleTimeoutMs) return 'idle';
  return 'live';
}

/** Ends a session that timed out, so later calls (refresh included) cannot revive it. */
async function expire(
  tx: Db,
  session: Pick<repo.SessionRow, 'id' | 'tenantId' | 'userId'>,
  state: Liveness,
  now: Date,
  ip: string,
): Promise<void> {
  if (state === 'revoked') return;
  await repo.revokeSession(tx, session.id, now, state === 'idle' ? 'idle_timeout' : 'absolute_expiry');
  await appendAudit(tx, {
    event: 'session_expired',
    at: now,
    tenantId: session.tenantId,
    actorUserId: session.userId,
    ip,
    details: { reason: state === 'idle' ? 'idle_timeout' : 'absolute_expiry' },
  });
}

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
  const found = await repo.lookUpStaffSession(deps.db, hashToken(accessToken));
  if (!found) throw new ApiError('UNAUTHENTICATED');
  const state = liveness(deps, found, now);
  if (state !== 'live') {
    await deps.db.withContext({ auth: true }, (tx) =>
      expire(tx, { id: found.sessionId, tenantId: found.tenantId, userId: found.userId }, state, now, ip),
    );
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
  await deps.db.withContext({ auth: true }, (tx) => repo.touchSession(tx, session.sessionId, now));
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
  await deps.db.withContext({ auth: true }, async (tx) => {
    if (!(await repo.isMemberOf(tx, session.userId, tenantId))) throw new ApiError('NOT_FOUND');
    await repo.setSessionTenant(tx, session.sessionId, tenantId);
    await appendAudit(tx, {
      event: 'session_tenant_switched',
      at: now,
      tenantId,
      actorUserId: session.userId,
      ip,
      details: { from_tenant_id: session.tenantId },
    });
  });
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
  const outcome = await deps.db.withContext({ auth: true }, async (tx) => {
    const stored = await repo.findRefreshToken(tx, hashToken(refreshToken));
    if (!stored) return 'unknown' as const;
    const session = await repo.findSessionById(tx, stored.sessionId);
    if (!session) return 'unknown' as const;
    intent?.(session.id);
    if (stored.rotatedAt || !(await repo.markRefreshRotated(tx, stored.id, now))) {
      await repo.revokeSession(tx, session.id, now, 'refresh_token_reuse');
      await appendAudit(tx, {
        event: 'refresh_token_reused',
        at: now,
        tenantId: session.tenantId,
        actorUserId: session.userId,
        ip,
      });
      return 'unknown' as const;
    }
    const state = liveness(deps, session, now);
    if (state !== 'live') {
      await expire(tx, session, state, now, ip);
      return state === 'revoked' ? ('unknown' as const) : ('expired' as const);
    }
    const access = randomToken();
    const refresh = randomToken();
    await repo.setAccessToken(
      tx,
      session.id,
      hashToken(access),
      new Date(now.getTime() + deps.policy.accessTtlS * 1000),
      now,
    );
    await repo.insertRefreshToken(tx, session.id, hashToken(refresh), now);
    await appendAudit(tx, {
      event: 'session_refreshed',
      at: now,
      tenantId: session.tenantId,
      actorUserId: session.userId,
      ip,
    });
    return {
      token: sessionToken(deps, session.id, session.expiresAt),
      access,
      refresh,
      sessionEndsAt: session.expiresAt,
    };
  });
  if (outcome === 'unknown') throw new ApiError('UNAUTHENTICATED');
  if (outcome === 'expired') throw new ApiError('SESSION_EXPIRED');
  return outcome;
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
  await deps.db.withContext({ auth: true }, async (tx) => {
    let session = tokens.access
      ? await repo.findSessionByAccessHash(tx, hashToken(tokens.access))
      : undefined;
    if (!session && tokens.refresh) {
      const stored = await repo.findRefreshToken(tx, hashToken(tokens.refresh));
      session = stored ? await repo.findSessionById(tx, stored.sessionId) : undefined;
    }
    if (!session) return;
    intent(session.id);
    if (session.revokedAt) return;
    await repo.revokeSession(tx, session.id, now, 'logout');
    await appendAudit(tx, {
      event: 'logout',
      at: now,
      tenantId: session.tenantId,
      actorUserId: session.userId,
      ip,
    });
  });
}
