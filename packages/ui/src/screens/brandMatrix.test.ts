// Designers review every screen in every brand and mode: each screen's stories file
// has a story named 'Brand Matrix' that spreads brandMatrixParameters (7 brands x light and dark, axe
// on every cell). The screens are listed from the file system, so a new screen without one fails here.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const screensDir = path.dirname(fileURLToPath(import.meta.url));
const adminDir = path.join(screensDir, 'admin');

/** Not screens: the designers' overview page of key screens (it is itself a matrix). */
const NOT_SCREENS = new Set(['BrandMatrix']);
/** The generic grid every admin entity screen wraps: its matrices are those of the seven entity screens. */
const NOT_ADMIN_SCREENS = new Set(['AdminGridScreen']);

const STORIES = '.stories.tsx';
const rel = (file: string) => path.relative(screensDir, file).split(path.sep).join('/');
const subdirs = (dir: string) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => path.join(dir, e.name));
const storiesIn = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith(STORIES))
    .map((e) => path.join(e.parentPath, e.name))
    .sort();

/** The exported stories of a file, each from its `export const` to the next. */
const storiesOf = (source: string) => source.split(/^export const /m).slice(1);
const isMatrix = (story: string) => /\bname: 'Brand Matrix'/.test(story);

/**
 * True when one exported story of the file is named 'Brand Matrix' and spreads brandMatrixParameters
 * (both inside the same `export const … = {…}`, so a matrix elsewhere in the file does not count).
 */
function hasBrandMatrixStory(source: string): boolean {
  return storiesOf(source).some((story) => isMatrix(story) && /\.\.\.brandMatrixParameters\b/.test(story));
}

/** True when a Brand Matrix story sets its own `a11y`: the only rules off are brandMatrixParameters' three. */
function matrixOverridesA11y(source: string): boolean {
  return storiesOf(source).some((story) => isMatrix(story) && /\ba11y\s*:/.test(story));
}

interface Screen {
  /** How the failure names it: its stories file (without `.stories.tsx`) or its folder. */
  name: string;
  /** Its stories file, or null when it has none. */
  stories: string | null;
}

/**
 * Every screen: each stories file under screens/ (one per screen or screen part: the Blog's list, post
 * and editor, the Login's code step, Settings' two-factor panel...), each screen folder (a folder with
 * no stories file is a screen without one), and each admin screen component of admin/*.tsx (an entity
 * grid or detail view; its stories file is admin/<Component>.stories.tsx).
 */
function listScreens(): Screen[] {
  const screens = new Map<string, Screen>();
  const folders = [
    ...subdirs(screensDir).filter((d) => d !== adminDir && !NOT_SCREENS.has(path.basename(d))),
    ...subdirs(adminDir),
  ];
  for (const folder of folders) {
    const stories = storiesIn(folder);
    if (stories.length === 0) screens.set(rel(folder), { name: rel(folder), stories: null });
    for (const file of stories) {
      const name = rel(file).slice(0, -STORIES.length);
      screens.set(name, { name, stories: file });
    }
  }
  for (const file of readdirSync(adminDir).filter((f) => f.endsWith('.tsx') && !f.endsWith(STORIES))) {
    const source = readFileSync(path.join(adminDir, file), 'utf8');
    for (const [, component] of source.matchAll(/^export function (\w+(?:Screen|Detail))\b/gm)) {
      if (!component || NOT_ADMIN_SCREENS.has(component)) continue;
      const stories = path.join(adminDir, `${component}${STORIES}`);
      const name = `admin/${component}`;
      screens.set(name, { name, stories: existsSync(stories) ? stories : null });
    }
  }
  for (const file of readdirSync(adminDir).filter((f) => f.endsWith(STORIES))) {
    const name = `admin/${file.slice(0, -STORIES.length)}`;
    screens.set(name, { name, stories: path.join(adminDir, file) });
  }
  return [...screens.values()].sort((a, b) => a.name.localeCompare(b.name));
}

describe('Brand Matrix on every screen', () => {
  const screens = listScreens();

  it('finds the screens from the file system', () => {
    const names = screens.map((s) => s.name);
    // Enough to tell the listing works: one of each kind (folder, folder with several, admin grid,
    // admin detail, admin folder).
    for (const known of [
      'Settings/Settings',
      'Settings/TwoFactor',
      'Login/LoginCode',
      'ImpersonationDialog/ImpersonationDialog',
      'SideDrawer/SideDrawer',
      'admin/HoursScreen',
      'admin/CompanyDetail',
      'admin/AuditLog/AuditLogScreen',
    ]) {
      expect(names).toContain(known);
    }
    expect(names).not.toContain('BrandMatrix/BrandMatrix');
    expect(names.length).toBeGreaterThanOrEqual(30);
  });

  it("each screen has a 'Brand Matrix' story with brandMatrixParameters", () => {
    const without = screens
      .filter((s) => s.stories === null || !hasBrandMatrixStory(readFileSync(s.stories, 'utf8')))
      .map((s) =>
        s.stories === null
          ? `${s.name}: no stories file`
          : `${s.name}: no 'Brand Matrix' story spreading brandMatrixParameters in ${rel(s.stories)}`,
      );
    expect(without).toEqual([]);
  });

  it('no Brand Matrix story turns axe rules off beyond the three landmark rules', () => {
    const overriding = screens
      .filter((s) => s.stories !== null && matrixOverridesA11y(readFileSync(s.stories, 'utf8')))
      .map((s) => s.name);
    expect(overriding).toEqual([]);
  });

  it('reads a matrix only from one story: its name, its parameters, its own a11y', () => {
    const story = (body: string) => `export const BrandMatrixStory: Story = {\n${body}\n};\n`;
    expect(
      hasBrandMatrixStory(story("  name: 'Brand Matrix',\n  parameters: { ...brandMatrixParameters },")),
    ).toBe(true);
    expect(
      hasBrandMatrixStory(story("  name: 'Brand Matrix',\n  parameters: { layout: 'fullscreen' },")),
    ).toBe(false);
    expect(
      hasBrandMatrixStory(
        story("  name: 'Brand Matrix',") +
          story("  name: 'Other',\n  parameters: { ...brandMatrixParameters },"),
      ),
    ).toBe(false);
    expect(
      hasBrandMatrixStory(story("  name: 'Brand matrix',\n  parameters: { ...brandMatrixParameters },")),
    ).toBe(false);
    expect(
      matrixOverridesA11y(
        story("  name: 'Brand Matrix',\n  parameters: { ...brandMatrixParameters, a11y: { test: 'off' } },"),
      ),
    ).toBe(true);
    expect(
      matrixOverridesA11y(story("  name: 'Brand Matrix',\n  parameters: { ...brandMatrixParameters },")),
    ).toBe(false);
  });
});
