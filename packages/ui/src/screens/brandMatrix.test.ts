// Designers review every screen in every brand and mode, all of them under Brand Matrix/ in the
// sidebar: beside each screen's stories file `<Name>.stories.tsx` is its `<Name>.matrix.stories.tsx`,
// titled 'Brand Matrix/…', with a story that spreads brandMatrixParameters (7 brands x light and dark,
// axe on every cell). The screens are listed from the file system, so a new screen without one fails here.
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
const MATRIX = '.matrix.stories.tsx';
/** A screen's matrix file, beside its stories file. */
const matrixOf = (stories: string) => `${stories.slice(0, -STORIES.length)}${MATRIX}`;
const rel = (file: string) => path.relative(screensDir, file).split(path.sep).join('/');
const subdirs = (dir: string) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => path.join(dir, e.name));
const storiesIn = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith(STORIES) && !e.name.endsWith(MATRIX))
    .map((e) => path.join(e.parentPath, e.name))
    .sort();

/** The exported stories of a file, each from its `export const` to the next. */
const storiesOf = (source: string) => source.split(/^export const /m).slice(1);
/** The title of a stories file's default export (its meta), or null. */
const titleOf = (source: string) => /^const meta = \{\n {2}title: '([^']+)'/m.exec(source)?.[1] ?? null;
const spreadsMatrixParameters = (story: string) => /\.\.\.brandMatrixParameters\b/.test(story);

/**
 * True when the file is titled 'Brand Matrix/…' and one exported story (from its `export const` to the
 * next) spreads brandMatrixParameters: a spread in a helper above the stories does not count.
 */
function hasBrandMatrixStory(source: string): boolean {
  return (
    titleOf(source)?.startsWith('Brand Matrix/') === true && storiesOf(source).some(spreadsMatrixParameters)
  );
}

/** True when a Brand Matrix story sets its own `a11y`: the only rules off are brandMatrixParameters' three. */
function matrixOverridesA11y(source: string): boolean {
  return storiesOf(source).some((story) => /\ba11y\s*:/.test(story));
}

interface Screen {
  /** How the failure names it: its stories file (without `.stories.tsx`) or its folder. */
  name: string;
  /** Its stories file, or null when it has none. */
  stories: string | null;
}

const read = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8') : null);

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
  for (const file of readdirSync(adminDir).filter((f) => f.endsWith(STORIES) && !f.endsWith(MATRIX))) {
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

  it('each screen has a Brand Matrix/… matrix file beside its stories, with a story spreading brandMatrixParameters', () => {
    const without = screens
      .filter((s) => {
        const matrix = s.stories === null ? null : read(matrixOf(s.stories));
        return matrix === null || !hasBrandMatrixStory(matrix);
      })
      .map((s) =>
        s.stories === null
          ? `${s.name}: no stories file`
          : `${s.name}: no ${rel(matrixOf(s.stories))} titled 'Brand Matrix/…' with a story spreading brandMatrixParameters`,
      );
    expect(without).toEqual([]);
  });

  it('no Brand Matrix story turns axe rules off beyond the three landmark rules', () => {
    const overriding = screens
      .filter((s) => s.stories !== null && matrixOverridesA11y(read(matrixOf(s.stories)) ?? ''))
      .map((s) => s.name);
    expect(overriding).toEqual([]);
  });

  it("no screen's own stories file keeps a matrix: each is under Brand Matrix/ in the sidebar", () => {
    const inPlace = screens
      .filter(
        (s) => s.stories !== null && storiesOf(readFileSync(s.stories, 'utf8')).some(spreadsMatrixParameters),
      )
      .map((s) => s.name);
    expect(inPlace).toEqual([]);
  });

  it('every Brand Matrix/… page (screens and components) has a title of its own', () => {
    const uiDir = path.join(screensDir, '..');
    const titles = readdirSync(uiDir, { withFileTypes: true, recursive: true })
      .filter((e) => e.isFile() && e.name.endsWith(STORIES))
      .map((e) => titleOf(readFileSync(path.join(e.parentPath, e.name), 'utf8')))
      .filter((title) => title?.startsWith('Brand Matrix/'));
    expect(titles.length).toBeGreaterThanOrEqual(30);
    expect(titles.filter((t, i) => titles.indexOf(t) !== i)).toEqual([]);
  });

  it('reads a matrix from its title and one story: its parameters, its own a11y', () => {
    const file = (title: string, ...bodies: string[]) =>
      `const meta = {\n  title: '${title}',\n  component: X,\n} satisfies Meta<typeof X>;\n` +
      bodies.map((body, i) => `export const Story${i}: Story = {\n${body}\n};\n`).join('');
    expect(hasBrandMatrixStory(file('Brand Matrix/X', '  parameters: { ...brandMatrixParameters },'))).toBe(
      true,
    );
    expect(hasBrandMatrixStory(file('Brand Matrix/X', "  parameters: { layout: 'fullscreen' },"))).toBe(
      false,
    );
    expect(hasBrandMatrixStory(file('Screens/X', '  parameters: { ...brandMatrixParameters },'))).toBe(false);
    expect(
      hasBrandMatrixStory(
        file('Brand Matrix/X', "  name: 'Other',", '  parameters: { ...brandMatrixParameters },'),
      ),
    ).toBe(true);
    expect(
      matrixOverridesA11y(
        file('Brand Matrix/X', "  parameters: { ...brandMatrixParameters, a11y: { test: 'off' } },"),
      ),
    ).toBe(true);
    expect(matrixOverridesA11y(file('Brand Matrix/X', '  parameters: { ...brandMatrixParameters },'))).toBe(
      false,
    );
  });
});

// Storybook's build writes a meta's JSDoc into `parameters.docs` of the meta's object literal: a meta
// that takes its parameters from a spread (`...loginCodeMeta`) without a `parameters` key of its own
// loses them (layout, a11y, visual) in the build, while the stories still pass in Vitest.
describe('a meta spread from a shared kit keeps its parameters', () => {
  const packagesDir = path.resolve(screensDir, '../../..');
  const storyFiles = ['ui/src', 'app/src'].flatMap((dir) =>
    readdirSync(path.join(packagesDir, dir), { withFileTypes: true, recursive: true })
      .filter((e) => e.isFile() && e.name.endsWith(STORIES))
      .map((e) => path.join(e.parentPath, e.name)),
  );
  /** The spreads of a meta whose kit is imported, when the meta has no `parameters` key of its own. */
  const unkept = (source: string) => {
    const meta = /^const meta = \{\n([\s\S]*?)\n\}/m.exec(source)?.[1] ?? '';
    const spreads = [...meta.matchAll(/^ {2}\.\.\.(\w+),$/gm)].map((m) => m[1] ?? '');
    return /^ {2}parameters:/m.test(meta) ? [] : spreads;
  };

  it('every stories file whose meta spreads a kit also has its own parameters key', () => {
    expect(storyFiles.length).toBeGreaterThan(100);
    /** True when the kit `name`, imported by `file` from a sibling module, carries parameters. */
    const kitHasParameters = (file: string, source: string, name: string) => {
      const from = new RegExp(`\\b${name}\\b[^;]*?from '(\\./[^']+)'`).exec(source)?.[1];
      if (!from) return false;
      const base = path.join(path.dirname(file), from);
      const kitFile = ['.ts', '.tsx'].map((ext) => base + ext).find((f) => existsSync(f));
      const kit = kitFile ? readFileSync(kitFile, 'utf8') : '';
      const body = new RegExp(`^export const ${name} = \\{\\n([\\s\\S]*?)\\n\\}`, 'm').exec(kit)?.[1] ?? '';
      return /^ {2}parameters:/m.test(body);
    };
    const missing = storyFiles.filter((f) => {
      const source = readFileSync(f, 'utf8');
      return unkept(source).some((name) => kitHasParameters(f, source, name));
    });
    expect(missing.map((f) => path.relative(packagesDir, f))).toEqual([]);
  });

  it('reads the rule from a meta', () => {
    expect(unkept("const meta = {\n  title: 'X',\n  ...kitMeta,\n} satisfies Meta;")).toEqual(['kitMeta']);
    expect(
      unkept("const meta = {\n  title: 'X',\n  ...kitMeta,\n  parameters: { ...kitMeta.parameters },\n};"),
    ).toEqual([]);
  });
});
