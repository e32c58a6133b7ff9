import i18next from 'i18next';
import { initI18n, LANGUAGE_STORAGE_KEY } from './initI18n';
import { createBundledBackend } from './bundledBackend';

describe('initI18n', () => {
  beforeEach(() => localStorage.clear());

  it('starts in English and marks the page left to right', async () => {
    const instance = await initI18n(i18next.createInstance());
    expect(instance.t('login.title')).toBe('Sign in');
    expect(document.documentElement.lang).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it.each(['ar', 'fa', 'ur'])(
    'switches the page to right to left for %s and remembers the choice',
    async (code) => {
      const instance = await initI18n(i18next.createInstance());
      await instance.changeLanguage(code);
      expect(document.documentElement.dir).toBe('rtl');
      expect(document.documentElement.lang).toBe(code);
      expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe(code);
      expect(instance.t('login.title')).not.toBe('Sign in');
    },
  );

  it('loads a lazily bundled language and falls back to English for nothing missing', async () => {
    const instance = await initI18n(i18next.createInstance());
    await instance.changeLanguage('de');
    expect(instance.t('login.title')).toBe('Anmelden');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('starts in the remembered language', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    const instance = await initI18n(i18next.createInstance());
    expect(instance.resolvedLanguage).toBe('fr');
    expect(instance.t('actions.cancel')).toBe('Annuler');
  });

  it('ignores a remembered language it does not support', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'xx');
    const instance = await initI18n(i18next.createInstance());
    expect(instance.resolvedLanguage).toBe('en');
  });
});

describe('the bundled backend', () => {
  it('asks i18next to retry a failed read and delivers the bundle once it loads', async () => {
    let calls = 0;
    const backend = createBundledBackend({
      es: () => {
        calls += 1;
        return calls < 3
          ? Promise.reject(new Error('chunk failed'))
          : Promise.resolve({ default: { hello: 'hola' } });
      },
    });
    const instance = i18next.createInstance();
    await instance.use(backend).init({
      lng: 'es',
      ns: ['common'],
      defaultNS: 'common',
      fallbackLng: false,
      maxRetries: 5,
      retryTimeout: 1,
    });
    // i18next finishes its start only once the retries have run: the bundle is there, with no wait.
    expect(calls).toBe(3);
    expect(instance.t('hello')).toBe('hola');
  });

  it('answers an unknown namespace with an empty bundle instead of an error', async () => {
    const backend = createBundledBackend({});
    const result = await new Promise<unknown[]>((resolve) => {
      backend.read('es', 'campaigns', (error, data) => resolve([error, data]));
    });
    expect(result).toEqual([null, {}]);
  });
});
