/**
 * The machines wired the way the app wires them, each with its browser defaults over one fake
 * server (the API contract) and one browser-like storage: sign in, pick a store-day, load it (network,
 * then cache), build the context with the real domain code, ask the assistant.
 */
import type { CsvProxyResponse, Store, StoreHours } from '@store-ops/domain';
import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock, waitFor } from 'xstate';
import { chatBrowserDefaults } from './adapters/chat';
import { csvDataBrowserDefaults } from './adapters/csvData';
import { createApiClient } from './adapters/http';
import { impersonationBrowserDefaults } from './adapters/impersonation';
import { selectionBrowserDefaults } from './adapters/selection';
import { servicesLoaderBrowserDefaults } from './adapters/servicesLoader';
import { sessionBrowserDefaults } from './adapters/session';
import { createMemoryStorage } from './adapters/storage';
import { chatMachine, readChatInput } from './chat/chat.machine';
import {
  contextBrowserDefaults,
  contextMachine,
  selectContextText,
  selectContextView,
} from './context/context.machine';
import { createCsvCache } from './csvCache/csvCache';
import { csvDataMachine } from './csvData/csvData.machine';
import { impersonationMachine, selectAdminGate } from './impersonation/impersonation.machine';
import { readSelectionInput, selectionMachine } from './selection/selection.machine';
import {
  SERVICE_SOURCES,
  selectServiceRows,
  servicesLoaderMachine,
} from './servicesLoader/servicesLoader.machine';
import { sessionMachine } from './session/session.machine';
import { fakeFetch, json, type RecordedCall } from './testing';

const store: Store = {
  id: 12,
  name: 'Downtown',
  address: '1 Main St',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  phone: '555-0100',
  franchise: 'default',
  company_id: 3,
  source_id: 'S12',
  version: 1,
};
const hours: StoreHours[] = [
  { id: 1, store_id: 12, day_of_week: 2, open_time: '07:00', close_time: '22:00', closed: false, version: 1 },
];
const day: CsvProxyResponse = {
  weather: [
    { store_id: 12, date: '2026-11-17', condition: 'Sunny', high_f: 70, low_f: 50, precipitation_in: 0 },
  ],
  'sales.csv':
    'Hour,NetSales,TransactionsCount,LaborHours,LaborCost,SuggestedLaborHours,Forecast\n9:00 AM,100,10,2,30,2,90\n10:00 AM,300,25,3,45,3,280',
  'samples.csv': 'Time,Product,Employee\n9:15 AM,Latte,Ann',
  'timers.csv': 'StartedAt,TimerName,MinutesRemaining\n9:00 AM,Fries,-1',
  'actual_labor.csv':
    'FirstName,LastName,DateOfBusiness,ClockIn,ClockOut,RegularHours\nAnn,Lee,2026-11-17,9:05 AM,5:00 PM,8',
  'scheduled_labor.csv':
    'FirstName,LastName,DateOfBusiness,ShiftStart,ShiftEnd,RegularHours\nAnn,Lee,2026-11-17,9:00 AM,5:00 PM,8',
  'tasks.csv': 'Status,CompletedBy,TaskName\ncompleted,Ann,Open\nincomplete,,Close',
};
const ada = { id: 7, email: 'ada@example.com', name: 'Ada', admin: true, settings: '{}' };

function fakeServer() {
  const lists: Record<string, unknown[]> = { stores: [store], hours, companies: [{ id: 3, name: 'Acme' }] };
  const routes: Parameters<typeof fakeFetch>[0] = {
    'POST /auth/login': (c: RecordedCall) =>
      (c.body as { password: string }).password === 'right'
        ? json(ada)
        : json({ message: 'Invalid email or password' }, 401),
    'GET /api/csvproxy?start=2026-11-17&end=2026-11-17&store_id=12': () => json(day),
    'POST /api/llm/chat/gpt-4o': (c: RecordedCall) => {
      const body = c.body as { user: string; msg: string }[];
      const system = body[0]?.msg ?? '';
      return json({
        msg: system.includes('Downtown') ? 'Downtown sold $400.' : 'No context.',
        llm: '/api/llm/chat/gpt-4o',
        model: 'gpt-4o',
        provider: 'test',
      });
    },
  };
  for (const s of SERVICE_SOURCES) {
    const url = s.windowed ? `/api/${s.key}/?start=2026-11-10&end=2026-11-17` : `/api/${s.key}/`;
    routes[`GET ${url}`] = () => json(lists[s.key] ?? []);
  }
  return fakeFetch(routes);
}

describe('the machines together, over their browser defaults', () => {
  it('sign in, choose a store-day, load it, build the context, ask the assistant', async () => {
    const server = fakeServer();
    const api = () => createApiClient({ fetch: server });
    const storage = createMemoryStorage();
    const clock = new SimulatedClock();

    // Sign in (a wrong password first).
    const session = createActor(sessionMachine.provide(sessionBrowserDefaults(api)), {
      input: { path: '/login' },
    }).start();
    session.send({ type: 'session.login', email: 'ada@example.com', password: 'wrong' });
    await waitFor(session, (s) => s.matches({ signedOut: 'failed' }));
    expect(session.getSnapshot().context.error).toBe('Invalid email or password');
    session.send({ type: 'session.login', email: 'ada@example.com', password: 'right' });
    await waitFor(session, (s) => s.matches('signedIn'));
    const user = session.getSnapshot().context.user;
    expect(user).toEqual({ ...ada, settings: {} });

    const impersonation = createActor(impersonationMachine.provide(impersonationBrowserDefaults(api)), {
      input: { user },
    }).start();
    expect(selectAdminGate(impersonation.getSnapshot())).toBe(true);

    // Data sources for the signed-in admin.
    const services = createActor(servicesLoaderMachine.provide(servicesLoaderBrowserDefaults(api)), {
      input: { user, path: '/chat', dataWindow: { start: '2026-11-10', end: '2026-11-17' } },
    }).start();
    await waitFor(services, (s) => s.matches('done'));
    const rows = selectServiceRows(services.getSnapshot());
    expect(rows.find((r) => r.key === 'stores')?.text).toBe('1 records');
    expect(rows.find((r) => r.key === 'users')?.text).toBe('0 records');

    // Pick the company; the store follows the company's list; pick the date.
    const selection = createActor(selectionMachine.provide(selectionBrowserDefaults(storage)), {
      input: readSelectionInput(storage, '2026-11-21'),
    }).start();
    selection.send({ type: 'selection.user', userId: user?.id ?? null });
    selection.send({ type: 'selection.company', company: '3' });
    selection.send({ type: 'selection.storesListed', storeIds: ['12'] });
    selection.send({ type: 'selection.date', date: '2026-11-17' });
    expect(selection.getSnapshot().context).toMatchObject({ company: '3', store: '12', date: '2026-11-17' });
    expect(readSelectionInput(storage, '2026-11-21').stored).toEqual({
      company: '3',
      store: '12',
      date: '2026-11-17',
      userId: '7',
    });

    // Load the store-day: network first, then the cache.
    const cache = createCsvCache(storage);
    const csvImpl = csvDataBrowserDefaults({ api, cache: () => cache });
    const csv = createActor(csvDataMachine.provide(csvImpl), {
      input: { date: '2026-11-17', storeId: '12' },
    }).start();
    await waitFor(csv, (s) => s.matches('cacheMiss'));
    await vi.waitFor(() => expect(cache.stats().entries).toBe(1)); // packed and stored after the data shows
    const again = createActor(csvDataMachine.provide(csvImpl), {
      input: { date: '2026-11-17', storeId: '12' },
    }).start();
    await waitFor(again, (s) => s.matches('cacheHit'));
    expect(server.calls.filter((c) => c.url.startsWith('/api/csvproxy'))).toHaveLength(1);
    expect(cache.stats()).toMatchObject({ entries: 1, totalAccesses: 1, status: 'Active', warning: false });

    // Build the context from the cached sections with the real domain code.
    const context = createActor(contextMachine.provide(contextBrowserDefaults()), {
      input: {},
      clock,
    }).start();
    const { sections, weather, loaded } = again.getSnapshot().context;
    const data = services.getSnapshot().context.data;
    context.send({
      type: 'context.inputs',
      inputs: {
        ...{ date: '2026-11-17', storeId: '12', company: '3' },
        ...{ sections, weather, loaded, stores: data.stores as Store[], hours: data.hours as StoreHours[] },
      },
    });
    expect(selectContextView(context.getSnapshot())).toEqual({
      kind: 'building',
      message: 'Building context...',
    });
    clock.increment(100);
    await waitFor(context, (s) => s.matches({ report: 'ready' }));
    const view = selectContextView(context.getSnapshot());
    expect(view.kind).toBe('ready');
    if (view.kind === 'ready') {
      expect(view.facts).toMatchObject({
        date: '2026-11-17',
        displayDate: 'Tuesday, November 17, 2026',
        blockCount: 6,
      });
    }
    const text = selectContextText(context.getSnapshot());
    expect(text).toContain('Downtown');

    // Ask the assistant with that context; the history lands in storage.
    const chat = createActor(chatMachine.provide(chatBrowserDefaults({ api, storage })), {
      input: { ...readChatInput(storage), context: text },
    }).start();
    chat.send({ type: 'chat.send', text: 'How did we do?' });
    await waitFor(chat, (s) => s.matches('done'));
    expect(chat.getSnapshot().context.history.map((m) => [m.user, m.msg])).toEqual([
      ['user', 'How did we do?'],
      ['system', 'Downtown sold $400.'],
    ]);
    expect(readChatInput(storage).history?.map((m) => m.msg)).toEqual([
      'How did we do?',
      'Downtown sold $400.',
    ]);
    expect(server.calls.every((c) => c.credentials === 'include')).toBe(true);
  });
});
