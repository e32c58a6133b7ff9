import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';

export interface RemoteRetryOptions {
  /**
   * Attempts after the first, at a remote's `mf-manifest.json` and at its `remoteEntry.js`; at least 1.
   * The retry plugin waits one second before each manifest retry; the first entry retry is made at
   * once and each further one after {@link RemoteRetryOptions.entryRetryDelayMs}.
   */
  retries?: number;
  entryRetryDelayMs?: number;
  /** A remote's manifest, its retries included, must have answered within this time. */
  manifestTimeoutMs?: number;
  /** One attempt at `remoteEntry.js` is given up after this long. */
  entryTimeoutMs?: number;
}

/**
 * Module Federation's retry plugin, set up for the platform: a remote's `mf-manifest.json` and
 * `remoteEntry.js` are tried a few times before its area reports itself unavailable, so one lost
 * packet or a remote in the middle of a redeploy does not take the area down, and a server that
 * accepts the connection but never answers cannot hold the area in its loading state.
 *
 * The plugin re-reads the manifest with `cache: 'no-cache'`: it names content-hashed files, so the
 * deployed one must be asked for every time. Time limits are added where the runtime lets a plugin
 * set them: a signal on the manifest request (shared by its retries, since the plugin sends one
 * request options object for all of them) and the runtime's own timeout of each entry script.
 */
export function remoteRetryPlugin({
  retries = 2,
  entryRetryDelayMs = 500,
  manifestTimeoutMs = 8_000,
  entryTimeoutMs = 5_000,
}: RemoteRetryOptions = {}): ModuleFederationRuntimePlugin {
  const retry: ModuleFederationRuntimePlugin = RetryPlugin({
    fetch: { retryTimes: retries, options: { cache: 'no-cache' } },
    // For scripts the plugin makes `retryTimes + 1` attempts after the runtime's failed one.
    script: { retryTimes: Math.max(0, retries - 1), retryDelay: entryRetryDelayMs },
  });
  const retryFetch = retry.fetch;
  if (!retryFetch) throw new Error('The retry plugin no longer retries manifest requests.');
  return {
    ...retry,
    fetch: (url, init, ...rest) =>
      retryFetch(url, { ...init, signal: AbortSignal.timeout(manifestTimeoutMs) }, ...rest),
    createScript: () => ({ timeout: entryTimeoutMs }),
  };
}
