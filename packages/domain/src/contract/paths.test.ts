import { describe, expect, it } from 'vitest';
import { apiPaths, blogPaths, blogSlugOf, withQuery } from './paths';

describe('apiPaths: every URL the browser calls', () => {
  it('builds the CSV proxy query from a store-day, leaving out a missing store', () => {
    expect(apiPaths.csvProxy({ date: '2026-11-20', storeId: 3 })).toBe(
      '/api/csvproxy?start=2026-11-20&end=2026-11-20&store_id=3',
    );
    expect(apiPaths.csvProxy({ date: '2026-11-20', storeId: null })).toBe(
      '/api/csvproxy?start=2026-11-20&end=2026-11-20',
    );
    // A value is encoded, never pasted into the URL as it is.
    expect(apiPaths.csvProxy({ date: '2026-11-20', storeId: '1&admin=1' })).toBe(
      '/api/csvproxy?start=2026-11-20&end=2026-11-20&store_id=1%26admin%3D1',
    );
  });

  it('lists with and without a window, rows with and without a version', () => {
    expect(apiPaths.list('stores')).toBe('/api/stores/');
    expect(apiPaths.list('sales', { start: '2026-11-14', end: '2026-11-20' })).toBe(
      '/api/sales/?start=2026-11-14&end=2026-11-20',
    );
    expect(apiPaths.create('users2groups')).toBe('/api/users2groups/');
    expect(apiPaths.row('stores', 12)).toBe('/api/stores/12');
    expect(apiPaths.row('stores', 12, 0)).toBe('/api/stores/12?version=0');
  });

  it('audit pages and filters; the fixed auth and model paths', () => {
    expect(apiPaths.audit()).toBe('/api/audit/');
    expect(apiPaths.audit({ page: 2, user_id: 1, action: 'delete', from: '2026-11-01', to: '' })).toBe(
      '/api/audit/?page=2&user_id=1&action=delete&from=2026-11-01',
    );
    expect([apiPaths.session, apiPaths.logout, apiPaths.selectUser, apiPaths.stopImpersonation]).toEqual([
      '/auth/login',
      '/auth/logout',
      '/auth/select_user',
      '/auth/stop_impersonation',
    ]);
    expect(apiPaths.impersonationUsers).toBe('/api/users');
    expect(apiPaths.llmChat('gpt-4o')).toBe('/api/llm/chat/gpt-4o');
    expect(apiPaths.llmTools('o3')).toBe('/api/llm/tools/o3');
  });

  it('withQuery leaves out null, undefined and empty values', () => {
    expect(withQuery('/x', { a: null, b: undefined, c: '', d: 0, e: false })).toBe('/x?d=0&e=false');
    expect(withQuery('/x', {})).toBe('/x');
  });
});

describe('blogSlugOf: which blog page an address is', () => {
  it.each([
    ['/blog', null],
    ['/blog/', null],
    ['/blog/welcome-to-store-ops', 'welcome-to-store-ops'],
    ['/blog/caf%C3%A9', 'café'],
    ['/blog/feed.xml', undefined],
    ['/blog/a/b', undefined],
    ['/blog/%E0%A4%A', undefined],
    ['/blogs', undefined],
    ['/login', undefined],
  ])('%s -> %s', (path, page) => expect(blogSlugOf(path)).toBe(page));

  it('reads back the addresses blogPaths makes', () => {
    expect(blogSlugOf(blogPaths.list)).toBe(null);
    expect(blogSlugOf(blogPaths.post('spring-menu'))).toBe('spring-menu');
  });
});
