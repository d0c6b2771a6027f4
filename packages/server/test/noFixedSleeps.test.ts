// No fixed sleep in any test: a test waits for an event or a state (waitFor, expect.poll, a locator, a
// server-sent marker, an injected clock), never for time. Scans every test, story and e2e file of the
// repository, and their helpers, with comments and strings blanked, for `waitForTimeout(`, a
// `sleep(`/`delay(` call with a number, and `setTimeout` used as a bare wait (its callback only
// settles a promise: `new Promise((r) => setTimeout(r, N))`). A kept use that is no wait is in
// ALLOWED, with its reason.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** Kept on purpose: file (from the repository root), the flagged line's code, and why it is no wait. */
const ALLOWED: { file: string; code: string; reason: string }[] = [
  {
    file: 'packages/machines/src/testing/fakes.ts',
    code: 'export const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));',
    reason:
      'one macrotask turn (0 ms), not a time: the machine tests settle in-memory fakes, whose promise callbacks are all queued before it',
  },
  {
    file: 'packages/app/src/stories/ReportCustomizer.stories.tsx',
    code: 'const timer = setTimeout(resolve, ms);',
    reason:
      "the QA story's fake preview builder takes 250 ms (abortable) so QA sees the building state: a fake's latency, which no play function waits out",
  },
];

/** The files scanned: tests, stories, e2e files and the helpers they share. */
export function isScanned(relative: string): boolean {
  const file = relative.split(path.sep).join('/');
  if (!/\.(?:[cm]?[jt]sx?)$/.test(file)) return false;
  if (/\.(?:test|spec)\.[cm]?[jt]sx?$/.test(file)) return true;
  if (/\.stories\.[jt]sx?$/.test(file)) return true;
  if (/\.e2e\.[jt]s$/.test(file)) return true;
  if (file.startsWith('.storybook/')) return true;
  // e2e and test helpers, testing entries and directories, the stories' helpers.
  return (
    /^packages\/[^/]+\/(?:e2e|test)\//.test(file) ||
    /\/testing(?:\/|\.[jt]sx?$)/.test(file) ||
    /\/stories\//.test(file)
  );
}

const SKIPPED_DIRS = new Set([
  'node_modules',
  'dist',
  'storybook-static',
  'test-artifacts',
  'coverage',
  '.git',
]);

/** Every scanned file under `root` (relative paths): packages/ and .storybook/. */
export function scannedFiles(root: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const relative = dir ? `${dir}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(entry.name) && !entry.name.startsWith('.vitest')) walk(relative);
      } else if (entry.isFile() && isScanned(relative)) found.push(relative);
    }
  };
  for (const top of ['packages', '.storybook']) {
    try {
      walk(top);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  return found.sort();
}

const REGEX_AFTER = new Set([...'(,=:[!&|?{};+-*%<>~^']);
const REGEX_AFTER_WORDS = new Set([
  'return',
  'typeof',
  'case',
  'do',
  'else',
  'in',
  'of',
  'new',
  'delete',
  'void',
  'throw',
  'await',
  'yield',
]);

/**
 * The source with comments, string and template text and regular expression literals blanked (spaces;
 * line breaks kept, so lines and columns stay), the code inside `${...}` kept. A quote in JSX text
 * blanks at most the rest of its line (a quoted string ends at a line break).
 */
export function blankCommentsAndStrings(source: string): string {
  const out = source.split('');
  const blank = (from: number, to: number) => {
    for (let k = from; k < to; k++) if (out[k] !== '\n') out[k] = ' ';
  };
  /** The closing brace of each open `${`, innermost last; -1 marks a plain `{` inside one. */
  const templates: number[] = [];
  let i = 0;
  let previous = ''; // the last significant character or word before i
  const n = source.length;
  /** Scans template text from i (after a backtick or a `}` closing `${`): to the closing backtick or the next `${`. */
  const templateText = () => {
    const start = i;
    while (i < n && source[i] !== '`') {
      if (source[i] === '\\') i += 2;
      else if (source[i] === '$' && source[i + 1] === '{') {
        blank(start, i);
        i += 2;
        templates.push(0);
        previous = '{';
        return;
      } else i++;
    }
    blank(start, i);
    i++; // the backtick
    previous = '`';
  };
  while (i < n) {
    const c = source[i] as string;
    const next = source[i + 1];
    if (c === '/' && next === '/') {
      const end = source.indexOf('\n', i);
      const to = end === -1 ? n : end;
      blank(i, to);
      i = to;
    } else if (c === '/' && next === '*') {
      const end = source.indexOf('*/', i + 2);
      const to = end === -1 ? n : end + 2;
      blank(i, to);
      i = to;
    } else if (c === "'" || c === '"') {
      const start = i++;
      while (i < n && source[i] !== c && source[i] !== '\n') i += source[i] === '\\' ? 2 : 1;
      blank(start + 1, Math.min(i, n));
      i++;
      previous = c;
    } else if (c === '`') {
      i++;
      templateText();
    } else if (
      c === '/' &&
      (previous === '' || REGEX_AFTER.has(previous) || REGEX_AFTER_WORDS.has(previous))
    ) {
      const start = i++;
      let inClass = false;
      while (i < n && source[i] !== '\n') {
        const r = source[i];
        if (r === '\\') i += 2;
        else {
          if (r === '[') inClass = true;
          else if (r === ']') inClass = false;
          else if (r === '/' && !inClass) break;
          i++;
        }
      }
      blank(start + 1, Math.min(i, n));
      i++;
      previous = ')'; // a regex is a value: a `/` after it divides
    } else if (c === '{' && templates.length > 0) {
      templates[templates.length - 1]!++;
      previous = c;
      i++;
    } else if (c === '}' && templates.length > 0 && templates[templates.length - 1] === 0) {
      templates.pop();
      i++;
      templateText();
    } else {
      if (c === '}' && templates.length > 0) templates[templates.length - 1]!--;
      if (/[A-Za-z_$\d]/.test(c)) {
        let j = i;
        while (j < n && /[\w$]/.test(source[j] as string)) j++;
        previous = source.slice(i, j);
        i = j;
        continue;
      }
      if (!/\s/.test(c)) previous = c;
      i++;
    }
  }
  return out.join('');
}

/** The argument text of the call whose `(` is at `open`: each top-level argument, trimmed. */
function callArguments(code: string, open: number): string[] {
  const args: string[] = [];
  let depth = 0;
  let start = open + 1;
  for (let k = open; k < code.length; k++) {
    const c = code[k];
    if (c === '(' || c === '[' || c === '{') depth++;
    else if (c === ')' || c === ']' || c === '}') {
      depth--;
      if (depth === 0) {
        args.push(code.slice(start, k).trim());
        return args.filter((a, index) => a !== '' || index > 0);
      }
    } else if (c === ',' && depth === 1) {
      args.push(code.slice(start, k).trim());
      start = k + 1;
    }
  }
  return args;
}

/** `r`, `resolve`, `() => resolve()`, `() => void r()`: a callback that only settles a promise. */
const SETTLES_ONLY =
  /^(?:[A-Za-z_$][\w$]*|\(\s*\)\s*=>\s*(?:void\s+)?[A-Za-z_$][\w$]*\(\s*\)|\(\s*\)\s*=>\s*\{\s*[A-Za-z_$][\w$]*\(\s*\);?\s*\})$/;
const NUMBER = /^[\d_.]+$/;

export interface FixedSleep {
  line: number;
  code: string;
  what: string;
}

/** The fixed sleeps of one file's source. */
export function findFixedSleeps(source: string): FixedSleep[] {
  const code = blankCommentsAndStrings(source);
  const lines = source.split('\n');
  const lineAt = (index: number) => code.slice(0, index).split('\n').length;
  const found: FixedSleep[] = [];
  const add = (index: number, what: string) => {
    const line = lineAt(index);
    found.push({ line, code: (lines[line - 1] ?? '').trim(), what });
  };
  for (const m of code.matchAll(/\bwaitForTimeout\s*\(/g)) add(m.index, 'waitForTimeout(');
  for (const m of code.matchAll(/\b(sleep|delay)\s*\(/g)) {
    const [first = ''] = callArguments(code, m.index + m[0].length - 1);
    // A number, a constant or an expression with a number: a fixed time.
    if (/\d/.test(first) || /^[A-Z][A-Z\d_]*$/.test(first)) add(m.index, `${m[1]}(${first})`);
  }
  for (const m of code.matchAll(/\bsetTimeout\s*\(/g)) {
    const args = callArguments(code, m.index + m[0].length - 1);
    const [callback = ''] = args;
    // node:timers/promises' setTimeout(ms) (one argument, no function), or a callback that only
    // settles a promise.
    const timersPromises = NUMBER.test(callback) || (args.length === 1 && !/=>|\bfunction\b/.test(callback));
    if (timersPromises || SETTLES_ONLY.test(callback)) add(m.index, 'setTimeout as a bare wait');
  }
  return found.sort((a, b) => a.line - b.line);
}

/** Every fixed sleep under `root`, as `file:line  code`, minus the allowed ones. */
export function fixedSleepsUnder(root: string, allowed = ALLOWED): { found: string[]; unused: string[] } {
  const used = new Set<(typeof allowed)[number]>();
  const found: string[] = [];
  for (const file of scannedFiles(root)) {
    for (const hit of findFixedSleeps(readFileSync(path.join(root, file), 'utf8'))) {
      const allow = allowed.find((a) => a.file === file && a.code === hit.code);
      if (allow) used.add(allow);
      else found.push(`${file}:${hit.line}  ${hit.code}  (${hit.what})`);
    }
  }
  return { found, unused: allowed.filter((a) => !used.has(a)).map((a) => `${a.file}: ${a.code}`) };
}

describe('no fixed sleeps in tests', () => {
  it('no test, story or e2e file (or their helpers) waits for a fixed time', () => {
    const { found, unused } = fixedSleepsUnder(repoRoot);
    expect(
      found,
      'wait for an event or a state (waitFor, expect.poll, a locator, a marker), not a time',
    ).toEqual([]);
    // An allowance whose line is gone is removed with it.
    expect(unused).toEqual([]);
  });

  it('scans the files it should', () => {
    const files = scannedFiles(repoRoot);
    for (const expected of [
      'packages/server/src/llm/limits.test.ts',
      'packages/ui/src/components/Drawer/Drawer.stories.tsx',
      'packages/app/e2e/cache.e2e.ts',
      'packages/app/e2e/server.ts',
      'packages/app/e2e/flows.ts',
      'packages/app/src/stories/machineInspector.ts',
      'packages/machines/src/testing/fakes.ts',
      'packages/server/src/llm/testing/fake-openai.ts',
      'packages/server/test/sse.ts',
      'packages/ui/src/testing.ts',
    ])
      expect(files).toContain(expected);
    expect(files.some((f) => f.includes('node_modules') || f.includes('/bench/'))).toBe(false);
  });

  it('catches a planted sleep, with its file and line, and nothing in comments, strings or real waits', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'no-fixed-sleeps-'));
    try {
      mkdirSync(path.join(root, 'packages/app/e2e'), { recursive: true });
      mkdirSync(path.join(root, 'packages/ui/src'), { recursive: true });
      writeFileSync(
        path.join(root, 'packages/app/e2e/planted.e2e.ts'),
        [
          "it('waits', async () => {", // 1
          '  await page.waitForTimeout(500);', // 2
          '  await new Promise((r) => setTimeout(r, 200));', // 3
          '  await sleep(250);', // 4
          '  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100)));', // 5
          '  await new Promise<void>((resolve) => {', // 6
          '    setTimeout(() => resolve(), PRESENCE_TTL_MS + 300);', // 7
          '  });', // 8
          '  await setTimeout(1_000); // node:timers/promises', // 9
          // biome-ignore lint/suspicious/noTemplateCurlyInString: planted source text, with a template
          '  const label = `took ${await delay(50)} ms`;', // 10
          '  await new Promise((r) =>', // 11
          '    setTimeout(', // 12
          '      r,', // 13
          '      20,', // 14
          '    ),', // 15
          '  );', // 16
          '  await setTimeout(PRESENCE_TTL_MS + 300);', // 17
          '});', // 18
        ].join('\n'),
      );
      writeFileSync(
        path.join(root, 'packages/ui/src/Fine.stories.tsx'),
        [
          '// await page.waitForTimeout(500) and sleep(5) in a comment', // 1
          '/* new Promise((r) => setTimeout(r, 9)) */', // 2
          "const text = 'sleep(5) waitForTimeout(1)';", // 3
          // biome-ignore lint/suspicious/noTemplateCurlyInString: planted source text, with a template
          'const tmpl = `setTimeout(r, 5) ${"sleep(3)"}`;', // 4
          'const re = /sleep\\(1\\)|waitForTimeout\\(/;', // 5
          "const q = <p>Don't sleep(5) here</p>;", // 6
          'const id = setTimeout(() => setCount((n) => n + 1), 400);', // 7: a fake's latency
          'const timer = setTimeout(() => { finish(); reject(new Error("late")); }, timeoutMs);', // 8: a deadline
          'await sleep(ms);', // 9: a helper's own parameter
          'const ratio = total / 2 / sleepers;', // 10: division, not a regex
          "await waitFor(() => expect(x).toBe('sleep(5)'));", // 11
        ].join('\n'),
      );
      const { found } = fixedSleepsUnder(root, []);
      expect(found.map((f) => f.split('  ')[0])).toEqual([
        'packages/app/e2e/planted.e2e.ts:2',
        'packages/app/e2e/planted.e2e.ts:3',
        'packages/app/e2e/planted.e2e.ts:4',
        'packages/app/e2e/planted.e2e.ts:5',
        'packages/app/e2e/planted.e2e.ts:7',
        'packages/app/e2e/planted.e2e.ts:9',
        'packages/app/e2e/planted.e2e.ts:10',
        'packages/app/e2e/planted.e2e.ts:12',
        'packages/app/e2e/planted.e2e.ts:17',
      ]);
      expect(found[0]).toBe(
        'packages/app/e2e/planted.e2e.ts:2  await page.waitForTimeout(500);  (waitForTimeout()',
      );
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
