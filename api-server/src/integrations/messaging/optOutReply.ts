import type { LanguageCode } from '@outreach/shared-contracts';

/**
 * The words and phrases by which a patient's reply revokes consent to messages, in each of the
 * platform's languages where it has usual ones. The FCC's 2024 TCPA rule takes a reply using words
 * such as stop, quit, end, revoke, opt out, cancel or unsubscribe as a revocation, wherever they stand
 * in it. Short words that mean something else in another of these languages (Turkish 'dur' is French
 * 'hard', Spanish 'para' is 'for', 'fin' ends a Spanish weekend, Portuguese 'sair' is 'go out') are left to their longer forms.
 * Written naturally: {@link optOutWords} are normalised as replies are.
 */
export const optOutPhrases: Record<LanguageCode, readonly string[]> = {
  en: ['stop', 'stopall', 'stop all', 'quit', 'end', 'revoke', 'opt out', 'optout', 'cancel', 'unsubscribe'],
  es: [
    'alto',
    'parar',
    'detener',
    'cancelar',
    'darme de baja',
    'dar de baja',
    'desuscribir',
    'revocar',
    'basta',
  ],
  pt: ['pare', 'parar', 'cancelar', 'descadastrar', 'descadastre', 'revogar'],
  fr: ['arrêt', 'arrêter', 'arrête', 'arrêtez', 'désabonner', 'désinscrire', 'annuler', 'révoquer'],
  de: ['stopp', 'abmelden', 'abbestellen', 'beenden', 'kündigen', 'widerrufen', 'austragen'],
  it: ['basta', 'annulla', 'cancella', 'disiscrivi', 'disiscrivimi', 'revoca', 'smetti', 'smettere'],
  nl: ['stoppen', 'afmelden', 'uitschrijven', 'opzeggen', 'beëindigen', 'annuleren'],
  ru: ['стоп', 'отписаться', 'отписка', 'хватит', 'прекратить', 'прекратите', 'отмена', 'отменить'],
  ja: ['停止', '配信停止', 'ストップ', '解除', '配信解除', '中止', 'やめて'],
  zh: ['停止', '退订', '退訂', '取消', '取消订阅', '取消訂閱'],
  ko: ['중지', '정지', '그만', '수신거부', '수신 거부', '거부', '취소', '해지'],
  ar: ['توقف', 'إيقاف', 'أوقف', 'قف', 'إلغاء', 'إلغاء الاشتراك'],
  fa: ['توقف', 'لغو', 'انصراف', 'لغو عضویت', 'قطع'],
  hi: ['रोकें', 'रोको', 'बंद', 'बंद करें', 'बंद करो', 'रद्द', 'रद्द करें', 'सदस्यता रद्द'],
  th: ['หยุด', 'ยกเลิก', 'เลิก'],
  bn: ['বন্ধ', 'বন্ধ করুন', 'থামুন', 'বাতিল', 'বাতিল করুন'],
  ur: ['روکیں', 'رکیں', 'بند', 'بند کریں', 'منسوخ', 'منسوخ کریں'],
  af: ['kanselleer', 'afmeld', 'uitteken', 'beëindig', 'herroep', 'hou op'],
  tr: ['durdur', 'iptal', 'abonelikten çık', 'aboneliği iptal'],
  ca: ['prou', 'aturar', 'atura', 'donar de baixa', 'cancel·lar', 'revocar'],
  tl: ['tigil', 'itigil', 'tumigil', 'hinto', 'ihinto', 'huminto', 'kanselahin'],
};

/** One segmenter for every reply: ICU's word breaks, with dictionaries for Thai, Japanese and Chinese. */
const segmenter = new Intl.Segmenter('und', { granularity: 'word' });

/**
 * A text as the words it is made of, normalised: NFKC, lower case, accents of Latin letters dropped
 * (and Turkish dotless i read as i), Arabic-script vowel marks and tatweel dropped and its letter
 * variants made one; punctuation and symbols are not words.
 */
export function replyWords(text: string): string[] {
  const folded = text
    .normalize('NFKC')
    .toLowerCase()
    .normalize('NFD')
    .replace(/(\p{Script=Latin})\p{M}+/gu, '$1')
    .replace(/ı/g, 'i')
    .replace(/[\u064B-\u065F\u0670\u0640]/g, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/[يى]/g, 'ی')
    .replace(/ك/g, 'ک')
    .normalize('NFC');
  return [...segmenter.segment(folded)]
    .filter((segment) => segment.isWordLike)
    .map((segment) => segment.segment);
}

/** Every language's phrases, each as its words. */
const optOutWords: readonly (readonly string[])[] = Object.values(optOutPhrases).flat().map(replyWords);

/** Whether `words` has `phrase` as consecutive whole words. */
function hasPhrase(words: readonly string[], phrase: readonly string[]): boolean {
  for (let start = 0; start + phrase.length <= words.length; start += 1)
    if (phrase.every((word, offset) => words[start + offset] === word)) return true;
  return false;
}

/**
 * Whether a patient's reply revokes consent: it uses one of {@link optOutPhrases} as whole words, in
 * any case and whatever the punctuation ('Stop.', 'please stop texting me'), but not inside another
 * word ('stopwatch', 'weekend', 'UNSTOP').
 */
export function isOptOutReply(body: string): boolean {
  const words = replyWords(body);
  return optOutWords.some((phrase) => phrase.length > 0 && hasPhrase(words, phrase));
}
