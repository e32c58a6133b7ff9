/**
 * Follows the page's calls to `fetch` from now on, and returns a wait for every one of them to be
 * answered. A page sends its metric as it closes: a test waits for that send to land while the API
 * mock of that test still answers it, instead of leaving it to reach the next test's mock.
 */
export function followFetches(): () => Promise<void> {
  const fetches = jest.spyOn(globalThis, 'fetch');
  return async () => {
    await Promise.allSettled(fetches.mock.results.map((result) => result.value as unknown));
  };
}
