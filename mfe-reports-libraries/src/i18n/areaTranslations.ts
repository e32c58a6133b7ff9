import { createAreaTranslations, type AreaLoaders } from '@outreach/shared-ui';
import en from '../locales/en.json';

// English ships with the page; each other language stays a lazy chunk of this app's build.
export const areaLoaders: AreaLoaders<typeof en> = {
  es: () => import('../locales/es.json'),
  pt: () => import('../locales/pt.json'),
  fr: () => import('../locales/fr.json'),
  de: () => import('../locales/de.json'),
  it: () => import('../locales/it.json'),
  nl: () => import('../locales/nl.json'),
  ru: () => import('../locales/ru.json'),
  ja: () => import('../locales/ja.json'),
  zh: () => import('../locales/zh.json'),
  ko: () => import('../locales/ko.json'),
  ar: () => import('../locales/ar.json'),
  fa: () => import('../locales/fa.json'),
  hi: () => import('../locales/hi.json'),
  th: () => import('../locales/th.json'),
  bn: () => import('../locales/bn.json'),
  ur: () => import('../locales/ur.json'),
  af: () => import('../locales/af.json'),
  tr: () => import('../locales/tr.json'),
  ca: () => import('../locales/ca.json'),
  tl: () => import('../locales/tl.json'),
};

const area = createAreaTranslations('reportsLibraries', en, areaLoaders);

/** The i18next namespace that holds the strings of the reports and libraries area. */
export const NAMESPACE = area.namespace;
export const registerAreaTranslations = area.register;
export const useAreaTranslation = area.useAreaTranslation;
