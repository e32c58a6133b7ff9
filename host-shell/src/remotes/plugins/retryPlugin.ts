import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export interface RetryPluginOptions {
  /** Attempts per manifest or remote entry, the first included. */
  attempts?: number;
  /** Delay before the second attempt; it doubles for each further attempt. */
  initialDelayMs?: number;
  /** Give up on one manifest request after this long, so a hung server cannot hold a page. */
  requestTimeoutMs?: number;
}

type LoadEntryErrorHook = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Network failures and server errors are worth another try; a 404 is an answer. */
function isRetryable(response: Response): boolean {
  return response.status >= 500 || response.status === 408 || response.status === 429;
}

/**
 * Retries a remote's `mf-manifest.json` and `remoteEntry.js` a few times with backoff, so one lost
 * packet or a remote mid-redeploy does not take its area down. Kept small on purpose: it covers the
 * two requests the runtime makes per remote and nothing else.
 */
export function retryPlugin({
  attempts = 3,
  initialDelayMs = 300,
  requestTimeoutMs = 4000,
}: RetryPluginOptions = {}): ModuleFederationRuntimePlugin {
  return {
    name: 'outreach-retry-plugin',
    async fetch(url: string, init: RequestInit) {
      let lastError: unknown = new Error(`No attempt made for ${url}`);
      for (let attempt = 0; attempt < attempts; attempt += 1) {
        if (attempt > 0) await wait(initialDelayMs * 2 ** (attempt - 1));
        try {
          // The manifest is tiny and names content-hashed files: always ask for the deployed one.
          const response = await fetch(url, {
            ...init,
            cache: 'no-cache',
            signal: AbortSignal.timeout(requestTimeoutMs),
          });
          if (!isRetryable(response) || attempt === attempts - 1) return response;
        } catch (error) {
          lastError = error;
        }
      }
      throw lastError instanceof Error ? lastError : new Error(String(lastError));
    },
    async loadEntryError({
      getRemoteEntry,
      origin,
      remoteInfo,
      remoteEntryExports,
      globalLoading,
      uniqueKey,
    }): ReturnType<LoadEntryErrorHook> {
      for (let attempt = 1; attempt < attempts; attempt += 1) {
        await wait(initialDelayMs * 2 ** (attempt - 1));
        // The failed load is memoised by the runtime; forget it so the next call really fetches.
        // eslint-disable-next-line @typescript-eslint/no-dynamic-delete
        delete globalLoading[uniqueKey];
        try {
          const entry = await getRemoteEntry({ origin, remoteInfo, remoteEntryExports });
          if (entry) return entry;
        } catch {
          // Try again until the attempts run out; the caller then reports the area unavailable.
        }
      }
      return undefined;
    },
  };
}
