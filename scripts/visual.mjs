// `npm run visual`: screenshots every story of the built Storybook (default brand, light; each
// screen's Brand Matrix story shows every brand and mode itself) in Debian's Chromium and compares
// them with the committed baselines in visual-baselines/. The report, with baseline | new | diff side
// by side, is test-artifacts/visual/index.html.
//
//   npm run visual                      build Storybook if its output is missing or older than the
//                                       sources, then compare; exit 1 on any changed, new, missing or
//                                       errored story, or baselines over 40 MB
//   npm run visual -- --update          write the baselines of changed and new stories, remove those of
//                                       stories that are gone
//   npm run visual -- --no-build        use storybook-static/ as it is (npm test, right after its build)
//   npm run visual -- --filter button   only stories whose id contains "button" (no "missing" then);
//                                       a whole story id is that story alone (the report's accept
//                                       command for one story: --update --filter <id>)
//
// A story that differs from its baseline (or has none) is shot twice from the same render: if the
// two shots differ, it is reported unstable (a defect in the story or the harness) and fails.
//
// A story opts out with `parameters: { visual: { skip: 'why' } }` (reported, never silently).
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { launch, openWorker } from './visual/capture.mjs';
import { compare, compressBaseline } from './visual/compare.mjs';
import { writeReport } from './visual/report.mjs';
import { serveStatic } from './visual/server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const staticDir = path.join(root, 'storybook-static');
const baselineDir = path.join(root, 'visual-baselines');
const outDir = path.join(root, 'test-artifacts', 'visual');
const MAX_BASELINE_BYTES = 40 * 1024 * 1024;
/** What the Storybook build reads: newer than its output means the output is stale. */
const sources = [
  '.storybook',
  'packages/ui/src',
  'packages/app/src',
  'packages/machines/src',
  'packages/domain/src',
  'package-lock.json',
];

const { values: options } = parseArgs({
  options: {
    update: { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
    filter: { type: 'string' },
    workers: { type: 'string', default: process.env.VISUAL_WORKERS ?? '4' },
  },
});
const started = Date.now();
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

function newestMtime(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const item of readdirSync(full, { recursive: true, withFileTypes: true })) {
    if (!item.isFile()) continue;
    newest = Math.max(newest, statSync(path.join(item.parentPath, item.name)).mtimeMs);
  }
  return newest;
}

function ensureStorybook() {
  const index = path.join(staticDir, 'index.json');
  if (options['no-build']) {
    if (!existsSync(index)) {
      console.error('visual: storybook-static/index.json is missing (run `npm run build-storybook`)');
      process.exit(1);
    }
    return;
  }
  const builtAt = existsSync(index) ? statSync(index).mtimeMs : 0;
  const stale = sources.some((entry) => newestMtime(entry) > builtAt);
  if (!stale) {
    console.log('visual: storybook-static/ is newer than the sources: not rebuilt');
    return;
  }
  console.log('visual: building Storybook (npx storybook build --quiet -o storybook-static)');
  const result = spawnSync('npx', ['storybook', 'build', '--quiet', '-o', 'storybook-static'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error('visual: the Storybook build failed');
    process.exit(1);
  }
}

function baselineBytes() {
  if (!existsSync(baselineDir)) return 0;
  return readdirSync(baselineDir)
    .filter((f) => f.endsWith('.png'))
    .reduce((sum, f) => sum + statSync(path.join(baselineDir, f)).size, 0);
}

ensureStorybook();
const index = JSON.parse(readFileSync(path.join(staticDir, 'index.json'), 'utf8'));
const filter = options.filter?.toLowerCase();
const allStories = Object.values(index.entries).filter((entry) => entry.type === 'story');
const exact = allStories.some((entry) => entry.id === filter);
const stories = allStories
  .filter((entry) => !filter || (exact ? entry.id === filter : entry.id.includes(filter)))
  .sort((a, b) => a.id.localeCompare(b.id));

rmSync(outDir, { recursive: true, force: true });
mkdirSync(path.join(outDir, 'images'), { recursive: true });
mkdirSync(baselineDir, { recursive: true });

const server = await serveStatic(staticDir);
const browser = await launch();
// Four pages on two cores: much of a story's time is waiting (the quiet period, frames), not work;
// four leaves the quiet-period check some slack (figures: docs/decisions/measured-settings.md).
const workerCount = Math.max(1, Number(options.workers) || 4);
console.log(
  `visual: ${stories.length} stories, ${workerCount} pages, ${options.update ? 'updating' : 'comparing with'} visual-baselines/`,
);

/** @type {Array<{ id: string, title: string, name: string, status: string, detail?: string, images?: Record<string, string> }>} */
const results = [];
const image = (id, kind, bytes) => {
  const name = `images/${id}.${kind}.png`;
  writeFileSync(path.join(outDir, name), bytes);
  return name;
};

/**
 * A change as the report shows it: both images and the diff, each changed region's box (in the
 * images' pixels) and, for the largest, its crop from both at full resolution.
 */
function view(id, c, { baseline, actual }) {
  return {
    width: c.width,
    height: c.height,
    baseline: image(id, 'baseline', baseline),
    actual: image(id, 'new', actual),
    diff: c.diff ? image(id, 'diff', c.diff) : undefined,
    regions: (c.regions ?? []).map(({ crop, ...region }, i) => ({
      ...region,
      crop: crop && {
        box: crop.box,
        baseline: image(id, `change${i + 1}.baseline`, crop.baseline),
        actual: image(id, `change${i + 1}.new`, crop.actual),
      },
    })),
  };
}

/** Baselines to write (--update): compressed after the browser is closed, not competing with it. */
const toWrite = [];
let next = 0;
let done = 0;
const timing = { browser: 0, compare: 0, render: 0, settle: 0, screenshot: 0 };
async function work() {
  const worker = await openWorker(browser);
  try {
    while (next < stories.length) {
      const story = stories[next++];
      const baselineFile = path.join(baselineDir, `${story.id}.png`);
      const baseline = existsSync(baselineFile) ? readFileSync(baselineFile) : undefined;
      // Shot again from the same render when it differs from its baseline (or has none).
      const again = async (png) => !baseline || (await compare(baseline, png, { withDiff: false })).changed;
      let shot = await worker.shoot(server.url, story.id, { again });
      // Once more on an error (a timeout on a busy machine), said in the report; twice is an error.
      let erredOnce;
      if (shot.error) {
        erredOnce = shot.error;
        shot = await worker.shoot(server.url, story.id, { again });
      }
      timing.browser += shot.ms;
      for (const phase of ['render', 'settle', 'screenshot']) timing[phase] += shot.phases?.[phase] ?? 0;
      const compareStarted = Date.now();
      const result = { id: story.id, title: story.title, name: story.name, status: 'unchanged' };
      const accept = `npm run visual -- --update --filter ${story.id}`;
      const unstable = shot.png && shot.second ? await compare(shot.png, shot.second) : undefined;
      if (shot.error)
        Object.assign(result, {
          status: 'errored',
          detail: shot.error,
          images: shot.png ? { actual: image(story.id, 'errored', shot.png) } : undefined,
        });
      else if (shot.skip) Object.assign(result, { status: 'skipped', detail: shot.skip });
      else if (unstable && unstable.diffPixels > 0)
        Object.assign(result, {
          status: 'unstable',
          detail: `two shots of the same render differ: ${unstable.diffPixels} px${unstable.sizeChanged ? ', size changed' : ''}`,
          cells: shot.cells,
          change: view(story.id, unstable, { baseline: shot.png, actual: shot.second }),
        });
      else if (!baseline) {
        if (options.update) {
          toWrite.push({ file: baselineFile, png: shot.png });
          Object.assign(result, { status: 'updated', detail: 'new baseline' });
        } else
          Object.assign(result, {
            status: 'new',
            accept,
            images: { actual: image(story.id, 'new', shot.png) },
          });
      } else {
        const c = await compare(baseline, shot.png);
        const detail = c.sizeChanged
          ? `size changed, ${c.diffPixels} px differ`
          : `${c.diffPixels} px differ (allowed ${c.allowed})`;
        if (c.changed && options.update) {
          toWrite.push({ file: baselineFile, png: shot.png });
          Object.assign(result, { status: 'updated', detail: `baseline rewritten: ${detail}` });
        } else if (c.changed) {
          Object.assign(result, {
            status: 'changed',
            detail,
            accept,
            cells: shot.cells,
            change: view(story.id, c, { baseline, actual: shot.png }),
          });
        } else if (c.diffPixels > 0) result.detail = detail;
      }
      if (erredOnce && !shot.error)
        shot.warnings.unshift(`errored once here, shot on the second try: ${erredOnce}`);
      if (shot.warnings?.length) result.warnings = shot.warnings;
      timing.compare += Date.now() - compareStarted;
      results.push(result);
      done++;
      if (!['unchanged', 'updated'].includes(result.status))
        console.log(`  ${result.status}: ${story.id}${result.detail ? ` (${result.detail})` : ''}`);
      if (done % 50 === 0)
        console.log(`visual: ${done}/${stories.length} in ${seconds(Date.now() - started)}`);
    }
  } finally {
    await worker.close();
  }
}

try {
  await Promise.all(Array.from({ length: workerCount }, () => work()));
} finally {
  await browser.close();
  await server.close();
}

// Two at a time (libimagequant on a 20-megapixel Brand Matrix takes seconds).
if (toWrite.length > 0) {
  const compressStarted = Date.now();
  let i = 0;
  const compressNext = async () => {
    while (i < toWrite.length) {
      const { file, png } = toWrite[i++];
      writeFileSync(file, await compressBaseline(png));
    }
  };
  await Promise.all([compressNext(), compressNext()]);
  console.log(`visual: ${toWrite.length} baselines compressed in ${seconds(Date.now() - compressStarted)}`);
}

// Baselines without a story (only over the whole set: a filtered run cannot tell).
if (!filter) {
  const ids = new Set(stories.map((s) => s.id));
  for (const file of readdirSync(baselineDir).filter((f) => f.endsWith('.png'))) {
    const id = file.slice(0, -'.png'.length);
    if (ids.has(id)) continue;
    if (options.update) {
      unlinkSync(path.join(baselineDir, file));
      results.push({ id, title: id, name: '', status: 'removed' });
    } else {
      results.push({
        id,
        title: id,
        name: '',
        status: 'missing',
        images: { baseline: image(id, 'baseline', readFileSync(path.join(baselineDir, file))) },
      });
      console.log(`  missing: ${id} (a baseline without a story)`);
    }
  }
}

results.sort((a, b) => a.id.localeCompare(b.id));
const count = (status) => results.filter((r) => r.status === status).length;
const bytes = baselineBytes();
const mb = (bytes / 1024 / 1024).toFixed(1);
const extra = [
  count('skipped') && `${count('skipped')} skipped`,
  count('errored') && `${count('errored')} errored`,
  options.update && `${count('updated')} written, ${count('removed')} removed`,
]
  .filter(Boolean)
  .map((s) => `, ${s}`)
  .join('');
const summary = `visual: ${stories.length} stories, ${count('unchanged')} unchanged, ${count('changed')} changed, ${count('new')} new, ${count('missing')} missing, ${count('unstable')} unstable${extra} (baselines ${mb} MB) in ${seconds(Date.now() - started)}`;
writeReport(outDir, { summary, mode: options.update ? 'update' : 'check', results });
for (const r of results.filter((r) => r.status === 'skipped'))
  console.log(`  skipped: ${r.id} (${r.detail})`);
const noted = results.filter((r) => r.warnings);
if (noted.length > 0)
  console.log(
    `visual: ${noted.length} stories with a note (an error on the first try; a play function that failed here, which Vitest reports; a page still changing):\n${noted
      .map((r) => `  ${r.id}: ${r.warnings.join('; ').slice(0, 200)}`)
      .join('\n')}`,
  );
const perStory = (ms) => Math.round(ms / Math.max(1, stories.length));
console.log(
  `visual: per story ${perStory(timing.browser)} ms in the browser (render ${perStory(timing.render)}, settle ${perStory(timing.settle)}, screenshot ${perStory(timing.screenshot)}), ${perStory(timing.compare)} ms comparing`,
);
console.log(`visual: report in ${path.relative(root, path.join(outDir, 'index.html'))}`);
if (bytes > MAX_BASELINE_BYTES) console.log(`visual: the baselines take ${mb} MB, over the 40 MB limit`);
console.log(summary);
const failed =
  count('errored') + count('unstable') > 0 ||
  bytes > MAX_BASELINE_BYTES ||
  (!options.update && count('changed') + count('new') + count('missing') > 0);
process.exit(failed ? 1 : 0);
