import { contrastRatio, meetsAaForText } from './contrast';

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#388083', '#388083')).toBeCloseTo(1, 5);
  });

  it('does not depend on which colour is the text', () => {
    expect(contrastRatio('#FFFFFF', '#388083')).toBeCloseTo(contrastRatio('#388083', '#FFFFFF') ?? 0, 10);
  });

  it('gives about 4.6 for white on the default teal', () => {
    expect(contrastRatio('#FFFFFF', '#388083')).toBeCloseTo(4.58, 1);
  });

  it('reads the short form and a missing #', () => {
    expect(contrastRatio('FFF', '#000')).toBeCloseTo(21, 5);
  });

  it('has no ratio for an invalid colour', () => {
    expect(contrastRatio('#12', '#FFFFFF')).toBeNull();
    expect(contrastRatio('#FFFFFF', '')).toBeNull();
  });
});

describe('meetsAaForText', () => {
  it('passes white on the default teal and fails white on a light teal', () => {
    expect(meetsAaForText('#FFFFFF', '#388083')).toBe(true);
    expect(meetsAaForText('#FFFFFF', '#7FD1D3')).toBe(false);
  });

  it('fails when a colour is invalid', () => {
    expect(meetsAaForText('red', '#FFFFFF')).toBe(false);
  });
});
