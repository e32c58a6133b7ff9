import { createAreaTranslations, type AreaLoaders } from '@outreach/shared-ui';
import en from './locales/en.json';

/**
 * The survey's own strings, an area of their own so they ship with the survey's chunk and not with
 * the page every patient opens. English comes with the chunk; each other language is a lazy chunk
 * fetched when chosen. Typed by the English bundle, so a language missing a string fails the build.
 */
export const surveyLoaders: AreaLoaders<typeof en> = {
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

const area = createAreaTranslations('patientSurvey', en, surveyLoaders);

/** The i18next namespace of the survey's strings. */
export const SURVEY_NAMESPACE = area.namespace;
export const registerSurveyTranslations = area.register;
export const useSurveyTranslation = area.useAreaTranslation;
