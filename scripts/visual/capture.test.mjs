// The harness's wait for `content-visibility: auto` blocks (capture.mjs initPage), in real Chromium:
// every block in view is drawn before a shot, and a block nothing can make render (in a
// collapsed panel, scrolled out of its own scroll container, out of the viewport) is not waited for.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initPage, launch } from './capture.mjs';

/**
 * Twelve auto blocks of 1,000 px; the page keeps each block's last state as Chromium reported it
 * (`contentvisibilityautostatechange`: skipped, i.e. drawn blank, or drawn).
 */
const autoBlocks = `<!doctype html><style>
  body { margin: 0 }
  .auto { content-visibility: auto; contain-intrinsic-size: 100px }
  .content { height: 1000px }
</style>
<div id="blocks">${'<section class="auto"><div class="content"></div></section>'.repeat(12)}</div>
<script>
  window.skipped = [];
  const blocks = [...document.querySelectorAll('.auto')];
  document.addEventListener('contentvisibilityautostatechange', (e) => {
    window.skipped[blocks.indexOf(e.target)] = e.skipped;
  }, true);
</script>`;

/** Plain boxes (no content-visibility of their own: only the events the test sends reach the harness). */
const places = `<!doctype html><style>
  body { margin: 0 }
  .box { height: 50px }
  .collapsed { content-visibility: hidden }
  .log { height: 100px; overflow: auto }
</style>
<div class="box" id="in-view"></div>
<div class="collapsed"><div class="box" id="collapsed"></div></div>
<div class="log"><div style="height: 100px"></div><div class="box" id="scrolled-out"></div></div>
<div style="height: 2000px"></div><div class="box" id="below"></div>`;

let browser;
let page;
beforeAll(async () => {
  browser = await launch();
  const context = await browser.newContext({ viewport: { width: 400, height: 600 } });
  await context.addInitScript(initPage);
  page = await context.newPage();
  // Pages are loaded, not written in (setContent's document.open() would drop the harness's listeners).
  await page.route('http://visual.test/*', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: route.request().url().endsWith('/places') ? places : autoBlocks,
    }),
  );
});
afterAll(() => browser?.close());

const skippedNow = () => page.evaluate(() => [...window.skipped]);

describe('the wait for content-visibility: auto blocks', () => {
  it('waits until every block in view is drawn; a block far below stays skipped', async () => {
    await page.goto('http://visual.test/blocks');
    await page.waitForFunction(() => window.skipped[11] === true);
    expect(await page.evaluate(() => window.__visualRenderInView())).toBeGreaterThanOrEqual(0);
    expect(await page.evaluate(() => window.__visualSkippedInView())).toBe(0);
    const states = await skippedNow();
    expect([states[0], states[11]]).toEqual([false, true]);
  });

  it('after a scroll brings skipped blocks into view, waits until they are drawn', async () => {
    const { before, waited, inView } = await page.evaluate(async () => {
      window.scrollTo(0, 5000);
      const before = window.__visualSkippedInView();
      const waited = await window.__visualRenderInView();
      const inView = [...document.querySelectorAll('.auto')]
        .map((el, i) => ({ i, r: el.getBoundingClientRect() }))
        .filter(({ r }) => r.bottom > 0 && r.top < innerHeight)
        .map(({ i }) => window.skipped[i]);
      return { before, waited, inView };
    });
    // Chromium draws them a frame later: right after the scroll they were still skipped.
    expect(before).toBeGreaterThan(0);
    expect(waited).toBeGreaterThan(0);
    expect(inView.length).toBeGreaterThan(0);
    expect(inView).toEqual(inView.map(() => false));
  });

  it('counts a skipped block in view, and none that is collapsed, scrolled out of its container or below', async () => {
    await page.goto('http://visual.test/places');
    const skipped = (ids) =>
      page.evaluate((list) => {
        for (const id of list) {
          const event = new ContentVisibilityAutoStateChangeEvent('contentvisibilityautostatechange', {
            skipped: true,
            bubbles: true,
          });
          document.getElementById(id).dispatchEvent(event);
        }
        return window.__visualSkippedInView();
      }, ids);
    expect(await skipped(['collapsed', 'scrolled-out', 'below'])).toBe(0);
    expect(await skipped(['in-view'])).toBe(1);
    // Still skipped at the deadline: the wait gives up and says so (-1), it never waits forever.
    expect(await page.evaluate(() => window.__visualRenderInView(200))).toBe(-1);
  });
});
