import type { LoginResponse } from '@outreach/shared-contracts';
import { hashToken, randomToken } from '../../crypto/secrets.js';
import { ApiError } from '../../errors.js';
import { appendAudit, type AuditEvent } from '../audit/repository.js';
import { matchTotpStep, verifyPassword } from './credentials.js';
import { mailErrorCode, sendResetMail } from './passwordService.js';
import { passwordExpired, passwordWarning, type AuthDeps } from './policy.js';
import * as repo from './repository.js';
import { sessionUserOf, startSession, type IssuedTokens } from './sessionService.js';

export const IP_FAILURE_KIND = 'sign_in_failure';

interface Attempt {
  username: string;
  password: string;
  ip: string;
}

/**
 * Refuses the attempt while the username is locked or the IP address has failed too often.
 * Checked before the password, so a locked account answers the same whatever is typed.
 */
async function assertNotThrottled(deps: AuthDeps, attempt: Attempt, now: Date): Promise<void> {
  const refusal = await deps.db.withContext({ auth: true }, async (tx) => {
    const since = new Date(now.getTime() - deps.policy.ipWindowMs);
    let event: AuditEvent | null = null;
    if ((await repo.countIpEvents(tx, attempt.ip, IP_FAILURE_KIND, since)) >= deps.policy.ipFailureLimit) {
      event = 'sign_in_refused_ip_limit';
    } else if (await repo.lockedUntil(tx, attempt.username.toLowerCase(), now)) {
      event = 'sign_in_refused_locked';
    }
    if (event) await appendAudit(tx, { event, at: now, subject: attempt.username, ip: attempt.ip });
    return event;
  });
  if (refusal) throw new ApiError('TOO_MANY_ATTEMPTS');
}

async function recordFailure(
  deps: AuthDeps,
  attempt: Attempt,
  now: Date,
  event: AuditEvent,
  reason: string,
  userId: number | null,
): Promise<void> {
  await deps.db.withContext({ auth: true }, async (tx) => {
    await repo.recordIpEvent(
      tx,
      attempt.ip,
      IP_FAILURE_KIND,
      now,
      new Date(now.getTime() - deps.policy.ipWindowMs),
    );
    const { locked } = await repo.recordFailure(
      tx,
      attempt.username.toLowerCase(),
      now,
      deps.policy.maxFailures,
      deps.policy.lockoutMs,
    );
    await appendAudit(tx, {
      event,
      at: now,
      actorUserId: userId,
      subject: attempt.username,
      ip: attempt.ip,
      details: { reason },
    });
    if (locked) {
      await appendAudit(tx, {
        event: 'account_locked',
        at: now,
        actorUserId: userId,
        subject: attempt.username,
        ip: attempt.ip,
      });
    }
  });
}

async function verifyFirstFactor(deps: AuthDeps, attempt: Attempt) {
  const user = await deps.db.withContext({ auth: true }, (tx) =>
    repo.findUserByUsername(tx, attempt.username),
  );
  const passwordOk = await verifyPassword(user?.passwordHash, attempt.password);
  return { user, passwordOk };
}

/** Sign-in step 1: username and password, without starting a session. */
export async function checkCredentials(deps: AuthDeps, attempt: Attempt): Promise<void> {
  const now = deps.clock.now();
  await assertNotThrottled(deps, attempt, now);
  const { user, passwordOk } = await verifyFirstFactor(deps, attempt);
  if (!user || !passwordOk) {
    await recordFailure(
      deps,
      attempt,
      now,
      'check_credentials_failed',
      user ? 'wrong_password' : 'unknown_user',
      user?.id ?? null,
    );
    throw new ApiError('INVALID_CREDENTIALS');
  }
}

export interface LoginResult {
  response: LoginResponse;
  tokens: IssuedTokens;
}

/** Sign-in step 2: username, password and a one-time code start a session. */
export async function login(deps: AuthDeps, attempt: Attempt & { otp: string }): Promise<LoginResult> {
  const now = deps.clock.now();
  await assertNotThrottled(deps, attempt, now);
  const { user, passwordOk } = await verifyFirstFactor(deps, attempt);
  const step =
    user && passwordOk ? matchTotpStep(deps.keys.decrypt(user.totpSecretEnc), attempt.otp, now) : null;
  if (!user || step === null) {
    const reason = !user ? 'unknown_user' : passwordOk ? 'wrong_code' : 'wrong_password';
    await recordFailure(deps, attempt, now, 'login_failed', reason, user?.id ?? null);
    throw new ApiError('INVALID_LOGIN');
  }

  const expired = passwordExpired(user.passwordChangedAt, now, deps.policy.passwordMaxAgeDays);
  const outcome = await deps.db.withContext({ auth: true }, async (tx) => {
    if (!(await repo.claimTotpStep(tx, user.id, step))) return { kind: 'replayed' as const };
    await repo.clearFailures(tx, attempt.username.toLowerCase());
    const tenantId = await repo.firstTenantOf(tx, user.id);
    if (expired) {
      const resetToken = randomToken();
      await repo.insertResetToken(
        tx,
        user.id,
        hashToken(resetToken),
        now,
        new Date(now.getTime() + deps.policy.resetTokenTtlMs),
      );
      await appendAudit(tx, {
        event: 'login_password_expired',
        at: now,
        tenantId,
        actorUserId: user.id,
        ip: attempt.ip,
      });
      return { kind: 'expired' as const, resetToken };
    }
    const tokens = await startSession(tx, deps, { id: user.id, tenantId }, now);
    await appendAudit(tx, {
      event: 'login_succeeded',
      at: now,
      tenantId,
      actorUserId: user.id,
      ip: attempt.ip,
    });
    return { kind: 'ok' as const, tokens };
  });

  if (outcome.kind === 'replayed') {
    await recordFailure(deps, attempt, now, 'login_failed', 'code_replayed', user.id);
    throw new ApiError('INVALID_LOGIN');
  }
  if (outcome.kind === 'expired') {
    try {
      await sendResetMail(
        deps,
        { email: user.email, firstName: user.firstName },
        outcome.resetToken,
        'expired',
      );
    } catch (error) {
      // The error may quote the address, so only its kind is logged.
      deps.log.error(
        { userId: user.id, errorCode: mailErrorCode(error) },
        'password expiry e-mail could not be sent',
      );
    }
    throw new ApiError('PASSWORD_EXPIRED');
  }
  return {
    tokens: outcome.tokens,
    response: {
      token: outcome.tokens.token,
      user: sessionUserOf(user),
      warning: passwordWarning(user.passwordChangedAt, now, deps.policy),
    },
  };
}
