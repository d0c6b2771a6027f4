import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createApiClient } from '../adapters/http';
import { mfaSettingsBrowserDefaults } from '../adapters/mfaSettings';
import { fakeFetch, json, replayPaths, shortestPathByState, shortestPathsReport } from '../testing';
import { mfaSettingsGraph } from './mfaSettings.graph';
import { mfaSettingsMachine } from './mfaSettings.machine';

const OFF = { enabled: false, required: true, recovery_codes_left: 0 };
const SETUP = { secret: 'JBSWY3DPEHPK3PXP', otpauth_uri: 'otpauth://totp/x', qr_svg: '<svg/>' };
const CODES = ['abcde-fghij', 'kmnpq-rstuv'];
const WRONG = 'That code is not correct. Enter the current 6-digit code from your authenticator app.';
const WRONG_PASSWORD = 'The current password is not correct.';

describe('MFA settings machine', () => {
  it('reaches every state and takes every transition (xstate/graph); the live machine follows every path', async () => {
    const { paths, unreachable, untaken } = shortestPathsReport(mfaSettingsMachine, mfaSettingsGraph);
    expect(unreachable).toEqual([]);
    expect(untaken).toEqual([]);
    expect(shortestPathByState(mfaSettingsMachine, paths)).toEqual({
      loading: '',
      loadFailed: 'xstate.error.actor.loadStatus',
      off: 'xstate.done.actor.loadStatus',
      on: 'xstate.done.actor.loadStatus',
      passwordStep: 'xstate.done.actor.loadStatus -> mfa.start',
      startingSetup: 'xstate.done.actor.loadStatus -> mfa.start -> mfa.setup',
      enrolling: 'xstate.done.actor.loadStatus -> mfa.start -> mfa.setup -> xstate.done.actor.startSetup',
      confirming:
        'xstate.done.actor.loadStatus -> mfa.start -> mfa.setup -> xstate.done.actor.startSetup -> mfa.confirm',
      showingCodes:
        'xstate.done.actor.loadStatus -> mfa.start -> mfa.setup -> xstate.done.actor.startSetup -> mfa.confirm -> xstate.done.actor.confirm',
      disabling: 'xstate.done.actor.loadStatus -> mfa.disable',
    });
    expect(await replayPaths(mfaSettingsMachine, paths)).toBeGreaterThan(10);
  });

  it('over the API: the current password first (a wrong one is asked again), enrol (a wrong code keeps the set-up), the codes once, then off with the password', async () => {
    let enabled = false;
    const f = fakeFetch({
      'GET /auth/mfa': () => json({ ...OFF, enabled }),
      'POST /auth/mfa/setup': (call) =>
        (call.body as { current_password: string }).current_password === 'demo-password'
          ? json(SETUP)
          : json({ error: { code: 'wrong_password', message: WRONG_PASSWORD } }, 400),
      'POST /auth/mfa/confirm': (call) => {
        if ((call.body as { code: string }).code !== '654321')
          return json({ error: { code: 'invalid_code', message: WRONG } }, 400);
        enabled = true;
        return json({ recovery_codes: CODES });
      },
      'POST /auth/mfa/disable': () => json(OFF),
    });
    const actor = createActor(
      mfaSettingsMachine.provide(mfaSettingsBrowserDefaults(() => createApiClient({ fetch: f }))),
    ).start();
    await waitFor(actor, (s) => s.matches('off'));
    actor.send({ type: 'mfa.start' });
    expect(actor.getSnapshot().value).toBe('passwordStep');
    actor.send({ type: 'mfa.cancel' });
    expect(actor.getSnapshot().value).toBe('off');
    actor.send({ type: 'mfa.start' });
    actor.send({ type: 'mfa.setup', password: 'not-it' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches('passwordStep') && s.context.error !== null);
    expect(actor.getSnapshot().context).toMatchObject({ error: WRONG_PASSWORD, setup: null });
    actor.send({ type: 'mfa.edit' });
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'mfa.setup', password: 'demo-password' });
    await waitFor(actor, (s) => s.matches('enrolling'));
    // The password went to the server only: nothing of it stays in the machine.
    expect(JSON.stringify(actor.getSnapshot().context)).not.toContain('demo-password');
    expect(actor.getSnapshot().context.setup).toEqual(SETUP);
    actor.send({ type: 'mfa.confirm', code: '111111' });
    await waitFor(actor, (s) => s.matches('enrolling') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe(WRONG);
    actor.send({ type: 'mfa.edit' });
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'mfa.confirm', code: ' 654321 ' });
    await waitFor(actor, (s) => s.matches('showingCodes'));
    expect(actor.getSnapshot().context).toMatchObject({
      setup: null,
      recoveryCodes: CODES,
      status: { enabled: true, required: true, recovery_codes_left: 2 },
    });
    actor.send({ type: 'mfa.done' });
    expect(actor.getSnapshot().value).toBe('on');
    expect(actor.getSnapshot().context.recoveryCodes).toBeNull();
    actor.send({ type: 'mfa.disable', password: 'demo-password' });
    await waitFor(actor, (s) => s.matches('off'));
    expect(f.calls.map((c) => [c.method, c.url, c.body])).toEqual([
      ['GET', '/auth/mfa', undefined],
      ['POST', '/auth/mfa/setup', { current_password: 'not-it' }],
      ['POST', '/auth/mfa/setup', { current_password: 'demo-password' }],
      ['POST', '/auth/mfa/confirm', { code: '111111' }],
      ['POST', '/auth/mfa/confirm', { code: '654321' }],
      ['POST', '/auth/mfa/disable', { current_password: 'demo-password' }],
    ]);
  });
});
