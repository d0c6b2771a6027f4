import type { SessionUser } from '@store-ops/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { createApiClient } from '../adapters/http';
import { createSessionImplementations } from '../adapters/session';
import { createMemoryStorage, type StorageLike, setStorageOwner } from '../adapters/storage';
import { messages } from '../messages';
import {
  deferred,
  fakeFetch,
  flush,
  json,
  replayPaths,
  shortestPathByState,
  shortestPathsReport,
  shortestPathsWithContext,
} from '../testing';
import { sessionGraph } from './session.graph';
import { isPublicPath, type SessionCheck, type SignedInUser, sessionMachine } from './session.machine';
import { LoginError, MfaChallengeEndedError, MfaRequiredError, NoSessionError } from './sessionErrors';
import { followStorageOwner, storageOwnerOf } from './storageOwner';

const MFA_PROMPT = 'Enter the 6-digit code from your authenticator app.';
const WRONG_CODE =
  'That code is not correct. Enter the current code from your authenticator app or a recovery code.';
const TIMED_OUT = 'The sign-in has timed out. Sign in again.';
const wire = { id: 7, email: 'ada@example.com', name: 'Ada', admin: true, settings: '{"theme":"dark"}' };
const ada: SessionUser = { ...wire, settings: { theme: 'dark' } };
/** The session check's answer for Ada, not impersonating. */
const adaChecked = { user: ada, originalUser: null };

function start(
  path: string | { path: string; hasSession?: boolean },
  impl: Partial<{
    checkSession: () => Promise<SessionCheck>;
    login: (c: { email: string; password: string }) => Promise<SignedInUser>;
    verifyMfa: (c: { code: string }) => Promise<SignedInUser>;
    logout: () => Promise<void>;
  }> = {},
) {
  const machine = sessionMachine.provide({
    actors: {
      verifyMfa: fromPromise(({ input }) => (impl.verifyMfa ?? (() => Promise.resolve(ada)))(input)),
      checkSession: fromPromise(impl.checkSession ?? (() => Promise.reject(new Error('401')))),
      login: fromPromise(({ input }) => (impl.login ?? (() => Promise.resolve(ada)))(input)),
      logout: fromPromise(impl.logout ?? (() => Promise.resolve())),
    },
  });
  const input = typeof path === 'string' ? { path } : path;
  return createActor(machine, { input, clock: new SimulatedClock() }).start();
}

afterEach(() => vi.restoreAllMocks());

describe('session machine', () => {
  it('reaches every state (xstate/graph shortest paths), and the live machine follows every path', async () => {
    const { input, events } = sessionGraph;
    const { paths, unreachable, untaken } = shortestPathsReport(sessionMachine, sessionGraph);
    expect(unreachable).toEqual([]);
    expect(untaken).toEqual([]);
    expect(shortestPathByState(sessionMachine, paths)).toEqual({
      checking: '',
      signedIn: 'xstate.done.actor.checkSession',
      signedOut: 'xstate.error.actor.checkSession',
      'signedOut.idle': 'xstate.error.actor.checkSession',
      'signedOut.failed': 'xstate.error.actor.checkSession -> session.login',
      'signedOut.expired': 'xstate.done.actor.checkSession -> session.expired',
      signingIn: 'xstate.error.actor.checkSession -> session.login',
      signingOut: 'xstate.done.actor.checkSession -> session.logout',
      mfa: 'xstate.error.actor.checkSession -> session.login -> xstate.error.actor.login',
      'mfa.idle': 'xstate.error.actor.checkSession -> session.login -> xstate.error.actor.login',
      'mfa.failed':
        'xstate.error.actor.checkSession -> session.login -> xstate.error.actor.login -> session.mfa.submit',
      verifyingMfa:
        'xstate.error.actor.checkSession -> session.login -> xstate.error.actor.login -> session.mfa.submit',
    });
    vi.spyOn(console, 'info').mockImplementation(() => {});
    expect(await replayPaths(sessionMachine, paths, { input })).toBeGreaterThan(0);
    const withContext = shortestPathsWithContext(sessionMachine, { input, events });
    expect(await replayPaths(sessionMachine, withContext, { input, compareContext: true })).toBeGreaterThan(
      0,
    );
  });

  it("a saved settings answer replaces the signed-in user's settings (parsed)", async () => {
    const actor = start('/chat', { checkSession: () => Promise.resolve(adaChecked) });
    await waitFor(actor, (s) => s.matches('signedIn'));
    actor.send({ type: 'session.settingsSaved', settings: '{"theme":"dark","report_blocks":["sales"]}' });
    expect(actor.getSnapshot().context.user?.settings).toEqual({ theme: 'dark', report_blocks: ['sales'] });
    expect(actor.getSnapshot().context.user?.email).toBe('ada@example.com');
  });

  it('classifies public paths: / and /login only for a visitor; /blog and /demo with or without a slash', () => {
    const paths = ['/', '/login', '/blog', '/blog/a-post', '/demo', '/demo/', '/demo/chat'];
    expect(paths.map((p) => isPublicPath(p))).toEqual([true, true, true, true, true, true, true]);
    expect(paths.map((p) => isPublicPath(p, true))).toEqual([false, false, true, true, true, true, true]);
    const never = ['/chat', '/settings', '/stores/1', '/blogs', '/demos', '/login/x'];
    expect(never.map((p) => isPublicPath(p))).toEqual(never.map(() => false));
    expect(never.map((p) => isPublicPath(p, true))).toEqual(never.map(() => false));
  });

  it('checks the session on / and /login when the browser may hold one (the hint)', async () => {
    for (const path of ['/', '/login']) {
      const check = vi.fn((): Promise<SessionCheck> => Promise.resolve(adaChecked));
      const machine = sessionMachine.provide({ actors: { checkSession: fromPromise(check) } });
      const actor = createActor(machine, { input: { path, hasSession: true } }).start();
      expect(actor.getSnapshot().value).toBe('checking');
      await waitFor(actor, (s) => s.matches('signedIn'));
      expect(check).toHaveBeenCalledTimes(1);
    }
  });

  it('skips the check on public paths', () => {
    const check = vi.fn(() => Promise.resolve(adaChecked));
    const actor = start('/login', { checkSession: check });
    expect(actor.getSnapshot().value).toEqual({ signedOut: 'idle' });
    expect(check).not.toHaveBeenCalled();
  });

  it('checking -> signedIn with the user', async () => {
    const actor = start('/chat', { checkSession: () => Promise.resolve(adaChecked) });
    expect(actor.getSnapshot().value).toBe('checking');
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(actor.getSnapshot().context.user).toEqual(ada);
    expect(actor.getSnapshot().context.originalUser).toBeNull();
  });

  it("checking -> signedIn keeps the server's original user until the user changes", async () => {
    const sam = { ...ada, id: 2, email: 'staff@example.com', admin: false };
    const actor = start('/chat', { checkSession: () => Promise.resolve({ user: sam, originalUser: ada }) });
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(actor.getSnapshot().context).toMatchObject({ user: sam, originalUser: ada });
    actor.send({ type: 'session.userChanged', user: ada });
    expect(actor.getSnapshot().context).toMatchObject({ user: ada, originalUser: null });
  });

  it('a failed check logs No existing session and leaves the user unset', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const actor = start('/settings');
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(info).toHaveBeenCalledWith('No existing session');
    expect(actor.getSnapshot().context.user).toBeNull();
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('signedOut -> session.check -> checking', async () => {
    const check = vi.fn(() => Promise.resolve(adaChecked));
    const actor = start('/login', { checkSession: check });
    actor.send({ type: 'session.check' });
    expect(actor.getSnapshot().value).toBe('checking');
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('login requires e-mail and password', () => {
    const login = vi.fn(() => Promise.resolve(ada));
    const actor = start('/login', { login });
    actor.send({ type: 'session.login', email: ' ', password: 'pw' });
    expect(actor.getSnapshot().value).toEqual({ signedOut: 'failed' });
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('Email and password are required.');
    actor.send({ type: 'session.login', email: 'ada@example.com', password: '' });
    expect(actor.getSnapshot().context.error).toBe('Email and password are required.');
    expect(login).not.toHaveBeenCalled();
  });

  it('signingIn -> signedIn, clearing an earlier error', async () => {
    const pending = deferred<SessionUser>();
    const actor = start('/login', { login: () => pending.promise });
    actor.send({ type: 'session.login', email: '', password: '' });
    actor.send({ type: 'session.login', email: ' ada@example.com ', password: 'pw' });
    expect(actor.getSnapshot().value).toBe('signingIn');
    expect(actor.getSnapshot().context.error).toBeNull();
    pending.resolve(ada);
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(actor.getSnapshot().context.user?.email).toBe('ada@example.com');
  });

  it('a failed login shows the LoginError message; anything else is unexpected', async () => {
    const actor = start('/login', {
      login: () => Promise.reject(new LoginError('Invalid email or password')),
    });
    actor.send({ type: 'session.login', email: 'a@b.c', password: 'x' });
    await waitFor(actor, (s) => s.matches({ signedOut: 'failed' }));
    expect(actor.getSnapshot().context.error).toBe('Invalid email or password');

    const other = start('/login', { login: () => Promise.reject(new SyntaxError('bad json')) });
    other.send({ type: 'session.login', email: 'a@b.c', password: 'x' });
    await waitFor(other, (s) => s.matches({ signedOut: 'failed' }));
    expect(other.getSnapshot().context.error).toBe('An unexpected error occurred. Please try again.');
  });

  it('signedIn: userChanged, expired, logout -> signingOut -> signedOut', async () => {
    const out = deferred<void>();
    const actor = start('/chat', {
      checkSession: () => Promise.resolve(adaChecked),
      logout: () => out.promise,
    });
    await waitFor(actor, (s) => s.matches('signedIn'));
    const bob = { ...ada, id: 9, email: 'bob@example.com', admin: false };
    actor.send({ type: 'session.userChanged', user: bob });
    expect(actor.getSnapshot().context.user).toEqual(bob);
    actor.send({ type: 'session.logout' });
    expect(actor.getSnapshot().value).toBe('signingOut');
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    out.resolve();
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(actor.getSnapshot().context.user).toBeNull();

    const failing = start('/chat', {
      checkSession: () => Promise.resolve(adaChecked),
      logout: () => Promise.reject(new Error('x')),
    });
    await waitFor(failing, (s) => s.matches('signedIn'));
    failing.send({ type: 'session.logout' });
    await waitFor(failing, (s) => s.matches('signedOut'));

    const expiring = start('/chat', { checkSession: () => Promise.resolve(adaChecked) });
    await waitFor(expiring, (s) => s.matches('signedIn'));
    expiring.send({ type: 'session.expired' });
    expect(expiring.getSnapshot().value).toEqual({ signedOut: 'expired' });
    expect(expiring.getSnapshot().context.user).toBeNull();
    // Signing in again from there works as from the plain form.
    expiring.send({ type: 'session.login', email: 'ada@example.com', password: 'pw' });
    await waitFor(expiring, (s) => s.matches('signedIn'));
  });
});

describe('session machine: the code step of an account with an authenticator', () => {
  const mfaFirst = () => Promise.reject(new MfaRequiredError(MFA_PROMPT));

  it('a right password asks for the code; a wrong code says so and stays; the right one signs in', async () => {
    const codes: string[] = [];
    const actor = start('/login', {
      login: mfaFirst,
      verifyMfa: ({ code }) => {
        codes.push(code);
        return code === '654321' ? Promise.resolve(ada) : Promise.reject(new LoginError(WRONG_CODE));
      },
    });
    actor.send({ type: 'session.login', email: 'ada@example.com', password: 'pw' });
    await waitFor(actor, (s) => s.matches({ mfa: 'idle' }));
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(actor.getSnapshot().context.user).toBeNull();
    actor.send({ type: 'session.mfa.submit', code: '  ' });
    expect(actor.getSnapshot().value).toEqual({ mfa: 'failed' });
    expect(actor.getSnapshot().context.error).toBe(
      'Enter the code from your authenticator app or a recovery code.',
    );
    actor.send({ type: 'session.mfa.submit', code: '111111' });
    expect(actor.getSnapshot().value).toBe('verifyingMfa');
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(actor.getSnapshot().context.error).toBeNull();
    await waitFor(actor, (s) => s.matches({ mfa: 'failed' }));
    expect(actor.getSnapshot().context.error).toBe(WRONG_CODE);
    actor.send({ type: 'session.mfa.submit', code: ' 654321 ' });
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(codes).toEqual(['111111', '654321']);
    expect(actor.getSnapshot().context).toMatchObject({
      user: ada,
      error: null,
      mfaEnrolmentRequired: false,
    });
  });

  it('a timed-out code step goes back to the password with the reason; cancel goes back without one', async () => {
    const actor = start('/login', {
      login: mfaFirst,
      verifyMfa: () => Promise.reject(new MfaChallengeEndedError(TIMED_OUT)),
    });
    actor.send({ type: 'session.login', email: 'ada@example.com', password: 'pw' });
    await waitFor(actor, (s) => s.matches('mfa'));
    actor.send({ type: 'session.mfa.submit', code: '123456' });
    await waitFor(actor, (s) => s.matches({ signedOut: 'failed' }));
    expect(actor.getSnapshot().context.error).toBe(TIMED_OUT);
    actor.send({ type: 'session.login', email: 'ada@example.com', password: 'pw' });
    await waitFor(actor, (s) => s.matches('mfa'));
    actor.send({ type: 'session.mfa.cancel' });
    expect(actor.getSnapshot().value).toEqual({ signedOut: 'idle' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('REQUIRE_ADMIN_MFA: the flag comes with the user (sign-in or check) and goes when they enrol', async () => {
    const actor = start('/login', { login: () => Promise.resolve({ ...ada, mfaEnrolmentRequired: true }) });
    actor.send({ type: 'session.login', email: 'ada@example.com', password: 'pw' });
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(actor.getSnapshot().context.mfaEnrolmentRequired).toBe(true);
    expect(actor.getSnapshot().context.user).toEqual(ada);
    actor.send({ type: 'session.mfaEnrolment', required: false });
    expect(actor.getSnapshot().context.mfaEnrolmentRequired).toBe(false);
    actor.send({ type: 'session.mfaEnrolment', required: true });
    expect(actor.getSnapshot().context.mfaEnrolmentRequired).toBe(true);

    const checked = start('/chat', {
      checkSession: () => Promise.resolve({ ...adaChecked, mfaEnrolmentRequired: true }),
    });
    await waitFor(checked, (s) => s.matches('signedIn'));
    expect(checked.getSnapshot().context.mfaEnrolmentRequired).toBe(true);
    checked.send({ type: 'session.expired' });
    expect(checked.getSnapshot().context.mfaEnrolmentRequired).toBe(false);
  });
});

describe('session machine: whose data the browser storage holds (shared devices)', () => {
  beforeEach(() => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
  });
  const owner = (actor: ReturnType<typeof start>) => storageOwnerOf(actor.getSnapshot());
  const noSession = () => Promise.reject(new NoSessionError('401 Unauthorized'));

  it('a session check that finds none (the hint outlived an idle or ended session): nobody, every user data goes', async () => {
    const actor = start({ path: '/chat', hasSession: true }, { checkSession: noSession });
    expect(owner(actor)).toBeUndefined();
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(owner(actor)).toBeNull();
    // A sign-in names the new user.
    actor.send({ type: 'session.login', email: 'ada@example.com', password: 'pw' });
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(owner(actor)).toBe(7);
  });

  it('the session ending while open (an API answer of 401) and a sign-out: nobody', async () => {
    const actor = start('/chat', { checkSession: () => Promise.resolve(adaChecked) });
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(owner(actor)).toBe(7);
    actor.send({ type: 'session.expired' });
    expect(actor.getSnapshot().value).toEqual({ signedOut: 'expired' });
    expect(owner(actor)).toBeNull();
    const other = start('/chat', { checkSession: () => Promise.resolve(adaChecked) });
    await waitFor(other, (s) => s.matches('signedIn'));
    other.send({ type: 'session.logout' });
    expect(owner(other)).toBe(7);
    await waitFor(other, (s) => s.matches('signedOut'));
    expect(owner(other)).toBeNull();
  });

  it('the sign-in form without the hint (the page said no session): nobody, before any check', () => {
    for (const path of ['/', '/login']) expect(owner(start({ path, hasSession: false }))).toBeNull();
  });

  it('unknown where nobody asked or the server could not answer: nothing is removed', async () => {
    // The blog or the demo: no check runs (another tab may be signed in).
    for (const path of ['/blog', '/blog/a-post', '/demo']) {
      expect(owner(start({ path, hasSession: true }))).toBeUndefined();
      expect(owner(start({ path, hasSession: false }))).toBeUndefined();
    }
    // The network failing (or a 5xx) says nothing about the session.
    const down = start(
      { path: '/chat', hasSession: true },
      {
        checkSession: () => Promise.reject(new Error('Failed to fetch')),
      },
    );
    await waitFor(down, (s) => s.matches('signedOut'));
    expect(owner(down)).toBeUndefined();
    // A public page's check (arriving in-app at a protected one) that finds none: nobody.
    const blog = start({ path: '/blog', hasSession: true }, { checkSession: noSession });
    blog.send({ type: 'session.check' });
    await waitFor(blog, (s) => s.matches('signedOut'));
    expect(owner(blog)).toBeNull();
  });

  describe('followStorageOwner over the browser storage', () => {
    afterEach(() => {
      setStorageOwner(null, { forget: false });
      vi.unstubAllGlobals();
    });
    /** A shared browser: user 7's chat history and a cached store-day, the device's brand and mode. */
    const sharedBrowser = () => {
      const local = createMemoryStorage({
        'storeOps.u7.chatHistory': '[{"msg":"What were sales?"}]',
        'storeOps.u7.csvCache.2026-11-20.3': 'sales.csv...',
        selectedBrand: 'tech-teal',
        themeMode: 'dark',
      });
      vi.stubGlobal('localStorage', local);
      return local;
    };
    const keys = (local: StorageLike) =>
      Array.from({ length: local.length }, (_, i) => local.key(i) as string).sort();

    it('a session check that finds none removes the previous user’s data before the form; brand and mode stay', async () => {
      const local = sharedBrowser();
      const actor = start({ path: '/chat', hasSession: true }, { checkSession: noSession });
      const stop = followStorageOwner(actor);
      // While the check runs: nothing known, nothing removed.
      expect(keys(local)).toHaveLength(4);
      await waitFor(actor, (s) => s.matches('signedOut'));
      expect(keys(local)).toEqual(['selectedBrand', 'themeMode']);
      stop();
    });

    it('the sign-in form without the hint: removed at once (the starting snapshot)', () => {
      const local = sharedBrowser();
      const stop = followStorageOwner(start({ path: '/login', hasSession: false }));
      expect(keys(local)).toEqual(['selectedBrand', 'themeMode']);
      stop();
    });

    it('the session ending while open removes it; a failed network or the blog keeps it', async () => {
      const local = sharedBrowser();
      const blog = followStorageOwner(start({ path: '/blog', hasSession: true }));
      const down = start(
        { path: '/chat', hasSession: true },
        {
          checkSession: () => Promise.reject(new Error('Failed to fetch')),
        },
      );
      const downStop = followStorageOwner(down);
      await waitFor(down, (s) => s.matches('signedOut'));
      expect(keys(local)).toHaveLength(4);
      blog();
      downStop();
      const open = start('/chat', { checkSession: () => Promise.resolve(adaChecked) });
      const stop = followStorageOwner(open);
      await waitFor(open, (s) => s.matches('signedIn'));
      expect(keys(local)).toHaveLength(4);
      open.send({ type: 'session.expired' });
      expect(keys(local)).toEqual(['selectedBrand', 'themeMode']);
      stop();
    });
  });
});

describe('session browser implementations (over a fake fetch)', () => {
  const implWith = (routes: Parameters<typeof fakeFetch>[0]) => {
    const f = fakeFetch(routes);
    return { f, impl: createSessionImplementations(() => createApiClient({ fetch: f })) };
  };

  it('checkSession GETs /auth/login with credentials and parses settings', async () => {
    const { f, impl } = implWith({ 'GET /auth/login': () => json(wire) });
    await expect(impl.checkSession()).resolves.toEqual({ user: ada, originalUser: null });
    expect(f.calls[0]).toMatchObject({ url: '/auth/login', method: 'GET', credentials: 'include' });
  });

  it('checkSession reads original_user while impersonating (a reload knows whom to return to)', async () => {
    const staffWire = { id: 2, email: 'staff@example.com', name: 'Sam', admin: false, settings: '' };
    const { impl } = implWith({ 'GET /auth/login': () => json({ ...staffWire, original_user: wire }) });
    await expect(impl.checkSession()).resolves.toEqual({
      user: { ...staffWire, settings: {} },
      originalUser: ada,
    });
  });

  it('checkSession rejects an answer that is not a user', async () => {
    const { impl } = implWith({ 'GET /auth/login': () => json({ id: 'x' }) });
    await expect(impl.checkSession()).rejects.toThrow();
  });

  it('checkSession rejects on a non-OK answer: a 401 is NoSessionError (the server says none), others not', async () => {
    const { impl } = implWith({ 'GET /auth/login': () => json({ message: 'no' }, 401, 'Unauthorized') });
    const none = impl.checkSession();
    await expect(none).rejects.toThrow('401 Unauthorized');
    await expect(none).rejects.toBeInstanceOf(NoSessionError);
    const down = implWith({ 'GET /auth/login': () => json({ error: {} }, 503, 'Service Unavailable') }).impl;
    const failed = await down.checkSession().catch((e: unknown) => e);
    expect([failed instanceof Error && failed.message, failed instanceof NoSessionError]).toEqual([
      '503 Service Unavailable',
      false,
    ]);
  });

  it('login POSTs the credentials and returns the parsed user', async () => {
    const { f, impl } = implWith({ 'POST /auth/login': () => json(wire) });
    await expect(impl.login({ email: 'ada@example.com', password: 'pw' })).resolves.toEqual(ada);
    expect(f.calls[0]).toMatchObject({
      body: { email: 'ada@example.com', password: 'pw' },
      credentials: 'include',
    });
  });

  it("login failure: the server's message, else the fallback", async () => {
    const server = implWith({
      'POST /auth/login': () => json({ message: 'Invalid email or password' }, 401),
    });
    await expect(server.impl.login({ email: 'a', password: 'b' })).rejects.toThrow(
      'Invalid email or password',
    );
    const bare = implWith({ 'POST /auth/login': () => new Response('oops', { status: 500 }) });
    await expect(bare.impl.login({ email: 'a', password: 'b' })).rejects.toThrow(messages.loginFailed);
    expect(messages.loginFailed).toBe('Login failed, please try again.');
  });

  it('login network or parse errors are unexpected', async () => {
    const network = implWith({});
    await expect(network.impl.login({ email: 'a', password: 'b' })).rejects.toThrow(
      'An unexpected error occurred. Please try again.',
    );
    const garbled = implWith({ 'POST /auth/login': () => new Response('<html>', { status: 200 }) });
    await expect(garbled.impl.login({ email: 'a', password: 'b' })).rejects.toThrow(messages.unexpectedError);
  });

  it('login: 401 mfa_required is the code step; verifyMfa POSTs the code to /auth/login/mfa', async () => {
    const required = {
      error: { code: 'mfa_required', message: MFA_PROMPT },
      message: MFA_PROMPT,
    };
    const { f, impl } = implWith({
      'POST /auth/login': () => json(required, 401),
      'POST /auth/login/mfa': (call) =>
        (call.body as { code: string }).code === '123456'
          ? json({ ...wire, mfa_enrolment_required: true })
          : json({ error: { code: 'invalid_code', message: WRONG_CODE } }, 401),
    });
    const refused = impl.login({ email: 'ada@example.com', password: 'pw' });
    await expect(refused).rejects.toBeInstanceOf(MfaRequiredError);
    await expect(refused).rejects.toThrow(MFA_PROMPT);
    const wrong = impl.verifyMfa({ code: '000000' });
    await expect(wrong).rejects.toThrow(WRONG_CODE);
    await expect(wrong).rejects.not.toBeInstanceOf(MfaRequiredError);
    await expect(impl.verifyMfa({ code: '123456' })).resolves.toEqual({ ...ada, mfaEnrolmentRequired: true });
    expect(f.calls.map((c) => [c.method, c.url, c.body])).toEqual([
      ['POST', '/auth/login', { email: 'ada@example.com', password: 'pw' }],
      ['POST', '/auth/login/mfa', { code: '000000' }],
      ['POST', '/auth/login/mfa', { code: '123456' }],
    ]);
  });

  it('verifyMfa: a timed-out sign-in is MfaChallengeEndedError; the network failing is unexpected', async () => {
    const ended = implWith({
      'POST /auth/login/mfa': () =>
        json({ error: { code: 'mfa_challenge_expired', message: TIMED_OUT } }, 401),
    });
    const refused = ended.impl.verifyMfa({ code: '123456' });
    await expect(refused).rejects.toBeInstanceOf(MfaChallengeEndedError);
    await expect(refused).rejects.toThrow(TIMED_OUT);
    await expect(implWith({}).impl.verifyMfa({ code: '123456' })).rejects.toThrow(messages.unexpectedError);
  });

  it('checkSession reads the REQUIRE_ADMIN_MFA flag', async () => {
    const { impl } = implWith({ 'GET /auth/login': () => json({ ...wire, mfa_enrolment_required: true }) });
    await expect(impl.checkSession()).resolves.toEqual({
      user: ada,
      originalUser: null,
      mfaEnrolmentRequired: true,
    });
  });

  it('logout navigates to /auth/logout', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { assign });
    const { impl } = implWith({});
    void impl.logout();
    await flush();
    expect(assign).toHaveBeenCalledWith('/auth/logout');
    vi.unstubAllGlobals();
  });
});
