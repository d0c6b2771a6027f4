/**
 * Machines hold no transport: no `*.machine.ts` names the network or the browser. Their side effects
 * are placeholders whose browser implementations live in `src/adapters/` (or come from the app
 * through `.provide()`). The check reads the code only: comments and string contents are blanked
 * first, and every other whole-word use of a name below fails, member access and object keys
 * included (the services loader's date range is `dataWindow` for that reason).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const FORBIDDEN = [
  'fetch',
  'EventSource',
  'location',
  'localStorage',
  'sessionStorage',
  'window',
  'document',
  'matchMedia',
  'navigator',
  'globalThis',
] as const;
const forbidden = new RegExp(`(?<![\\w$])(${FORBIDDEN.join('|')})(?![\\w$])`, 'g');

/** After these (or at the start), a `/` begins a regular expression rather than a division. */
const BEFORE_REGEX = new Set([...'(,=:[!&|?{};+-*%<>~^']);
const KEYWORDS_BEFORE_REGEX = new Set([
  'return',
  'typeof',
  'case',
  'do',
  'else',
  'in',
  'of',
  'void',
  'yield',
]);

/**
 * The source with every comment and the text of every string, template and regular expression
 * literal turned into spaces (line breaks kept, so lines keep their numbers); a template's `${...}`
 * stays code.
 */
function codeOnly(source: string): string {
  const out = [...source];
  const blank = (from: number, to: number) => {
    for (let k = from; k < to; k++) if (out[k] !== '\n') out[k] = ' ';
  };
  // Open template literals, each with the brace depth of its current `${...}`.
  const templates: number[] = [];
  let last = ''; // the last character of code seen (not whitespace)
  let word = ''; // the identifier or keyword that ended at `last`
  let i = 0;
  const n = source.length;
  /** Skips a template's text from `i` up to its closing backtick or a `${`. */
  const templateText = () => {
    const start = i;
    while (i < n && source[i] !== '`' && !(source[i] === '$' && source[i + 1] === '{')) {
      i += source[i] === '\\' ? 2 : 1;
    }
    blank(start, Math.min(i, n));
    if (source[i] === '`') {
      templates.pop();
      i++;
      last = '`';
    } else if (i < n) {
      i += 2;
      templates[templates.length - 1] = 0;
      last = '{';
    }
    word = '';
  };
  while (i < n) {
    const c = source[i] as string;
    const next = source[i + 1];
    if (c === '/' && next === '/') {
      const end = source.indexOf('\n', i);
      const stop = end === -1 ? n : end;
      blank(i, stop);
      i = stop;
    } else if (c === '/' && next === '*') {
      const end = source.indexOf('*/', i + 2);
      const stop = end === -1 ? n : end + 2;
      blank(i, stop);
      i = stop;
    } else if (c === "'" || c === '"') {
      const start = i + 1;
      i++;
      while (i < n && source[i] !== c && source[i] !== '\n') i += source[i] === '\\' ? 2 : 1;
      blank(start, Math.min(i, n));
      i++;
      last = c;
      word = '';
    } else if (c === '`') {
      templates.push(0);
      i++;
      templateText();
    } else if (c === '/' && (last === '' || BEFORE_REGEX.has(last) || KEYWORDS_BEFORE_REGEX.has(word))) {
      const start = i + 1;
      i++;
      let inClass = false;
      while (i < n && source[i] !== '\n' && (inClass || source[i] !== '/')) {
        if (source[i] === '\\') i++;
        else if (source[i] === '[') inClass = true;
        else if (source[i] === ']') inClass = false;
        i++;
      }
      blank(start, Math.min(i, n));
      i++;
      last = '/';
      word = '';
    } else if (c === '}' && templates.at(-1) === 0) {
      i++;
      templateText();
    } else {
      const depth = templates.at(-1);
      if (depth !== undefined && (c === '{' || c === '}')) {
        templates[templates.length - 1] = depth + (c === '{' ? 1 : -1);
      }
      if (/[\w$]/.test(c)) {
        word = /[\w$]/.test(source[i - 1] ?? '') ? word + c : c;
        last = c;
      } else if (!/\s/.test(c)) {
        last = c;
        word = '';
      }
      i++;
    }
  }
  return out.join('');
}

/** Each use of a forbidden name in the code of `source`, as `file:line: name`. */
function transportReferences(source: string, file: string): string[] {
  const found: string[] = [];
  codeOnly(source)
    .split('\n')
    .forEach((line, index) => {
      for (const match of line.matchAll(forbidden)) found.push(`${file}:${index + 1}: ${match[1]}`);
    });
  return found;
}

const src = fileURLToPath(new URL('.', import.meta.url));
const machineFiles = (readdirSync(src, { recursive: true }) as string[])
  .filter((path) => path.endsWith('.machine.ts'))
  .map((path) => path.split('\\').join('/'))
  .sort();

describe('machines hold no transport', () => {
  it('finds the machine files', () => {
    expect(machineFiles.length).toBeGreaterThanOrEqual(19);
    expect(machineFiles).toContain('session/session.machine.ts');
    expect(machineFiles).toContain('staffChat/staffChatConnection.machine.ts');
  });

  it('no *.machine.ts names fetch, EventSource, location, storage, window, document, matchMedia, navigator or globalThis', () => {
    const found = machineFiles.flatMap((file) =>
      transportReferences(readFileSync(join(src, file), 'utf8'), `src/${file}`),
    );
    expect(found).toEqual([]);
  });

  it('the check fails on a use in code, and names its file and line', () => {
    const source = ['// no transport here', 'const answer = await fetch(url);'].join('\n');
    expect(transportReferences(source, 'inline.machine.ts')).toEqual(['inline.machine.ts:2: fetch']);
  });

  it('the check finds member access, object keys and uses inside a template expression', () => {
    const source = [
      'const w = globalThis.window;',
      'const range = { window: 1 };',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text under test holds a template.
      'const url = `${location.origin}/api`;',
    ].join('\n');
    expect(transportReferences(source, 'm.ts')).toEqual([
      'm.ts:1: globalThis',
      'm.ts:1: window',
      'm.ts:2: window',
      'm.ts:3: location',
    ]);
  });

  it('the check ignores comments, JSDoc, strings, template text, regular expressions and longer names', () => {
    const source = [
      '/**',
      ' * Reads the `window` and calls fetch(...).',
      ' */',
      'const a = 1; // location.assign',
      'const b = \'fetch\' + "document";',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text under test holds a template.
      'const c = `navigator ${a / 2} matchMedia`;',
      'const d = /window|fetch/.test(b) ? a / 2 : 0;',
      'const fetchList = prefetch + windowed + myEventSource + EVENT_SOURCE_STATE;',
      '/* localStorage */ const e = sessionStorageLike;',
    ].join('\n');
    expect(transportReferences(source, 'm.ts')).toEqual([]);
  });
});
