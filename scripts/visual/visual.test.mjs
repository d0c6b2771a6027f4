import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { compare, decodePng, diffRegions } from './compare.mjs';
import { cellsOf, reportHtml } from './report.mjs';

/** A white PNG `width` x `height`, with the given pixels black. */
function png(width, height, black = []) {
  const image = new PNG({ width, height });
  image.data.fill(255);
  for (const [x, y] of black) image.data.fill(0, (y * width + x) * 4, (y * width + x) * 4 + 3);
  return PNG.sync.write(image);
}

const square = (x0, y0, size) =>
  Array.from({ length: size * size }, (_, i) => [x0 + (i % size), y0 + Math.floor(i / size)]);

describe('diffRegions', () => {
  /** A grey diff image with pure red (changed) and yellow (anti-aliasing) pixels. */
  function diff(width, height, red, yellow = []) {
    const data = Buffer.alloc(width * height * 4, 200);
    const paint = ([x, y], [r, g, b]) => data.set([r, g, b, 255], (y * width + x) * 4);
    for (const p of red) paint(p, [255, 0, 0]);
    for (const p of yellow) paint(p, [255, 255, 0]);
    return data;
  }

  it('boxes changes within 32 px of each other as one, in reading order, anti-aliasing aside', () => {
    const data = diff(
      200,
      200,
      [
        [150, 20],
        [10, 100],
        [40, 120],
        [152, 22],
      ],
      [[100, 100]],
    );
    expect(diffRegions(data, 200, 200)).toEqual([
      { x: 150, y: 20, width: 3, height: 3, pixels: 2 },
      { x: 10, y: 100, width: 31, height: 21, pixels: 2 },
    ]);
  });

  it('keeps changes farther apart than 48 px as two boxes', () => {
    expect(
      diffRegions(
        diff(200, 20, [
          [0, 0],
          [100, 0],
        ]),
        200,
        20,
      ),
    ).toEqual([
      { x: 0, y: 0, width: 1, height: 1, pixels: 1 },
      { x: 100, y: 0, width: 1, height: 1, pixels: 1 },
    ]);
  });
});

describe('compare', () => {
  it('a 3 x 3 change is one region, cropped from both images with 24 px around it', async () => {
    const c = await compare(png(200, 100), png(200, 100, square(150, 40, 3)));
    expect(c).toMatchObject({ changed: true, diffPixels: 9, allowed: 8, sizeChanged: false, width: 200 });
    expect(c.regions).toHaveLength(1);
    const [{ crop, ...region }] = c.regions;
    expect(region).toEqual({ x: 150, y: 40, width: 3, height: 3, pixels: 9 });
    expect(crop.box).toEqual({ x: 126, y: 16, width: 51, height: 51 });
    const [before, after] = await Promise.all([decodePng(crop.baseline), decodePng(crop.actual)]);
    expect([before.width, before.height, after.width, after.height]).toEqual([51, 51, 51, 51]);
    const at = (image, x, y) => [...image.data.subarray((y * 51 + x) * 4, (y * 51 + x) * 4 + 3)];
    expect(at(before, 24, 24)).toEqual([255, 255, 255]);
    expect(at(after, 24, 24)).toEqual([0, 0, 0]);
    expect(at(after, 23, 24)).toEqual([255, 255, 255]);
  });

  it('8 changed pixels pass, with no regions', async () => {
    const c = await compare(png(200, 100), png(200, 100, square(10, 10, 3).slice(0, 8)));
    expect(c).toMatchObject({ changed: false, diffPixels: 8 });
    expect(c.regions).toBeUndefined();
  });
});

describe('report', () => {
  const cells = [
    { label: 'Tech Teal, light', x: 0, y: 0, width: 100, height: 100 },
    { label: 'Tech Teal, dark', x: 100, y: 0, width: 100, height: 100 },
  ];

  it('names the cells a change overlaps', () => {
    expect(cellsOf({ x: 150, y: 40, width: 3, height: 3 }, cells)).toEqual(['Tech Teal, dark']);
    expect(cellsOf({ x: 98, y: 40, width: 4, height: 3 }, cells)).toEqual([
      'Tech Teal, light',
      'Tech Teal, dark',
    ]);
    expect(cellsOf({ x: 100, y: 100, width: 4, height: 3 }, cells)).toEqual([]);
  });

  const change = {
    width: 200,
    height: 100,
    baseline: 'images/a.baseline.png',
    actual: 'images/a.new.png',
    diff: 'images/a.diff.png',
    regions: [
      {
        x: 150,
        y: 40,
        width: 3,
        height: 3,
        pixels: 9,
        crop: {
          box: { x: 126, y: 16, width: 51, height: 51 },
          baseline: 'images/a.change1.baseline.png',
          actual: 'images/a.change1.new.png',
        },
      },
      { x: 10, y: 80, width: 1, height: 1, pixels: 1 },
    ],
  };

  it('a changed story: its cells, its crop with a slider, its boxes, the command that accepts it alone', () => {
    const html = reportHtml({
      summary: 'visual: 1 stories',
      mode: 'check',
      results: [
        {
          id: 'screens-x--brand-matrix',
          title: 'Screens/X',
          name: 'Brand Matrix',
          status: 'changed',
          detail: '10 px differ (allowed 8)',
          accept: 'npm run visual -- --update --filter screens-x--brand-matrix',
          cells,
          change,
        },
      ],
    });
    expect(html).toContain('<h2>Changed (1)</h2>');
    expect(html).toContain(
      'Accept this story alone: <code class="cmd">npm run visual -- --update --filter screens-x--brand-matrix</code>',
    );
    expect(html).toContain(
      '<strong>Change 1</strong> in Tech Teal, dark: 3 x 3 px at (150, 40), 9 px changed</p><div class="swipe" style="max-width:51px;aspect-ratio:51/51">',
    );
    expect(html).toContain('<img src="images/a.change1.baseline.png" alt="baseline, cropped"');
    expect(html).toContain('<img class="after" src="images/a.change1.new.png" alt="new, cropped"');
    expect(html).toContain('aria-label="baseline left of the line, new right of it"');
    expect(html).toContain(
      '<strong>Change 2</strong> in Tech Teal, light: 1 x 1 px at (10, 80), 1 px changed (boxed below, not cropped: only the largest changes are)',
    );
    expect(html).toContain(
      '<span class="box" style="left:75.000%;top:40.000%;width:1.500%;height:3.000%" title="change 1">',
    );
  });

  it('an unstable story compares its two shots; an errored one shows what it could render and why', () => {
    const html = reportHtml({
      summary: 's',
      mode: 'check',
      results: [
        {
          id: 'a--b',
          title: 'A',
          name: 'B',
          status: 'unstable',
          detail: 'two shots of the same render differ: 9 px',
          cells,
          change,
        },
        {
          id: 'c--d',
          title: 'C',
          name: 'D',
          status: 'errored',
          detail: 'could not scroll to 16305 px',
          images: { actual: 'images/c--d.errored.png' },
        },
      ],
    });
    expect(html).toContain(
      '<h2>Unstable (two shots of one render differ: fix the story or the harness) (1)</h2>',
    );
    expect(html).toContain('aria-label="first shot left of the line, second shot right of it"');
    expect(html).not.toContain('Accept this story alone');
    expect(html).toContain('<p>could not scroll to 16305 px</p>');
    expect(html).toContain(
      '<figcaption>what it showed</figcaption><a href="images/c--d.errored.png"><img src="images/c--d.errored.png" alt="what it showed"',
    );
  });
});
