// The signed-in app's frame, measured: the page itself never scrolls (only the content pane does, so
// the header stays), and every page names itself in the browser's tab.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  importLateClockIns,
  LATE_DATE,
  LATE_STORE_ID,
  openOptions,
  pickDate,
  pickStore,
  signInToChat,
  visibleStores,
} from './flows';
import { ADMIN_EMAIL, DESKTOP, e2eApp, PHONE } from './harness';

// A store-day with late clock-ins: its chat offers suggestion chips to measure.
const app = e2eApp('layout', { prepare: importLateClockIns });

const pages = [
  { path: '/toc', screen: 'TocScreen', title: 'Documentation - Store Ops' },
  { path: '/report', screen: 'StoreDayReportScreen', title: 'Store-day report - Store Ops' },
  { path: '/reports', screen: 'ReportCustomizerScreen', title: 'Report customizer - Store Ops' },
  { path: '/staffchat', screen: 'StaffChatScreen', title: 'Staff Chat - Store Ops' },
  { path: '/dashboard', screen: 'DashboardScreen', title: 'Dashboard - Store Ops' },
  { path: '/users', screen: 'AdminGridScreen', title: 'Users - Store Ops' },
  { path: '/chat', screen: 'ChatScreen', title: 'Assistant - Store Ops' },
] as const;

/** How far the document could scroll, and where the header is after a wheel over the content. */
async function frame(page: Page) {
  return page.evaluate(() => {
    const doc = document.scrollingElement ?? document.documentElement;
    const header = document.querySelector('[data-component="AppHeader"]');
    const pane = document.querySelector('[data-component="AppShell"] > [data-part="content"]');
    const h = header?.getBoundingClientRect();
    const p = pane?.getBoundingClientRect();
    return {
      overflow: doc.scrollHeight - window.innerHeight,
      scrollY: window.scrollY,
      headerTop: h?.top ?? null,
      // The pane fills the window below the header, however little its page holds.
      paneGapAbove: h && p ? Math.round(p.top - h.bottom) : null,
      paneGapBelow: p ? Math.round(window.innerHeight - p.bottom) : null,
    };
  });
}

describe('the signed-in frame', () => {
  for (const [name, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`never scrolls the page, only its content (${name})`, async () => {
      const page = await app.newPage({ viewport });
      await signInToChat(page, ADMIN_EMAIL);
      for (const { path, screen, title } of pages) {
        await page.goto(path);
        await page.locator(`[data-component="${screen}"]`).waitFor();
        await page.waitForFunction((t) => document.title === t, title);
        await page.mouse.move(viewport.width / 2, viewport.height - 40);
        await page.mouse.wheel(0, 4000);
        // The wheel's scroll lands in the pane (a frame later); the page itself has nothing to scroll.
        await page.evaluate(
          () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
        );
        expect({ path, ...(await frame(page)) }).toEqual({
          path,
          overflow: 0,
          scrollY: 0,
          headerTop: 0,
          paneGapAbove: 0,
          paneGapBelow: 0,
        });
      }
      await app.shot(page, `frame-${name}`);
    });
  }

  it('keeps the input, the chips and the selector bar apart with the chat options open (1280 x 800)', async () => {
    const page = await app.newPage();
    await signInToChat(page, ADMIN_EMAIL);
    const store = (await visibleStores(page)).find((s) => s.id === LATE_STORE_ID);
    if (!store) throw new Error(`no store ${LATE_STORE_ID}`);
    await pickStore(page, store);
    await pickDate(page, LATE_DATE);
    await openOptions(page);
    await page.locator('[data-component="ContextPreview"]').waitFor();
    const chipButtons = page.getByRole('group', { name: 'Suggested questions' }).getByRole('button');
    await expect.poll(() => chipButtons.count(), { timeout: 30_000 }).toBeGreaterThan(0);
    const boxes = await page.evaluate(() => {
      const rect = (el: Element | null | undefined) => {
        const r = el?.getBoundingClientRect();
        return r
          ? {
              top: Math.round(r.top),
              bottom: Math.round(r.bottom),
              left: Math.round(r.left),
              right: Math.round(r.right),
            }
          : null;
      };
      return {
        input: rect(document.querySelector('[data-component="ChatScreen"] textarea')),
        bar: rect(document.querySelector('[data-component="SelectorBar"]')),
        chips: [...document.querySelectorAll('[data-part="suggestion"]')].map(rect),
        width: window.innerWidth,
        height: window.innerHeight,
      };
    });
    await app.shot(page, 'chat-options-open');
    const { input, bar, chips } = boxes;
    if (!input || !bar) throw new Error(`chat parts missing: ${JSON.stringify(boxes)}`);
    expect(input.bottom).toBeLessThanOrEqual(bar.top);
    expect(bar.bottom).toBeLessThanOrEqual(boxes.height);
    expect(chips.length).toBeGreaterThan(0);
    for (const chip of chips) {
      if (!chip) throw new Error('a chip without a box');
      // Whole, on screen, above the input: nothing of a chip is cut off.
      expect(chip.top).toBeGreaterThanOrEqual(0);
      expect(chip.bottom).toBeLessThanOrEqual(input.top);
      expect(chip.left).toBeGreaterThanOrEqual(0);
      expect(chip.right).toBeLessThanOrEqual(boxes.width);
    }
  });

  it("puts a room's header at the top of the pane on a phone, not mid-screen", async () => {
    const page = await app.newPage({ viewport: PHONE });
    await signInToChat(page, ADMIN_EMAIL);
    await page.goto('/staffchat');
    // The app opens a room by itself when it has one to open; otherwise the first of the list.
    const back = page.locator('[data-component="StaffChatScreen"] [data-part="back"]');
    const firstRoom = page
      .locator('[data-component="StaffChatScreen"] [data-part="rooms"] [role="option"]')
      .first();
    await Promise.race([back.waitFor(), firstRoom.waitFor()]);
    if (!(await back.isVisible())) await firstRoom.click();
    await back.waitFor();
    const gap = await page.evaluate(() => {
      const pane = document.querySelector('[data-component="AppShell"] > [data-part="content"]');
      const head = document.querySelector(
        '[data-component="StaffChatScreen"] [data-part="back"]',
      )?.parentElement;
      const p = pane?.getBoundingClientRect();
      const h = head?.getBoundingClientRect();
      return p && h ? Math.round(h.top - p.top) : null;
    });
    await app.shot(page, 'staffchat-room-phone');
    // The page's own padding (and the connection's status line, when it shows) above it, no more.
    expect(gap).not.toBeNull();
    expect(gap).toBeGreaterThanOrEqual(0);
    expect(gap).toBeLessThanOrEqual(64);
  });

  it("gives the dashboard's store grid the full width of its pane", async () => {
    const page = await app.newPage();
    await signInToChat(page, ADMIN_EMAIL);
    await page.goto('/dashboard');
    await page.locator('[data-component="DashboardScreen"] .ag-row').first().waitFor();
    const widths = await page.evaluate(() => {
      const screen = document.querySelector('[data-component="DashboardScreen"]');
      const grid = screen?.querySelector('.ag-root-wrapper');
      return {
        screen: Math.round(screen?.getBoundingClientRect().width ?? 0),
        grid: Math.round(grid?.getBoundingClientRect().width ?? 0),
      };
    });
    await app.shot(page, 'dashboard-grid');
    expect(widths.grid).toBeGreaterThan(0);
    // The screen's padding either side, no more (it sat in ~620 px beside Needs attention).
    expect(widths.screen - widths.grid).toBeLessThanOrEqual(64);
  });

  it("gives a data grid the pane down to the window's bottom", async () => {
    const page = await app.newPage();
    await signInToChat(page, ADMIN_EMAIL);
    await page.goto('/stores');
    await page.locator('[data-component="AdminGridScreen"] .ag-row').first().waitFor();
    const gap = await page.evaluate(() => {
      const grid = document.querySelector('[data-component="DataGrid"] [data-part="grid"]');
      return window.innerHeight - Math.round(grid?.getBoundingClientRect().bottom ?? 0);
    });
    // The page's own padding below it, no more.
    expect(gap).toBeGreaterThanOrEqual(0);
    expect(gap).toBeLessThanOrEqual(24);
  });

  it('marks the assistant as the current page on /chat', async () => {
    const page = await app.newPage();
    await signInToChat(page, ADMIN_EMAIL);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    expect(await nav.getByRole('link', { name: 'Assistant' }).getAttribute('aria-current')).toBe('page');
  });
});
