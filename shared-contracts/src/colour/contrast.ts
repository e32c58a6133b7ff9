import { normaliseHexColour, toSixDigitHex } from './hexColour.js';

/** WCAG 2.x AA minimum contrast for normal-size text. */
export const AA_NORMAL_TEXT_RATIO = 4.5;
/** WCAG 2.x AA minimum contrast for large text (and the least the publish check list lets through). */
export const AA_LARGE_TEXT_RATIO = 3;

function channelLuminance(byte: number): number {
  const srgb = byte / 255;
  return srgb <= 0.04045 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4;
}

function relativeLuminance(hex: string): number | null {
  const parsed = normaliseHexColour(hex);
  if (!parsed.valid) return null;
  const full = toSixDigitHex(parsed.value).slice(1);
  const [red, green, blue] = [0, 2, 4].map((start) =>
    channelLuminance(parseInt(full.slice(start, start + 2), 16)),
  );
  return 0.2126 * (red ?? 0) + 0.7152 * (green ?? 0) + 0.0722 * (blue ?? 0);
}

/**
 * The WCAG contrast ratio (1 to 21) between two hex colours, or null when either is not a valid
 * 3- or 6-digit hex colour (a half-typed colour in an editor has no ratio yet).
 */
export function contrastRatio(foreground: string, background: string): number | null {
  const fg = relativeLuminance(foreground);
  const bg = relativeLuminance(background);
  if (fg === null || bg === null) return null;
  const [lighter, darker] = fg > bg ? [fg, bg] : [bg, fg];
  return (lighter + 0.05) / (darker + 0.05);
}

/** True when text in `foreground` on `background` meets WCAG AA for normal text (ratio ≥ 4.5). */
export function meetsAaForText(foreground: string, background: string): boolean {
  const ratio = contrastRatio(foreground, background);
  return ratio !== null && ratio >= AA_NORMAL_TEXT_RATIO;
}
