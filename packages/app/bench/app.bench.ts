// `npm run bench -w packages/app`: the app's budgets, measured (not a timed test). Prints each
// figure next to its target; the last lines are the summary.
//  1. initial JS (entry + its start-up stages + static imports + the route's own module, gzip) for /login and /chat,
//     and that AG Grid, papaparse and admin screens are in neither (from the source maps);
//  2. main-thread long tasks (> 50 ms) while a heavy store-day loads and its context builds, from the
//     network and again from the browser cache; while the dashboard renders 92 days; while a long
//     Markdown reply streams in from an OpenAI-compatible provider (a fake one on loopback);
//  3. sign-in -> context preview visible, fetched vs cached, medians of 5, and the ratio (timed in
//     the page, from the Sign in click event);
//  4. Lighthouse on /login, /blog and a blog post: performance score and CLS.
// `npm run bench -w packages/app -- --only=bundle` runs part 1 alone; `--only=longtasks`, `--only=signin`
// or `--only=lighthouse` runs part 1 and that part.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describeDate } from '@store-ops/domain';
import { FakeOpenAi, textReply } from '@store-ops/server/testing';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { BrowserContext, Page } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../../../scripts/chromium.mjs';
import { localDate, pickDate } from '../e2e/flows';
import { launchChromium } from '../e2e/harness';
import { artifactsDir, repoRoot, startServer } from '../e2e/server';
import { readManifest, routeBundle, shippedGzipBytes } from './bundle';
import { heavyDay } from './heavy-day';

const distDir = path.join(repoRoot, 'packages/app/dist');
const KB = 1024;
const results: string[] = [];
let failures = 0;
function report(label: string, value: string, target: string, ok: boolean) {
  const line = `${ok ? 'PASS' : 'FAIL'}  ${label}: ${value} (target ${target})`;
  results.push(line);
  if (!ok) failures++;
  console.log(line);
}
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
};

// --- 1. bundle -----------------------------------------------------------------------------
console.log('Building the app...');
const build = spawnSync('npm', ['run', 'build', '-w', 'packages/app'], {
  cwd: repoRoot,
  encoding: 'utf8',
  // Source maps for this build only: they name each chunk's modules (the shipped build has none).
  env: { ...process.env, NODE_ENV: 'production', STORE_OPS_SOURCEMAPS: 'true' },
});
if (build.status !== 0) throw new Error(`build failed:\n${build.stdout}\n${build.stderr}`);
const manifest = readManifest(distDir);
// Admin screens = the lazy admin route modules (the route table in src/routes/admin/index.tsx only
// names them); zod is reported too, as the next-largest avoidable dependency of the entry.
const forbidden = [
  'ag-grid-community',
  'ag-grid-react',
  'papaparse',
  'src/routes/admin/GridRoute',
  'src/routes/admin/DetailRoute',
  'src/routes/admin/entities',
];
/** The lazy route modules each screen loads on first paint (src/routes/lazy.tsx); /login is in the entry. */
const routeModules: Record<string, string[]> = {
  '/login': [],
  '/chat': ['src/routes/SignedInLayout.tsx', 'src/routes/ChatRoute.tsx'],
  // The public blog: the server's rendered pages, none of the signed-in app's code.
  '/blog': [],
};
const budgets: Record<string, number> = { '/login': 170, '/chat': 200, '/blog': 170 };
/** What a public page must not load: the signed-in shell and the chat. */
const signedInModules = ['src/routes/SignedInLayout', 'src/routes/ChatRoute'];
for (const [route, modules] of Object.entries(routeModules)) {
  const b = routeBundle(
    distDir,
    manifest,
    route,
    modules,
    route === '/chat' ? forbidden : [...forbidden, ...signedInModules],
  );
  const kb = b.gzipBytes / KB;
  const target = budgets[route] as number;
  console.log(`  ${route}: ${b.files.join(', ')}`);
  report(`initial JS ${route} (gzip)`, `${kb.toFixed(1)} KB`, `<= ${target} KB`, kb <= target);
  report(
    `AG Grid / papaparse / admin screens${route === '/chat' ? '' : ' / signed-in app'} in ${route}`,
    b.forbiddenFound.length ? b.forbiddenFound.join(', ') : 'none',
    'none',
    b.forbiddenFound.length === 0,
  );
}

// The dashboard's own JavaScript: what /dashboard loads beyond /chat (its route and the admin screens)
// before its board paints; then the ranking grid (AG Grid, ~265 KB, shared with the data grids),
// which the route starts loading beside the board's data.
{
  const chat = routeBundle(distDir, manifest, '/chat', routeModules['/chat'] as string[], []);
  const firstPaint = ['src/routes/SignedInLayout.tsx', 'src/routes/admin/DashboardRoute.tsx'];
  const rankingGrid = '../ui/src/screens/admin/Dashboard/StoreRanking.tsx';
  const dashboard = routeBundle(distDir, manifest, '/dashboard', firstPaint, [
    'papaparse',
    'src/routes/admin/GridRoute',
    'ag-grid-community',
  ]);
  const inAll = routeBundle(
    distDir,
    manifest,
    '/dashboard',
    [...firstPaint, rankingGrid],
    ['papaparse', 'src/routes/admin/GridRoute'],
  );
  const beyond = (files: string[], than: string[]) => files.filter((f) => !than.includes(f));
  const gzipKb = (files: string[]) => files.reduce((t, f) => t + shippedGzipBytes(distDir, f), 0) / KB;
  const own = beyond(dashboard.files, chat.files);
  const grid = beyond(inAll.files, [...chat.files, ...dashboard.files]);
  console.log(`  /dashboard beyond /chat: ${own.join(', ')}`);
  console.log(`  /dashboard's ranking grid: ${grid.join(', ')}`);
  const kb = gzipKb(own);
  report(
    '/dashboard chunks beyond /chat before its board paints (gzip)',
    `${kb.toFixed(1)} KB`,
    '<= 110 KB',
    kb <= 110,
  );
  const gridKb = gzipKb(grid);
  report(
    "/dashboard's ranking grid, loaded beside the board (gzip)",
    `${gridKb.toFixed(1)} KB`,
    '<= 270 KB',
    gridKb <= 270,
  );
  report(
    'AG Grid before the dashboard board paints',
    dashboard.forbiddenFound.includes('ag-grid-community') ? 'found' : 'none',
    'none',
    !dashboard.forbiddenFound.includes('ag-grid-community'),
  );
  report(
    'papaparse / the data grids in /dashboard',
    inAll.forbiddenFound.length ? inAll.forbiddenFound.join(', ') : 'none',
    'none',
    inAll.forbiddenFound.length === 0,
  );
}
// The maps were for the checks above; the build the server serves ships none.
for (const f of readdirSync(path.join(distDir, 'assets')))
  if (f.endsWith('.map')) rmSync(path.join(distDir, 'assets', f));

// `--only=bundle`: stop after the bundle figures (no server, no browser).
if (process.argv.includes('--only=bundle')) {
  console.log('\n--- app bench summary (bundle only) ---');
  for (const line of results) console.log(line);
  console.log(`${failures === 0 ? 'all bundle budgets met' : `${failures} budget(s) missed`}`);
  process.exit(failures === 0 ? 0 : 1);
}

// --- browser parts: one real server with the demo data -------------------------------------
const dataDir = mkdtempSync(path.join(tmpdir(), 'store-ops-bench-'));
// The model provider is outside the product: a fake OpenAI-compatible server on loopback that streams
// the replies the streaming part asks for (the other parts never call the assistant).
const provider = await FakeOpenAi.start();
const server = await startServer({
  dataDir,
  logName: 'bench',
  env: { OPENAI_API_KEY: 'sk-bench', OPENAI_BASE_URL: provider.baseURL },
});
console.log(`server (fresh DATA_DIR, seeded) healthy in ${Math.round(server.startupMs)} ms`);
const browser = await launchChromium();
const shotsDir = path.join(artifactsDir, 'bench');
mkdirSync(shotsDir, { recursive: true });

async function signIn(page: Page, email = 'staff@example.com') {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill('demo-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
}
const preview = (page: Page) => page.locator('[data-component="ContextPreview"]');

// Timed in the page, not from Playwright: its click waits for actionability and its waits poll,
// which added 150-200 ms of the harness to every run. The clock starts at the Sign in click event
// (its timeStamp) and stops at the first frame in which the context preview is in the page and
// visible. The preview renders once its facts are built, inside the chat's options: the page opens
// them the moment their toggle appears (Playwright's own click would land 50-150 ms later and be
// what the run measured). A string, not a function: tsx would wrap a function's inner helpers in
// calls the page does not have.
const previewClock = `(() => {
  const w = window;
  w.__signInToPreview = null;
  let clickAt = null;
  document.addEventListener('click', (e) => {
    const b = e.target instanceof Element ? e.target.closest('button') : null;
    if (b && b.textContent.trim() === 'Sign in') clickAt = e.timeStamp;
  }, true);
  const check = () => {
    if (clickAt === null || w.__signInToPreview !== null) return;
    const toggle = [...document.querySelectorAll('button[aria-expanded="false"]')].find(
      (b) => b.textContent.trim() === 'Show options',
    );
    if (toggle) toggle.click();
    const p = document.querySelector('[data-component="ContextPreview"]');
    if (!p || !p.checkVisibility()) return;
    requestAnimationFrame((frame) => { if (w.__signInToPreview === null) w.__signInToPreview = frame - clickAt; });
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true });
})()`;

/**
 * A person's pause between typing the password and clicking Sign in. The form starts loading the
 * signed-in screens at the first keystroke; Playwright's `fill` types both fields in a few
 * milliseconds, which no person does, so the budgeted runs pause as a quick typist would. The
 * figure without the pause is printed too (INFO), to show what a password manager's fill-and-click
 * costs.
 */
const TYPING_TO_CLICK_MS = 500;

/** Milliseconds from clicking Sign in to the context preview being visible (timed in the page). */
async function timeSignInToPreview(page: Page, pauseMs = TYPING_TO_CLICK_MS) {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in' }).waitFor();
  await page.getByLabel('E-mail').fill('staff@example.com');
  await page.getByLabel('Password').fill('demo-password');
  await page.waitForTimeout(pauseMs);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await preview(page).waitFor({ state: 'visible', timeout: 30_000 });
  const ms = await page.waitForFunction(
    () => (window as unknown as { __signInToPreview: number | null }).__signInToPreview,
  );
  return (await ms.jsonValue()) as number;
}

// The same first visible preview, timed from the navigation's start (a full page load of `/`).
const loadClock = `(() => {
  const w = window;
  w.__loadToPreview = null;
  const check = () => {
    if (w.__loadToPreview !== null) return;
    const toggle = [...document.querySelectorAll('button[aria-expanded="false"]')].find(
      (b) => b.textContent.trim() === 'Show options',
    );
    if (toggle) toggle.click();
    const p = document.querySelector('[data-component="ContextPreview"]');
    if (!p || !p.checkVisibility()) return;
    requestAnimationFrame((frame) => { if (w.__loadToPreview === null) w.__loadToPreview = frame; });
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true });
})()`;

/** Records the page's main-thread long tasks (> 50 ms) from its first script on. */
async function recordLongTasks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __longTasks: { start: number; duration: number }[] };
    w.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
}

/** The durations (ms) of the long tasks recordLongTasks saw start at or after `since`. */
function longTasksOf(page: Page, since: number): Promise<number[]> {
  return page.evaluate(
    (from) =>
      (window as unknown as { __longTasks: { start: number; duration: number }[] }).__longTasks
        .filter((t) => t.start >= from)
        .map((t) => Math.round(t.duration)),
    since,
  );
}

const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
const runs = (part: 'longtasks' | 'signin' | 'lighthouse') => only === undefined || only === part;
try {
  // --- 2. long tasks while a heavy store-day loads ------------------------------------------
  if (runs('longtasks')) {
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await recordLongTasks(page);
    let heavyBytes = 0;
    let markAt = 0;
    let csvCalls = 0;
    // The CSV proxy is fetched from the report worker: route at the context, which sees worker requests.
    await context.route('**/api/csvproxy**', async (route) => {
      const url = new URL(route.request().url());
      const body = JSON.stringify(heavyDay(url.searchParams.get('start') ?? '2026-01-01', 1));
      heavyBytes = body.length;
      csvCalls++;
      // The load starts now: the heavy answer is about to arrive; count long tasks from here.
      markAt = await page.evaluate(() => performance.now());
      await route.fulfill({ status: 200, contentType: 'application/json', body });
    });
    /** Waits until the preview describes `date` (the store-day is loaded and its context built). */
    const previewOf = async (date: string) => {
      const shown = describeDate(date).displayDate;
      await page
        .locator('[data-component="ContextPreview"] [data-fact="date"] dd', { hasText: shown })
        .waitFor({ timeout: 60_000 });
      await page.waitForTimeout(500);
    };
    await page.goto('/login');
    await signIn(page);
    await page.getByRole('button', { name: 'Show options' }).click({ timeout: 60_000 });
    await previewOf(localDate(0));
    const fetched = await longTasksOf(page, markAt);
    await page.screenshot({ path: path.join(shotsDir, 'heavy-day.png') });
    console.log(
      `  heavy store-day: ${(heavyBytes / KB / KB).toFixed(2)} MB JSON; long tasks: ${JSON.stringify(fetched)}`,
    );
    report(
      'main-thread long tasks (> 50 ms) while a heavy store-day loads',
      String(fetched.length),
      '0',
      fetched.length === 0,
    );
    // Another heavy day, then back to the first: from the browser cache (unpacked and parsed in the
    // worker). Counted from the moment the user picks the date again, the picking included.
    await pickDate(page, localDate(-1));
    await previewOf(localDate(-1));
    const callsBefore = csvCalls;
    const revisitAt = await page.evaluate(() => performance.now());
    await pickDate(page, localDate(0));
    await previewOf(localDate(0));
    const cached = await longTasksOf(page, revisitAt);
    console.log(
      `  revisit from the browser cache: csvproxy calls ${csvCalls - callsBefore}; long tasks: ${JSON.stringify(cached)}`,
    );
    report(
      'main-thread long tasks (> 50 ms) while a heavy store-day loads from the browser cache',
      `${cached.length} (${csvCalls - callsBefore} csvproxy calls)`,
      '0 (0 csvproxy calls)',
      cached.length === 0 && csvCalls === callsBefore,
    );
    await context.close();

    // The dashboard rendering 92 days x every store (counted from the board's answer, so the admin
    // chunk's own parse is not in it).
    const admin = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 800 } });
    const board = await admin.newPage();
    await recordLongTasks(board);
    await board.goto('/login');
    await signIn(board, 'admin@example.com');
    await board.waitForURL('**/chat');
    const end = localDate(-1);
    const start = localDate(-92);
    let boardAt = 0;
    board.on('response', async (r) => {
      if (r.url().includes(`/api/dashboard?start=${start}`))
        boardAt = await board.evaluate(() => performance.now());
    });
    await board.goto(`/dashboard?start=${start}&end=${end}`);
    await board.locator('.ag-row[row-index="11"]').waitFor({ timeout: 60_000 });
    await board.waitForTimeout(500);
    const rendering = await longTasksOf(board, boardAt);
    await board.screenshot({ path: path.join(shotsDir, 'dashboard-92-days.png') });
    console.log(`  dashboard ${start}..${end}, every store: long tasks ${JSON.stringify(rendering)}`);
    report(
      'main-thread long tasks (> 50 ms) while the dashboard renders 92 days x 12 stores',
      String(rendering.length),
      '0',
      rendering.length === 0,
    );
    await admin.close();

    // A long Markdown reply (~40 KB: 27 sections of a heading, a paragraph, a table of 30 rows)
    // streamed in 60-character pieces every 8 ms, rendered as it arrives; long tasks counted from the
    // send to the reply's arrival.
    const sections = Array.from({ length: 27 }, (_, i) => {
      const rows = Array.from(
        { length: 30 },
        (_, r) =>
          `| ${String(r + 6).padStart(2, '0')}:00 | $${(1234.5 + r * 17.25 + i).toFixed(2)} | ${r + 20} | **note ${r}** |`,
      );
      return [
        `## Section ${i + 1}: hourly detail`,
        'Net sales ran ahead of the forecast in the morning and behind it after the lunch peak; labor followed the schedule.',
        '| Hour | Net sales | Transactions | Note |',
        '| --- | ---: | ---: | --- |',
        ...rows,
        '- one point to follow up\n- another point, with `code` and a [link](https://example.com)',
      ].join('\n');
    });
    const longReply = sections.join('\n\n');
    const pieces = longReply.match(/[\s\S]{1,60}/g) ?? [];
    provider.reply(() => ({ ...textReply(longReply), chunks: pieces, chunkDelayMs: 8 }));
    const chatContext = await browser.newContext({
      baseURL: server.url,
      viewport: { width: 1280, height: 800 },
    });
    const chat = await chatContext.newPage();
    await recordLongTasks(chat);
    await chat.goto('/login');
    await signIn(chat);
    await chat.getByRole('button', { name: 'Show options' }).click({ timeout: 60_000 });
    await preview(chat).waitFor({ state: 'visible', timeout: 60_000 });
    await chat.waitForTimeout(1000);
    const input = chat.getByRole('textbox', { name: 'Message' });
    await input.fill('Give me the hourly detail, section by section');
    const sentAt = await chat.evaluate(() => performance.now());
    await input.press('Enter');
    await chat.locator('[data-component="ChatMessage"][data-pending]').waitFor({ timeout: 30_000 });
    // Polled every 250 ms (a locator's wait checks every frame: work of its own in the page measured).
    await chat.waitForFunction(
      () => !document.querySelector('[data-component="ChatMessage"][data-pending]'),
      null,
      { polling: 250, timeout: 120_000 },
    );
    const rows = await chat
      .locator('[data-component="ChatMessage"][data-author="system"]')
      .last()
      .locator('tbody tr')
      .count();
    const streamed = await longTasksOf(chat, sentAt);
    await chat.screenshot({ path: path.join(shotsDir, 'long-reply.png') });
    console.log(
      `  a ${(longReply.length / KB).toFixed(1)} KB reply in ${pieces.length} pieces (${rows} table rows rendered): long tasks ${JSON.stringify(streamed)}`,
    );
    report(
      'main-thread long tasks (> 50 ms) while a 40 KB Markdown reply streams in',
      String(streamed.length),
      '0',
      streamed.length === 0 && rows === 27 * 30,
    );
    await chatContext.close();
  }

  // --- 3. sign-in -> context preview, fetched vs cached -------------------------------------
  if (runs('signin')) {
    const fetched: number[] = [];
    for (let i = 0; i < 5; i++) {
      const context = await browser.newContext({ baseURL: server.url });
      await context.addInitScript({ content: previewClock });
      fetched.push(await timeSignInToPreview(await context.newPage()));
      await context.close();
    }
    const cached: number[] = [];
    const context: BrowserContext = await browser.newContext({ baseURL: server.url });
    await context.addInitScript({ content: previewClock });
    const page = await context.newPage();
    let csvCalls = 0;
    page.on('request', (r) => {
      if (r.url().includes('/api/csvproxy')) csvCalls++;
    });
    // A returning user: the session ended without a sign-out (a sign-out clears this user's data
    // from the browser), and the same user signs in again on the same browser.
    const endSession = () => context.clearCookies();
    await timeSignInToPreview(page); // warms the browser cache with this store-day
    await endSession();
    csvCalls = 0;
    for (let i = 0; i < 5; i++) {
      cached.push(await timeSignInToPreview(page));
      await endSession();
    }
    const cachedNoPause: number[] = [];
    for (let i = 0; i < 5; i++) {
      cachedNoPause.push(await timeSignInToPreview(page, 0));
      await endSession();
    }
    // A full page load of `/` while signed in (a bookmark, a reload) shows the chat. Last:
    // its clock opens the options as the sign-in clock does, and both at once would toggle twice.
    await timeSignInToPreview(page);
    const reloads: number[] = [];
    await context.addInitScript({ content: loadClock });
    for (let i = 0; i < 5; i++) {
      await page.goto('/');
      await preview(page).waitFor({ state: 'visible', timeout: 30_000 });
      const ms = await page.waitForFunction(
        () => (window as unknown as { __loadToPreview: number | null }).__loadToPreview,
      );
      reloads.push((await ms.jsonValue()) as number);
    }
    await page.goto('/auth/logout');
    await context.close();
    const f = median(fetched);
    const c = median(cached);
    console.log(
      `  fetched runs ms: ${fetched.map(Math.round).join(', ')}; cached runs ms: ${cached.map(Math.round).join(', ')}`,
    );
    report('sign-in -> preview, fetched (median of 5)', `${Math.round(f)} ms`, '<= 1500 ms', f <= 1500);
    report('sign-in -> preview, cached (median of 5)', `${Math.round(c)} ms`, '<= 300 ms', c <= 300);
    report('csvproxy calls during the cached runs', String(csvCalls), '0', csvCalls === 0);
    const r = median(reloads);
    console.log(`  full page load of / -> preview, runs ms: ${reloads.map(Math.round).join(', ')}`);
    report(
      'full page load of / (signed in) -> preview (median of 5)',
      `${Math.round(r)} ms`,
      '<= 1500 ms',
      r <= 1500,
    );
    results.push(`INFO  ratio cached/fetched: ${(c / f).toFixed(2)}`);
    console.log(`  ratio cached/fetched: ${(c / f).toFixed(2)}`);
    const n = median(cachedNoPause);
    results.push(
      `INFO  sign-in -> preview, cached, clicked as soon as the fields are filled: ${Math.round(n)} ms`,
    );
    console.log(`  cached, no pause before the click, runs ms: ${cachedNoPause.map(Math.round).join(', ')}`);
  }
} finally {
  await browser.close();
  await provider.close();
}

// --- 4. Lighthouse on /login and the blog -----------------------------------------------------------------
if (runs('lighthouse')) {
  process.env.CHROME_PATH ??= chromiumPath;
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH,
    chromeFlags: chromiumArgs.filter((a) => a !== '--headless').concat('--headless=new'),
  });
  // Lighthouse simulates a slow phone from this machine's own timings, which vary from run to run
  // (a few points): the score is the median of 5 runs, as Lighthouse's docs advise; CLS the worst.
  // The blog's pages also count their runs at >= 95 (at least 4 of 5).
  const measure = async (page: string, name: string, { countRuns = false } = {}) => {
    const runs: { score: number; cls: number; metrics: string }[] = [];
    for (let i = 0; i < 5; i++) {
      const run = await lighthouse(`${server.url}${page}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      if (!run) throw new Error('lighthouse returned no result');
      const lhr = run.lhr;
      writeFileSync(path.join(shotsDir, `lighthouse-${name}-${i + 1}.json`), JSON.stringify(lhr, null, 1));
      if (lhr.runtimeError) {
        // A run that could not measure (e.g. no paint seen) is reported, not counted.
        console.log(`  run ${i + 1}: no result (${lhr.runtimeError.code}: ${lhr.runtimeError.message})`);
        continue;
      }
      const audit = (id: string) => lhr.audits[id]?.displayValue ?? '?';
      runs.push({
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
        metrics: `FCP ${audit('first-contentful-paint')}, LCP ${audit('largest-contentful-paint')}, TBT ${audit('total-blocking-time')}, SI ${audit('speed-index')}`,
      });
      const last = runs[runs.length - 1];
      console.log(`  ${page} run ${i + 1}: score ${last?.score}; ${last?.metrics}; CLS ${last?.cls}`);
    }
    if (runs.length < 3)
      throw new Error(`only ${runs.length} of 5 Lighthouse runs of ${page} produced a result`);
    const score = median(runs.map((r) => r.score));
    const cls = Math.max(...runs.map((r) => r.cls));
    report(
      `Lighthouse ${page} performance (default mobile preset, median of 5)`,
      String(score),
      '>= 95',
      score >= 95,
    );
    report(`Lighthouse ${page} CLS (worst of 5)`, String(cls), '0', cls === 0);
    if (countRuns) {
      const good = runs.filter((r) => r.score >= 95).length;
      // A run Lighthouse could not measure counts as a miss.
      const unmeasured = 5 - runs.length;
      report(
        `Lighthouse ${page} runs scoring >= 95`,
        `${good} of 5${unmeasured ? ` (${unmeasured} without a result)` : ''}`,
        '>= 4 of 5',
        good >= 4,
      );
    }
  };
  try {
    // /login (for a visitor), the blog's list and a seeded post are served rendered. Each
    // page is asked for once first, unmeasured: the server loads its renderer (and jsdom, for a
    // post's Markdown) with the first such page after a start, ~1 s once, not what a visitor meets.
    for (const [page, rendered] of [
      ['/login', 'data-prerendered="login"'],
      ['/blog', 'data-status="loaded"'],
      ['/blog/welcome-to-store-ops', 'data-status="loaded"'],
    ] as const) {
      const res = await fetch(`${server.url}${page}`, { headers: { accept: 'text/html' } });
      if (!res.ok || !(await res.text()).includes(rendered))
        throw new Error(`${page} was not served rendered (${res.status})`);
    }
    await measure('/login', 'login');
    await measure('/blog', 'blog', { countRuns: true });
    await measure('/blog/welcome-to-store-ops', 'blog-post', { countRuns: true });
  } finally {
    chrome.kill();
  }
}

await server.stop();
rmSync(dataDir, { recursive: true, force: true });
console.log('\n--- app bench summary ---');
for (const line of results) console.log(line);
console.log(`${failures === 0 ? 'all budgets met' : `${failures} budget(s) missed`}`);
