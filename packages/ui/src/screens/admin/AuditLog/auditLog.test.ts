import type { AuditEntryRow } from '@store-ops/domain';
import { describe, expect, it } from 'vitest';
import {
  actionLabel,
  auditChanges,
  entityLabel,
  fieldLabel,
  formatAuditValue,
  preview,
  whoLabel,
} from './auditLog';

const base: AuditEntryRow = {
  id: 1,
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
  before: null,
  after: null,
  ip: '127.0.0.1',
  detail: '',
};

describe('audit log display', () => {
  it('an update lists only the fields that changed, never the version', () => {
    expect(
      auditChanges({
        before: { id: 2, name: 'Downtown', phone: '512-555-0100', version: 3 },
        after: { id: 2, name: 'Downtown', phone: '512-555-0199', version: 4 },
      }),
    ).toEqual([{ field: 'Phone', before: '512-555-0100', after: '512-555-0199' }]);
  });

  it('a create lists what it set; a delete what it removed (names first, then A to Z); passwords never show', () => {
    expect(auditChanges({ before: null, after: { name: 'Lakeside', admin: false, password: 'x' } })).toEqual([
      { field: 'Name', after: 'Lakeside' },
      { field: 'Administrator', after: 'No' },
    ]);
    expect(
      auditChanges({ before: { store_ids: [1, 3], name: 'Ops', description: '' }, after: null }),
    ).toEqual([
      { field: 'Name', before: 'Ops' },
      { field: 'Description', before: '(empty)' },
      { field: 'Stores', before: '1, 3' },
    ]);
  });

  it('names fields in words and spreads nested settings into fields of their own, never JSON', () => {
    expect(
      ['first_name', 'source_id', 'week_begin', 'company_id', 'netSalesPerTransaction'].map(fieldLabel),
    ).toEqual(['First name', 'Source ID', 'Week begins', 'Company', 'Net sales per transaction']);
    expect(
      auditChanges({
        before: {
          company_id: 1,
          settings: { blocks: ['sales', 'tasks'], targets: { laborCostPercent: 30 } },
        },
        after: { company_id: 1, settings: { blocks: ['sales'], targets: { laborCostPercent: 28 } } },
      }),
    ).toEqual([
      { field: 'Settings › Blocks', before: 'sales, tasks', after: 'sales' },
      { field: 'Settings › Targets › Labor cost percent', before: '30', after: '28' },
    ]);
  });

  it('formats values: empty, yes/no, numbers, lists, objects', () => {
    expect([null, '', true, 0, [], ['a', 'b'], { q: 1 }, [{ a: 1 }]].map((v) => formatAuditValue(v))).toEqual(
      ['(empty)', '(empty)', 'Yes', '0', '(empty)', 'a, b', '{"q":1}', '[{"a":1}]'],
    );
    expect(preview('x'.repeat(130))).toBe(`${'x'.repeat(119)}…`);
    expect(preview('short')).toBe('short');
  });

  it('names the actor, on whose behalf while impersonating, and users since deleted', () => {
    expect(whoLabel(base)).toEqual({ who: 'admin@example.com', onBehalf: null });
    expect(whoLabel({ ...base, as_user_id: 2, as_email: 'staff@example.com' })).toEqual({
      who: 'admin@example.com',
      onBehalf: 'as staff@example.com',
    });
    expect(whoLabel({ ...base, actor_email: null, as_user_id: 9, as_email: null })).toEqual({
      who: 'Deleted user #1',
      onBehalf: 'as Deleted user #9',
    });
    expect(whoLabel({ ...base, actor_user_id: null, actor_email: null, as_user_id: null })).toEqual({
      who: 'Not signed in',
      onBehalf: null,
    });
  });

  it('labels actions and entities', () => {
    expect(['update', 'login_failed', 'llm_chat', 'something_new'].map(actionLabel)).toEqual([
      'Updated',
      'Sign-in failed',
      'Assistant chat',
      'something_new',
    ]);
    expect(entityLabel(base)).toBe('Store #2');
    expect(entityLabel({ ...base, entity_name: 'Harvest Table Downtown' })).toBe(
      'Store: Harvest Table Downtown',
    );
    expect(
      entityLabel({ ...base, entity: 'blog_posts', entity_id: 1, entity_name: 'Welcome to Store Ops' }),
    ).toBe('Blog post: Welcome to Store Ops');
    expect(entityLabel({ ...base, entity: 'users', entity_id: 2, entity_name: 'sam@example.com' })).toBe(
      'User: sam@example.com',
    );
    // A row since deleted: the name its change holds.
    expect(
      entityLabel({
        ...base,
        action: 'delete',
        entity: 'employees',
        before: { first_name: 'Ava', last_name: 'Brooks' },
      }),
    ).toBe('Employee: Ava Brooks');
    expect(entityLabel({ ...base, entity: 'users2groups', entity_id: 4 })).toBe('User assignment #4');
    expect(
      entityLabel({
        ...base,
        action: 'delete',
        entity: 'service_tokens',
        entity_id: 3,
        before: { name: 'POS nightly', store_ids: null },
      }),
    ).toBe('Service token: POS nightly');
    expect(
      entityLabel({ ...base, entity: 'import_mappings', entity_id: 1, entity_name: 'Harvest Table' }),
    ).toBe('Import mapping: Harvest Table');
    expect(
      entityLabel({
        ...base,
        entity: null,
        entity_id: null,
        target_user_id: 2,
        target_email: 'staff@example.com',
      }),
    ).toBe('User: staff@example.com');
    expect(entityLabel({ ...base, entity: null, entity_id: null })).toBe('');
  });
});
