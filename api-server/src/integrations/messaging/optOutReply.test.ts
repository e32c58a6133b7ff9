import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { supportedLanguages, type LanguageCode } from '@outreach/shared-contracts';
import { isOptOutReply, optOutPhrases } from './optOutReply.js';

/** A reply in each language that revokes consent in a sentence, with case and punctuation of its own. */
const sentences: Record<LanguageCode, string> = {
  en: 'Please STOP texting me!',
  es: 'Por favor, ALTO. No me escriban más',
  pt: 'Por favor pare de me mandar mensagens.',
  fr: 'Arrêtez, svp !',
  de: 'Bitte ABMELDEN.',
  it: 'Basta messaggi, grazie',
  nl: 'Graag afmelden!',
  ru: 'Хватит мне писать.',
  ja: '配信停止してください。',
  zh: '请停止发送短信',
  ko: '수신거부 합니다.',
  ar: 'أرجو إيقاف الرسائل',
  fa: 'لطفا لغو کنید',
  hi: 'कृपया बंद करें।',
  th: 'กรุณาหยุดส่งข้อความ',
  bn: 'দয়া করে বন্ধ করুন।',
  ur: 'براہ کرم بند کریں۔',
  af: 'Hou op, asseblief.',
  tr: 'Lütfen İPTAL edin',
  ca: 'Prou missatges, si us plau.',
  tl: 'Pakiusap, itigil na po.',
};

void describe('replies that revoke consent', () => {
  void it('has the usual words of every language, each of which opts out alone, shouted and punctuated', () => {
    for (const language of supportedLanguages) {
      const phrases = optOutPhrases[language];
      assert.ok(phrases.length > 0, language);
      for (const phrase of phrases) {
        for (const reply of [phrase, ` ${phrase.toUpperCase()}. `, `«${phrase}»!`])
          assert.equal(isOptOutReply(reply), true, `${language}: ${reply}`);
      }
    }
  });

  void it('finds the word within a sentence in every language', () => {
    for (const language of supportedLanguages)
      assert.equal(isOptOutReply(sentences[language]), true, `${language}: ${sentences[language]}`);
  });

  void it('takes any case, punctuation, accents and full-width forms', () => {
    for (const reply of [
      'Stop.',
      'stop!!!',
      'opt-out',
      'Opt out please',
      'UNSUBSCRIBE me',
      'ＳＴＯＰ',
      'arret',
      'ARRÊT',
      'kundigen',
      'Kündigen',
      'DESABONNER',
      'abonelikten cik',
      'ABONELİKTEN ÇIK',
      'الغاء الاشتراك',
    ])
      assert.equal(isOptOutReply(reply), true, reply);
  });

  void it('leaves replies without such a word, and the words inside other words', () => {
    for (const reply of [
      '',
      'YES',
      'HELP',
      'START',
      'UNSTOP',
      'stopwatch',
      'Our backend is down',
      'See you at the weekend',
      'endless thanks',
      'Thanks, see you Tuesday',
      'Gracias, hasta el fin de semana',
      'C’est dur',
      'Obrigado, vou sair agora',
      '1970-01-02',
    ])
      assert.equal(isOptOutReply(reply), false, reply);
  });
});
