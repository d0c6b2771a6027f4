import type { AuditPage, User } from '@store-ops/domain';
import type { AnyMachineSnapshot } from 'xstate';
import { ApiFailure } from '../adapters/api';
import type { MachineGraph } from '../testing/graph';
import { auditLogMachine } from './auditLog.machine';

const admin: User = { id: 1, email: 'admin@example.com', name: 'Avery Admin', admin: true, version: 0 };
const entry = {
  id: 7,
  at: new Date('2026-03-18T09:00:00Z'),
  action: 'update',
  actor_user_id: 1,
  actor_email: 'admin@example.com',
  as_user_id: 1,
  as_email: 'admin@example.com',
  target_user_id: null,
  target_email: null,
  entity: 'stores',
  entity_id: 2,
  entity_name: null,
  before: { phone: '512-555-0100', version: 0 },
  after: { phone: '512-555-0199', version: 1 },
  ip: '127.0.0.1',
  detail: '',
};
const page: AuditPage = { entries: [entry], page: 1, limit: 50, total: 120 };

/** The audit log machine's traversal (its test and the QA coverage check). */
export const auditLogGraph = {
  machine: auditLogMachine,
  input: {},
  events: [
    { type: 'xstate.done.actor.load', output: { page, users: [admin] } },
    { type: 'xstate.error.actor.load', error: new ApiFailure(0, 'network', 'Offline.') },
    { type: 'audit.filter', filters: { action: 'delete' } },
    { type: 'audit.filter', filters: { from: '2026-03-19', to: '2026-03-18' } },
    { type: 'audit.page', page: 2 },
    { type: 'audit.page', page: 3 },
    { type: 'audit.retry' },
  ],
  serializeState: (s: AnyMachineSnapshot) =>
    JSON.stringify([s.value, s.context.page, s.context.filterError !== null, s.context.result !== null]),
} satisfies MachineGraph;
