// The theme's system font stacks that every index.html carries (node's test runner: `pnpm test:tools`).
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { describe, it } from 'node:test';

const require = createRequire(import.meta.url);
const {
  FONTS_PROPERTY,
  UI_FONTS_PROPERTY,
  fontStylesheet,
  stacksByLanguage,
} = require('./src/theme/fontStacks.cjs');

/** The families of a stack, unquoted, in order. */
const families = (stack) => stack.split(',').map((family) => family.trim().replace(/^'(.*)'$/, '$1'));

describe('font stacks', () => {
  it('name a Debian Noto family for every script Montserrat lacks, before the generic fonts', () => {
    for (const [selector, stack] of Object.entries(stacksByLanguage)) {
      const names = families(stack);
      for (const noto of [
        'Noto Sans Arabic UI',
        'Noto Sans Devanagari UI',
        'Noto Sans Bengali UI',
        'Noto Sans Thai UI',
        'Noto Sans CJK JP',
        'Noto Sans CJK SC',
        'Noto Sans CJK KR',
      ]) {
        assert.ok(
          names.indexOf(noto) >= 0 && names.indexOf(noto) < names.indexOf('system-ui'),
          `${selector}: ${noto}`,
        );
      }
      assert.equal(names.at(-1), 'sans-serif');
      assert.equal(new Set(names).size, names.length, `${selector}: a family named twice`);
    }
  });

  it('put the faces of the element language first: Urdu Nastaliq and Naskh, Chinese and Korean Han', () => {
    const first = (selector, candidates) =>
      families(stacksByLanguage[selector]).find((family) => candidates.includes(family));
    const arabic = ['Noto Nastaliq Urdu', 'Noto Naskh Arabic UI', 'Noto Sans Arabic UI'];
    const cjk = ['Noto Sans CJK JP', 'Noto Sans CJK SC', 'Noto Sans CJK KR'];
    const root = Object.keys(stacksByLanguage).find((selector) => selector.includes(':root'));
    assert.equal(first(':lang(ur)', arabic), 'Noto Nastaliq Urdu');
    assert.equal(first(root, arabic), 'Noto Sans Arabic UI');
    assert.equal(first(root, cjk), 'Noto Sans CJK JP');
    assert.equal(first(':lang(zh)', cjk), 'Noto Sans CJK SC');
    assert.equal(first(':lang(ko)', cjk), 'Noto Sans CJK KR');
  });

  it('is one stylesheet that sets the custom properties the theme reads', () => {
    const css = fontStylesheet();
    assert.match(
      css,
      new RegExp(`:root\\{${UI_FONTS_PROPERTY}:-apple-system, BlinkMacSystemFont, 'Segoe UI'`),
    );
    for (const selector of Object.keys(stacksByLanguage))
      assert.ok(css.includes(`${selector}{${FONTS_PROPERTY}:`));
    assert.doesNotMatch(css, /<\/style/i);
  });
});
