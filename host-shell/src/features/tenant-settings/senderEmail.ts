/**
 * The contract's e-mail rule (zod's `email()` pattern, at most 254 characters), so the form flags
 * a sender address before the server would refuse it. `senderEmail.test.ts` checks the two agree.
 */
const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
const EMAIL_MAX_LENGTH = 254;

/** Whether a sender address may be saved: empty (no sender address) or a valid e-mail address. */
export function isValidSenderEmail(value: string): boolean {
  const address = value.trim();
  return address === '' || (address.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(address));
}
