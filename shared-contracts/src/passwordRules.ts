import { PASSWORD_MIN_LENGTH } from './constants.js';

/**
 * The rules a new staff password keeps (change and reset), written once: the API refuses a password
 * that breaks one, and the password forms list them beside the field and tick them off as typed.
 */
export const passwordRules = ['length', 'notUsername', 'notCurrent'] as const;
export type PasswordRule = (typeof passwordRules)[number];

/** What a rule is judged against besides the new password; what is left out cannot be judged. */
export interface PasswordRuleContext {
  username?: string;
  /** The current password as typed; the API judges this rule against the stored hash instead. */
  current?: string;
}

/** Per rule: kept (true), broken (false), or not to be judged with what is known (null). */
export type PasswordRuleVerdicts = Record<PasswordRule, boolean | null>;

/** How a new password stands with each rule. */
export function passwordRuleVerdicts(
  newPassword: string,
  context: PasswordRuleContext = {},
): PasswordRuleVerdicts {
  const { username, current } = context;
  return {
    length: newPassword.length >= PASSWORD_MIN_LENGTH,
    notUsername: username ? !newPassword.toLowerCase().includes(username.toLowerCase()) : null,
    notCurrent: current ? newPassword !== current : null,
  };
}
