// The signed-in app's frame, measured: the page itself never scrolls (only the content pane does, so
// the header stays), and every page names itself in the browser's tab.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openOptions, signInToChat } from './flows';
import { ADMIN_EMAIL, DESKTOP, e2eApp, PHONE } from './harness';

const app = e2eApp('layout');

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
    await openOptions(page);
    await page.locator('[data-component="ContextPreview"]').waitFor();
    const boxes = await page.evaluate(() => {
      const box = (selector: string) => {
        const r = document.querySelector(selector)?.getBoundingClientRect();
        return r ? { top: Math.round(r.top), bottom: Math.round(r.bottom) } : null;
      };
      const chips = [...document.querySelectorAll('[data-part="suggestion"]')].map((c) => {
        const r = c.getBoundingClientRect();
        return { top: Math.round(r.top), bottom: Math.round(r.bottom) };
      });
      return {
        input: box('[data-component="ChatScreen"] textarea'),
        bar: box('[data-component="SelectorBar"]'),
        chips,
        height: window.innerHeight,
      };
    });
    await app.shot(page, 'chat-options-open');
    const { input, bar, chips } = boxes;
    if (!input || !bar) throw new Error(`chat parts missing: ${JSON.stringify(boxes)}`);
    expect(input.bottom).toBeLessThanOrEqual(bar.top);
    expect(bar.bottom).toBeLessThanOrEqual(boxes.height);
    for (const chip of chips) {
      expect(chip.top).toBeGreaterThanOrEqual(0);
      expect(chip.bottom).toBeLessThanOrEqual(input.top);
    }
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
