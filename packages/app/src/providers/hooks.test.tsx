import { STAT_BLOCK_KEYS } from '@store-ops/domain';
import { localToday, storageKeys } from '@store-ops/machines';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorMessageOf, renderHook, stubBrowser } from '../testing/serverRender';
import { ReportContextProvider, useReportContext, useReportContextSelector } from './context';
import { CsvDataProvider, useCsvData, useCsvDataSelector } from './csvData';
import {
  ImpersonationProvider,
  useAdminGate,
  useImpersonation,
  useImpersonationSelector,
} from './impersonation';
import { CompanyProvider, useCompany, useCompanySelector, useSelectionSettled } from './selection';
import { ServicesProvider, useCatalog, useServices, useServicesSelector } from './services';
import { SessionProvider, useSession, useSessionSelector } from './session';
import { SettingsProvider, useSettings } from './settings';
import { ThemeProvider, useTheme, useThemeSelector } from './theme';

afterEach(() => {
  vi.unstubAllGlobals();
});

// The providers nested the way the app mounts them (App.tsx, SignedInLayout.tsx, ChatRoute.tsx).
type Wrap = (children: ReactNode) => ReactNode;
const none: Wrap = (c) => c;
const theme: Wrap = (c) => <ThemeProvider>{c}</ThemeProvider>;
const session: Wrap = (c) => <SessionProvider>{c}</SessionProvider>;
const impersonation: Wrap = (c) => session(<ImpersonationProvider>{c}</ImpersonationProvider>);
const services: Wrap = (c) => impersonation(<ServicesProvider>{c}</ServicesProvider>);
const company: Wrap = (c) => services(<CompanyProvider>{c}</CompanyProvider>);
const csvData: Wrap = (c) => company(<CsvDataProvider>{c}</CsvDataProvider>);
const reportContext: Wrap = (c) => csvData(<ReportContextProvider>{c}</ReportContextProvider>);
const settings: Wrap = (c) => impersonation(<SettingsProvider>{c}</SettingsProvider>);
/** Every provider the app has. */
const all: Wrap = (c) => theme(reportContext(<SettingsProvider>{c}</SettingsProvider>));

const SESSION = 'useSession must be used within SessionProvider';
const IMPERSONATION = 'useImpersonation must be used within ImpersonationProvider';
const SERVICES = 'useServices must be used within ServicesProvider';
const COMPANY = 'useCompany must be used within CompanyProvider';
const CSV_DATA = 'useCsvData must be used within CsvDataProvider';
const REPORT_CONTEXT = 'useReportContext must be used within ReportContextProvider';
const SETTINGS = 'useSettings must be used within SettingsProvider';
const THEME = 'useTheme must be used within ThemeProvider';

describe('context hooks outside their provider throw `useX must be used within XProvider`', () => {
  // [hook, its error, a call, a wrapper with other providers but not the one the hook needs]
  const cases: Array<[string, string, () => unknown, Wrap]> = [
    ['useSession', SESSION, useSession, theme],
    ['useSessionSelector', SESSION, () => useSessionSelector((s) => s.value), theme],
    ['useImpersonation', IMPERSONATION, useImpersonation, (c) => theme(session(c))],
    ['useImpersonationSelector', IMPERSONATION, () => useImpersonationSelector((s) => s.value), session],
    ['useAdminGate', IMPERSONATION, useAdminGate, session],
    ['useServices', SERVICES, useServices, (c) => theme(settings(c))],
    ['useServicesSelector', SERVICES, () => useServicesSelector((s) => s.value), impersonation],
    ['useCatalog', SERVICES, useCatalog, impersonation],
    ['useCompany', COMPANY, useCompany, (c) => theme(services(<SettingsProvider>{c}</SettingsProvider>))],
    ['useCompanySelector', COMPANY, () => useCompanySelector((s) => s.context.store), services],
    ['useSelectionSettled', COMPANY, useSelectionSettled, services],
    ['useCsvData', CSV_DATA, useCsvData, (c) => theme(company(<SettingsProvider>{c}</SettingsProvider>))],
    ['useCsvDataSelector', CSV_DATA, () => useCsvDataSelector((s) => s.value), company],
    [
      'useReportContext',
      REPORT_CONTEXT,
      useReportContext,
      (c) => theme(csvData(<SettingsProvider>{c}</SettingsProvider>)),
    ],
    ['useReportContextSelector', REPORT_CONTEXT, () => useReportContextSelector((s) => s.value), csvData],
    ['useSettings', SETTINGS, useSettings, (c) => theme(reportContext(c))],
    ['useTheme', THEME, useTheme, (c) => reportContext(<SettingsProvider>{c}</SettingsProvider>)],
    ['useThemeSelector', THEME, () => useThemeSelector((s) => s.context.mode), settings],
  ];

  it.each(cases)('%s throws "%s" inside the other providers', (_hook, message, use, wrap) => {
    stubBrowser();
    expect(errorMessageOf(() => renderHook(use, wrap))).toBe(message);
  });

  // With nothing mounted, a hook that reads another provider first names that one.
  const firstRead: Record<string, string> = { useAdminGate: SESSION, useSelectionSettled: SERVICES };
  it.each(cases)('%s with no provider at all', (hook, message, use) => {
    stubBrowser();
    expect(errorMessageOf(() => renderHook(use, none))).toBe(firstRead[hook] ?? message);
  });

  it('a provider mounted without one it reads names that one', () => {
    stubBrowser();
    const provider = (wrap: Wrap) => errorMessageOf(() => renderHook(() => null, wrap));
    expect(provider((c) => <ImpersonationProvider>{c}</ImpersonationProvider>)).toBe(SESSION);
    expect(provider((c) => session(<CompanyProvider>{c}</CompanyProvider>))).toBe(SERVICES);
    expect(provider((c) => services(<CsvDataProvider>{c}</CsvDataProvider>))).toBe(COMPANY);
    expect(provider((c) => company(<ReportContextProvider>{c}</ReportContextProvider>))).toBe(CSV_DATA);
    expect(provider((c) => session(<SettingsProvider>{c}</SettingsProvider>))).toBe(IMPERSONATION);
  });
});

describe('context hooks inside their provider return the running actor or value', () => {
  it('useSession: the check runs on a protected path, not on a public one (unless the session hint says signed in)', () => {
    stubBrowser({ path: '/chat' });
    const onChat = renderHook(useSession, session).getSnapshot();
    expect(onChat.value).toBe('checking');
    expect(onChat.context).toMatchObject({ path: '/chat', user: null, error: null });

    stubBrowser({ path: '/login' });
    expect(renderHook(useSession, session).getSnapshot().value).toEqual({ signedOut: 'idle' });
    expect(renderHook(() => useSessionSelector((s) => s.hasTag('loading')), session)).toBe(false);

    for (const path of ['/login', '/']) {
      stubBrowser({ path, cookie: 'theme=x; session_hint=1' });
      expect(renderHook(() => useSessionSelector((s) => s.value), session)).toBe('checking');
      stubBrowser({ path, cookie: 'theme=x; not_session_hint=1' });
      expect(renderHook(() => useSessionSelector((s) => s.value), session)).toEqual({ signedOut: 'idle' });
    }
    // /blog and /demo never check, whatever the hint says.
    for (const path of ['/blog', '/demo', '/demo/']) {
      stubBrowser({ path, cookie: 'session_hint=1' });
      expect(renderHook(() => useSessionSelector((s) => s.value), session)).toEqual({ signedOut: 'idle' });
    }
  });

  it('useImpersonation: normal, nobody remembered, the admin gate closed while no user is known', () => {
    stubBrowser();
    const snapshot = renderHook(useImpersonation, impersonation).getSnapshot();
    expect(snapshot.value).toBe('normal');
    expect(snapshot.context).toMatchObject({ currentUser: null, originalUser: null, search: '' });
    expect(renderHook(() => useImpersonationSelector((s) => s.context.users), impersonation)).toEqual([]);
    expect(renderHook(useAdminGate, impersonation)).toBe(false);
  });

  it('useServices: with no signed-in user loading ends at once, nothing fetched', () => {
    stubBrowser();
    const snapshot = renderHook(useServices, services).getSnapshot();
    expect(snapshot.value).toBe('done');
    expect(snapshot.context.status.stores).toEqual({ phase: 'notStarted' });
    expect(renderHook(() => useServicesSelector((s) => s.context.path), services)).toBe('/chat');
    expect(renderHook(useCatalog, services)).toEqual({ stores: [], companies: [], hours: [], ready: false });
  });

  it('useCompany: the stored selection is restored; a stored date that does not parse becomes today', () => {
    stubBrowser({
      local: {
        [storageKeys.selectedCompany]: '7',
        [storageKeys.selectedStore]: '42',
        [storageKeys.selectedDate]: '2026-03-14',
      },
    });
    const restored = renderHook(useCompany, company).getSnapshot().context;
    expect([restored.company, restored.store, restored.date]).toEqual(['7', '42', '2026-03-14']);
    expect(renderHook(() => useCompanySelector((s) => s.context.store), company)).toBe('42');
    // The catalog has not arrived: the selection may still move to the company's first store.
    expect(renderHook(useSelectionSettled, company)).toBe(false);

    stubBrowser({ local: { [storageKeys.selectedDate]: '2026-02-30' } });
    const before = localToday();
    const fresh = renderHook(useCompany, company).getSnapshot().context;
    expect([fresh.company, fresh.store]).toEqual(['no-company', 'no-store']);
    // Today, even if the test straddles midnight.
    expect([before, localToday()]).toContain(fresh.date);
  });

  it('useCsvData: idle with no sections until a store-day is asked for', () => {
    stubBrowser();
    const snapshot = renderHook(useCsvData, csvData).getSnapshot();
    expect(snapshot.value).toBe('idle');
    expect(snapshot.context.sections).toEqual([]);
    expect(renderHook(() => useCsvDataSelector((s) => s.context.loaded), csvData)).toBeNull();
  });

  it('useReportContext: the report context is empty, every block selected, source report', () => {
    stubBrowser();
    const snapshot = renderHook(useReportContext, reportContext).getSnapshot();
    expect(snapshot.value).toEqual({ report: 'empty' });
    expect(snapshot.context.source).toBe('report');
    expect(renderHook(() => useReportContextSelector((s) => s.context.blocks), reportContext)).toEqual([
      ...STAT_BLOCK_KEYS,
    ]);
  });

  it('useTheme: the stored brand and mode, and the page root carries them', () => {
    stubBrowser({ local: { [storageKeys.selectedBrand]: 'tech-teal', [storageKeys.themeMode]: 'dark' } });
    const snapshot = renderHook(useTheme, theme).getSnapshot();
    expect([snapshot.context.brand, snapshot.context.mode]).toEqual(['tech-teal', 'dark']);
    expect(snapshot.value).toEqual({ mode: 'userChosen', brand: 'ready' });
    expect(renderHook(() => useThemeSelector((s) => s.context.mode), theme)).toBe('dark');
    expect(renderToString(theme(null))).toBe(
      '<div data-component="ThemeRoot" data-brand="tech-teal" data-color-scheme="dark"></div>',
    );
  });

  it('useSettings: the chosen model path and an empty catalogue before it loads', () => {
    stubBrowser({ local: { [storageKeys.modelPath]: '/api/llm/tools/o3' } });
    const value = renderHook(useSettings, settings);
    expect(value.modelPath).toBe('/api/llm/tools/o3');
    expect(value.models).toEqual([]);
  });

  it('every hook at once inside every provider the app has', () => {
    stubBrowser();
    const seen = renderHook(
      () => ({
        session: useSession().getSnapshot().value,
        impersonation: useImpersonation().getSnapshot().value,
        services: useServices().getSnapshot().value,
        company: useCompany().getSnapshot().context.company,
        csv: useCsvData().getSnapshot().value,
        report: useReportContext().getSnapshot().value,
        model: useSettings().modelPath,
        mode: useTheme().getSnapshot().context.mode,
      }),
      all,
    );
    expect(seen).toEqual({
      session: 'checking',
      impersonation: 'normal',
      services: 'done',
      company: 'no-company',
      csv: 'idle',
      report: { report: 'empty' },
      model: '/api/llm/chat/gpt-4o',
      mode: 'light',
    });
  });
});
