import i18next from 'i18next';
import { createAreaTranslations, type AreaLoaders } from './areaTranslations';

const english = { greeting: 'Hello' };
type Bundle = typeof english;

function loadersWith(overrides: Partial<AreaLoaders<Bundle>>): AreaLoaders<Bundle> {
  const missing = () => Promise.reject(new Error('not in this test'));
  const table: AreaLoaders<Bundle> = {
    es: missing,
    pt: missing,
    fr: missing,
    de: missing,
    it: missing,
    nl: missing,
    ru: missing,
    ja: missing,
    zh: missing,
    ko: missing,
    ar: missing,
    fa: missing,
    hi: missing,
    th: missing,
    bn: missing,
    ur: missing,
    af: missing,
    tr: missing,
    ca: missing,
    tl: missing,
  };
  return { ...table, ...overrides };
}

async function startInstance(language: string) {
  const instance = i18next.createInstance();
  await instance.init({ lng: language, fallbackLng: 'en', resources: {} });
  return instance;
}

/** Lets pending loader promises settle. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createAreaTranslations', () => {
  it('adds English at once and the chosen language once it has loaded', async () => {
    const area = createAreaTranslations(
      'area',
      english,
      loadersWith({ fr: () => Promise.resolve({ default: { greeting: 'Bonjour' } }) }),
    );
    const instance = await startInstance('fr');

    area.register(instance);
    expect(instance.getFixedT('en', 'area')('greeting')).toBe('Hello');
    await flush();

    expect(instance.getFixedT('fr', 'area')('greeting')).toBe('Bonjour');
  });

  it('loads a language even when an empty bundle was stored for it first', async () => {
    const load = jest.fn(() => Promise.resolve({ default: { greeting: 'Hola' } }));
    const area = createAreaTranslations('area', english, loadersWith({ es: load }));
    const instance = await startInstance('en');
    instance.addResourceBundle('es', 'area', {});

    area.register(instance);
    await instance.changeLanguage('es');
    await flush();

    expect(load).toHaveBeenCalledTimes(1);
    expect(instance.t('greeting', { ns: 'area' })).toBe('Hola');
  });

  it('registers once per instance and waits for an instance that has not started', async () => {
    const load = jest.fn(() => Promise.resolve({ default: { greeting: 'Hallo' } }));
    const area = createAreaTranslations('area', english, loadersWith({ de: load }));
    const instance = i18next.createInstance();

    area.register(instance);
    area.register(instance);
    await instance.init({ lng: 'de', fallbackLng: 'en', resources: {} });
    await flush();

    expect(load).toHaveBeenCalledTimes(1);
    expect(instance.t('greeting', { ns: 'area' })).toBe('Hallo');
  });

  it('keeps English on screen when a language fails to load', async () => {
    const area = createAreaTranslations('area', english, loadersWith({}));
    const instance = await startInstance('it');

    area.register(instance);
    await flush();

    expect(instance.t('greeting', { ns: 'area' })).toBe('Hello');
  });
});
