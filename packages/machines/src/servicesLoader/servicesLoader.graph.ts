import type { SessionUser } from '@store-ops/domain';
import type { AnyMachineSnapshot } from 'xstate';
import type { MachineGraph } from '../testing/graph';
import { SERVICE_SOURCES, servicesLoaderMachine } from './servicesLoader.machine';

const admin: SessionUser = { id: 1, email: 'a@example.com', name: 'A', admin: true, settings: {} };

/** The services loader's traversal (its test and the QA coverage check): an admin on /chat. */
export const servicesLoaderGraph = {
  machine: servicesLoaderMachine,
  input: { user: admin, path: '/chat', dataWindow: { start: '2026-11-14', end: '2026-11-21' } },
  events: [
    ...SERVICE_SOURCES.map((s) => ({ type: `xstate.done.actor.${s.key}`, output: [1, 2] })),
    ...SERVICE_SOURCES.map((s) => ({ type: `xstate.error.actor.${s.key}`, error: new Error('offline') })),
  ],
  // Which sources are done matters only by how many (2^13 combinations otherwise).
  serializeState: (s: AnyMachineSnapshot) =>
    JSON.stringify([
      s.value,
      Object.values(s.context.status as Record<string, { phase: string }>).filter((x) => x.phase === 'done')
        .length,
    ]),
} satisfies MachineGraph;
