import type { i18n } from 'i18next';
import { configureApiClients, initI18n, loadRuntimeConfig, type RuntimeConfig } from '@outreach/shared-ui';
import { initSentry } from '../sentry/initSentry';

export interface StartedClient {
  config: RuntimeConfig;
  i18n: i18n;
}

/**
 * Everything that must be ready before the first screen: runtime config, API clients, the
 * interface language and error reporting. Remote registration is passed in so this stays testable.
 */
export async function startClient(registerRemotes: () => Promise<unknown>): Promise<StartedClient> {
  const config = await loadRuntimeConfig('/config.json');
  configureApiClients(config.apiBaseUrl);
  const [instance] = await Promise.all([
    initI18n(),
    // A registry that cannot be read must not stop the shell: each remote area reports itself missing.
    registerRemotes().catch(() => undefined),
    initSentry(config).catch(() => false),
  ]);
  return { config, i18n: instance };
}
