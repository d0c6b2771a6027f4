import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createApiClient } from '../adapters/http';
import { fakeFetch, json, replayPaths, shortestPathByState, shortestPathsReport } from '../testing';
import { mfaSettingsGraph } from './mfaSettings.graph';
import { mfaSettingsBrowserDefaults, mfaSettingsMachine } from './mfaSettings.machine';

const OFF = { enabled: false, required: true, recovery_codes_left: 0 };
const SETUP = { secret: 'JBSWY3DPEHPK3PXP', otpauth_uri: 'otpauth://totp/x', qr_svg: '<svg/>' };
const CODES = ['abcde-fghij', 'kmnpq-rstuv'];
const WRONG = 'That code is not correct. Enter the current 6-digit code from your authenticator app.';

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
      startingSetup: 'xstate.done.actor.loadStatus -> mfa.start',
      enrolling: 'xstate.done.actor.loadStatus -> mfa.start -> xstate.done.actor.startSetup',
      confirming: 'xstate.done.actor.loadStatus -> mfa.start -> xstate.done.actor.startSetup -> mfa.confirm',
      showingCodes:
        'xstate.done.actor.loadStatus -> mfa.start -> xstate.done.actor.startSetup -> mfa.confirm -> xstate.done.actor.confirm',
      disabling: 'xstate.done.actor.loadStatus -> mfa.disable',
    });
    expect(await replayPaths(mfaSettingsMachine, paths)).toBeGreaterThan(10);
  });

  it('over the API: enrol (a wrong code keeps the set-up), the codes once, then off with the password', async () => {
    let enabled = false;
    const f = fakeFetch({
      'GET /auth/mfa': () => json({ ...OFF, enabled }),
      'POST /auth/mfa/setup': () => json(SETUP),
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
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches('enrolling'));
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
      ['POST', '/auth/mfa/setup', {}],
      ['POST', '/auth/mfa/confirm', { code: '111111' }],
      ['POST', '/auth/mfa/confirm', { code: '654321' }],
      ['POST', '/auth/mfa/disable', { password: 'demo-password' }],
    ]);
  });
});
