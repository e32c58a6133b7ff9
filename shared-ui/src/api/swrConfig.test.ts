import type { State } from 'swr';
import { createTtlCache } from './swrConfig';

describe('the TTL cache of SWR', () => {
  it('serves an entry until its time to live has passed, then forgets it', () => {
    let now = 1_000;
    const cache = createTtlCache(300_000, () => now);
    cache.set('api/campaigns/', { data: ['a'] } as State);
    now += 299_999;
    expect(cache.get('api/campaigns/')?.data).toEqual(['a']);
    now += 2;
    expect(cache.get('api/campaigns/')).toBeUndefined();
  });

  it('counts the time to live from the last change of data, not from loading-state updates', () => {
    let now = 0;
    const cache = createTtlCache(1_000, () => now);
    const data = ['a'];
    cache.set('key', { data } as State);
    now = 900;
    cache.set('key', { data, isValidating: true } as State);
    now = 1_001;
    expect(cache.get('key')).toBeUndefined();
  });
});
