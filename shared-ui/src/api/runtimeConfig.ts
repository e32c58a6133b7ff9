/** Deployment settings read at start from `/config.json`, so one build serves every environment. */
export interface RuntimeConfig {
  apiBaseUrl: string;
  sentryDsn: string | null;
  environment: string;
  /** The host shell, where staff sign in; a remote running alone links there when nobody is signed in. */
  shellUrl: string;
}

export const defaultRuntimeConfig: RuntimeConfig = {
  apiBaseUrl: 'http://localhost:4000',
  sentryDsn: null,
  environment: 'prod',
  shellUrl: 'http://localhost:3000/',
};

// A registry-wide symbol, so every copy of this package on the page (host and remotes) sees one value.
const CONFIG_KEY = Symbol.for('outreach.runtime-config');
type ConfigHolder = { [CONFIG_KEY]?: RuntimeConfig };

function nonEmptyString(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** Only web addresses: the value becomes a link's target, where `javascript:` would run code. */
function webUrl(value: unknown): string | null {
  const text = nonEmptyString(value);
  if (!text) return null;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Fills defaults and drops anything of the wrong type. */
export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  const record = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  return {
    apiBaseUrl: (nonEmptyString(record.apiBaseUrl) ?? defaultRuntimeConfig.apiBaseUrl).replace(/\/+$/, ''),
    sentryDsn: nonEmptyString(record.sentryDsn),
    environment: nonEmptyString(record.environment) ?? defaultRuntimeConfig.environment,
    shellUrl: webUrl(record.shellUrl) ?? defaultRuntimeConfig.shellUrl,
  };
}

export function getRuntimeConfig(): RuntimeConfig {
  return (globalThis as ConfigHolder)[CONFIG_KEY] ?? defaultRuntimeConfig;
}

export function setRuntimeConfig(config: RuntimeConfig): void {
  (globalThis as ConfigHolder)[CONFIG_KEY] = config;
}

/**
 * Fetches the runtime config (never cached, so a redeploy takes effect on reload). A missing or
 * broken file falls back to the local defaults rather than stopping the app.
 */
export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  let config = defaultRuntimeConfig;
  try {
    const response = await fetch(url, { cache: 'no-store' });
    if (response.ok) config = parseRuntimeConfig(await response.json());
  } catch {
    // Keep the defaults.
  }
  setRuntimeConfig(config);
  return config;
}
