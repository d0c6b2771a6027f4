import { readThemeInput, themeMachine } from '@store-ops/machines';
import { type BrandId, brandMarkDataUrl, isBrandId, ThemeRoot } from '@store-ops/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { type ReactNode, useEffect } from 'react';
import { createMachineContext, type MachineSelectorHook, useMachineActor } from './createMachineProvider';

const ThemeContext = createMachineContext<typeof themeMachine>('Theme');

/** Brand and mode for the whole page, from the theme machine (stored choice, else the system's). */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const actor = useActorRef(themeMachine, { input: readThemeInput() });
  const brand = useSelector(actor, (s) => s.context.brand);
  const mode = useSelector(actor, (s) => s.context.mode);
  const brandId: BrandId = isBrandId(brand) ? brand : 'default';
  useBrandFavicon(brandId);
  return (
    <ThemeContext.Context.Provider value={actor}>
      <ThemeRoot brand={brandId} mode={mode} applyToDocument>
        {children}
      </ThemeRoot>
    </ThemeContext.Context.Provider>
  );
}

/**
 * The tab's icon is the brand's mark (its light colours, which read on light and dark tab strips alike):
 * the page's `<link rel="icon">` (index.html's `/favicon.svg`, the default brand) gets the brand's SVG.
 */
function useBrandFavicon(brand: BrandId) {
  useEffect(() => {
    let link = document.head.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'icon';
      document.head.append(link);
    }
    link.type = 'image/svg+xml';
    link.href = brandMarkDataUrl(brand);
  }, [brand]);
}

/** The theme actor: send `theme.mode`, `theme.toggle`, `theme.brand`. */
export const useTheme = () => useMachineActor(ThemeContext);
export const useThemeSelector: MachineSelectorHook<typeof themeMachine> = (selector, compare) =>
  useSelector(useTheme(), selector, compare);
