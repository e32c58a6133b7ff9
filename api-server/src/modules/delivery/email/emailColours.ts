import {
  contrastRatio,
  DEFAULT_PRIMARY_COLOR,
  DEFAULT_SECONDARY_COLOR,
  meetsAaForText,
  normaliseHexColour,
} from '@outreach/shared-contracts';

/** The colours of an e-mail's header band and button, and of the words on them. */
export interface EmailColours {
  brand: string;
  onBrand: string;
}

const WHITE = '#FFFFFF';
const INK = '#1F2933';

/** A stored colour as a safe CSS value: the default when it is not a hex colour. */
function hexOr(colour: string | null | undefined, fallback: string): string {
  const parsed = normaliseHexColour(colour ?? '');
  return parsed.valid ? parsed.value : fallback;
}

/**
 * The tenant's primary colour for the band and the button, with its secondary colour for the words on
 * them when a patient can read it there (WCAG AA), else white or ink, whichever reads better.
 */
export function emailColours(
  primary: string | null | undefined,
  secondary: string | null | undefined,
): EmailColours {
  const brand = hexOr(primary, DEFAULT_PRIMARY_COLOR);
  const preferred = hexOr(secondary, DEFAULT_SECONDARY_COLOR);
  if (meetsAaForText(preferred, brand)) return { brand, onBrand: preferred };
  const onWhite = contrastRatio(WHITE, brand) ?? 0;
  const onInk = contrastRatio(INK, brand) ?? 0;
  return { brand, onBrand: onWhite >= onInk ? WHITE : INK };
}
