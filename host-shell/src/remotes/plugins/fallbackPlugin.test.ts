import { fallbackPlugin } from './fallbackPlugin';

const Fallback = () => null;

describe('fallbackPlugin', () => {
  it('answers a failed load with the fallback page and reports it', () => {
    const onError = jest.fn();
    const plugin = fallbackPlugin({ createFallback: () => ({ default: Fallback }), onError });
    const error = new Error('down');

    const result = plugin.errorLoadRemote({ id: 'mfe_avs/AvsPage', error, lifecycle: 'onLoad' });

    expect(result).toEqual({ default: Fallback });
    expect(onError).toHaveBeenCalledWith('mfe_avs/AvsPage', error);
  });

  it('leaves earlier stages alone so their failure reaches the final one', () => {
    const plugin = fallbackPlugin({ createFallback: () => ({ default: Fallback }) });

    const result = plugin.errorLoadRemote({
      id: 'http://localhost:3005/mf-manifest.json',
      error: new Error('down'),
      lifecycle: 'afterResolve',
    });

    expect(result).toBeUndefined();
  });
});
