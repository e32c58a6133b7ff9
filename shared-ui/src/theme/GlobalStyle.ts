// Montserrat is bundled with the app (no font CDN): the three weights the theme uses, in the
// subsets our Latin- and Cyrillic-script languages need. Montserrat has no Arabic, Devanagari,
// Bengali, Thai or CJK glyphs, so those languages use the system fonts the stack names for each
// script (fontStacks.cjs).
import '@fontsource/montserrat/latin-400.css';
import '@fontsource/montserrat/latin-600.css';
import '@fontsource/montserrat/latin-700.css';
import '@fontsource/montserrat/latin-ext-400.css';
import '@fontsource/montserrat/latin-ext-600.css';
import '@fontsource/montserrat/latin-ext-700.css';
import '@fontsource/montserrat/cyrillic-400.css';
import '@fontsource/montserrat/cyrillic-600.css';
import '@fontsource/montserrat/cyrillic-700.css';
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
