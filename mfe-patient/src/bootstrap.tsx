import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ThemeProvider } from 'styled-components';
import {
  GlobalStyle,
  initI18n,
  loadRuntimeConfig,
  parseRuntimeConfig,
  setRuntimeConfig,
  theme,
} from '@outreach/shared-ui';
import type { InteractionLink } from '@outreach/shared-contracts/core';
import type { i18n as I18n } from 'i18next';
import { takeArrivedLink, takeStartedConfig } from './api/earlyStart';
import { linkTokenOf, routeUrl } from './api/patientApi';
import { PatientApp } from './app/PatientApp';
import { areaLoaders, NAMESPACE, registerAreaTranslations } from './i18n/areaTranslations';

/** The runtime config: as the page's start script fetched it, else fetched now. */
async function runtimeConfig(): Promise<void> {
  const started = takeStartedConfig();
  const config = started ? await started.catch(() => null) : undefined;
  if (config === undefined) await loadRuntimeConfig();
  else setRuntimeConfig(parseRuntimeConfig(config));
}

/**
 * The link's branding if it arrived while the bundle loaded (the page's start script asked for it),
 * with the page switched to the link's language: the first render is then the link's own screen, not
 * 'Loading…'. Its translation chunks were asked for with it, so they are here or on their way.
 */
async function arrivedLink(i18n: I18n): Promise<InteractionLink | null> {
  const token = linkTokenOf(window.location.pathname);
  const link = token ? takeArrivedLink(routeUrl('getInteractionBranding', { id: token })) : null;
  if (!link || link.language === i18n.language) return link;
  const area = link.language in areaLoaders ? areaLoaders[link.language as keyof typeof areaLoaders] : null;
  await Promise.all([
    i18n.changeLanguage(link.language),
    area?.().then(
      (strings) => i18n.addResourceBundle(link.language, NAMESPACE, strings.default, true, true),
      // The area's own loader tries again; English stands in meanwhile.
      () => undefined,
    ),
  ]);
  return link;
}

/**
 * Standalone mount of the patient app: the page a patient opens from a message. It has its own
 * theme, i18n and runtime config (no router: the app picks the link's page or the unsubscribe page from the address), and never needs the host, its session or its bundle.
 */
async function start(): Promise<void> {
  const [i18n] = await Promise.all([initI18n(), runtimeConfig()]);
  registerAreaTranslations(i18n);
  const initialLink = await arrivedLink(i18n);
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  createRoot(container).render(
    <StrictMode>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <PatientApp initialLink={initialLink} />
      </ThemeProvider>
    </StrictMode>,
  );
}

void start();
