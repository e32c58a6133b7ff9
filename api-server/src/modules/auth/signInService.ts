import type { LoginResponse } from '@outreach/shared-contracts';
import { hashToken, randomToken } from '../../crypto/secrets.js';
import { ApiError } from '../../errors.js';
import { matchTotpStep, verifyPassword } from './credentials.js';
import { mailErrorCode } from '../../mail/mailer.js';
import { sendResetMail } from './passwordService.js';
import { passwordExpired, passwordWarning, type AuthDeps } from './policy.js';
import * as definers from './definers.js';
import type { SignInUser } from './definers.js';
import { newSession, sessionUserOf, type IssuedTokens } from './sessionService.js';

interface Attempt {
  username: string;
  password: string;
  ip: string;
}

/**
 * Refuses the attempt while the username is locked or the IP address has failed too often, then
 * finds the user the name belongs to. The throttle is checked before the password, so a locked
 * account answers the same whatever is typed.
 */
async function findUnthrottled(deps: AuthDeps, attempt: Attempt, now: Date): Promise<SignInUser | undefined> {
  const since = new Date(now.getTime() - deps.policy.ipWindowMs);
  const found = await definers.signInUser(deps.db, attempt, now, since, deps.policy.ipFailureLimit);
  if (found.refusal) throw new ApiError('TOO_MANY_ATTEMPTS');
  return found.user;
}

async function recordFailure(
  deps: AuthDeps,
  attempt: Attempt,
  now: Date,
  event: 'check_credentials_failed' | 'login_failed',
  reason: string,
): Promise<void> {
  await definers.recordSignInFailure(deps.db, {
    username: attempt.username,
    ip: attempt.ip,
    now,
    keepSince: new Date(now.getTime() - deps.policy.ipWindowMs),
    maxFailures: deps.policy.maxFailures,
    lockedUntil: new Date(now.getTime() + deps.policy.lockoutMs),
    event,
    reason,
  });
}

async function verifyFirstFactor(deps: AuthDeps, attempt: Attempt, now: Date) {
  const user = await findUnthrottled(deps, attempt, now);
  const passwordOk = await verifyPassword(user?.passwordHash, attempt.password);
  return { user, passwordOk };
}

/** Sign-in step 1: username and password, without starting a session. */
export async function checkCredentials(deps: AuthDeps, attempt: Attempt): Promise<void> {
  const now = deps.clock.now();
  const { user, passwordOk } = await verifyFirstFactor(deps, attempt, now);
  if (!user || !passwordOk) {
    await recordFailure(
      deps,
      attempt,
      now,
      'check_credentials_failed',
      user ? 'wrong_password' : 'unknown_user',
    );
    throw new ApiError('INVALID_CREDENTIALS');
  }
}

/** A failed send does not stop the refusal: the user can ask for another link. */
async function mailExpiryReset(deps: AuthDeps, user: SignInUser, resetToken: string): Promise<void> {
  try {
    await sendResetMail(deps, { email: user.email, firstName: user.firstName }, resetToken, 'expired');
  } catch (error) {
    // The error may quote the address, so only its kind is logged.
    deps.log.error(
      { userId: user.id, errorCode: mailErrorCode(error) },
      'password expiry e-mail could not be sent',
    );
  }
}

export interface LoginResult {
  response: LoginResponse;
  tokens: IssuedTokens;
}

/** Sign-in step 2: username, password and a one-time code start a session. */
export async function login(deps: AuthDeps, attempt: Attempt & { otp: string }): Promise<LoginResult> {
  const now = deps.clock.now();
  const { user, passwordOk } = await verifyFirstFactor(deps, attempt, now);
  const step =
    user && passwordOk ? matchTotpStep(deps.keys.decrypt(user.totpSecretEnc), attempt.otp, now) : null;
  if (!user || step === null) {
    const reason = !user ? 'unknown_user' : passwordOk ? 'wrong_code' : 'wrong_password';
    await recordFailure(deps, attempt, now, 'login_failed', reason);
    throw new ApiError('INVALID_LOGIN');
  }

  const expired = passwordExpired(user.passwordChangedAt, now, deps.policy.passwordMaxAgeDays);
  const resetToken = expired ? randomToken() : null;
  const session = newSession(deps, now);
  const kind = await definers.completeLogin(deps.db, {
    userId: user.id,
    step,
    username: attempt.username,
    ip: attempt.ip,
    now,
    reset:
      resetToken === null
        ? null
        : { hash: hashToken(resetToken), expiresAt: new Date(now.getTime() + deps.policy.resetTokenTtlMs) },
    session: session.stored,
  });

  if (kind === 'replayed') {
    await recordFailure(deps, attempt, now, 'login_failed', 'code_replayed');
    throw new ApiError('INVALID_LOGIN');
  }
  if (kind === 'expired') {
    if (resetToken) await mailExpiryReset(deps, user, resetToken);
    throw new ApiError('PASSWORD_EXPIRED');
  }
  return {
    tokens: session.tokens,
    response: {
      token: session.tokens.token,
      user: sessionUserOf(user),
      warning: passwordWarning(user.passwordChangedAt, now, deps.policy),
    },
  };
}
