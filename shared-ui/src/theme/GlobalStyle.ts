// Montserrat is bundled with the app (no font CDN) as its variable font: one file per subset for
// every weight, each with the unicode-range of its subset, so a page downloads only the subsets its
// text uses (an English page: Latin, which each index.html also preloads). Montserrat has no Arabic,
// Devanagari, Bengali, Thai or CJK glyphs, so those languages use the system fonts the stack names for
// each script (fontStacks.cjs).
import '@fontsource-variable/montserrat/wght.css';
import { createGlobalStyle } from 'styled-components';

/**
 * Base styles for every app. Layout uses logical properties so that `dir="rtl"` on `<html>`
 * mirrors the page for Arabic, Persian and Urdu without per-language rules.
 */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html, body { margin: 0; padding: 0; }
  body {
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.md};
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
    text-align: start;
    line-height: 1.5;
  }
  :focus-visible { outline: none; box-shadow: ${({ theme }) => theme.focusRing}; }
  a { color: ${({ theme }) => theme.colors.primaryHover}; }
  button, input, select, textarea { font: inherit; }
  .visually-hidden {
    position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0, 0, 0, 0); white-space: nowrap; border: 0;
  }
`;
