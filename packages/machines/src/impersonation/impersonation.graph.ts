import type { SessionUser } from '@store-ops/domain';
import type { MachineGraph } from '../testing/graph';
import { type ImpersonationCandidate, impersonationMachine } from './impersonation.machine';

const admin: SessionUser = {
  id: 1,
  email: 'admin@example.com',
  name: 'Ada Admin',
  admin: true,
  settings: {},
};
const bob: SessionUser = { id: 2, email: 'bob@example.com', name: 'Bob Baker', admin: false, settings: {} };
const candidates: ImpersonationCandidate[] = [
  { id: 2, email: 'bob@example.com', name: 'Bob Baker', admin: false },
  { id: 3, email: 'CAROL@example.com', name: 'Carol Chef', admin: true },
  { id: 4, email: 'dan@example.com', name: null, admin: false },
];

/** The impersonation machine's traversal (its test and the QA coverage check): an admin signed in. */
export const impersonationGraph = {
  machine: impersonationMachine,
  input: { user: admin },
  events: [
    { type: 'impersonation.open' },
    { type: 'impersonation.userSeen', user: admin },
    { type: 'impersonation.cancel' },
    { type: 'impersonation.retry' },
    { type: 'impersonation.search', query: 'bo' },
    { type: 'impersonation.select', userId: 2 },
    { type: 'impersonation.stop' },
    { type: 'xstate.done.actor.loadUsers', output: candidates },
    { type: 'xstate.error.actor.loadUsers', error: new Error('Failed to load users') },
    { type: 'xstate.done.actor.selectUser', output: bob },
    { type: 'xstate.error.actor.selectUser', error: new Error('Not allowed') },
    { type: 'xstate.done.actor.stopImpersonation', output: admin },
    { type: 'xstate.error.actor.stopImpersonation', error: new Error('500') },
  ],
} satisfies MachineGraph;
