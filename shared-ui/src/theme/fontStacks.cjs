// The system fonts of the theme's font stack. Montserrat, the brand font, is bundled and covers the
// Latin and Cyrillic scripts; every other script of the 21 languages is drawn with fonts the reader's
// system already has, named here per script family: Linux and Android (Noto), then Apple, then Windows.
//
// A browser takes each character from the first family of the list that has it, so the script
// families come before the generic `system-ui`: a generic face with only part of a script (DejaVu
// Sans has most Arabic letters but not Urdu's ہ, ے and ۔) would otherwise draw part of a word and
// leave the rest to chance. On Debian the Noto families named come from `fonts-noto-ui-core`
// (Arabic, Naskh Arabic, Devanagari, Bengali, Thai) and `fonts-noto-cjk` (Japanese, Chinese, Korean).
//
// The stack is a custom property written into each app's index.html at build time (federation.cjs),
// not into the JavaScript bundles; the theme's `fonts.body` reads it with `var(--outreach-fonts)`, and
// `fonts.system` (Montserrat left out) puts the system's Latin UI face, `--outreach-fonts-ui`, first.
// Its order follows the `lang` of each element: Han characters take the Japanese, Chinese or Korean
// forms of their language, and Urdu its Nastaliq and Naskh faces before the Arabic ones.

const arabic = ['Noto Sans Arabic UI', 'Noto Sans Arabic', 'SF Arabic', 'Geeza Pro'];
/** Urdu is written in Nastaliq; a Naskh face with Urdu's letters (ٹ ڈ ڑ ں ھ ہ ے) is the next best. */
const urdu = ['Noto Nastaliq Urdu', 'Urdu Typesetting', 'Noto Naskh Arabic UI', 'Noto Naskh Arabic'];
const devanagari = [
  'Noto Sans Devanagari UI',
  'Noto Sans Devanagari',
  'Kohinoor Devanagari',
  'Devanagari Sangam MN',
  'Nirmala UI',
  'Mangal',
];
const bengali = [
  'Noto Sans Bengali UI',
  'Noto Sans Bengali',
  'Kohinoor Bangla',
  'Bangla Sangam MN',
  'Nirmala UI',
  'Vrinda',
];
const thai = ['Noto Sans Thai UI', 'Noto Sans Thai', 'Thonburi', 'Leelawadee UI', 'Tahoma'];
const japanese = ['Hiragino Sans', 'Hiragino Kaku Gothic ProN', 'Yu Gothic UI', 'Meiryo', 'Noto Sans CJK JP'];
const chinese = ['PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK SC'];
const korean = ['Apple SD Gothic Neo', 'Malgun Gothic', 'Noto Sans CJK KR'];
const generic = ['system-ui', '-apple-system', 'Segoe UI', 'sans-serif'];
/**
 * For text set without Montserrat (the language picker): the system's UI face for Latin, Greek and
 * Cyrillic comes first, or Latin letters would be drawn with those of a script font that has them
 * (Geeza Pro, Hiragino Sans, Noto Sans CJK). Not `system-ui`: on Linux it is often DejaVu Sans, whose
 * Arabic lacks letters of Urdu. Apple, Windows (its Segoe UI has Arabic, Urdu's letters included),
 * Android, then Linux.
 */
const latinUi = ['-apple-system', 'BlinkMacSystemFont', 'Segoe UI', 'Roboto', 'Noto Sans', 'Liberation Sans'];

/** The custom property that holds the stack after Montserrat. */
const FONTS_PROPERTY = '--outreach-fonts';
/** The custom property of the Latin UI faces that come before it where Montserrat is not used. */
const UI_FONTS_PROPERTY = '--outreach-fonts-ui';
const GENERIC_FAMILIES = new Set(['system-ui', '-apple-system', 'BlinkMacSystemFont', 'sans-serif']);

/** A CSS family list: every script family, with those of Arabic and CJK in the order given. */
function stack({ arabicFirst = [], cjk }) {
  return list([...arabicFirst, ...arabic, ...devanagari, ...bengali, ...thai, ...cjk, ...generic]);
}

/** Families as CSS writes them, each once: generic ones bare, the others quoted. */
function list(families) {
  return families
    .filter((family, index, all) => all.indexOf(family) === index)
    .map((family) => (GENERIC_FAMILIES.has(family) ? family : `'${family}'`))
    .join(', ');
}

const japaneseFirst = stack({ cjk: [...japanese, ...chinese, ...korean] });

/** The fallbacks after Montserrat, by the `lang` that chooses them. */
const stacksByLanguage = {
  ':root, :lang(ja), :lang(ar), :lang(fa)': japaneseFirst,
  ':lang(zh)': stack({ cjk: [...chinese, ...japanese, ...korean] }),
  ':lang(ko)': stack({ cjk: [...korean, ...japanese, ...chinese] }),
  ':lang(ur)': stack({ arabicFirst: urdu, cjk: [...japanese, ...chinese, ...korean] }),
};

/** The stylesheet every index.html carries in its head. */
function fontStylesheet() {
  return [
    `:root{${UI_FONTS_PROPERTY}:${list(latinUi)}}`,
    ...Object.entries(stacksByLanguage).map(([selector, fonts]) => `${selector}{${FONTS_PROPERTY}:${fonts}}`),
    // Nastaliq reaches far above and below its line: Urdu lines 1.5 apart would overlap.
    'html:lang(ur) body{line-height:2.25}',
  ].join('\n');
}

module.exports = { FONTS_PROPERTY, UI_FONTS_PROPERTY, fontStylesheet, stacksByLanguage };
