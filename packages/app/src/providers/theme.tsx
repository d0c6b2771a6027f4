import { readThemeInput, themeMachine } from '@store-ops/machines';
import { isBrandId, ThemeRoot } from '@store-ops/ui';
import { useActorRef, useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { SnapshotFrom } from 'xstate';
import { createMachineContext, useMachineActor, useMachineSelector } from './createMachineProvider';

const ThemeContext = createMachineContext<typeof themeMachine>('Theme');

/** Brand and mode for the whole page, from the theme machine (stored choice, else the system's). */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const actor = useActorRef(themeMachine, { input: readThemeInput() });
  const brand = useSelector(actor, (s) => s.context.brand);
  const mode = useSelector(actor, (s) => s.context.mode);
  return (
    <ThemeContext.Context.Provider value={actor}>
      <ThemeRoot brand={isBrandId(brand) ? brand : 'default'} mode={mode} applyToDocument>
        {children}
      </ThemeRoot>
    </ThemeContext.Context.Provider>
  );
}

/** The theme actor: send `theme.mode`, `theme.toggle`, `theme.brand`. */
export const useTheme = () => useMachineActor(ThemeContext, 'useTheme');
export function useThemeSelector<T>(selector: (snapshot: SnapshotFrom<typeof themeMachine>) => T): T {
  return useMachineSelector(ThemeContext, selector, undefined, 'useTheme');
}
