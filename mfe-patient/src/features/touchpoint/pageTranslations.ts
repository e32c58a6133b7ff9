import { createAreaTranslations, type AreaLoaders } from '@outreach/shared-ui';
import en from './locales/en.json';

/**
 * The strings of the touchpoint once the date of birth is confirmed: a namespace of their own, so the
 * first screen downloads none of them. English ships with the touchpoint's chunk; each other language
 * is a lazy chunk, typed by the English bundle.
 */
export const pageLoaders: AreaLoaders<typeof en> = {
  es: () => import('./locales/es.json'),
  pt: () => import('./locales/pt.json'),
  fr: () => import('./locales/fr.json'),
  de: () => import('./locales/de.json'),
  it: () => import('./locales/it.json'),
  nl: () => import('./locales/nl.json'),
  ru: () => import('./locales/ru.json'),
  ja: () => import('./locales/ja.json'),
  zh: () => import('./locales/zh.json'),
  ko: () => import('./locales/ko.json'),
  ar: () => import('./locales/ar.json'),
  fa: () => import('./locales/fa.json'),
  hi: () => import('./locales/hi.json'),
  th: () => import('./locales/th.json'),
  bn: () => import('./locales/bn.json'),
  ur: () => import('./locales/ur.json'),
  af: () => import('./locales/af.json'),
  tr: () => import('./locales/tr.json'),
  ca: () => import('./locales/ca.json'),
  tl: () => import('./locales/tl.json'),
};

const area = createAreaTranslations('patientPage', en, pageLoaders);

export const usePageTranslation = area.useAreaTranslation;
