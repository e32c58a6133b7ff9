import {
  fillVariables,
  rightToLeftLanguages,
  variablesIn,
  pickText,
  smsStats,
  type LanguageCode,
  type MessageVariable,
  type TouchpointContent,
} from '@outreach/shared-contracts';
import { sanitizeRichText } from '../../content/richText.js';
import { placeButton, preheaderOf } from './email/emailBody.js';
import { emailColours } from './email/emailColours.js';
import { emailLabels } from './email/emailLabels.js';
import { drawEmail } from './email/drawEmail.js';

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
  /** The tenant's branding colours (hex); the defaults stand in for missing or malformed ones. */
  primaryColor?: string | null;
  secondaryColor?: string | null;
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
 * The e-mail of a touchpoint for one patient, in their language, in the tenant's layout: the tenant's
 * name and colours, the author's body (sanitised as rich text again, values filled escaped), the
 * button to their page with its address as a fallback, and the link to the unsubscribe page. The
 * plain-text part says the same, the addresses written out.
 */
export async function renderEmail(
  content: TouchpointContent,
  recipient: Recipient,
  sender: SenderDetails,
  link: string,
  unsubscribeUrl: string,
): Promise<RenderedEmail> {
  const language = messageLanguage(content, recipient.language);
  const pick = (text: Partial<Record<LanguageCode, string>>) =>
    pickText(text, language, content.default_language);
  const values = valuesFor(recipient, sender, link);
  const labels = emailLabels[language];
  const textTemplate = pick(content.email.text);
  const subject = fillVariables(pick(content.email.subject), values, { html: false }).replace(
    /[\r\n]+/g,
    ' ',
  );
  const body = placeButton(safeTemplate(pick(content.email.html)), values, labels.open);
  const html = await drawEmail(
    {
      language,
      direction: rightToLeftLanguages.includes(language) ? 'rtl' : 'ltr',
      tenantName: sender.tenantName,
      colours: emailColours(sender.primaryColor, sender.secondaryColor),
      labels,
    },
    { subject, preheader: preheaderOf(textTemplate, values, labels.open), ...body, link, unsubscribeUrl },
  );
  let text = fillVariables(textTemplate, values, { html: false }).trimEnd();
  // The HTML part always has its button; the text part always has the address.
  if (!variablesIn(textTemplate).includes('link')) text += `\n\n${labels.open}: ${link}`;
  return {
    subject,
    html,
    text: `${text}\n\n${labels.unsubscribe}: ${unsubscribeUrl}`,
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
