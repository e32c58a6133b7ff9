import { escapeHtml, supportedLanguages, type LanguageCode } from '@outreach/shared-contracts';

/**
 * The one SMS that confirms an opt-out reply, in each language a patient can prefer. Like the
 * unsubscribe label of e-mails, it is the API's own text to patients, so a table serves better than a
 * translation library. It names no tenant and no patient: the number alone is known to the sender.
 */
export const optOutConfirmations: Record<LanguageCode, string> = {
  en: 'You are unsubscribed and will get no more text messages from us.',
  es: 'Se ha dado de baja y no recibirá más mensajes de texto de nuestra parte.',
  pt: 'Você cancelou a inscrição e não receberá mais mensagens de texto nossas.',
  fr: 'Vous êtes désinscrit et ne recevrez plus de SMS de notre part.',
  de: 'Sie sind abgemeldet und erhalten keine SMS mehr von uns.',
  it: 'Hai annullato l’iscrizione e non riceverai più SMS da noi.',
  nl: 'U bent afgemeld en ontvangt geen sms-berichten meer van ons.',
  ru: 'Вы отписаны и больше не будете получать от нас SMS.',
  ja: '配信を停止しました。今後、当方からSMSは届きません。',
  zh: '您已退订，将不再收到我们的短信。',
  ko: '수신 거부되었습니다. 더 이상 저희의 문자 메시지를 받지 않습니다.',
  ar: 'تم إلغاء اشتراكك ولن تصلك منا رسائل نصية بعد الآن.',
  fa: 'اشتراک شما لغو شد و دیگر از ما پیامک دریافت نخواهید کرد.',
  hi: 'आपकी सदस्यता रद्द कर दी गई है; अब आपको हमसे कोई SMS नहीं मिलेगा।',
  th: 'คุณยกเลิกการรับข้อความแล้ว และจะไม่ได้รับ SMS จากเราอีก',
  bn: 'আপনার সদস্যতা বাতিল হয়েছে; আপনি আর আমাদের কাছ থেকে কোনো SMS পাবেন না।',
  ur: 'آپ کی رکنیت ختم کر دی گئی ہے اور اب آپ کو ہم سے کوئی SMS نہیں ملے گا۔',
  af: 'Jy is afgemeld en sal nie meer SMS’e van ons ontvang nie.',
  tr: 'Aboneliğiniz iptal edildi; bizden artık SMS almayacaksınız.',
  ca: 'Us heu donat de baixa i no rebreu més SMS nostres.',
  tl: 'Naka-unsubscribe ka na at hindi ka na makakatanggap ng text message mula sa amin.',
};

/** TwiML that answers an inbound SMS with nothing. */
export const emptyTwiml = '<?xml version="1.0" encoding="UTF-8"?><Response/>';

/** TwiML that answers an inbound SMS with the opt-out confirmation in `language` (English if unknown). */
export function optOutConfirmationTwiml(language: string | null | undefined): string {
  const known = supportedLanguages.find((code) => code === language);
  const text = optOutConfirmations[known ?? 'en'];
  return `<?xml version="1.0" encoding="UTF-8"?><Response><Message>${escapeHtml(text)}</Message></Response>`;
}
