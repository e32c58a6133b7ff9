import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CDPSession, Page } from '@playwright/test';
import { expect, test } from '../fixtures.js';

// No language of the patient page may show an empty box for a missing glyph. For each of the 21
// languages the page is switched to it with its own picker, and all its text (the picker's names of
// every language included) is checked twice: each distinct character is drawn on a canvas in the
// element's font and compared with the .notdef box, and DevTools reports which system fonts drew the
// text, each of which must be a family the stack names (not one the system found on its own, which
// may draw the character but in a face the stack did not choose). Without Debian's Noto fonts, or
// with a stack that lacks a script's families, it fails.

const localesDir = join(dirname(fileURLToPath(import.meta.url)), '../../mfe-patient/src/locales');

interface PatientStrings {
  appName: string;
  linkUnavailable: { title: string; body: string };
}

const languages = readdirSync(localesDir)
  .filter((file) => file.endsWith('.json'))
  .map((file) => ({
    code: basename(file, '.json'),
    strings: JSON.parse(readFileSync(join(localesDir, file), 'utf8')) as PatientStrings,
  }));

/** The text of the page drawn in one font: the same family list, weight and language. */
interface Sample {
  lang: string;
  family: string;
  weight: string;
  text: string;
}

/**
 * Gathers every text of the page (the language picker's names of all 21 languages included), grouped
 * by the font it is set in, and copies each group into a probe element with that font, under
 * `#glyph-probes`: the picker's options are not laid out in the page, and the probes let the browser
 * report which fonts draw each group.
 */
async function collectSamples(page: Page, language: string): Promise<Sample[]> {
  return page.evaluate((language) => {
    const seen = ((window as { glyphProbesSeen?: Set<string> }).glyphProbesSeen ??= new Set<string>());
    let sheet = document.getElementById('glyph-probes');
    if (!sheet) {
      sheet = document.createElement('div');
      sheet.id = 'glyph-probes';
      sheet.style.cssText = 'padding: 8px; background: #fff; font-size: 20px; line-height: 2';
      document.body.append(sheet);
    }
    const groups = new Map<string, { lang: string; family: string; weight: string; texts: string[] }>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      const text = node.textContent?.trim();
      if (!element || !text || element.closest('#glyph-probes, script, style, noscript')) continue;
      const style = getComputedStyle(element);
      const lang = element.closest('[lang]')?.getAttribute('lang') ?? '';
      const key = [style.fontFamily, style.fontWeight, lang].join('|');
      const group = groups.get(key) ?? {
        lang,
        family: style.fontFamily,
        weight: style.fontWeight,
        texts: [],
      };
      group.texts.push(text);
      groups.set(key, group);
    }
    const row = document.createElement('div');
    row.dataset.language = language;
    // Text drawn alike on an earlier language's page (the picker's names) is not drawn again.
    const samples = [...groups.values()]
      .map(({ texts, ...sample }) => ({ ...sample, text: texts.join(' ') }))
      .filter((sample) => {
        const key = JSON.stringify(sample);
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
    for (const sample of samples) {
      const probe = document.createElement('span');
      probe.lang = sample.lang;
      probe.dir = 'auto';
      probe.style.fontFamily = sample.family;
      probe.style.fontWeight = sample.weight;
      probe.style.marginInlineEnd = '12px';
      probe.textContent = sample.text;
      row.append(probe);
    }
    sheet.append(row);
    return samples;
  }, language);
}

/**
 * Draws every distinct character of each sample on a canvas in the sample's font and compares it
 * with codepoints no font has (a private-use one and an unassigned one), which the browser draws as
 * the .notdef box: a character drawn the same is missing from every font the browser found.
 */
async function findMissingGlyphs(page: Page, samples: Sample[]): Promise<string[]> {
  return page.evaluate(async (samples) => {
    const size = 48;
    const canvas = document.createElement('canvas');
    canvas.width = size * 2;
    canvas.height = size * 2;
    const context = canvas.getContext('2d', { willReadFrequently: true })!;
    const draw = (character: string) => {
      context.clearRect(0, 0, canvas.width, canvas.height);
      context.fillText(character, size / 2, size * 1.25);
      return context.getImageData(0, 0, canvas.width, canvas.height).data.join();
    };
    const missing: string[] = [];
    for (const { lang, family, weight, text } of samples) {
      const font = `${weight} ${size}px ${family}`;
      await document.fonts.load(font, text);
      canvas.lang = lang;
      context.font = font;
      const blank = draw(' ');
      const notdef = new Set(['\u{10FFFD}', '\uE000', '\u0378'].map(draw));
      if (notdef.has(blank))
        throw new Error(`The .notdef box of ${font} draws nothing; nothing can be compared`);
      const characters = new Set(Array.from(text).filter((character) => !/[\s\p{Cf}]/u.test(character)));
      const boxes = [...characters]
        .filter((character) => notdef.has(draw(character)))
        .map(
          (character) =>
            `${character} U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`,
        );
      if (boxes.length > 0) missing.push(`${lang}, weight ${weight}: ${boxes.join(', ')}`);
    }
    return missing;
  }, samples);
}

/** The family names of a computed `font-family` list, unquoted. */
function familyNames(family: string): string[] {
  return family.split(',').map((name) => name.trim().replace(/^(["'])(.*)\1$/, '$2'));
}

/**
 * The system fonts Chromium drew each probe of one language's row with (DevTools' platform fonts) that
 * the probe's stack does not name: a character the stack has no family for falls through to whatever font
 * the system finds for it, which may draw it but not in the face the stack chose for its script.
 */
async function fontsOutsideTheStack(cdp: CDPSession, language: string, samples: Sample[]): Promise<string[]> {
  const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
  const { nodeIds } = await cdp.send('DOM.querySelectorAll', {
    nodeId: root.nodeId,
    selector: `#glyph-probes [data-language="${language}"] > span`,
  });
  expect(nodeIds).toHaveLength(samples.length);
  const outside: string[] = [];
  for (const [index, nodeId] of nodeIds.entries()) {
    const sample = samples[index]!;
    const named = familyNames(sample.family);
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    for (const font of fonts) {
      // A web font can only be drawn through its own @font-face family, which the stack names; its
      // reported name is the one inside the file (Montserrat's files call themselves 'Montserrat Thin').
      if (!font.isCustomFont && !named.includes(font.familyName)) {
        outside.push(
          `${sample.lang}, weight ${sample.weight}: ${font.familyName} (${font.glyphCount} glyphs)`,
        );
      }
    }
  }
  return outside;
}

/**
 * Which face of the CJK fonts each CJK language's own text must be drawn in: the suite runs in
 * Debian's Chromium, where the Noto faces are the CJK fonts of the stack that are installed.
 */
const cjkFace: Record<string, string> = { ja: 'JP', zh: 'SC', ko: 'KR' };

test('every language of the patient page is drawn without a missing glyph, in the fonts its stack names', async ({
  page,
}, testInfo) => {
  expect(languages).toHaveLength(21);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const picker = page.getByRole('banner').getByRole('combobox');
  const missing: string[] = [];
  const outside: string[] = [];
  const cjkFonts: string[] = [];

  await page.goto('/i/e2e-script-fonts');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  for (const { code, strings } of languages) {
    await test.step(code, async () => {
      await picker.selectOption(code);
      await expect(page.locator('html')).toHaveAttribute('lang', code);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(strings.linkUnavailable.title);
      await expect(page.getByRole('main')).toContainText(strings.linkUnavailable.body);
      await expect(page.getByRole('banner')).toContainText(strings.appName);

      const samples = await collectSamples(page, code);
      missing.push(...(await findMissingGlyphs(page, samples)));
      outside.push(...(await fontsOutsideTheStack(cdp, code, samples)));
      if (cjkFace[code]) {
        const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
        const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'h1' });
        const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
        const face = `Noto Sans CJK ${cjkFace[code]}`;
        if (!fonts.some((font) => font.familyName === face)) {
          cjkFonts.push(`${code}: ${fonts.map((font) => font.familyName).join(', ')}, not ${face}`);
        }
      }
    });
  }

  await testInfo.attach('every language', {
    body: await page.locator('#glyph-probes').screenshot(),
    contentType: 'image/png',
  });
  expect(missing, 'characters drawn as the .notdef box').toEqual([]);
  expect(outside, 'fonts the stack does not name').toEqual([]);
  expect(cjkFonts, 'Han and Hangul in the face of their language').toEqual([]);
});
