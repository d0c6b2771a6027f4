import type { ChatMessage } from '@store-ops/domain';
import { type DemoScriptLine, demoChatMachine } from '@store-ops/machines';
import { useActorRef, useSelector } from '@xstate/react';

/** The public demo's scripted conversation (one line every 3000 ms). */
export const DEMO_SCRIPT: readonly DemoScriptLine[] = [
  { user: 'user', msg: 'How did the Downtown store do yesterday against forecast?' },
  {
    user: 'system',
    msg: 'Net sales were **$18,420.55** against a forecast of **$17,900.00**: **+$520.55 (+2.9%)**. The busiest hour was 12 PM with $2,310.40.',
  },
  { user: 'user', msg: 'Was anyone late?' },
  {
    user: 'system',
    msg: '| Employee | Scheduled | Clock-in | Status |\n|---|---|---|---|\n| Dana Ruiz | 07:00 AM | 07:06 AM | Late (+6 min) |\n| Sam Lee | 11:00 AM | 10:57 AM | Early (-3 min) |',
  },
  { user: 'user', msg: 'Any open tasks or expired timers?' },
  {
    user: 'system',
    msg: 'Task completion was **94.1%** with 2 open issues (walk-in temperature log, patio sweep). 3 timers expired (fryer, tea brew x2).',
  },
];

/** The scripted messages shown so far; the demo machine runs while the caller is mounted. */
export function useDemoMessages(): readonly ChatMessage[] {
  const actor = useActorRef(demoChatMachine, { input: { script: DEMO_SCRIPT, loop: true, llm: 'demo' } });
  return useSelector(actor, (s) => s.context.shown);
}
