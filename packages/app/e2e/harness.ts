// One real server and one Chromium per e2e file: `const app = e2eApp('name')` registers the hooks.
// The server gets a copy of the seeded template DATA_DIR, so files never see each other's writes.
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
} from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { chromiumArgs, chromiumPath } from '../../../scripts/chromium.mjs';
import { artifactsDir, type RunningServer, startServer } from './server';

export const DEMO_PASSWORD = 'demo-password';
export const ADMIN_EMAIL = 'admin@example.com';
export const STAFF_EMAIL = 'staff@example.com';

export const DESKTOP = { width: 1280, height: 800 };
/**
 * How long one step (a click, a navigation, a wait for an element) may take before it counts as hung:
 * a timeout catches a hang, never measures speed (a 2-core machine under load took over 30 s, Playwright's
 * default, for a page load).
 */
export const STEP_TIMEOUT_MS = 90_000;
export const PHONE = { width: 375, height: 740 };

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
}

export interface App {
  readonly url: string;
  readonly server: RunningServer;
  readonly browser: Browser;
  /** A fresh browser context (own cookies and storage) on this file's server, closed after the file. */
  newContext(options?: BrowserContextOptions): Promise<BrowserContext>;
  /**
   * A fresh browser context (own cookies and storage) with a page on it; `timezoneId` sets the
   * browser's time zone (its "today").
   */
  newPage(options?: { viewport?: { width: number; height: number }; timezoneId?: string }): Promise<Page>;
  /** Saves a PNG of the page under test-artifacts/e2e/{file}/{nn}-{step}.png. */
  shot(page: Page, step: string): Promise<string>;
  /** Fills the login form and clicks Sign in (the page must be on /login). */
  signIn(page: Page, email: string, password?: string): Promise<void>;
}

/**
 * `env`: extra server environment for this file (e.g. short session limits). `prepare`: runs on the
 * file's copy of the seeded DATA_DIR before its server starts (the embedded database has one owner),
 * e.g. `npm run import` of a store-day the test needs.
 */
export function e2eApp(
  name: string,
  { env, prepare }: { env?: Record<string, string>; prepare?: (dataDir: string) => void } = {},
): App {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  let dataDir: string | undefined;
  const contexts: BrowserContext[] = [];
  const shotsDir = path.join(artifactsDir, 'e2e', name);
  let shotCount = 0;

  beforeAll(async () => {
    rmSync(shotsDir, { recursive: true, force: true });
    mkdirSync(shotsDir, { recursive: true });
    dataDir = mkdtempSync(path.join(tmpdir(), `store-ops-e2e-${name}-`));
    cpSync(inject('templateDataDir'), dataDir, { recursive: true });
    prepare?.(dataDir);
    [server, browser] = await Promise.all([startServer({ dataDir, logName: name, env }), launchChromium()]);
  });

  // A failed test leaves a picture of every page it had open: what it waited for in vain.
  afterEach(async ({ task }) => {
    if (task.result?.state !== 'fail') return;
    const pages = contexts.flatMap((context) => context.pages());
    const slug = task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 60);
    for (const [i, page] of pages.entries()) {
      const file = path.join(shotsDir, `failed-${slug}-${i + 1}.png`);
      await page.screenshot({ path: file, fullPage: true, timeout: 30_000 }).catch(() => {});
      console.log(`[e2e] ${task.name}: page ${i + 1} of ${pages.length} at ${page.url()}, shot ${file}`);
    }
  });

  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => {});
    await browser?.close();
    await server?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const need = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`e2e ${what} not started (beforeAll failed?)`);
    return value;
  };

  const newContext = async (options: BrowserContextOptions = {}) => {
    const context = await need(browser, 'browser').newContext({
      baseURL: need(server, 'server').url,
      ...options,
    });
    context.setDefaultTimeout(STEP_TIMEOUT_MS);
    contexts.push(context);
    return context;
  };

  return {
    get url() {
      return need(server, 'server').url;
    },
    get server() {
      return need(server, 'server');
    },
    get browser() {
      return need(browser, 'browser');
    },
    newContext,
    async newPage({ viewport = DESKTOP, timezoneId } = {}) {
      const context = await newContext({ viewport, ...(timezoneId ? { timezoneId } : {}) });
      return context.newPage();
    },
    async shot(page, step) {
      shotCount += 1;
      const file = path.join(shotsDir, `${String(shotCount).padStart(2, '0')}-${step}.png`);
      await page.screenshot({ path: file, fullPage: true });
      return file;
    },
    async signIn(page, email, password = DEMO_PASSWORD) {
      await page.getByLabel('E-mail').fill(email);
      await page.getByLabel('Password').fill(password);
      await page.getByRole('button', { name: 'Sign in' }).click();
    },
  };
}
