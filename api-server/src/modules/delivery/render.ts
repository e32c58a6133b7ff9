import {
  fillVariables,
  rightToLeftLanguages,
  pickText,
  smsStats,
  type LanguageCode,
  type MessageVariable,
  type TouchpointContent,
} from '@outreach/shared-contracts';
import { sanitizeRichText } from '../../content/richText.js';
import { unsubscribeFooter } from './unsubscribeFooter.js';

/** Who a message is for, as its variables need them. */
export interface Recipient {
  firstName: string;
  lastName: string;
  title: string | null;
  language: LanguageCode;
}

/** The sender's side of every message of a send. */
export interface SenderDetails {
  tenantName: string;
  tenantPhone: string;
}

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/** The language a patient reads the touchpoint in: their own when the touchpoint has it, else its default. */
export function messageLanguage(content: TouchpointContent, preferred: LanguageCode): LanguageCode {
  return content.languages.includes(preferred) ? preferred : content.default_language;
}

function valuesFor(
  recipient: Recipient,
  sender: SenderDetails,
  link: string,
): Record<MessageVariable, string> {
  return {
    first_name: recipient.firstName,
    last_name: recipient.lastName,
    title: recipient.title ?? '',
    tenant_name: sender.tenantName,
    tenant_phone: sender.tenantPhone,
    link,
  };
}

/** Sanitised e-mail templates by their text: a send renders the same few for every patient. */
const safeTemplates = new Map<string, string>();
const SAFE_TEMPLATES_KEPT = 256;

/**
 * An e-mail template sanitised again before its variables are filled: a link whose target names a
 * patient's field (in content stored before link targets were checked) loses its target, so no value
 * of a patient can become where a link goes. Filled values are HTML-escaped, so they stay text.
 */
function safeTemplate(html: string): string {
  let safe = safeTemplates.get(html);
  if (safe === undefined) {
    if (safeTemplates.size >= SAFE_TEMPLATES_KEPT) safeTemplates.clear();
    safe = sanitizeRichText(html);
    safeTemplates.set(html, safe);
  }
  return safe;
}

/**
 * The e-mail of a touchpoint for one patient, in their language: its variables filled (escaped in
 * the HTML of a template sanitised as rich text again), and at its foot, in the same language, the link to the page where they unsubscribe.
 */
export function renderEmail(
  content: TouchpointContent,
  recipient: Recipient,
  sender: SenderDetails,
  link: string,
  unsubscribeUrl: string,
): RenderedEmail {
  const language = messageLanguage(content, recipient.language);
  const pick = (text: Partial<Record<LanguageCode, string>>) =>
    pickText(text, language, content.default_language);
  const values = valuesFor(recipient, sender, link);
  const direction = rightToLeftLanguages.includes(language) ? 'rtl' : 'ltr';
  const footer = unsubscribeFooter(language, unsubscribeUrl);
  const html = fillVariables(safeTemplate(pick(content.email.html)), values, { html: true });
  const text = fillVariables(pick(content.email.text), values, { html: false });
  return {
    subject: fillVariables(pick(content.email.subject), values, { html: false }).replace(/[\r\n]+/g, ' '),
    html: `<!doctype html><html lang="${language}" dir="${direction}"><body>${html}${footer.html}</body></html>`,
    text: `${text}${footer.text}`,
  };
}

/** The SMS of a touchpoint for one patient, in their language, variables filled. */
export function renderSms(
  content: TouchpointContent,
  recipient: Recipient,
  sender: SenderDetails,
  link: string,
): string {
  const language = messageLanguage(content, recipient.language);
  return fillVariables(
    pickText(content.sms.text, language, content.default_language),
    valuesFor(recipient, sender, link),
    { html: false },
  );
}

/** The segments an SMS text of a language is billed as (sample values for its variables). */
export function smsSegments(content: TouchpointContent, language: LanguageCode) {
  return smsStats(pickText(content.sms.text, language, content.default_language));
}
