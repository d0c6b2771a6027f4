import type { MachineGraph } from '../testing/graph';
import { themeMachine } from './theme.machine';

/** The theme machine's traversal (its test and the QA coverage check): no stored choice, a light system. */
export const themeGraph = {
  machine: themeMachine,
  input: { systemDark: false },
  events: [
    { type: 'theme.mode', mode: 'dark' },
    { type: 'theme.toggle' },
    { type: 'theme.system', dark: true },
    { type: 'theme.brand', brand: 'tech-teal' },
    { type: 'theme.brand', brand: 'warm-orange' },
    { type: 'xstate.after.brandSwitch.theme.brand.switchingBrand' },
  ],
} satisfies MachineGraph;
