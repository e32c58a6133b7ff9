import { DEFAULT_PRIMARY_COLOR, DEFAULT_SECONDARY_COLOR } from '@outreach/shared-contracts/core';

/**
 * The design tokens of the platform. Components take every colour, space, radius and font
 * size from here so a tenant's branding can later override the brand colours in one place.
 */
export const theme = {
  fonts: {
    /**
     * Montserrat, then the system fonts of every script it lacks: the stack that fontStacks.cjs writes
     * into each page's head, ordered for the language of the element.
     */
    body: "'Montserrat Variable', var(--outreach-fonts, system-ui, sans-serif)",
    /** The system's Latin UI face instead of Montserrat, then the same fonts of every other script. */
    system: 'var(--outreach-fonts-ui, system-ui), var(--outreach-fonts, sans-serif)',
  },
  colors: {
    primary: DEFAULT_PRIMARY_COLOR,
    primaryHover: '#2c6668',
    secondary: DEFAULT_SECONDARY_COLOR,
    onPrimary: '#FFFFFF',
    text: '#1f2933',
    muted: '#52606d',
    border: '#cbd2d9',
    surface: '#FFFFFF',
    background: '#f5f7f7',
    navBackground: '#e8f1f1',
    danger: '#b42318',
    dangerSurface: '#fdecea',
    success: '#1b6e3a',
    successSurface: '#e6f4ea',
    focus: '#1d4ed8',
    overlay: 'rgba(15, 23, 42, 0.55)',
  },
  space: { xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '32px', xxl: '48px' },
  radii: { sm: '4px', md: '8px', lg: '12px', round: '50%' },
  fontSizes: { sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '1.5rem', xxl: '2rem' },
  fontWeights: { regular: 400, semibold: 600, bold: 700 },
  shadows: { card: '0 2px 8px rgba(15, 23, 42, 0.12)', modal: '0 12px 32px rgba(15, 23, 42, 0.25)' },
  /** The ring every focusable element shows when reached by keyboard. */
  focusRing: '0 0 0 3px #1d4ed8',
  sizes: { sideNavMinWidth: '80px', modalWidth: '500px', avatar: '40px' },
} as const;

export type AppTheme = typeof theme;

declare module 'styled-components' {
  // Interface merging is how styled-components learns the theme's shape; it adds no members of its own.
  // Declared here (not in a .d.ts) so the augmentation ships in the package's emitted types.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends AppTheme {}
}
