import { type ChatMessage, DEFAULT_MODEL_PATH, type LlmResponse } from '@store-ops/domain';
import type { MachineGraph } from '../testing/graph';
import { chatMachine } from './chat.machine';

const reply: LlmResponse = {
  msg: 'Sales were $100.',
  llm: '/api/llm/chat/gpt-4o',
  model: 'gpt-4o',
  provider: 'openai',
};
const stored = (n: number): ChatMessage => ({
  user: n % 2 ? 'user' : 'system',
  msg: `m${n}`,
  llm: DEFAULT_MODEL_PATH,
  timestamp: '2026-11-21T10:00:00.000Z',
});

/** The chat machine's traversal (its test and the QA coverage check). */
export const chatGraph = {
  machine: chatMachine,
  // A question and its reply, so Regenerate and Edit are possible from the start.
  input: { history: [stored(1), stored(2)], conversation: { storeId: '3', date: '2026-11-20' } },
  events: [
    { type: 'chat.send', text: 'hi' },
    { type: 'chat.context', context: 'ctx' },
    { type: 'chat.model', path: '/api/llm/chat/o3' },
    { type: 'chat.clear' },
    // The open store-day again (nothing changes), then another.
    { type: 'chat.conversation', storeDay: { storeId: '3', date: '2026-11-20' } },
    { type: 'chat.conversation', storeDay: { storeId: '4', date: '2026-11-21' } },
    { type: 'chat.stop' },
    { type: 'chat.regenerate' },
    { type: 'chat.edit', text: 'edited' },
    { type: 'chat.stream.delta', text: 'Sales ' },
    { type: 'chat.stream.tool', name: 'compare_days' },
    { type: 'xstate.done.actor.sendChat', output: reply },
    { type: 'xstate.error.actor.sendChat', error: new Error('Failed to fetch API') },
    { type: 'xstate.after.chatTimeout.chat.answering' },
  ],
} satisfies MachineGraph;
