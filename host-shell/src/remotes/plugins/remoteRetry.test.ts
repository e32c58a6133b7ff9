import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { remoteRetryPlugin } from './remoteRetry';

type LoadEntryErrorArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>>[0];

const MANIFEST_URL = 'http://localhost:3005/mf-manifest.json';

function manifest(): Response {
  return new Response(JSON.stringify({ id: 'mfe_avs', name: 'mfe_avs' }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** The arguments the federation runtime hands to `loadEntryError` after its own attempt failed. */
function failedEntryLoad(getRemoteEntry: jest.Mock): LoadEntryErrorArgs {
  return {
    getRemoteEntry,
    origin: {},
    remoteInfo: { name: 'mfe_avs', entry: 'http://localhost:3005/remoteEntry.js', type: 'global' },
    remoteEntryExports: undefined,
    globalLoading: {},
    uniqueKey: 'mfe_avs:http://localhost:3005/remoteEntry.js',
  } as unknown as LoadEntryErrorArgs;
}

describe('remoteRetryPlugin', () => {
  const fetchMock = jest.fn<ReturnType<typeof fetch>, Parameters<typeof fetch>>();

  beforeEach(() => {
    globalThis.fetch = fetchMock;
    fetchMock.mockReset();
    // The plugin logs each retry to the console.
    jest.spyOn(console, 'log').mockImplementation(() => undefined);
  });

  afterEach(() => {
    jest.useRealTimers();
  });

  it('answers with the manifest when the remote fails twice and then answers', async () => {
    jest.useFakeTimers();
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(new Response('Bad Gateway', { status: 502 }))
      .mockResolvedValueOnce(manifest());
    const plugin = remoteRetryPlugin();

    const pending = plugin.fetch?.(MANIFEST_URL, {});
    await jest.advanceTimersByTimeAsync(2_000);
    const response = (await pending) as Response;

    expect(response.status).toBe(200);
    await expect(response.json()).resolves.toEqual({ id: 'mfe_avs', name: 'mfe_avs' });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('asks for the deployed manifest every time, never a cached one, and bounds the wait', async () => {
    fetchMock.mockResolvedValueOnce(manifest());
    const plugin = remoteRetryPlugin();

    await plugin.fetch?.(MANIFEST_URL, {});

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(MANIFEST_URL);
    expect(init?.cache).toBe('no-cache');
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it('gives a manifest that stays down up after three attempts, so the area can say it is unavailable', async () => {
    jest.useFakeTimers();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const plugin = remoteRetryPlugin();

    const pending = plugin.fetch?.(MANIFEST_URL, {});
    const outcome = expect(pending).rejects.toThrow('abandoned');
    await jest.advanceTimersByTimeAsync(2_000);

    await outcome;
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('gives a manifest up when its server takes the request and never answers', async () => {
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          const signal = init?.signal;
          if (signal?.aborted) reject(signal.reason as Error);
          signal?.addEventListener('abort', () => reject(signal.reason as Error));
        }),
    );
    const plugin = remoteRetryPlugin({ manifestTimeoutMs: 50 });

    const started = Date.now();
    await expect(plugin.fetch?.(MANIFEST_URL, {})).rejects.toThrow('abandoned');
    // The time limit, then the plugin's two one-second pauses before requests that fail at once.
    expect(Date.now() - started).toBeLessThan(4_000);
  });

  it('loads a remote entry whose first two attempts failed', async () => {
    const entry = { get: jest.fn(), init: jest.fn() };
    // The runtime's own attempt has failed already; the next one fails too, the third loads.
    const getRemoteEntry = jest
      .fn()
      .mockRejectedValueOnce(new Error('ScriptNetworkError'))
      .mockResolvedValueOnce(entry);
    const plugin = remoteRetryPlugin({ entryRetryDelayMs: 1 });

    await expect(plugin.loadEntryError?.(failedEntryLoad(getRemoteEntry))).resolves.toBe(entry);
    expect(getRemoteEntry).toHaveBeenCalledTimes(2);
  });

  it('gives a remote entry that stays down up after two more attempts', async () => {
    const getRemoteEntry = jest.fn().mockRejectedValue(new Error('ScriptNetworkError'));
    const plugin = remoteRetryPlugin({ entryRetryDelayMs: 1 });

    await expect(plugin.loadEntryError?.(failedEntryLoad(getRemoteEntry))).rejects.toThrow(
      'ScriptNetworkError',
    );
    expect(getRemoteEntry).toHaveBeenCalledTimes(2);
  });

  it('gives each attempt at a remote entry a time limit', () => {
    const plugin = remoteRetryPlugin({ entryTimeoutMs: 4_000 });

    const script = plugin.createScript?.({
      url: 'http://localhost:3005/remoteEntry.js',
      attrs: {},
      remoteInfo: { name: 'mfe_avs', entry: 'http://localhost:3005/remoteEntry.js' },
    } as unknown as Parameters<NonNullable<ModuleFederationRuntimePlugin['createScript']>>[0]);

    expect(script).toEqual({ timeout: 4_000 });
  });
});
