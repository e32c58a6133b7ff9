import 'styled-components';
import type { AppTheme } from '@outreach/shared-ui';

declare module 'styled-components' {
  // Interface merging is how styled-components learns the platform theme's shape.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends AppTheme {}
}
