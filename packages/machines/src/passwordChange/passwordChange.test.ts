import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createApiClient } from '../adapters/http';
import { passwordChangeBrowserDefaults } from '../adapters/passwordChange';
import { fakeFetch, json, replayPaths, shortestPathByState, shortestPathsReport } from '../testing';
import { passwordChangeGraph } from './passwordChange.graph';
import { passwordChangeMachine } from './passwordChange.machine';

const WRONG = { error: { code: 'wrong_password', message: 'The current password is not correct.' } };

describe('password change machine', () => {
  it('reaches every state and takes every transition (xstate/graph); the live machine follows every path', async () => {
    const { paths, unreachable, untaken } = shortestPathsReport(passwordChangeMachine, passwordChangeGraph);
    expect(unreachable).toEqual([]);
    expect(untaken).toEqual([]);
    expect(shortestPathByState(passwordChangeMachine, paths)).toEqual({
      changed: 'password.submit -> xstate.done.actor.change',
      idle: '',
      submitting: 'password.submit',
    });
    expect(await replayPaths(passwordChangeMachine, paths)).toBeGreaterThan(5);
  });

  it('POSTs both passwords; a refusal keeps its message until the user types again; a change counts the sessions ended', async () => {
    let wrong = true;
    const f = fakeFetch({
      'POST /auth/password': () => (wrong ? json(WRONG, 400) : json({ ended_sessions: 2 })),
    });
    const actor = createActor(
      passwordChangeMachine.provide(passwordChangeBrowserDefaults(() => createApiClient({ fetch: f }))),
    ).start();
    actor.send({ type: 'password.submit', current: 'not-it', next: 'a-new-passphrase' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches('idle') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe('The current password is not correct.');
    actor.send({ type: 'password.edit' });
    expect(actor.getSnapshot().context.error).toBeNull();
    wrong = false;
    actor.send({ type: 'password.submit', current: 'old-password', next: 'a-new-passphrase' });
    await waitFor(actor, (s) => s.matches('changed'));
    expect(actor.getSnapshot().context.endedSessions).toBe(2);
    expect(f.calls.map((c) => [c.method, c.url, c.body])).toEqual([
      ['POST', '/auth/password', { current_password: 'not-it', new_password: 'a-new-passphrase' }],
      ['POST', '/auth/password', { current_password: 'old-password', new_password: 'a-new-passphrase' }],
    ]);
    actor.send({ type: 'password.edit' });
    expect(actor.getSnapshot().value).toBe('idle');
  });
});
