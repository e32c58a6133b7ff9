import { makeLink } from '../testing/fixtures';
import { takeArrivedLink, takeStartedBranding, takeStartedConfig } from './earlyStart';

const URL = 'http://localhost:4000/api/interactions/abc/tenant-branding';

function startScript(overrides: Partial<NonNullable<Window['__outreachPatientStart']>> = {}) {
  window.__outreachPatientStart = {
    token: 'abc',
    config: Promise.resolve({ apiBaseUrl: 'http://localhost:4000' }),
    brandingUrl: URL,
    branding: Promise.resolve(new Response('{}')),
    link: null,
    ...overrides,
  };
}

describe('what the start script asked for', () => {
  afterEach(() => {
    delete window.__outreachPatientStart;
  });

  it('is nothing on a page without the script', async () => {
    expect(takeStartedConfig()).toBeNull();
    expect(takeArrivedLink(URL)).toBeNull();
    expect(await takeStartedBranding(URL)).toBeNull();
  });

  it('hands out the config and the branding answer once each', async () => {
    startScript();
    expect(await takeStartedConfig()).toEqual({ apiBaseUrl: 'http://localhost:4000' });
    expect(takeStartedConfig()).toBeNull();
    expect(await takeStartedBranding(URL)).toBeInstanceOf(Response);
    expect(await takeStartedBranding(URL)).toBeNull();
  });

  it('uses no answer asked at another address, or a failed one', async () => {
    startScript();
    expect(
      await takeStartedBranding('http://elsewhere.test/api/interactions/abc/tenant-branding'),
    ).toBeNull();
    startScript({ branding: Promise.reject(new Error('offline')) });
    expect(await takeStartedBranding(URL)).toBeNull();
  });

  it('gives the arrived link for the first render, once, with its request', async () => {
    const link = makeLink();
    startScript({ link });
    expect(takeArrivedLink('http://elsewhere.test/x')).toBeNull();
    expect(takeArrivedLink(URL)).toEqual(link);
    expect(takeArrivedLink(URL)).toBeNull();
    expect(await takeStartedBranding(URL)).toBeNull();
  });

  it('ignores an arrived body that is not a link', () => {
    startScript({ link: { code: 'LINK_NOT_FOUND' } });
    expect(takeArrivedLink(URL)).toBeNull();
  });
});
