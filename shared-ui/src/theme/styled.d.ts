import 'styled-components';
import type { AppTheme } from './theme';

declare module 'styled-components' {
  // Interface merging is how styled-components learns the theme's shape; it adds no members of its own.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends AppTheme {}
}
