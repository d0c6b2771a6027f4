import {
  type CSSProperties,
  createContext,
  type ReactNode,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
} from 'react';
import { I18nProvider, UNSAFE_PortalProvider } from 'react-aria';
import { ThemeProvider } from 'styled-components';
import type { BrandId, ColorScheme } from './brands';
import { createTheme, type ResolvedTheme, theme } from './createTheme';
import { GlobalStyle } from './GlobalStyle';

export interface ThemeRootProps {
  brand?: BrandId;
  mode?: ColorScheme;
  children?: ReactNode;
  /** Also set `data-brand`/`data-color-scheme` on <html> so the whole page (and scrollbars) follow. */
  applyToDocument?: boolean;
  /** Render GlobalStyle (default true). BrandMatrix renders it once for all its cells. */
  withGlobalStyle?: boolean;
  /**
   * The language of react-aria's own texts and date formats. The product is English: `en-US` unless
   * told otherwise (the app's build keeps only en-US strings of react-aria).
   */
  locale?: string;
  className?: string;
  style?: CSSProperties;
}

interface ThemeRootContextValue {
  brand: BrandId;
  mode: ColorScheme;
  /** Concrete colour values of the active brand x mode (for AG Grid params, charts, canvas). */
  resolved: ResolvedTheme;
}

const ThemeRootContext = createContext<ThemeRootContextValue>({
  brand: 'default',
  mode: 'light',
  resolved: createTheme(),
});

/** The active brand, mode and resolved (concrete) theme of the nearest ThemeRoot. */
export function useThemeRoot(): ThemeRootContextValue {
  return useContext(ThemeRootContext);
}

/**
 * Themes a subtree: styled-components ThemeProvider (CSS-variable theme), GlobalStyle, and a root
 * element carrying `data-brand` and `data-color-scheme`. React Aria overlays (popovers, modals,
 * toasts) portal into this root so they inherit its brand and mode.
 */
export function ThemeRoot({
  brand = 'default',
  mode = 'light',
  children,
  applyToDocument = false,
  withGlobalStyle = true,
  locale = 'en-US',
  className,
  style,
}: ThemeRootProps) {
  const ref = useRef<HTMLDivElement>(null);
  const value = useMemo(
    () => ({ brand, mode, resolved: createTheme({ brand, colorScheme: mode }) }),
    [brand, mode],
  );

  useLayoutEffect(() => {
    if (!applyToDocument) return;
    const html = document.documentElement;
    const previous = [html.getAttribute('data-brand'), html.getAttribute('data-color-scheme')] as const;
    html.setAttribute('data-brand', brand);
    html.setAttribute('data-color-scheme', mode);
    return () => {
      for (const [name, old] of [
        ['data-brand', previous[0]],
        ['data-color-scheme', previous[1]],
      ] as const) {
        if (old === null) html.removeAttribute(name);
        else html.setAttribute(name, old);
      }
    };
  }, [applyToDocument, brand, mode]);

  return (
    <ThemeProvider theme={theme}>
      <ThemeRootContext.Provider value={value}>
        {withGlobalStyle && <GlobalStyle />}
        <div
          ref={ref}
          data-component="ThemeRoot"
          data-brand={brand}
          data-color-scheme={mode}
          className={className}
          style={style}
        >
          <I18nProvider locale={locale}>
            <UNSAFE_PortalProvider getContainer={() => ref.current}>{children}</UNSAFE_PortalProvider>
          </I18nProvider>
        </div>
      </ThemeRootContext.Provider>
    </ThemeProvider>
  );
}
