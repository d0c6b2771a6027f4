// The HTML report of a visual run: test-artifacts/visual/index.html, images beside it in images/.
// A changed (or unstable) story shows each change boxed on both images, named by the Brand Matrix
// cells it is in, cropped at full resolution with a slider between baseline and new, and the command
// that accepts that story alone.
import { writeFileSync } from 'node:fs';
import path from 'node:path';

export const escapeHtml = (text) =>
  String(text).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** The labels of the cells a box overlaps (in the same pixels), in the order given. */
export function cellsOf(box, cells = []) {
  return cells
    .filter(
      (c) =>
        box.x < c.x + c.width &&
        c.x < box.x + box.width &&
        box.y < c.y + c.height &&
        c.y < box.y + box.height,
    )
    .map((c) => c.label);
}

const pct = (part, whole) => `${((100 * part) / Math.max(1, whole)).toFixed(3)}%`;

/** An image with the change boxes drawn over it (positioned in percent, so they scale with it). */
function boxedFigure(label, src, change) {
  const boxes = change.regions
    .map(
      (r, i) =>
        `<span class="box" style="left:${pct(r.x, change.width)};top:${pct(r.y, change.height)};width:${pct(r.width, change.width)};height:${pct(r.height, change.height)}" title="change ${i + 1}"></span>`,
    )
    .join('');
  return `<figure><figcaption>${label}</figcaption><a class="boxed" href="${src}"><img src="${src}" alt="${label}" loading="lazy">${boxes}</a></figure>`;
}

const figure = (label, src) =>
  `<figure><figcaption>${label}</figcaption><a href="${src}"><img src="${src}" alt="${label}" loading="lazy"></a></figure>`;

/** Baseline under new, the slider showing new from its position to the right. */
function swipe(crop, [before, after]) {
  const { width, height } = crop.box;
  return `<div class="swipe" style="max-width:${width}px;aspect-ratio:${width}/${height}">
<img src="${crop.baseline}" alt="${before}, cropped" loading="lazy"><img class="after" src="${crop.actual}" alt="${after}, cropped" loading="lazy">
<input type="range" min="0" max="100" value="50" aria-label="${before} left of the line, ${after} right of it"></div>`;
}

function changeView(r, names) {
  const change = r.change;
  const regions = change.regions
    .map((region, i) => {
      const named = cellsOf(region, r.cells);
      const where = `${region.width} x ${region.height} px at (${region.x}, ${region.y}), ${region.pixels} px changed`;
      return `<li><p><strong>Change ${i + 1}</strong>${named.length > 0 ? ` in ${escapeHtml(named.join('; '))}` : ''}: ${where}${
        region.crop ? '' : ' (boxed below, not cropped: only the largest changes are)'
      }</p>${region.crop ? swipe(region.crop, names) : ''}</li>`;
    })
    .join('');
  return `<ol class="changes">${regions}</ol><div class="row">${[
    boxedFigure(names[0], change.baseline, change),
    boxedFigure(names[1], change.actual, change),
    change.diff ? figure('diff', change.diff) : '',
  ].join('')}</div>`;
}

/**
 * @param {string} dir
 * @param {{ summary: string, mode: string, results: Array<{ id: string, title: string, name: string,
 *   status: string, detail?: string, accept?: string, warnings?: string[],
 *   cells?: Array<{ label: string, x: number, y: number, width: number, height: number }>,
 *   images?: { baseline?: string, actual?: string },
 *   change?: { width: number, height: number, baseline: string, actual: string, diff?: string,
 *     regions: Array<{ x: number, y: number, width: number, height: number, pixels: number,
 *       crop?: { box: { width: number, height: number }, baseline: string, actual: string } }> } }> }} run
 */
export function reportHtml({ summary, mode, results }) {
  const section = (status, heading, note) => {
    const items = results.filter((r) => (status === 'noted' ? r.warnings : r.status === status));
    if (items.length === 0) return '';
    const rows = items
      .map((r) => {
        const images = r.images ?? {};
        const figures = [
          images.baseline && figure('baseline', images.baseline),
          images.actual && figure(r.status === 'errored' ? 'what it showed' : 'new', images.actual),
        ]
          .filter(Boolean)
          .join('');
        const names = r.status === 'unstable' ? ['first shot', 'second shot'] : ['baseline', 'new'];
        return `<article id="${escapeHtml(r.id)}"><h3>${escapeHtml(r.title)} / ${escapeHtml(r.name)} <code>${escapeHtml(r.id)}</code></h3>${
          r.detail ? `<p>${escapeHtml(r.detail)}</p>` : ''
        }${r.accept ? `<p>Accept this story alone: <code class="cmd">${escapeHtml(r.accept)}</code></p>` : ''}${(
          r.warnings ?? []
        )
          .map((w) => `<p class="note">${escapeHtml(w)}</p>`)
          .join('')}${r.change && status !== 'noted' ? changeView(r, names) : ''}${
          figures && status !== 'noted' ? `<div class="row">${figures}</div>` : ''
        }</article>`;
      })
      .join('\n');
    return `<section><h2>${heading} (${items.length})</h2>${note ? `<p class="note">${note}</p>` : ''}${rows}</section>`;
  };
  const unchanged = results.filter((r) => r.status === 'unchanged');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Visual baselines</title>
<style>
  body { font: 14px/1.5 system-ui, sans-serif; margin: 24px; color: #1d2329; }
  h1 { font-size: 20px; } h2 { font-size: 17px; margin-top: 32px; border-bottom: 1px solid #ccd; }
  h3 { font-size: 14px; margin: 24px 0 8px; } code { color: #5a6470; font-weight: normal; }
  code.cmd { color: #1d2329; background: #eef1f4; padding: 2px 6px; border-radius: 4px; user-select: all; }
  .summary { font-size: 16px; font-weight: 600; } .note { color: #5a6470; }
  .row { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 12px; align-items: start; }
  figure { margin: 0; } figcaption { font-weight: 600; }
  img { max-width: 100%; display: block; border: 1px solid #ccd; background: repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
  .boxed { position: relative; display: block; }
  .box { position: absolute; outline: 2px solid #d0021b; outline-offset: 2px; min-width: 2px; min-height: 2px; }
  .changes { padding-left: 20px; }
  .swipe { position: relative; --at: 50%; margin: 8px 0 16px; }
  .swipe img { width: 100%; height: 100%; }
  .swipe .after { position: absolute; inset: 0; clip-path: inset(0 0 0 var(--at)); }
  .swipe::after { content: ''; position: absolute; top: 0; bottom: 0; left: var(--at); width: 2px; background: #d0021b; pointer-events: none; }
  .swipe input { position: absolute; inset: 0; width: 100%; height: 100%; margin: 0; opacity: 0; cursor: ew-resize; }
  .swipe:focus-within { outline: 2px solid #1d63c4; outline-offset: 2px; }
  details { margin-top: 32px; }
</style></head><body>
<h1>Visual baselines: ${escapeHtml(mode)}</h1>
<p class="summary">${escapeHtml(summary)}</p>
<p class="note">Each story in the default brand (light), each screen's Brand Matrix in every brand and mode, in
Debian's Chromium at 1280 x 720. Each change is boxed in red and cropped at full resolution: drag across a crop
(or focus it and use the arrow keys) to move the line between baseline (left) and new (right). A change you
meant: run the story's accept command, or <code>npm run visual -- --update</code> for all, and commit the
baselines (<code>visual-baselines/</code>) with the change. In the diff, red pixels differ, yellow ones are
anti-aliasing (not counted).</p>
${section('changed', 'Changed', 'each change boxed and cropped; baseline | new | diff below')}
${section('unstable', 'Unstable (two shots of one render differ: fix the story or the harness)', 'first shot | second shot | diff')}
${section('new', 'New (no baseline yet)')}
${section('missing', 'Missing (a baseline without a story)', 'a full <code>npm run visual -- --update</code> removes it')}
${section('errored', 'Errored (not compared)', 'what the page showed when it failed, and why')}
${section('skipped', 'Skipped by the story (<code>parameters.visual.skip</code>)')}
${section('noted', 'Compared with a note (an error on the first try; a play function that failed here: the Vitest run reports it; a page still changing)')}
${section('updated', 'Baselines written')}
${section('removed', 'Baselines removed')}
<details><summary>Unchanged (${unchanged.length})</summary><ul>${unchanged
    .map((r) => `<li>${escapeHtml(r.title)} / ${escapeHtml(r.name)} <code>${escapeHtml(r.id)}</code></li>`)
    .join('')}</ul></details>
<script>
  for (const input of document.querySelectorAll('.swipe input'))
    input.addEventListener('input', () => input.parentElement.style.setProperty('--at', input.value + '%'));
</script>
</body></html>
`;
}

export function writeReport(dir, run) {
  writeFileSync(path.join(dir, 'index.html'), reportHtml(run));
}
