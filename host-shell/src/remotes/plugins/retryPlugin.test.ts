import { retryPlugin } from './retryPlugin';

describe('retryPlugin', () => {
  const fetchMock = jest.fn<ReturnType<typeof fetch>, Parameters<typeof fetch>>();

  beforeEach(() => {
    globalThis.fetch = fetchMock;
  });

  it('fetches a manifest again after a network failure', async () => {
    const manifest = new Response('{}', { status: 200 });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(manifest);
    const plugin = retryPlugin({ attempts: 3, initialDelayMs: 1 });

    await expect(plugin.fetch?.('http://localhost:3001/mf-manifest.json', {})).resolves.toBe(manifest);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('retries server errors but returns a 404 at once', async () => {
    fetchMock
      .mockResolvedValueOnce(new Response('', { status: 502 }))
      .mockResolvedValueOnce(new Response('', { status: 404 }));
    const plugin = retryPlugin({ attempts: 3, initialDelayMs: 1 });

    const response = (await plugin.fetch?.('http://localhost:3001/mf-manifest.json', {})) as Response;
    expect(response.status).toBe(404);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('gives up after the last attempt with the network error', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const plugin = retryPlugin({ attempts: 2, initialDelayMs: 1 });

    await expect(plugin.fetch?.('http://localhost:3001/mf-manifest.json', {})).rejects.toThrow('Failed to fetch');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
