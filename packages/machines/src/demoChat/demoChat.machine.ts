import type { ChatMessage } from '@store-ops/domain';
import { assign, setup } from 'xstate';

/** A scripted message is added every 3000 ms. */
export const DEMO_MESSAGE_INTERVAL_MS = 3000;

export interface DemoScriptLine {
  user: 'user' | 'system';
  msg: string;
}

export interface DemoChatInput {
  script: readonly DemoScriptLine[];
  /** Loop back to the start after the last line (default false: stop). */
  loop?: boolean;
  /** Label shown as the model of scripted replies. */
  llm?: string;
  now?: () => Date;
}

export interface DemoChatContext {
  script: readonly DemoScriptLine[];
  loop: boolean;
  llm: string;
  /** The messages shown so far. */
  shown: ChatMessage[];
  next: number;
  now: () => Date;
}

/** Interaction is disabled: the machine takes no user events. */
export type DemoChatEvent = { type: 'demo.restart' };

export const demoChatMachine = setup({
  types: {
    context: {} as DemoChatContext,
    events: {} as DemoChatEvent,
    input: {} as DemoChatInput,
  },
  guards: {
    hasMore: ({ context }) => context.next < context.script.length,
    loops: ({ context }) => context.loop && context.script.length > 0,
  },
  actions: {
    appendNext: assign(({ context }) => {
      const line = context.script[context.next];
      if (!line) return {};
      return {
        shown: [
          ...context.shown,
          { user: line.user, msg: line.msg, llm: context.llm, timestamp: context.now().toISOString() },
        ],
        next: context.next + 1,
      };
    }),
    rewind: assign({ shown: [], next: 0 }),
  },
  delays: { interval: DEMO_MESSAGE_INTERVAL_MS },
}).createMachine({
  id: 'demoChat',
  context: ({ input }) => ({
    script: input.script,
    loop: input.loop ?? false,
    llm: input.llm ?? 'demo',
    shown: [],
    next: 0,
    now: input.now ?? (() => new Date()),
  }),
  initial: 'playing',
  states: {
    playing: {
      always: { guard: ({ context }) => context.next >= context.script.length, target: 'finished' },
      after: {
        interval: { target: 'playing', reenter: true, actions: 'appendNext' },
      },
    },
    finished: {
      after: {
        interval: { guard: 'loops', target: 'playing', actions: 'rewind' },
      },
      on: { 'demo.restart': { target: 'playing', actions: 'rewind' } },
    },
  },
});
