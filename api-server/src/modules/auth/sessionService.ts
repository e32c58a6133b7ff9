import { randomUUID } from 'node:crypto';
import type { SessionToken, SessionUser } from '@outreach/shared-contracts';
import { hashToken, randomToken, safeEqual } from '../../crypto/secrets.js';
import type { Db } from '../../db/client.js';
import { ApiError } from '../../errors.js';
import { appendAudit } from '../audit/repository.js';
import type { AuthDeps } from './policy.js';
import * as repo from './repository.js';

/** The signed-in staff member a request acts for. */
export interface StaffSession {
  sessionId: string;
  userId: number;
  tenantId: number | null;
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
 * this after login, so it asks here.
 */
export async function describeSession(
  deps: AuthDeps,
  session: StaffSession,
): Promise<{ token: SessionToken; user: SessionUser }> {
  const found = await deps.db.withContext({ auth: true }, async (tx) => {
    const row = await repo.findSessionById(tx, session.sessionId);
    const user = await repo.findUserById(tx, session.userId);
    return row && user ? { row, user } : null;
  });
  // Only reachable if the session went between authentication and this read: it is gone.
  if (!found) throw new ApiError('UNAUTHENTICATED');
  return { token: sessionToken(deps, found.row.id, found.row.expiresAt), user: sessionUserOf(found.user) };
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

function liveness(deps: AuthDeps, session: repo.SessionRow, now: Date): Liveness {
  if (session.revokedAt) return 'revoked';
  if (now >= session.expiresAt) return 'ended';
  if (now.getTime() - session.lastSeenAt.getTime() > deps.policy.idleTimeoutMs) return 'idle';
  return 'live';
}

/** Ends a session that timed out, so later calls (refresh included) cannot revive it. */
async function expire(
  tx: Db,
  session: repo.SessionRow,
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
  const outcome = await deps.db.withContext({ auth: true }, async (tx) => {
    const session = await repo.findSessionByAccessHash(tx, hashToken(accessToken));
    if (!session) return 'unknown' as const;
    const state = liveness(deps, session, now);
    if (state !== 'live') {
      await expire(tx, session, state, now, ip);
      return state === 'revoked' ? ('unknown' as const) : ('expired' as const);
    }
    if (now >= session.accessExpiresAt) return 'unknown' as const;
    return { sessionId: session.id, userId: session.userId, tenantId: session.tenantId };
  });
  if (outcome === 'unknown') throw new ApiError('UNAUTHENTICATED');
  if (outcome === 'expired') throw new ApiError('SESSION_EXPIRED');
  return outcome;
}

/** Keeps a session from going idle: a call it made succeeded. */
export async function recordSessionActivity(deps: AuthDeps, session: StaffSession): Promise<void> {
  const now = deps.clock.now();
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
 * the whole session is revoked.
 */
export async function refreshSession(
  deps: AuthDeps,
  refreshToken: string | undefined,
  ip: string,
): Promise<IssuedTokens> {
  if (!refreshToken) throw new ApiError('UNAUTHENTICATED');
  const now = deps.clock.now();
  const outcome = await deps.db.withContext({ auth: true }, async (tx) => {
    const stored = await repo.findRefreshToken(tx, hashToken(refreshToken));
    if (!stored) return 'unknown' as const;
    const session = await repo.findSessionById(tx, stored.sessionId);
    if (!session) return 'unknown' as const;
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

/** Revokes the session named by either cookie; succeeds quietly when there is none. */
export async function endSession(
  deps: AuthDeps,
  tokens: { access?: string | undefined; refresh?: string | undefined },
  ip: string,
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
    if (!session || session.revokedAt) return;
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
