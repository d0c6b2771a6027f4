import 'styled-components';
import type { ThemeShape } from './createTheme';

declare module 'styled-components' {
  export interface DefaultTheme extends ThemeShape {}
}
