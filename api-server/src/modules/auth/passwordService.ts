import { hashToken, randomToken } from '../../crypto/secrets.js';
import { ApiError } from '../../errors.js';
import { passwordResetMail } from '../../mail/templates.js';
import { appendAudit } from '../audit/repository.js';
import { assertPasswordPolicy, hashPassword, verifyPassword } from './credentials.js';
import type { AuthDeps } from './policy.js';
import * as repo from './repository.js';
import type { StaffSession } from './sessionService.js';

const RESET_KIND = 'reset_request';

/** A loggable summary of a mail failure: its code only, never its message (it may quote the address). */
export function mailErrorCode(error: unknown): string {
  if (error && typeof error === 'object' && 'code' in error && typeof error.code === 'string')
    return error.code;
  return error instanceof Error ? error.name : 'unknown';
}

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
  const outcome = await deps.db.withContext({ auth: true }, async (tx) => {
    const since = new Date(now.getTime() - deps.policy.ipWindowMs);
    if ((await repo.countIpEvents(tx, ip, RESET_KIND, since)) >= deps.policy.resetRequestLimit)
      return 'limited' as const;
    await repo.recordIpEvent(tx, ip, RESET_KIND, now, since);
    const user = await repo.findUserByEmail(tx, email);
    await appendAudit(tx, {
      event: 'password_reset_requested',
      at: now,
      actorUserId: user?.id ?? null,
      ip,
      details: { known: !!user },
    });
    if (!user) return null;
    const token = randomToken();
    await repo.insertResetToken(
      tx,
      user.id,
      hashToken(token),
      now,
      new Date(now.getTime() + deps.policy.resetTokenTtlMs),
    );
    return { user, token };
  });
  if (outcome === 'limited') throw new ApiError('RATE_LIMITED');
  if (!outcome) return;
  try {
    await sendResetMail(deps, outcome.user, outcome.token, 'requested');
  } catch (error) {
    deps.log.error(
      { userId: outcome.user.id, errorCode: mailErrorCode(error) },
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
  const user = await deps.db.withContext({ auth: true }, async (tx) => {
    const userId = await repo.findValidResetToken(tx, tokenHash, now);
    return userId === null ? undefined : repo.findUserById(tx, userId);
  });
  if (!user) throw new ApiError('RESET_TOKEN_INVALID');
  await assertPasswordPolicy({ username: user.username, newPassword, currentHash: user.passwordHash });
  const passwordHash = await hashPassword(newPassword);
  const done = await deps.db.withContext({ auth: true }, async (tx) => {
    // Consuming is conditional, so two concurrent uses of one token cannot both succeed.
    if ((await repo.consumeResetToken(tx, tokenHash, now)) !== user.id) return false;
    await repo.updatePassword(tx, user.id, passwordHash, now);
    await repo.clearFailures(tx, user.username.toLowerCase());
    await repo.revokeUserSessions(tx, user.id, now, 'password_reset');
    await appendAudit(tx, { event: 'password_reset_completed', at: now, actorUserId: user.id, ip });
    return true;
  });
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
  const user = await deps.db.withContext({ auth: true }, (tx) => repo.findUserById(tx, session.userId));
  if (!user) throw new ApiError('UNAUTHENTICATED');
  if (!(await verifyPassword(user.passwordHash, input.oldPassword))) throw new ApiError('WRONG_PASSWORD');
  await assertPasswordPolicy({
    username: user.username,
    newPassword: input.newPassword,
    currentHash: user.passwordHash,
  });
  const passwordHash = await hashPassword(input.newPassword);
  await deps.db.withContext({ auth: true }, async (tx) => {
    await repo.updatePassword(tx, user.id, passwordHash, now);
    await repo.revokeUserSessions(tx, user.id, now, 'password_changed', session.sessionId);
    await appendAudit(tx, {
      event: 'password_changed',
      at: now,
      tenantId: session.tenantId,
      actorUserId: user.id,
      ip,
    });
  });
}
