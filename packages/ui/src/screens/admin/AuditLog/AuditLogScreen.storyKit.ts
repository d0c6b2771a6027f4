import type { AuditEntryRow, User } from '@store-ops/domain';
import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { AuditLogPage, AuditLogScreen } from './AuditLogScreen';

export const users: User[] = [
  { id: 1, email: 'admin@example.com', name: 'Avery Admin', admin: true, version: 0 },
  { id: 2, email: 'staff@example.com', name: 'Sam Staff', admin: false, version: 0 },
  { id: 3, email: 'manager@example.com', name: 'Morgan Manager', admin: false, version: 0 },
];
const base = {
  actor_user_id: 1,
  actor_email: 'admin@example.com',
  as_user_id: 1,
  as_email: 'admin@example.com',
  target_user_id: null,
  target_email: null,
  entity_name: null,
  before: null,
  after: null,
  ip: '203.0.113.7',
  detail: '',
};
export const entries: AuditEntryRow[] = [
  {
    ...base,
    id: 48,
    at: new Date('2026-11-24T16:42:05Z'),
    action: 'update',
    as_user_id: 2,
    as_email: 'staff@example.com',
    entity: 'employees',
    entity_id: 14,
    entity_name: 'Ava Brooks',
    before: { id: 14, role: 'Cook', version: 2 },
    after: { id: 14, role: 'Host', version: 3 },
  },
  {
    ...base,
    id: 47,
    at: new Date('2026-11-24T16:40:11Z'),
    action: 'impersonation_start',
    as_user_id: null,
    as_email: null,
    target_user_id: 2,
    target_email: 'staff@example.com',
    entity: null,
    entity_id: null,
  },
  {
    ...base,
    id: 46,
    at: new Date('2026-11-24T15:02:44Z'),
    action: 'update',
    entity: 'stores',
    entity_id: 13,
    entity_name: 'Harvest Table Lakeside',
    before: { id: 13, name: 'Harvest Table Lakeside', phone: '(512) 555-0100', version: 0 },
    after: { id: 13, name: 'Harvest Table Lakeside', phone: '(512) 555-0199', version: 1 },
  },
  {
    ...base,
    id: 45,
    at: new Date('2026-11-24T15:01:09Z'),
    action: 'create',
    entity: 'stores',
    entity_id: 13,
    after: {
      id: 13,
      name: 'Harvest Table Lakeside',
      address: '1 Lake Dr',
      city: 'Austin',
      state: 'TX',
      zip: '78703',
      phone: '(512) 555-0100',
      franchise: '',
      company_id: 1,
      source_id: 'HT-013',
      version: 0,
    },
  },
  {
    ...base,
    id: 44,
    at: new Date('2026-11-24T14:55:00Z'),
    action: 'llm_chat',
    entity: 'llm_chat',
    entity_id: 1,
    entity_name: 'Harvest Table Downtown',
    after: {
      path: '/api/llm/chat',
      model: 'offline-analyst',
      question: 'How did labor compare with forecast yesterday?',
      answer: `Labor ran 4.2 hours over the suggested hours, mostly between 11:00 and 14:00. ${'The lunch rush needed two extra cooks. '.repeat(4)}`,
    },
    detail: '/api/llm/chat answered by offline-analyst',
  },
  {
    ...base,
    id: 43,
    at: new Date('2026-11-24T14:50:00Z'),
    action: 'login_failed',
    entity: null,
    entity_id: null,
    actor_user_id: null,
    actor_email: null,
    as_user_id: null,
    as_email: null,
    target_user_id: 3,
    target_email: 'manager@example.com',
    detail: 'manager@example.com',
  },
];
export const page1: AuditLogPage = { entries, page: 1, limit: 50, total: 120 };

/**
 * What Admin/Audit Log and its Brand Matrix (AuditLogScreen.matrix.stories.tsx) share: the meta but
 * its title.
 */
export const auditLogMeta = {
  parameters: { layout: 'fullscreen' },
  args: {
    status: 'ready',
    result: page1,
    error: null,
    filters: {},
    filterError: null,
    users,
    onFilter: fn(),
    onPage: fn(),
    onRetry: fn(),
    timeZone: 'America/Los_Angeles',
  },
} satisfies Meta<typeof AuditLogScreen>;
