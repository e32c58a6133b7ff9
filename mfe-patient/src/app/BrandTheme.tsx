import type { ReactNode } from 'react';
import { ThemeProvider, type DefaultTheme } from 'styled-components';
import { meetsAaForText } from '@outreach/shared-contracts/core';
import { theme } from '@outreach/shared-ui';

export interface BrandThemeProps {
  /** The tenant's primary colour, once the link's branding is known. */
  primary: string | null;
  children: ReactNode;
}

/**
 * The tenant's brand colour on buttons and bars, where white text on it stays readable (WCAG AA);
 * a colour below that keeps the platform's own.
 */
export function BrandTheme({ primary, children }: BrandThemeProps) {
  const branded = (outer: DefaultTheme | undefined): DefaultTheme => {
    const base = outer ?? theme;
    if (!primary || !meetsAaForText(base.colors.onPrimary, primary)) return base;
    // The theme's types are its default values; a tenant's colour is a value of the same kind.
    return { ...base, colors: { ...base.colors, primary, primaryHover: primary } } as unknown as DefaultTheme;
  };
  return <ThemeProvider theme={branded}>{children}</ThemeProvider>;
}
