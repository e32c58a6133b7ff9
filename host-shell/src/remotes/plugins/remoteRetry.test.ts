import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { http, HttpResponse, mockOther } from '@outreach/shared-ui/testing';
import { remoteRetryPlugin } from './remoteRetry';

type LoadEntryErrorArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>>[0];

const MANIFEST_URL = 'http://localhost:3005/mf-manifest.json';

function manifest(): Response {
  return HttpResponse.json({ id: 'mfe_avs', name: 'mfe_avs' });
}

/** The remote's server answers its manifest's requests in turn (the last answer repeats). */
function serveManifest(...answers: (() => Response | Promise<Response>)[]): Request[] {
  const requests: Request[] = [];
  mockOther(
    http.get(MANIFEST_URL, ({ request }) => {
      requests.push(request);
      const answer = answers.length > 1 ? answers.shift()! : answers[0]!;
      return answer();
    }),
  );
  return requests;
}

const dropped = () => HttpResponse.error();

/** The page's own timer, taken before any test fakes the clock. */
const realSetTimeout = globalThis.setTimeout;

/**
 * Moves the fake clock on until `pending` settles. The mock's answers travel on Node's own
 * scheduling, which the fake clock leaves alone, so after each step a moment of real time lets them
 * arrive.
 */
async function settle(pending: unknown): Promise<unknown> {
  let settled = false;
  const done = () => {
    settled = true;
  };
  const promise = Promise.resolve(pending);
  promise.then(done, done);
  while (!settled) {
    await jest.advanceTimersByTimeAsync(100);
    await new Promise((resolve) => realSetTimeout(resolve, 0));
  }
  return promise;
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
  beforeEach(() => {
    // The plugin logs each retry to the console.
    jest.spyOn(console, 'log').mockImplementation(() => undefined);
  });

  afterEach(() => {
    jest.useRealTimers();
  });

  it('answers with the manifest when the remote fails twice and then answers', async () => {
    jest.useFakeTimers();
    const requests = serveManifest(dropped, () => new HttpResponse('Bad Gateway', { status: 502 }), manifest);
    const plugin = remoteRetryPlugin();

    const response = (await settle(plugin.fetch?.(MANIFEST_URL, {}))) as Response;

    expect(response.status).toBe(200);
    await expect(response.json()).resolves.toEqual({ id: 'mfe_avs', name: 'mfe_avs' });
    expect(requests).toHaveLength(3);
  });

  it('asks for the deployed manifest every time, never a cached one, and bounds the wait', async () => {
    const requests = serveManifest(manifest);
    // The signal stays in the page, where no server sees it: a spy on fetch (the call still reaches
    // the mock) shows it.
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    const plugin = remoteRetryPlugin();

    await plugin.fetch?.(MANIFEST_URL, {});

    expect(requests).toHaveLength(1);
    expect(requests[0]!.url).toBe(MANIFEST_URL);
    // A request made without the cache ('no-cache') reaches the server asking it to revalidate.
    expect(requests[0]!.headers.get('cache-control')).toBe('max-age=0');
    expect(fetchSpy.mock.calls[0]![1]?.signal).toBeInstanceOf(AbortSignal);
  });

  it('gives a manifest that stays down up after three attempts, so the area can say it is unavailable', async () => {
    jest.useFakeTimers();
    const requests = serveManifest(dropped);
    const plugin = remoteRetryPlugin();

    await expect(settle(plugin.fetch?.(MANIFEST_URL, {}))).rejects.toThrow('abandoned');
    expect(requests).toHaveLength(3);
  });

  it('gives a manifest up when its server takes the request and never answers', async () => {
    serveManifest(() => new Promise<Response>(() => undefined));
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
