/**
 * The message variables whose value is an address the platform makes itself (the patient's own link),
 * and so the only ones a link may lead to. Any other variable holds what a patient or a clinic typed
 * (a name, a phone number), which must never become where a link goes: `javascript:…` as a first
 * name would otherwise be a script link in an e-mail.
 */
export const linkTargetVariables = ['link'] as const;

const variableTarget = new RegExp(`^\\{\\{\\s*(?:${linkTargetVariables.join('|')})\\s*\\}\\}$`);

const schemes = /^(?:https:|mailto:|tel:)/i;

/** True when `href` names a variable (`{{…}}`) anywhere. */
export function namesVariable(href: string): boolean {
  return /\{\{[^{}]*\}\}/.test(href);
}

/**
 * True for the addresses a link in rich text may have: https, mailto and tel addresses without
 * variables, or exactly one of {@link linkTargetVariables} such as `{{link}}`. The server's sanitiser
 * drops any other (and refuses a studio save that names another variable), and the studio's editor
 * makes no other.
 */
export function isRichTextLink(href: string): boolean {
  const target = href.trim();
  if (variableTarget.test(target)) return true;
  return schemes.test(target) && !namesVariable(target);
}
