import { describe, expect, it } from 'vitest';
import { ADMIN, IDS, MANAGER, STAFF, sessionCookie, useTestApp } from '../../../test/helpers';
import { TEST_TODAY } from '../../../test/seed-options';
import { PROMPT_MESSAGES } from './prompts';

interface PromptRow {
  id: number;
  title: string;
  category: string;
  body: string;
  shared: boolean;
  group_id: number | null;
  owner_id: number | null;
  version: number;
  uses: number;
  updated_at: string;
}

// Seeded user groups: 1 "Harvest Table Austin Core" (staff), 2 "Blazing Bird Operations" (manager).
const STAFF_GROUP = 1;

describe('/api/prompts', () => {
  const env = useTestApp();
  const send = (
    cookie: string | null,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => env.as(cookie, { method, url, ...(payload === undefined ? {} : { payload }) });
  const list = async (cookie: string) => {
    const res = await send(cookie, 'GET', '/api/prompts/');
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as PromptRow[];
  };
  const create = async (cookie: string, payload: object) => {
    const res = await send(cookie, 'POST', '/api/prompts/', payload);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as PromptRow;
  };

  it('needs a session: 401 in the one error shape', async () => {
    const res = await send(null, 'GET', '/api/prompts/');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: { code: 'unauthorized', message: expect.any(String) } });
  });

  it('lists the twelve starter prompts, shared with everyone, for every user', async () => {
    const staff = await list(await env.login(STAFF));
    expect(staff).toHaveLength(12);
    expect(staff.every((p) => p.shared && p.group_id === null && p.owner_id === IDS.admin)).toBe(true);
    expect(staff.map((p) => p.title)).toContain('Late clock-ins follow-up');
    const briefing = staff.find((p) => p.title === 'Pre-shift briefing');
    expect(briefing?.body).toContain('{{store}}');
    expect(briefing?.body).toContain('{{date}}');
    expect(briefing?.updated_at).toBe(`${TEST_TODAY}T08:00:00.000Z`);
    expect(await list(await env.login(ADMIN))).toHaveLength(12);
  });

  it('a personal prompt: created at version 0 with its first version, seen only by its owner (404 for others)', async () => {
    const staff = await env.login(STAFF);
    const mine = await create(staff, {
      title: '  Close-out check ',
      category: 'Shift',
      body: 'Did {{store}} close on time on {{date}}? Ask {{closer}}.',
    });
    expect(mine).toMatchObject({
      title: 'Close-out check',
      category: 'Shift',
      shared: false,
      group_id: null,
      owner_id: IDS.staff,
      version: 0,
      uses: 0,
      updated_at: `${TEST_TODAY}T12:00:00.000Z`,
    });
    expect((await list(staff)).map((p) => p.id)).toContain(mine.id);

    for (const other of [await env.login(MANAGER), await env.login(ADMIN)]) {
      expect((await list(other)).map((p) => p.id)).not.toContain(mine.id);
      for (const [method, url, payload] of [
        ['PUT', `/api/prompts/${mine.id}`, { title: 'x', version: 0 }],
        ['DELETE', `/api/prompts/${mine.id}?version=0`, undefined],
        ['GET', `/api/prompts/${mine.id}/versions`, undefined],
        ['POST', `/api/prompts/${mine.id}/use`, undefined],
      ] as const) {
        const res = await send(other, method, url, payload);
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.json()).toEqual({ error: { code: 'not_found', message: PROMPT_MESSAGES.notFound } });
      }
    }
  });

  it('every save is a new version; history newest first with who and when; a stale version is 409 with the current prompt', async () => {
    const staff = await env.login(STAFF);
    const first = await create(staff, { title: 'Waste', category: 'Food', body: 'Waste at {{store}}?' });
    env.clock.advance(60_000);
    const saved = await send(staff, 'PUT', `/api/prompts/${first.id}`, {
      body: 'Waste and why at {{store}}?',
      version: 0,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ version: 1, body: 'Waste and why at {{store}}?', title: 'Waste' });

    const stale = await send(staff, 'PUT', `/api/prompts/${first.id}`, { title: 'Old tab', version: 0 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      error: { code: 'conflict', message: 'This row was changed by someone else. Reload it and try again.' },
      current: { id: first.id, version: 1, body: 'Waste and why at {{store}}?' },
    });

    // Restoring version 0 is a save of its content: version 2.
    const restored = await send(staff, 'PUT', `/api/prompts/${first.id}`, {
      body: 'Waste at {{store}}?',
      version: 1,
    });
    expect(restored.json()).toMatchObject({ version: 2, body: 'Waste at {{store}}?' });

    const history = await send(staff, 'GET', `/api/prompts/${first.id}/versions`);
    expect(history.statusCode).toBe(200);
    expect(
      (history.json() as { version: number; body: string; changed_by_email: string }[]).map((v) => [
        v.version,
        v.body,
        v.changed_by_email,
      ]),
    ).toEqual([
      [2, 'Waste at {{store}}?', STAFF],
      [1, 'Waste and why at {{store}}?', STAFF],
      [0, 'Waste at {{store}}?', STAFF],
    ]);

    const staleDelete = await send(staff, 'DELETE', `/api/prompts/${first.id}?version=1`);
    expect(staleDelete.statusCode).toBe(409);
    expect((await send(staff, 'DELETE', `/api/prompts/${first.id}?version=2`)).statusCode).toBe(204);
    expect((await list(staff)).map((p) => p.id)).not.toContain(first.id);
  });

  it('writes are audited with before and after', async () => {
    const staff = await env.login(STAFF);
    const mine = await create(staff, { title: 'A', category: 'B', body: 'C' });
    await send(staff, 'PUT', `/api/prompts/${mine.id}`, { title: 'A2', version: 0 });
    const admin = await env.login(ADMIN);
    const audit = await send(admin, 'GET', `/api/audit/?user_id=${IDS.staff}&action=update`);
    const entry = (
      audit.json() as {
        entries: { entity: string; entity_id: number; before: PromptRow; after: PromptRow }[];
      }
    ).entries[0];
    expect(entry).toMatchObject({
      entity: 'prompts',
      entity_id: mine.id,
      before: { title: 'A' },
      after: { title: 'A2' },
    });
  });

  it('a regular user cannot share (403) nor change or delete a shared prompt (403)', async () => {
    const staff = await env.login(STAFF);
    const share = await send(staff, 'POST', '/api/prompts/', {
      title: 'T',
      category: 'C',
      body: 'B',
      shared: true,
    });
    expect(share.statusCode).toBe(403);
    expect(share.json()).toEqual({ error: { code: 'forbidden', message: PROMPT_MESSAGES.shareAdminOnly } });
    const starter = (await list(staff))[0] as PromptRow;
    for (const res of [
      await send(staff, 'PUT', `/api/prompts/${starter.id}`, { title: 'Mine now', version: starter.version }),
      await send(staff, 'DELETE', `/api/prompts/${starter.id}?version=${starter.version}`),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: { code: 'forbidden', message: PROMPT_MESSAGES.sharedReadOnly } });
    }
    const mine = await create(staff, { title: 'T', category: 'C', body: 'B' });
    const publish = await send(staff, 'PUT', `/api/prompts/${mine.id}`, { shared: true, version: 0 });
    expect(publish.statusCode).toBe(403);
  });

  it('an admin shares with one group: its members see the prompt, others do not; a group needs shared; an unknown group is 400', async () => {
    const admin = await env.login(ADMIN);
    const forGroup = await create(admin, {
      title: 'Austin huddle',
      category: 'Shift',
      body: 'Huddle for {{store}}',
      shared: true,
      group_id: STAFF_GROUP,
    });
    expect(forGroup).toMatchObject({ shared: true, group_id: STAFF_GROUP, owner_id: IDS.admin });
    expect((await list(await env.login(STAFF))).map((p) => p.title)).toContain('Austin huddle');
    expect((await list(await env.login(MANAGER))).map((p) => p.title)).not.toContain('Austin huddle');
    expect((await send(await env.login(MANAGER), 'POST', `/api/prompts/${forGroup.id}/use`)).statusCode).toBe(
      404,
    );

    const noShare = await send(admin, 'POST', '/api/prompts/', {
      title: 'T',
      category: 'C',
      body: 'B',
      group_id: STAFF_GROUP,
    });
    expect(noShare.statusCode).toBe(400);
    expect(noShare.json()).toEqual({
      error: { code: 'bad_request', message: PROMPT_MESSAGES.groupNeedsShared },
    });
    const unknown = await send(admin, 'POST', '/api/prompts/', {
      title: 'T',
      category: 'C',
      body: 'B',
      shared: true,
      group_id: 999,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ error: { code: 'bad_request', message: PROMPT_MESSAGES.unknownGroup } });

    // Unsharing makes it the admin's personal prompt: the group is dropped, members no longer see it.
    const unshared = await send(admin, 'PUT', `/api/prompts/${forGroup.id}`, { shared: false, version: 0 });
    expect(unshared.json()).toMatchObject({ shared: false, group_id: null, version: 1 });
    expect((await list(await env.login(STAFF))).map((p) => p.title)).not.toContain('Austin huddle');
  });

  it('history is for those who may change the prompt: a shared one only to admins, 404 to everyone else (even its audience)', async () => {
    const admin = await env.login(ADMIN);
    // Written as the admin's personal prompt, then shared with one group, then with everyone.
    const draft = await create(admin, { title: 'Raises', category: 'HR', body: 'Private: raise for Sam' });
    const forGroup = await send(admin, 'PUT', `/api/prompts/${draft.id}`, {
      body: 'Huddle for {{store}}',
      shared: true,
      group_id: STAFF_GROUP,
      version: 0,
    });
    expect(forGroup.statusCode, forGroup.body).toBe(200);
    const staff = await env.login(STAFF);
    expect((await list(staff)).map((p) => p.id)).toContain(draft.id);
    const refused = async (cookie: string, id: number) => {
      const res = await send(cookie, 'GET', `/api/prompts/${id}/versions`);
      expect([res.statusCode, res.json()]).toEqual([
        404,
        { error: { code: 'not_found', message: PROMPT_MESSAGES.notFound } },
      ]);
      expect(res.body).not.toContain('raise for Sam');
      expect(res.body).not.toContain(ADMIN);
    };
    // The group's member sees the prompt, and may use it, but not its history.
    await refused(staff, draft.id);
    expect((await send(staff, 'POST', `/api/prompts/${draft.id}/use`)).statusCode).toBe(200);
    await send(admin, 'PUT', `/api/prompts/${draft.id}`, { group_id: null, version: 1 });
    await refused(await env.login(MANAGER), draft.id);
    // A starter prompt (shared with everyone) likewise.
    const starter = (await list(staff)).find((p) => p.title === 'Pre-shift briefing') as PromptRow;
    await refused(staff, starter.id);
    // An admin impersonating a regular user reads as that user.
    const asStaff = sessionCookie(await send(admin, 'POST', '/auth/select_user', { user_id: IDS.staff }));
    await refused(asStaff, draft.id);
    // Admins, who may change it, read the whole history.
    const history = await send(await env.login(ADMIN), 'GET', `/api/prompts/${draft.id}/versions`);
    expect(history.statusCode).toBe(200);
    expect(
      (
        history.json() as {
          version: number;
          shared: boolean;
          group_id: number | null;
          changed_by_email: string;
        }[]
      ).map((v) => [v.version, v.shared, v.group_id, v.changed_by_email]),
    ).toEqual([
      [2, true, null, ADMIN],
      [1, true, STAFF_GROUP, ADMIN],
      [0, false, null, ADMIN],
    ]);
  });

  it('counts uses without a new version', async () => {
    const staff = await env.login(STAFF);
    const starter = (await list(staff))[0] as PromptRow;
    const once = await send(staff, 'POST', `/api/prompts/${starter.id}/use`);
    expect(once.statusCode).toBe(200);
    expect(once.json()).toMatchObject({ id: starter.id, uses: starter.uses + 1, version: starter.version });
    await send(staff, 'POST', `/api/prompts/${starter.id}/use`);
    expect((await list(staff)).find((p) => p.id === starter.id)?.uses).toBe(starter.uses + 2);
  });

  it('refuses bad input with 400 and the field named, and keeps nothing', async () => {
    const staff = await env.login(STAFF);
    const before = (await list(staff)).length;
    for (const payload of [
      { title: '   ', category: 'C', body: 'B' },
      { title: 'T', category: 'C', body: '' },
      { title: 'T', category: 'C', body: 'x'.repeat(4001) },
      { title: 'x'.repeat(121), category: 'C', body: 'B' },
      { category: 'C', body: 'B' },
    ]) {
      const res = await send(staff, 'POST', '/api/prompts/', payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect((res.json() as { error: { code: string } }).error.code).toBe('bad_request');
    }
    const badId = await send(staff, 'PUT', '/api/prompts/abc', { title: 'T', version: 0 });
    expect(badId.statusCode).toBe(400);
    expect((await list(staff)).length).toBe(before);
  });
});
