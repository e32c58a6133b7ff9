import { createAreaTranslations, type AreaLoaders } from '@outreach/shared-ui';
import en from './locales/en.json';

// The signed-in shell's own strings (user menu, sign-out, password warning, Tenant Settings): they load
// with the shell, after sign-in, not with the login screen or the patient page as the common ones do.
export const shellLoaders: AreaLoaders<typeof en> = {
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

const area = createAreaTranslations('shell', en, shellLoaders);

export const SHELL_NAMESPACE = area.namespace;
export const useShellTranslation = area.useAreaTranslation;
