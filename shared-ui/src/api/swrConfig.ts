import type { Cache, SWRConfiguration, State } from 'swr';
import { CACHE_TTL_MS } from '@outreach/shared-contracts/core';
import { apiClient } from './apiClient';

interface Entry {
  state: State;
  storedAt: number;
}

/**
 * An SWR cache whose data expires: an entry older than `ttlMs` (counted from when its data
 * last changed) reads as absent, so the next use fetches afresh.
 */
export function createTtlCache(ttlMs: number = CACHE_TTL_MS, now: () => number = Date.now): Cache {
  const entries = new Map<string, Entry>();
  return {
    keys: () => entries.keys(),
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (now() - entry.storedAt > ttlMs) {
        entries.delete(key);
        return undefined;
      }
      return entry.state;
    },
    set(key, state) {
      const previous = entries.get(key);
      const dataChanged = !previous || previous.state.data !== state.data;
      entries.set(key, { state, storedAt: dataChanged ? now() : previous.storedAt });
    },
    delete(key) {
      entries.delete(key);
    },
  };
}

/** Default fetcher: a string key is an API path such as `api/campaigns/`. */
export function apiFetcher<T>(path: string): Promise<T> {
  return apiClient.get(path.replace(/^\//, '')).json<T>();
}

/**
 * SWR defaults for the host's one `<SWRConfig>`: cached GETs are served from cache for
 * CACHE_TTL_MS and fetched again after that.
 */
export function createSwrConfig(): SWRConfiguration {
  return {
    provider: () => createTtlCache(CACHE_TTL_MS),
    fetcher: apiFetcher,
    revalidateIfStale: false,
    dedupingInterval: 2000,
    shouldRetryOnError: false,
  };
}
