import { hashToken, randomToken } from '../../crypto/secrets.js';
import { ApiError } from '../../errors.js';
import { mailErrorCode } from '../../mail/mailer.js';
import { passwordResetMail } from '../../mail/templates.js';
import { assertPasswordPolicy, hashPassword, verifyPassword } from './credentials.js';
import type { AuthDeps } from './policy.js';
import * as definers from './passwordDefiners.js';
import type { StaffSession } from './sessionService.js';

/** Sends the reset e-mail with the single-use link `<PUBLIC_APP_URL>/password/reset/<token>`. */
export async function sendResetMail(
  deps: AuthDeps,
  user: { email: string; firstName: string },
  token: string,
  reason: 'requested' | 'expired',
): Promise<void> {
  await deps.mailer.send(
    passwordResetMail({
      to: user.email,
      firstName: user.firstName,
      link: `${deps.publicAppUrl}/password/reset/${encodeURIComponent(token)}`,
      expiresInMinutes: Math.round(deps.policy.resetTokenTtlMs / 60_000),
      reason,
    }),
  );
}

/** Sends reset instructions when the address belongs to a staff member; answers alike otherwise. */
export async function forgotPassword(deps: AuthDeps, email: string, ip: string): Promise<void> {
  const now = deps.clock.now();
  const token = randomToken();
  const outcome = await definers.requestPasswordReset(deps.db, {
    email,
    ip,
    now,
    since: new Date(now.getTime() - deps.policy.ipWindowMs),
    limit: deps.policy.resetRequestLimit,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + deps.policy.resetTokenTtlMs),
  });
  if (outcome === 'limited') throw new ApiError('RATE_LIMITED');
  if (!outcome) return;
  try {
    await sendResetMail(deps, outcome, token, 'requested');
  } catch (error) {
    deps.log.error(
      { userId: outcome.id, errorCode: mailErrorCode(error) },
      'password reset e-mail could not be sent',
    );
    throw new ApiError('EMAIL_SEND_FAILED');
  }
}

/** Sets a new password with a reset token; the token works once and every session ends. */
export async function resetPassword(
  deps: AuthDeps,
  token: string,
  newPassword: string,
  ip: string,
): Promise<void> {
  const now = deps.clock.now();
  const tokenHash = hashToken(token);
  const user = await definers.resetTokenUser(deps.db, tokenHash, now);
  if (!user) throw new ApiError('RESET_TOKEN_INVALID');
  await assertPasswordPolicy({ username: user.username, newPassword, currentHash: user.passwordHash });
  const passwordHash = await hashPassword(newPassword);
  // The token is used conditionally, so two concurrent uses of one token cannot both succeed.
  const done = (await definers.resetPassword(deps.db, tokenHash, now, passwordHash, ip)) === user.id;
  if (!done) throw new ApiError('RESET_TOKEN_INVALID');
}

/** Changes the signed-in user's password; their other sessions end, this one continues. */
export async function changePassword(
  deps: AuthDeps,
  session: StaffSession,
  input: { oldPassword: string; newPassword: string },
  ip: string,
): Promise<void> {
  const now = deps.clock.now();
  const user = await definers.sessionCredentials(deps.db, session.accessHash);
  if (!user) throw new ApiError('UNAUTHENTICATED');
  if (!(await verifyPassword(user.passwordHash, input.oldPassword))) throw new ApiError('WRONG_PASSWORD');
  await assertPasswordPolicy({
    username: user.username,
    newPassword: input.newPassword,
    currentHash: user.passwordHash,
  });
  const passwordHash = await hashPassword(input.newPassword);
  if (!(await definers.changePassword(deps.db, session.accessHash, passwordHash, now, ip))) {
    throw new ApiError('UNAUTHENTICATED');
  }
}
