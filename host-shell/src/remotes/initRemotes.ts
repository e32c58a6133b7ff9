import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { provideRemoteModuleLoader } from '@outreach/shared-ui';
import { fallbackPlugin } from './plugins/fallbackPlugin';
import { remoteRetryPlugin } from './plugins/remoteRetry';
import { registerRemoteTranslations } from './remoteTranslations';
import { remoteNames, type RemoteManifestMap, type RemoteName } from './types';
import { unavailableAreaModule } from './UnavailableArea';

export interface InitRemotesOptions {
  /** Where the deployment's remote table lives; the host's own origin by default. */
  url?: string;
  /** Told about each remote that fails to load (for error reporting); receives no user data. */
  onRemoteError?: (id: string, error: unknown) => void;
}

function toManifestUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  try {
    const url = new URL(value, window.location.href);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Keeps the known remotes with a usable http(s) manifest URL; anything else is ignored. */
export function parseRemoteManifestMap(value: unknown): RemoteManifestMap {
  const map: RemoteManifestMap = {};
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return map;
  const record = value as Record<string, unknown>;
  for (const name of remoteNames) {
    const url = toManifestUrl(record[name]);
    if (url) map[name] = url;
  }
  return map;
}

async function fetchRemoteManifestMap(url: string): Promise<RemoteManifestMap> {
  try {
    // Never cached: a redeployed or moved remote must be picked up by the next reload.
    const response = await fetch(url, { cache: 'no-cache' });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return parseRemoteManifestMap(await response.json());
  } catch (error) {
    // Without the table every remote area reports itself unavailable; the shell still works.
    console.warn('Remote table could not be loaded', error);
    return {};
  }
}

let pluginsRegistered = false;
/** The table the remotes were last registered from. */
let registered: RemoteManifestMap = {};

/**
 * Reads `/remotes.json` and registers every remote with the federation runtime. The host is
 * built without remotes, so this table alone decides where each area is loaded from. Call it
 * once at start, before the first remote route renders.
 */
export async function initRemotes({
  url = '/remotes.json',
  onRemoteError,
}: InitRemotesOptions = {}): Promise<RemoteManifestMap> {
  registerRemoteTranslations();
  // A remote may mount another's exposed module (the studio's patient page preview) through the host.
  provideRemoteModuleLoader((id) => loadRemote(id));
  if (!pluginsRegistered) {
    registerPlugins([
      remoteRetryPlugin(),
      fallbackPlugin({ createFallback: () => unavailableAreaModule, onError: onRemoteError }),
    ]);
    pluginsRegistered = true;
  }
  const map = await fetchRemoteManifestMap(url);
  registerRemotes(
    Object.entries(map).map(([name, entry]) => ({ name, entry })),
    { force: true },
  );
  registered = map;
  return map;
}

/**
 * Registers one remote again, as it is in the remote table, so that the next load of any of its
 * modules starts afresh: the federation runtime keeps a failed remote entry for the page's lifetime
 * and drops it, with the remote's manifest and container, only when the remote is registered anew.
 * Does nothing for a remote the table does not list.
 */
export function reloadRemote(name: RemoteName): void {
  const entry = registered[name];
  if (entry) registerRemotes([{ name, entry }], { force: true });
}
