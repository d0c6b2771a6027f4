// The HTML report of a visual run: test-artifacts/visual/index.html, images beside it in images/.
import { writeFileSync } from 'node:fs';
import path from 'node:path';

const escapeHtml = (text) =>
  String(text).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const figure = (label, src) =>
  `<figure><figcaption>${label}</figcaption><a href="${src}"><img src="${src}" alt="${label}" loading="lazy"></a></figure>`;

/**
 * @param {string} dir
 * @param {{ summary: string, mode: string, results: Array<{ id: string, title: string, name: string,
 *   status: string, detail?: string, images?: { baseline?: string, actual?: string, diff?: string } }> }} run
 */
export function writeReport(dir, { summary, mode, results }) {
  const section = (status, heading, note) => {
    const items = results.filter((r) => (status === 'noted' ? r.warnings : r.status === status));
    if (items.length === 0) return '';
    const rows = items
      .map((r) => {
        const images = r.images ?? {};
        const figures = [
          images.baseline && figure('baseline', images.baseline),
          images.actual && figure('new', images.actual),
          images.diff && figure('diff', images.diff),
        ]
          .filter(Boolean)
          .join('');
        return `<article id="${escapeHtml(r.id)}"><h3>${escapeHtml(r.title)} / ${escapeHtml(r.name)} <code>${escapeHtml(r.id)}</code></h3>${
          r.detail ? `<p>${escapeHtml(r.detail)}</p>` : ''
        }${(r.warnings ?? []).map((w) => `<p class="note">${escapeHtml(w)}</p>`).join('')}${figures ? `<div class="row">${figures}</div>` : ''}</article>`;
      })
      .join('\n');
    return `<section><h2>${heading} (${items.length})</h2>${note ? `<p class="note">${note}</p>` : ''}${rows}</section>`;
  };
  const unchanged = results.filter((r) => r.status === 'unchanged');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Visual baselines</title>
<style>
  body { font: 14px/1.5 system-ui, sans-serif; margin: 24px; color: #1d2329; }
  h1 { font-size: 20px; } h2 { font-size: 17px; margin-top: 32px; border-bottom: 1px solid #ccd; }
  h3 { font-size: 14px; margin: 24px 0 8px; } code { color: #5a6470; font-weight: normal; }
  .summary { font-size: 16px; font-weight: 600; } .note { color: #5a6470; }
  .row { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 12px; align-items: start; }
  figure { margin: 0; } figcaption { font-weight: 600; }
  figure img { max-width: 100%; border: 1px solid #ccd; background: repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
  details { margin-top: 32px; }
</style></head><body>
<h1>Visual baselines: ${escapeHtml(mode)}</h1>
<p class="summary">${escapeHtml(summary)}</p>
<p class="note">Each story in the default brand (light), each screen's Brand Matrix in every brand and mode, in
Debian's Chromium at 1280 x 720. A change you meant: <code>npm run visual -- --update</code> rewrites the baselines
(<code>visual-baselines/</code>); commit them with the change. In the diff, red pixels differ, yellow ones are
anti-aliasing (not counted).</p>
${section('changed', 'Changed', 'baseline | new | diff')}
${section('new', 'New (no baseline yet)')}
${section('missing', 'Missing (a baseline without a story)')}
${section('errored', 'Errored (not compared)')}
${section('skipped', 'Skipped by the story (<code>parameters.visual.skip</code>)')}
${section('noted', 'Compared with a note (a play function that failed here: the Vitest run reports it; a page still changing)')}
${section('updated', 'Baselines written')}
${section('removed', 'Baselines removed')}
<details><summary>Unchanged (${unchanged.length})</summary><ul>${unchanged
    .map((r) => `<li>${escapeHtml(r.title)} / ${escapeHtml(r.name)} <code>${escapeHtml(r.id)}</code></li>`)
    .join('')}</ul></details>
</body></html>
`;
  writeFileSync(path.join(dir, 'index.html'), html);
}
