// The service tokens (/api/tokens) and POST /api/import with one, through the app.
import { smallStoreDayFiles } from '@store-ops/domain/testing';
import { describe, expect, it } from 'vitest';
import { ADMIN, IDS, useTestApp } from '../../../test/helpers';
import { auditedImports, importRequest } from './testing';

const env = useTestApp({ importFileLimit: 2_000, importBodyLimit: 5_000, importRatePerMinute: 5 });
const DATE = '2026-03-17';
const files = smallStoreDayFiles(DATE);
const importAs = importRequest(env);
const imports = () => auditedImports(env);

async function createToken(cookie: string, body: unknown) {
  return env.as(cookie, { method: 'POST', url: '/api/tokens', payload: body as object });
}

describe('service tokens', () => {
  it('are created once with their secret, listed without it, and audited', async () => {
    const admin = await env.login(ADMIN);
    const res = await createToken(admin, { name: 'POS nightly', store_ids: [3, 1, 3] });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toEqual({
      id: expect.any(Number),
      name: 'POS nightly',
      store_ids: [1, 3],
      created_at: '2026-03-18T12:00:00.000Z',
      token: expect.stringMatching(/^sot_[A-Za-z0-9_-]{43}$/),
    });
    const list = await env.as(admin, { method: 'GET', url: '/api/tokens' });
    expect(list.json()).toEqual([
      {
        id: created.id,
        name: 'POS nightly',
        store_ids: [1, 3],
        created_at: '2026-03-18T12:00:00.000Z',
        last_used_at: null,
      },
    ]);
    const row = await env.database.db.selectFrom('service_tokens').selectAll().executeTakeFirstOrThrow();
    expect(row.secret_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(created.token.slice(4));
    const audited = await env.database.db
      .selectFrom('audit_log')
      .select(['action', 'actor_user_id', 'entity', 'entity_id', 'after'])
      .where('entity', '=', 'service_tokens')
      .execute();
    expect(audited).toEqual([
      {
        action: 'create',
        actor_user_id: IDS.admin,
        entity: 'service_tokens',
        entity_id: created.id,
        after: { name: 'POS nightly', store_ids: [1, 3] },
      },
    ]);
    // The Audit Log names the row by the token's name.
    const logged = await env.as(admin, { method: 'GET', url: '/api/audit/?limit=1' });
    expect(
      logged.json().entries.map((e: { entity: string; entity_name: string }) => [e.entity, e.entity_name]),
    ).toEqual([['service_tokens', 'POS nightly']]);
    const unknown = await createToken(admin, { name: 'x', store_ids: [999] });
    expect([unknown.statusCode, unknown.json().error.message]).toEqual([400, 'store_ids: no store 999.']);
  });

  it('imports into its stores only: another store is the same 404 as an unknown one', async () => {
    const admin = await env.login(ADMIN);
    const { token } = (await createToken(admin, { name: 'Store 1 job', store_ids: [1] })).json();
    const tasks = { 'tasks.csv': files['tasks.csv'] as string };
    const other = await importAs({ token }, { store_id: '2', date: DATE }, tasks);
    const unknown = await importAs({ token }, { store_id: '999', date: DATE }, tasks);
    expect([other.statusCode, other.body]).toEqual([404, unknown.body]);
    expect(other.json().error).toEqual({ code: 'not_found', message: 'Store not found.' });
    const own = await importAs({ token }, { store_id: '1', date: DATE }, tasks);
    expect([own.statusCode, own.json().counts]).toEqual([200, { 'tasks.csv': 2 }]);
    const [audited] = (await imports()).slice(-1);
    expect([audited?.actor_user_id, audited?.entity_id, audited?.detail, audited?.after]).toEqual([
      null,
      1,
      `import ${DATE} with token Store 1 job`,
      {
        date: DATE,
        counts: { 'tasks.csv': 2 },
        replaced: own.json().replaced,
        token: { id: expect.any(Number), name: 'Store 1 job' },
      },
    ]);
    const [listed] = (await env.as(admin, { method: 'GET', url: '/api/tokens' })).json();
    expect(listed.last_used_at).toBe('2026-03-18T12:00:00.000Z');
    // Every store: store_ids null.
    const every = (await createToken(admin, { name: 'All stores', store_ids: null })).json();
    expect((await importAs({ token: every.token }, { store_id: '2', date: DATE }, tasks)).statusCode).toBe(
      200,
    );
  });

  it('works on POST /api/import only: anywhere else, a revoked or a made-up token is 401', async () => {
    const admin = await env.login(ADMIN);
    const created = (await createToken(admin, { name: 'Job', store_ids: null })).json();
    const bearer = { authorization: `Bearer ${created.token}` };
    for (const [method, url] of [
      ['GET', '/api/users'],
      ['GET', '/api/tokens'],
      ['GET', '/api/me'],
      ['POST', '/auth/logout'],
    ] as const) {
      const res = await env.as(null, { method, url, headers: bearer });
      expect([url, res.statusCode, res.json()]).toEqual([
        url,
        401,
        { error: { code: 'unauthorized', message: 'A service token may only be used on POST /api/import.' } },
      ]);
    }
    // Even beside an administrator's session.
    expect((await env.as(admin, { method: 'GET', url: '/api/users', headers: bearer })).statusCode).toBe(401);
    const madeUp = await importAs({ token: 'sot_nope' }, { store_id: '1', date: DATE }, {});
    expect([madeUp.statusCode, madeUp.json().error]).toEqual([
      401,
      { code: 'unauthorized', message: 'The service token is not valid.' },
    ]);

    const revoked = await env.as(admin, { method: 'DELETE', url: `/api/tokens/${created.id}` });
    expect(revoked.statusCode).toBe(204);
    const after = await importAs(
      { token: created.token },
      { store_id: '1', date: DATE },
      {
        'tasks.csv': files['tasks.csv'] as string,
      },
    );
    expect([after.statusCode, after.json().error.code]).toEqual([401, 'unauthorized']);
    expect((await env.as(admin, { method: 'DELETE', url: `/api/tokens/${created.id}` })).statusCode).toBe(
      404,
    );
    const audited = await env.database.db
      .selectFrom('audit_log')
      .select(['action', 'entity_id', 'before'])
      .where('entity', '=', 'service_tokens')
      .orderBy('id')
      .execute();
    expect(audited).toEqual([
      { action: 'create', entity_id: created.id, before: null },
      { action: 'delete', entity_id: created.id, before: { name: 'Job', store_ids: null } },
    ]);
  });
});
