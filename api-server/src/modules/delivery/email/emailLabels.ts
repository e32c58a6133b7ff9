import type { LanguageCode } from '@outreach/shared-contracts';

/** The words the platform itself writes into a patient's e-mail, around the author's text. */
export interface EmailLabels {
  /** The button, and the short link where the author wrote `{{link}}` inside a sentence. */
  open: string;
  /** Said above the address, for mail clients that draw no button. */
  fallback: string;
  /** The link to the unsubscribe page at the foot. */
  unsubscribe: string;
}

/**
 * The platform's words in every e-mail, in each language an e-mail can be in. The API sends no other
 * text of its own to patients, so a table here serves better than a translation library.
 */
export const emailLabels: Record<LanguageCode, EmailLabels> = {
  en: {
    open: 'Open your page',
    fallback: 'If the button does not work, copy this address:',
    unsubscribe: 'Unsubscribe from these e-mails',
  },
  es: {
    open: 'Abrir su página',
    fallback: 'Si el botón no funciona, copie esta dirección:',
    unsubscribe: 'Darse de baja de estos correos electrónicos',
  },
  pt: {
    open: 'Abrir a sua página',
    fallback: 'Se o botão não funcionar, copie este endereço:',
    unsubscribe: 'Deixar de receber estes e-mails',
  },
  fr: {
    open: 'Ouvrir votre page',
    fallback: 'Si le bouton ne fonctionne pas, copiez cette adresse :',
    unsubscribe: 'Se désabonner de ces e-mails',
  },
  de: {
    open: 'Ihre Seite öffnen',
    fallback: 'Falls die Schaltfläche nicht funktioniert, kopieren Sie diese Adresse:',
    unsubscribe: 'Von diesen E-Mails abmelden',
  },
  it: {
    open: 'Apri la tua pagina',
    fallback: 'Se il pulsante non funziona, copia questo indirizzo:',
    unsubscribe: 'Annulla l’iscrizione a queste e-mail',
  },
  nl: {
    open: 'Open uw pagina',
    fallback: 'Werkt de knop niet? Kopieer dan dit adres:',
    unsubscribe: 'Afmelden voor deze e-mails',
  },
  ru: {
    open: 'Открыть вашу страницу',
    fallback: 'Если кнопка не работает, скопируйте этот адрес:',
    unsubscribe: 'Отписаться от этих писем',
  },
  ja: {
    open: 'あなたのページを開く',
    fallback: 'ボタンが機能しない場合は、次のアドレスをコピーしてください：',
    unsubscribe: 'これらのメールの配信を停止する',
  },
  zh: {
    open: '打开您的页面',
    fallback: '如果按钮无法使用，请复制此地址：',
    unsubscribe: '退订这些电子邮件',
  },
  ko: {
    open: '내 페이지 열기',
    fallback: '버튼이 작동하지 않으면 이 주소를 복사하세요:',
    unsubscribe: '이 이메일 수신 거부',
  },
  ar: {
    open: 'افتح صفحتك',
    fallback: 'إذا لم يعمل الزر، فانسخ هذا العنوان:',
    unsubscribe: 'إلغاء الاشتراك في رسائل البريد الإلكتروني هذه',
  },
  fa: {
    open: 'صفحهٔ خود را باز کنید',
    fallback: 'اگر دکمه کار نمی‌کند، این نشانی را کپی کنید:',
    unsubscribe: 'لغو اشتراک این ایمیل‌ها',
  },
  hi: {
    open: 'अपना पेज खोलें',
    fallback: 'अगर बटन काम नहीं करता है, तो यह पता कॉपी करें:',
    unsubscribe: 'इन ईमेल की सदस्यता समाप्त करें',
  },
  th: {
    open: 'เปิดหน้าของคุณ',
    fallback: 'หากปุ่มใช้งานไม่ได้ ให้คัดลอกที่อยู่นี้:',
    unsubscribe: 'ยกเลิกการรับอีเมลเหล่านี้',
  },
  bn: {
    open: 'আপনার পৃষ্ঠা খুলুন',
    fallback: 'বোতামটি কাজ না করলে এই ঠিকানাটি কপি করুন:',
    unsubscribe: 'এই ইমেলগুলির সদস্যতা ত্যাগ করুন',
  },
  ur: {
    open: 'اپنا صفحہ کھولیں',
    fallback: 'اگر بٹن کام نہ کرے تو یہ پتہ کاپی کریں:',
    unsubscribe: 'ان ای میلز کی رکنیت ختم کریں',
  },
  af: {
    open: 'Maak u bladsy oop',
    fallback: 'As die knoppie nie werk nie, kopieer hierdie adres:',
    unsubscribe: 'Teken uit van hierdie e-posse',
  },
  tr: {
    open: 'Sayfanızı açın',
    fallback: 'Düğme çalışmazsa bu adresi kopyalayın:',
    unsubscribe: 'Bu e-postaların aboneliğinden çık',
  },
  ca: {
    open: 'Obre la teva pàgina',
    fallback: 'Si el botó no funciona, copia aquesta adreça:',
    unsubscribe: 'Cancel·la la subscripció a aquests correus electrònics',
  },
  tl: {
    open: 'Buksan ang iyong pahina',
    fallback: 'Kung hindi gumagana ang button, kopyahin ang address na ito:',
    unsubscribe: 'Mag-unsubscribe sa mga email na ito',
  },
};
