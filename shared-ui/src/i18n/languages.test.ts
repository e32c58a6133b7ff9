import { regionalLocale } from './languages';

describe('regionalLocale', () => {
  const languages = jest.spyOn(navigator, 'languages', 'get');
  afterAll(() => languages.mockRestore());

  it('takes the browser’s own locale of the UI language, for its regional conventions', () => {
    languages.mockReturnValue(['de-CH', 'en-GB', 'en-US']);
    expect(regionalLocale('en')).toBe('en-GB');
    expect(regionalLocale('de')).toBe('de-CH');
  });

  it('keeps the UI language when the browser does not speak it', () => {
    languages.mockReturnValue(['en-GB']);
    expect(regionalLocale('fr')).toBe('fr');
  });
});
