import { assign, setup } from 'xstate';
import { themeBrowserDefaults } from '../adapters/theme';

export type ColorMode = 'light' | 'dark';
/** The brand shown before the user picks one (the ui package's default theme). */
export const DEFAULT_BRAND = 'default';
/** How long the brand switch shows its loading state. Not given by the spec ("a short loading state"). */
export const BRAND_SWITCH_MS = 300;

const isMode = (v: unknown): v is ColorMode => v === 'light' || v === 'dark';

export interface ThemeInput {
  /** The stored `themeMode` (null when the user never picked). */
  storedMode?: string | null;
  /** The system preference now (`prefers-color-scheme: dark`). */
  systemDark?: boolean;
  /** The stored `selectedBrand`. */
  storedBrand?: string | null;
}

export interface ThemeContext {
  mode: ColorMode;
  brand: string;
  /** The brand being switched to while `switchingBrand`. */
  pendingBrand: string | null;
  /** True once the user picked a mode (stored `themeMode`): the system preference no longer applies. */
  userChose: boolean;
}

export type ThemeEvent =
  | { type: 'theme.mode'; mode: ColorMode }
  | { type: 'theme.toggle' }
  | { type: 'theme.brand'; brand: string }
  /** From the system color-scheme listener. */
  | { type: 'theme.system'; dark: boolean };

const defaults = themeBrowserDefaults();

export const themeMachine = setup({
  types: {
    context: {} as ThemeContext,
    events: {} as ThemeEvent,
    input: {} as ThemeInput,
  },
  actors: defaults.actors,
  actions: defaults.actions,
  guards: {
    userChose: ({ context }) => context.userChose,
    isOtherBrand: ({ context, event }) =>
      event.type === 'theme.brand' && !!event.brand && event.brand !== context.brand,
    isOtherPending: ({ context, event }) =>
      event.type === 'theme.brand' && !!event.brand && event.brand !== context.pendingBrand,
  },
  delays: { brandSwitch: BRAND_SWITCH_MS },
}).createMachine({
  id: 'theme',
  context: ({ input }) => ({
    mode: isMode(input.storedMode) ? input.storedMode : input.systemDark ? 'dark' : 'light',
    brand: input.storedBrand || DEFAULT_BRAND,
    pendingBrand: null,
    userChose: isMode(input.storedMode),
  }),
  type: 'parallel',
  states: {
    mode: {
      initial: 'deciding',
      states: {
        deciding: {
          always: [{ guard: 'userChose', target: 'userChosen' }, { target: 'followingSystem' }],
        },
        /** No stored choice: the mode follows the system preference. */
        followingSystem: {
          invoke: { id: 'systemColorScheme', src: 'systemColorScheme' },
          on: {
            'theme.system': { actions: assign({ mode: ({ event }) => (event.dark ? 'dark' : 'light') }) },
          },
        },
        /** The user picked a mode; system changes are ignored from now on. */
        userChosen: {},
      },
      on: {
        'theme.mode': {
          target: '.userChosen',
          actions: [
            assign({ mode: ({ event }) => event.mode, userChose: true }),
            { type: 'persistMode', params: ({ event }) => ({ mode: event.mode }) },
          ],
        },
        'theme.toggle': {
          target: '.userChosen',
          actions: [
            assign({ mode: ({ context }) => (context.mode === 'dark' ? 'light' : 'dark'), userChose: true }),
            { type: 'persistMode', params: ({ context }) => ({ mode: context.mode }) },
          ],
        },
      },
    },
    brand: {
      initial: 'ready',
      states: {
        ready: {
          on: {
            'theme.brand': {
              guard: 'isOtherBrand',
              target: 'switchingBrand',
              actions: assign({ pendingBrand: ({ event }) => event.brand }),
            },
          },
        },
        switchingBrand: {
          tags: ['loading'],
          on: {
            'theme.brand': {
              guard: 'isOtherPending',
              target: 'switchingBrand',
              reenter: true,
              actions: assign({ pendingBrand: ({ event }) => event.brand }),
            },
          },
          after: {
            brandSwitch: {
              target: 'ready',
              actions: [
                assign({ brand: ({ context }) => context.pendingBrand ?? context.brand, pendingBrand: null }),
                { type: 'persistBrand', params: ({ context }) => ({ brand: context.brand }) },
              ],
            },
          },
        },
      },
    },
  },
});
