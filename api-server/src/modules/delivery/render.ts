import {
  escapeHtml,
  fillVariables,
  rightToLeftLanguages,
  pickText,
  smsStats,
  type LanguageCode,
  type MessageVariable,
  type TouchpointContent,
} from '@outreach/shared-contracts';

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

/**
 * The e-mail of a touchpoint for one patient, in their language: its variables filled (escaped in
 * the HTML), and the unsubscribe link, when there is one, at the foot of both parts.
 */
export function renderEmail(
  content: TouchpointContent,
  recipient: Recipient,
  sender: SenderDetails,
  links: { patient: string; unsubscribe: { url: string; label: string } | null },
): RenderedEmail {
  const language = messageLanguage(content, recipient.language);
  const pick = (text: Partial<Record<LanguageCode, string>>) =>
    pickText(text, language, content.default_language);
  const values = valuesFor(recipient, sender, links.patient);
  const direction = rightToLeftLanguages.includes(language) ? 'rtl' : 'ltr';
  const html = fillVariables(pick(content.email.html), values, { html: true });
  const text = fillVariables(pick(content.email.text), values, { html: false });
  const { unsubscribe } = links;
  const footerHtml = unsubscribe
    ? `<p style="font-size:12px;color:#555"><a href="${escapeHtml(unsubscribe.url)}">${escapeHtml(unsubscribe.label)}</a></p>`
    : '';
  return {
    subject: fillVariables(pick(content.email.subject), values, { html: false }).replace(/[\r\n]+/g, ' '),
    html: `<!doctype html><html lang="${language}" dir="${direction}"><body>${html}${footerHtml}</body></html>`,
    text: unsubscribe ? `${text}\n\n${unsubscribe.label}: ${unsubscribe.url}\n` : text,
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
