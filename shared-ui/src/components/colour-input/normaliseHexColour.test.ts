import { normaliseHexColour, toSixDigitHex } from './normaliseHexColour';

describe('normaliseHexColour', () => {
  it.each([
    ['388083', '#388083'],
    ['#388083', '#388083'],
    ['#FFF', '#FFF'],
    ['fff', '#FFF'],
    ['#7fd1d3', '#7FD1D3'],
    ['  #abc  ', '#ABC'],
  ])('accepts %p as %p', (text, value) => {
    expect(normaliseHexColour(text)).toEqual({ valid: true, value });
  });

  it.each(['#12', 'red', '#12345', '#1234567', '##FFF', '#GGG', '# FFF'])('refuses %p', (text) => {
    expect(normaliseHexColour(text)).toEqual({ valid: false, reason: 'format' });
  });

  it('refuses an empty text unless empty is allowed', () => {
    expect(normaliseHexColour('')).toEqual({ valid: false, reason: 'required' });
    expect(normaliseHexColour('   ')).toEqual({ valid: false, reason: 'required' });
    expect(normaliseHexColour('', { allowEmpty: true })).toEqual({ valid: true, value: '' });
  });
});

describe('toSixDigitHex', () => {
  it('expands the short form for the native picker', () => {
    expect(toSixDigitHex('#ABC')).toBe('#aabbcc');
    expect(toSixDigitHex('#388083')).toBe('#388083');
  });
});
