import { escapeHtml, type LanguageCode } from '@outreach/shared-contracts';

/**
 * The label of the unsubscribe link at the foot of every e-mail, in each language an e-mail can be
 * in. The API sends no other text of its own to patients, so a table here serves better than a
 * translation library.
 */
export const unsubscribeLabels: Record<LanguageCode, string> = {
  en: 'Unsubscribe from these e-mails',
  es: 'Darse de baja de estos correos electrónicos',
  pt: 'Deixar de receber estes e-mails',
  fr: 'Se désabonner de ces e-mails',
  de: 'Von diesen E-Mails abmelden',
  it: 'Annulla l’iscrizione a queste e-mail',
  nl: 'Afmelden voor deze e-mails',
  ru: 'Отписаться от этих писем',
  ja: 'これらのメールの配信を停止する',
  zh: '退订这些电子邮件',
  ko: '이 이메일 수신 거부',
  ar: 'إلغاء الاشتراك في رسائل البريد الإلكتروني هذه',
  fa: 'لغو اشتراک این ایمیل‌ها',
  hi: 'इन ईमेल की सदस्यता समाप्त करें',
  th: 'ยกเลิกการรับอีเมลเหล่านี้',
  bn: 'এই ইমেলগুলির সদস্যতা ত্যাগ করুন',
  ur: 'ان ای میلز کی رکنیت ختم کریں',
  af: 'Teken uit van hierdie e-posse',
  tr: 'Bu e-postaların aboneliğinden çık',
  ca: 'Cancel·la la subscripció a aquests correus electrònics',
  tl: 'Mag-unsubscribe sa mga email na ito',
};

/** The foot of an e-mail in `language`: a link to the unsubscribe page, as HTML and as plain text. */
export function unsubscribeFooter(language: LanguageCode, url: string): { html: string; text: string } {
  const label = unsubscribeLabels[language];
  return {
    html:
      '<hr style="border:none;border-top:1px solid #dddddd;margin:24px 0 12px">' +
      `<p style="font-size:12px;color:#555555"><a href="${escapeHtml(url)}">${escapeHtml(label)}</a></p>`,
    text: `\n\n${label}: ${url}`,
  };
}
