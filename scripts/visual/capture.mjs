// Renders one story in Storybook's preview (iframe.html) and screenshots its content box.
import { stripVTControlCharacters } from 'node:util';
import { Transformer } from '@napi-rs/image';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../chromium.mjs';
import { decodePng } from './compare.mjs';

/** Fixed for every story: a live clock or "today" reads this (timers still run). */
export const FIXED_TIME = new Date('2026-03-18T14:30:00Z');
export const VIEWPORT = { width: 1280, height: 720 };
const MATRIX_GLOBALS = 'a11y.manual:!true;matrixViewport:phone;matrixScale:actual;matrixModes:both';
const STORY_TIMEOUT_MS = 30_000;
const UNSETTLED = 'the page was still changing after 3 s';

/**
 * Runs in every page before Storybook's own scripts:
 * - clears localStorage and sessionStorage (a story that stores a brand or a selection must not
 *   change the next one);
 * - seeds Math.random (same sequence on every load);
 * - `window.__visualReset()` does both again before the page switches to its next story;
 * - turns off animations, transitions and the caret (prefers-reduced-motion is emulated too);
 * - listens on Storybook's channel, which the preview assigns to a global when it starts: the story is
 *   done at `storyFinished` (emitted after the loaders, the render, the play function, waiting for
 *   animations and the afterEach hooks; also after a failure), or at `storyErrored` /
 *   `storyThrewException` / `storyMissing`. Listening from the first line misses no event.
 */
export function initPage() {
  let seed = 0;
  /** Storage emptied and the random sequence from its start: on every load and every story switch. */
  const fresh = () => {
    try {
      localStorage.clear();
      sessionStorage.clear();
    } catch {}
    seed = 0x2f6b1d3;
  };
  fresh();
  // Domain's mulberry32 (packages/domain/src/random.ts), inlined: this runs serialized in the page and cannot import.
  Math.random = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const style = document.createElement('style');
  style.textContent = `*, *::before, *::after {
    animation-delay: 0s !important; animation-duration: 0s !important;
    transition-delay: 0s !important; transition-duration: 0s !important;
    caret-color: transparent !important;
  }`;
  const addStyle = () => (document.head ?? document.documentElement).append(style);
  if (document.documentElement) addStyle();
  else document.addEventListener('readystatechange', addStyle, { once: true });

  // The story this page waits for: a story re-rendered after its first render (Storybook then runs
  // it to the end again) can report `storyFinished` once more, after the page moved on to the next.
  const state = {
    done: false,
    status: undefined,
    errors: [],
    storyId: new URLSearchParams(location.search).get('id'),
  };
  Object.defineProperty(window, '__visual', { value: state });
  // The next story in this page (switchStory): storage, randomness and this state as on a new load.
  Object.defineProperty(window, '__visualReset', {
    value: (storyId) => {
      fresh();
      state.storyId = storyId;
      state.done = false;
      state.status = undefined;
      state.errors = [];
    },
  });
  // Every block with `content-visibility: auto` the page has determined, and whether its content is
  // skipped now (Chromium fires the event when it first decides, and at every change after).
  const autoBlocks = new Map();
  document.addEventListener(
    'contentvisibilityautostatechange',
    (event) => autoBlocks.set(event.target, event.skipped),
    true,
  );
  /** Auto blocks within the viewport whose content is still skipped (drawn blank, placeholder height). */
  const skippedInView = () => {
    let count = 0;
    for (const [el, skipped] of autoBlocks) {
      if (!el.isConnected) {
        autoBlocks.delete(el);
        continue;
      }
      if (!skipped) continue;
      // Not drawn itself (in a collapsed panel's `content-visibility: hidden`, display: none, inside a
      // skipped block): nothing the viewport can make render.
      if (!el.checkVisibility({ contentVisibilityAuto: true })) continue;
      if (inView(el)) count++;
    }
    return count;
  };
  /**
   * Some of the box shows in the viewport, clipped by each scroll container around it (a chat log's
   * replies scrolled out of it stay skipped, as they should).
   */
  const inView = (el) => {
    const r = el.getBoundingClientRect();
    if (r.width < 1 || r.height < 1) return false;
    let [left, top, right, bottom] = [r.left, r.top, r.right, r.bottom];
    for (let a = el.parentElement; a && a !== document.documentElement; a = a.parentElement) {
      const style = getComputedStyle(a);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const c = a.getBoundingClientRect();
      const x = c.left + a.clientLeft;
      const y = c.top + a.clientTop;
      left = Math.max(left, x);
      top = Math.max(top, y);
      right = Math.min(right, x + a.clientWidth);
      bottom = Math.min(bottom, y + a.clientHeight);
      if (right <= left || bottom <= top) return false;
    }
    return right > 0 && bottom > 0 && left < window.innerWidth && top < window.innerHeight;
  };
  Object.defineProperty(window, '__visualSkippedInView', { value: skippedInView });
  // After the viewport grew or scrolled: frame by frame until every auto block in view has rendered
  // (its event said `skipped: false`). Resolves to the frames it waited, or -1 past the deadline.
  Object.defineProperty(window, '__visualRenderInView', {
    value: (deadlineMs = 5000) =>
      new Promise((resolve) => {
        const started = performance.now();
        let frames = 0;
        const check = () => {
          if (skippedInView() === 0) return resolve(frames);
          if (performance.now() - started > deadlineMs) return resolve(-1);
          frames++;
          requestAnimationFrame(check);
        };
        check();
      }),
  });
  const attach = (channel) => {
    if (!channel?.on || channel.__visualAttached) return;
    channel.__visualAttached = true;
    const fail = (message) => {
      state.errors.push(String(message).slice(0, 500));
      state.done = true;
    };
    channel.on('storyFinished', (event) => {
      if (event?.storyId && state.storyId && event.storyId !== state.storyId) return;
      state.status = event?.status;
      state.done = true;
    });
    channel.on('storyErrored', (event) => fail(`${event?.title}: ${event?.description}`));
    channel.on('storyThrewException', (event) => fail(event?.message));
    channel.on('storyMissing', () => fail('story missing'));
    channel.on('playFunctionThrewException', (event) => state.errors.push(`play: ${event?.message}`));
  };
  let channel;
  Object.defineProperty(globalThis, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set: (value) => {
      channel = value;
      attach(value);
    },
  });
}

/** After the story is done: its `parameters.visual`, fonts, images, two frames; then the box to shoot. */
async function settle() {
  const render = window.__STORYBOOK_PREVIEW__?.currentRender;
  const visual = render?.story?.parameters?.visual ?? {};
  await document.fonts.ready;
  const broken = [...document.fonts].filter((f) => f.status === 'error').map((f) => f.family);
  await Promise.all(
    [...document.images]
      .filter((img) => !img.complete)
      .map((img) => new Promise((resolve) => img.addEventListener('loadend', resolve, { once: true }))),
  );
  const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  // Quiet for 100 ms: nothing in the DOM changed (a log that scrolls to its end after it grew) and no
  // block with `content-visibility: auto` (a chat reply's) came on or off screen, at most 3 s. AG Grid
  // lays itself out on timers of its own (its overlay, its header's height): 500 ms. Two frames first:
  // after the viewport grew, Chromium finds the blocks now on screen in a frame's rendering and draws
  // them in the next; on a busy machine a shot taken before that misses them.
  const quietMs = document.querySelector('.ag-root-wrapper') ? 500 : 100;
  const started = performance.now();
  let last = started;
  const mark = () => {
    last = performance.now();
  };
  document.addEventListener('contentvisibilityautostatechange', mark, true);
  await frames();
  const quiet = () =>
    new Promise((resolve) => {
      const observer = new MutationObserver(mark);
      observer.observe(document.documentElement, {
        subtree: true,
        childList: true,
        attributes: true,
        characterData: true,
      });
      const tick = () => {
        const now = performance.now();
        if (now - last < quietMs && now - started < 3000) return void setTimeout(tick, 20);
        observer.disconnect();
        resolve(now - last >= quietMs);
      };
      setTimeout(tick, 20);
    });
  // Every auto block in view rendered, then quiet; again while rendering one moved others into view
  // (its real height replaced its placeholder's), so the box is measured with none in view skipped.
  let rendered = await window.__visualRenderInView();
  let settled = await quiet();
  for (let round = 0; settled && rendered >= 0 && round < 10; round++) {
    const waited = await window.__visualRenderInView();
    if (waited === 0) break;
    rendered = waited;
    settled = await quiet();
  }
  document.removeEventListener('contentvisibilityautostatechange', mark, true);
  await frames();
  if (window.__visualSkippedInView() > 0) rendered = -1;
  // The content box: every element of the story (portalled overlays included: they render inside the
  // root's ThemeRoot), within the document's scrollable area.
  const root = document.getElementById('storybook-root');
  const docWidth = document.documentElement.scrollWidth;
  const docHeight = document.documentElement.scrollHeight;
  let [left, top, right, bottom] = [Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY, 0, 0];
  for (const el of root ? [root, ...root.querySelectorAll('*')] : []) {
    const r = el.getBoundingClientRect();
    if (r.width < 1 || r.height < 1) continue;
    left = Math.min(left, r.left + window.scrollX);
    top = Math.min(top, r.top + window.scrollY);
    right = Math.max(right, r.right + window.scrollX);
    bottom = Math.max(bottom, r.bottom + window.scrollY);
  }
  left = Math.max(0, Math.floor(left));
  top = Math.max(0, Math.floor(top));
  right = Math.min(docWidth, Math.ceil(right));
  bottom = Math.min(docHeight, Math.ceil(bottom));
  const clip =
    right > left && bottom > top
      ? { x: left, y: top, width: right - left, height: bottom - top }
      : { x: 0, y: 0, width: window.innerWidth, height: window.innerHeight };
  // What a reviewer calls each part of the shot (in its pixels): a Brand Matrix's cells by their
  // brand and mode, else the story's one brand and mode.
  const at = (r) => ({
    x: Math.round(r.left + window.scrollX - clip.x),
    y: Math.round(r.top + window.scrollY - clip.y),
    width: Math.round(r.width),
    height: Math.round(r.height),
  });
  const matrixCells = [...document.querySelectorAll('[data-matrix-cell]')].map((el) => ({
    label: el.getAttribute('aria-label') ?? el.getAttribute('data-matrix-cell'),
    ...at(el.getBoundingClientRect()),
  }));
  const themed = document.querySelector('#storybook-root [data-brand]');
  const cells =
    matrixCells.length > 0
      ? matrixCells
      : [
          {
            label: `${themed?.getAttribute('data-brand') ?? 'default'}, ${themed?.getAttribute('data-color-scheme') ?? 'light'}`,
            x: 0,
            y: 0,
            width: clip.width,
            height: clip.height,
          },
        ];
  return {
    cells,
    settled: settled && rendered >= 0,
    gridOverlay: !!document.querySelector('.ag-overlay-no-rows-wrapper, .ag-overlay-loading-wrapper'),
    skip: typeof visual.skip === 'string' ? visual.skip : visual.skip ? 'skipped' : undefined,
    broken,
    clip,
  };
}

/**
 * The clip's pixels. Never a capture beyond the viewport: Chromium resizes the page for one (its
 * layout, a log's scroll position, a grid's rows), and what it shoots then varies. A story still
 * taller than the viewport is shot a viewport at a time, scrolling the window, and the parts are put
 * together. A part counts only when the page was still scrolled where it was asked to be after the
 * shot and, where it repeats rows of the part before (the last part), shows them as that part did:
 * a busy CI machine once shot a part unscrolled (the blog's footer missing, 1,515 px).
 */
async function capture(page, clip, viewport) {
  const shoot = (options) =>
    page.screenshot({ animations: 'disabled', caret: 'hide', scale: 'css', ...options });
  const width = Math.min(clip.width, viewport.width - clip.x);
  if (clip.y + clip.height <= viewport.height) return shoot({ clip: { ...clip, width } });
  // Fixed or sticky parts repeat in every part at the same place: the repeated rows then differ.
  const pinned = await page.evaluate(() =>
    [...document.querySelectorAll('body *')].some((el) => {
      const { position } = getComputedStyle(el);
      return (position === 'fixed' || position === 'sticky') && el.getBoundingClientRect().height > 0;
    }),
  );
  const scroll = (want) =>
    page.evaluate(
      (y) =>
        new Promise((resolve) => {
          window.scrollTo(0, y);
          // The auto blocks now in view drawn (their content, not a blank of their size), then two frames.
          window
            .__visualRenderInView()
            .then(() => requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.scrollY))));
        }),
      want,
    );
  const out = Buffer.alloc(width * clip.height * 4);
  const bottom = clip.y + clip.height;
  /** The part before: its page rows from `top`, its pixels. */
  let previous;
  let y = clip.y;
  while (y < bottom) {
    let part;
    for (let attempt = 1; !part; attempt++) {
      const top = await scroll(y);
      const tile = await decodePng(await shoot({}));
      const still = (await page.evaluate(() => window.scrollY)) === top;
      if (still && (pinned || !previous || repeatsRows(previous, { top, tile }))) part = { top, tile };
      else if (attempt === 5) throw new Error(`the part at ${y} px could not be shot scrolled there`);
    }
    const { top, tile } = part;
    const end = Math.min(bottom, top + tile.height);
    if (end <= y) throw new Error(`could not scroll to ${y} px`);
    for (let row = y; row < end; row++) {
      const from = ((row - top) * tile.width + clip.x) * 4;
      tile.data.copy(out, (row - clip.y) * width * 4, from, from + width * 4);
    }
    previous = part;
    y = end;
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  return Transformer.fromRgbaPixels(out, width, clip.height).png();
}

/**
 * The page scrolled through a viewport at a time, at each place every auto block in view rendered
 * (Chromium keeps its last size after it goes off screen); back at the top. False past a deadline.
 */
async function renderThrough(page, clip) {
  return page.evaluate(
    async ({ top, bottom }) => {
      let ok = true;
      for (let y = top; y < bottom; y += window.innerHeight) {
        window.scrollTo(0, y);
        if ((await window.__visualRenderInView()) < 0) ok = false;
        if (window.scrollY + window.innerHeight >= document.documentElement.scrollHeight) break;
      }
      window.scrollTo(0, 0);
      if ((await window.__visualRenderInView()) < 0) ok = false;
      return ok;
    },
    { top: clip.y, bottom: clip.y + clip.height },
  );
}

/** The page rows two parts both show are the same pixels in each. */
function repeatsRows(before, after) {
  const rowBytes = before.tile.width * 4;
  const from = after.top;
  const to = Math.min(before.top + before.tile.height, after.top + after.tile.height);
  if (to <= from) return true;
  const a = before.tile.data.subarray((from - before.top) * rowBytes, (to - before.top) * rowBytes);
  const b = after.tile.data.subarray(0, (to - from) * rowBytes);
  return a.equals(b);
}

export async function launch() {
  return chromium.launch({
    executablePath: chromiumPath,
    // Text drawn the same on every machine: no hinting from the host's fontconfig, no CPU-specific
    // Skia paths, an sRGB profile.
    args: [
      ...chromiumArgs,
      '--font-render-hinting=none',
      '--disable-skia-runtime-opts',
      '--force-color-profile=srgb',
    ],
    env: { ...process.env, TZ: 'UTC', LANG: 'en_US.UTF-8' },
  });
}

/** The size a story asks for with Storybook's viewport global (`globals: { viewport: { value } }`). */
function storyViewport() {
  const story = window.__STORYBOOK_PREVIEW__?.currentRender?.story;
  const global = story?.storyGlobals?.viewport;
  const value = typeof global === 'string' ? global : global?.value;
  if (!value) return null;
  // Storybook's own default list (MINIMAL_VIEWPORTS), for a story that names one without options.
  const defaults = {
    mobile1: { width: '320px', height: '568px' },
    mobile2: { width: '414px', height: '896px' },
    tablet: { width: '834px', height: '1112px' },
    desktop: { width: '1024px', height: '1280px' },
  };
  const styles = story?.parameters?.viewport?.options?.[value]?.styles ?? defaults[value];
  let [width, height] = [Number.parseInt(styles?.width, 10), Number.parseInt(styles?.height, 10)];
  if (global?.isRotated) [width, height] = [height, width];
  return Number.isFinite(width) && Number.isFinite(height) ? { width, height } : null;
}

const strip = (text) => stripVTControlCharacters(String(text));

/**
 * One worker: its own context (storage), one page for every story it takes. The page loads the
 * preview once and then switches it to the next story over Storybook's channel (`setCurrentStory`,
 * what the manager sends on a click), with storage, `Math.random` and the done-state reset: half the
 * render time of loading iframe.html for each story (render 841 -> 411 ms a story, the visual step
 * 248 -> 184 s with 3 pages, the 563 screenshots unchanged). After an error, a skip or an unsettled
 * page it loads the page again.
 */
export async function openWorker(browser) {
  const context = await browser.newContext({
    viewport: VIEWPORT,
    deviceScaleFactor: 1,
    locale: 'en-US',
    timezoneId: 'UTC',
    reducedMotion: 'reduce',
    colorScheme: 'light',
  });
  await context.clock.setFixedTime(FIXED_TIME);
  await context.addInitScript(initPage);
  const page = await context.newPage();
  /** The page holds a preview that has rendered a story: the next one can be switched to in place. */
  let warm = false;

  /** Opens the story and waits until Storybook says it is done; its state (`window.__visual`). */
  async function open(url, storyId) {
    if (warm && storyId) {
      await page.evaluate((id) => {
        window.__visualReset(id);
        window.scrollTo(0, 0);
        window.__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
      }, storyId);
    } else await page.goto(url, { waitUntil: 'load', timeout: STORY_TIMEOUT_MS });
    warm = true;
    await page.waitForFunction(() => window.__visual?.done, undefined, {
      timeout: STORY_TIMEOUT_MS,
      polling: 50,
    });
    return page.evaluate(() => ({ ...window.__visual }));
  }

  return {
    /**
     * `again(png)`: true when the shot should be taken once more, from the same render (it differs
     * from its baseline, or has none): `second` is then that shot, which a stable story repeats.
     * An errored story's `png` is what the page showed when it failed, if it could be shot.
     * @param {{ again?: (png: Buffer) => Promise<boolean> }} [options]
     * @returns {Promise<{ png?: Buffer, second?: Buffer, cells?: Array<{ label: string, x: number,
     *   y: number, width: number, height: number }>, skip?: string, error?: string,
     *   warnings: string[], ms: number }>}
     */
    async shoot(baseUrl, storyId, { again } = {}) {
      const started = Date.now();
      const warnings = [];
      /** Milliseconds until the story was done, settled, shot. */
      const phases = { render: 0, settle: 0, screenshot: 0 };
      let mark = started;
      const lap = (phase) => {
        phases[phase] += Date.now() - mark;
        mark = Date.now();
      };
      // The next story loads the page afresh after an error, a skip (a tall matrix, left rendering)
      // or a page still changing after 3 s: what is left running must not draw into the next shot.
      const result = (fields) => {
        if (fields.error || fields.skip || warnings.includes(UNSETTLED)) warm = false;
        return { warnings, phases, ms: Date.now() - started, ...fields };
      };
      /** An error, with what the page showed then (a viewport, if the page still answers). */
      const failed = async (error) => {
        const png = await page.screenshot({ timeout: 5000, animations: 'disabled' }).catch(() => undefined);
        return result({ error, png });
      };
      // a11y runs in `npm test` (Vitest); here it would only cost time. A Brand Matrix is shot with
      // its cells at a phone's width and 100 %: every brand's pixels at full resolution.
      const url = `${baseUrl}/iframe.html?id=${encodeURIComponent(storyId)}&viewMode=story&globals=${MATRIX_GLOBALS}`;
      try {
        let state = await open(url, storyId);
        let resized = false;
        const size = await page.evaluate(storyViewport);
        if (size && (size.width !== VIEWPORT.width || size.height !== VIEWPORT.height)) {
          await page.setViewportSize(size);
          state = await open(url);
        }
        lap('render');
        try {
          const fatal = state.errors.filter((e) => !e.startsWith('play: '));
          if (fatal.length > 0) return await failed(strip(fatal.join('; ')));
          // Storybook shows the story after its play function failed (Vitest reports that failure): it
          // is still compared, with a note.
          for (const e of state.errors) warnings.push(strip(e).split('\n')[0]);
          if (state.status === 'error') warnings.push('the story finished with an error');
          let viewport = size ?? VIEWPORT;
          let { settled, skip, broken, clip, gridOverlay, cells } = await page.evaluate(settle);
          let pageSettled;
          // Wider than the viewport (a matrix at 100 %): the viewport widens to hold it.
          if (!skip && clip.x + clip.width > viewport.width) {
            viewport = { width: clip.x + clip.width, height: viewport.height };
            await page.setViewportSize(viewport);
            resized = true;
            ({ settled, broken, clip, gridOverlay, cells } = await page.evaluate(settle));
          }
          // AG Grid places its overlay ("No rows", "Loading") below the header only if it knew the
          // header's height when it showed it, else at the next change of the grid's size: a race it
          // loses or wins by the machine's speed. One pixel of width, and back, settles it.
          if (gridOverlay && !skip) {
            await page.setViewportSize({ width: viewport.width + 1, height: viewport.height });
            await page.evaluate(settle);
            await page.setViewportSize(viewport);
            resized = true;
            ({ settled, broken, clip, cells } = await page.evaluate(settle));
          }
          // Taller than the viewport: the viewport grows to hold it (the page settles again), so the
          // shot is one viewport, sticky and fixed parts where a full page has them. A layout that
          // grows with the viewport (min-height: 100vh) goes back to the story's viewport and is
          // shot a viewport at a time.
          // Content that grows with the viewport up to a cap (a box of `min(28rem, 50vh)`) is grown to
          // again, until it fits, up to 5,000 px (a taller brand matrix reflows from run to run when
          // grown); what still grows after that is shot a viewport at a time.
          // Each height is measured with every auto block in view rendered (settle): one that rendered
          // taller than its placeholder makes the box outgrow the viewport, which grows again.
          if (!skip && clip.y + clip.height > viewport.height) {
            let fits = false;
            let grown = viewport;
            for (
              let round = 0;
              round < 6 && !fits && (round === 0 || clip.y + clip.height <= 5000);
              round++
            ) {
              grown = { width: viewport.width, height: clip.y + clip.height };
              await page.setViewportSize(grown);
              resized = true;
              ({ settled, broken, clip, cells } = await page.evaluate(settle));
              fits = clip.y + clip.height <= grown.height;
            }
            if (fits) viewport = grown;
            else {
              await page.setViewportSize(viewport);
              ({ settled, broken, clip, cells } = await page.evaluate(settle));
              // Shot a viewport at a time: first every auto block rendered once, so each keeps its
              // real height (contain-intrinsic-size: auto) while the parts are shot.
              for (let pass = 0; pass < 4; pass++) {
                const before = clip.height;
                if (!(await renderThrough(page, clip))) settled = false;
                ({ settled: pageSettled, broken, clip, cells } = await page.evaluate(settle));
                settled &&= pageSettled;
                if (clip.height === before) break;
              }
            }
          }
          lap('settle');
          if (skip) return result({ skip });
          if (!settled) warnings.push(UNSETTLED);
          if (broken.length > 0) return await failed(`fonts failed to load: ${broken.join(', ')}`);
          const png = await capture(page, clip, viewport);
          const second = again && (await again(png)) ? await capture(page, clip, viewport) : undefined;
          lap('screenshot');
          return result({ png, second, cells });
        } finally {
          if (size || resized) await page.setViewportSize(VIEWPORT);
        }
      } catch (error) {
        return await failed(strip(error?.message ?? error).split('\n')[0]);
      }
    },
    close: () => context.close(),
  };
}
