// The six CSV files as sections: parsed with a header row, skipping empty lines, validated, never throwing.
import Papa from 'papaparse';
import { CSV_COLUMNS, CSV_FILE_NAMES, type CsvFileName } from '../contract';
import type { CsvSection, SectionWarning } from './types';
import { parseTime12h } from './values';

/** How many lines of a file a section's preview shows. */
export const SECTION_PREVIEW_LINES = 10;

export type CsvRow = Record<string, string>;

/**
 * The spec's parse (a header row, empty lines skipped) as plain papaparse options: the benchmark's
 * bare-parse baseline. `parseCsvFile` gets the same rows faster by parsing to cell arrays in chunks and
 * building fixed-shape row objects itself (papaparse's header mode builds every row key by key).
 */
export const PAPA_OPTIONS = { header: true, skipEmptyLines: true } as const;

/** Time columns per file and whether seconds are allowed there. */
export const TIME_COLUMNS: Record<
  CsvFileName,
  readonly { column: string; seconds: boolean; optional?: true }[]
> = {
  'sales.csv': [{ column: 'Hour', seconds: false }],
  'samples.csv': [{ column: 'Time', seconds: true }],
  'timers.csv': [{ column: 'StartedAt', seconds: true }],
  'actual_labor.csv': [
    { column: 'ClockIn', seconds: false },
    // An empty ClockOut is an open punch (still clocked in); any other non-time is ignored.
    { column: 'ClockOut', seconds: false, optional: true },
  ],
  'scheduled_labor.csv': [
    { column: 'ShiftStart', seconds: false },
    { column: 'ShiftEnd', seconds: false },
  ],
  'tasks.csv': [],
};

/** Header names are matched case- and space-insensitively and renamed to the spec's spelling. */
const CANONICAL_HEADER = new Map<string, string>();
for (const name of CSV_FILE_NAMES) {
  for (const column of CSV_COLUMNS[name]) CANONICAL_HEADER.set(column.toLowerCase(), column);
}
export const canonicalHeader = (h: string): string => {
  const trimmed = h.replace(/^\uFEFF/, '').trim();
  return CANONICAL_HEADER.get(trimmed.toLowerCase().replace(/[\s_]+/g, '')) ?? trimmed;
};

/** The first `n` lines of a text, without splitting the whole text. */
export function previewLines(text: string, n = SECTION_PREVIEW_LINES): string[] {
  const lines: string[] = [];
  if (!text) return lines;
  let start = 0;
  while (lines.length < n && start <= text.length) {
    const nl = text.indexOf('\n', start);
    const end = nl === -1 ? text.length : nl;
    lines.push(text.slice(start, end > start && text[end - 1] === '\r' ? end - 1 : end));
    if (nl === -1) break;
    start = nl + 1;
  }
  if (lines.length > 0 && lines[lines.length - 1] === '' && start >= text.length) lines.pop();
  return lines;
}

/** Characters per papaparse chunk (papaparse carries partial lines and quoted fields across chunks). */
export const PARSE_CHUNK_BYTES = 64 * 1024;

export interface ParsedFile {
  rows: CsvRow[];
  ignored: number;
  warnings: SectionWarning[];
}

/**
 * Parses one file's text: header row, empty lines skipped, rows whose times are not hh:mm AM/PM ignored
 * (and counted). A missing or empty file, or one that lacks columns, gives no rows and a warning.
 */
export function parseCsvFile(
  file: CsvFileName,
  text: string | undefined | null,
  chunkSize = PARSE_CHUNK_BYTES,
): ParsedFile {
  if (typeof text !== 'string') {
    return { rows: [], ignored: 0, warnings: [warn(file, 'missing', `${file} was not provided.`)] };
  }
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  if (body.trim() === '') {
    return { rows: [], ignored: 0, warnings: [warn(file, 'empty', `${file} is empty.`)] };
  }
  const columns = CSV_COLUMNS[file];
  const build = BUILDERS[file];
  const rows: CsvRow[] = [];
  // Minutes of each kept row's first time column, so the stat blocks need not parse it again.
  const minutes: number[] = [];
  let ignored = 0;
  let header: string[] | null = null;
  let missing: string[] = [];
  let index: number[] = [];
  const extras: [string, number][] = [];
  let checks: { at: number; seconds: boolean; optional?: true; column: string }[] = [];

  const consume = (table: string[][], parser: Papa.Parser) => {
    let r = 0;
    if (header === null) {
      while (r < table.length && blankRow(table[r]!)) r++;
      if (r === table.length) return;
      header = table[r]!.map(canonicalHeader);
      r++;
      index = columns.map((c) => header!.indexOf(c));
      missing = columns.filter((_, i) => index[i] === -1);
      if (missing.length > 0) {
        parser.abort();
        return;
      }
      header.forEach((h, i) => {
        if (h !== '' && !columns.includes(h) && !extras.some(([e]) => e === h)) extras.push([h, i]);
      });
      checks = TIME_COLUMNS[file].map((c) => ({ ...c, at: index[columns.indexOf(c.column)]! }));
    }
    for (; r < table.length; r++) {
      const cells = table[r]!;
      const c0 = cells[0] ?? '';
      if ((c0 === '' || c0.charCodeAt(0) <= 32) && blankRow(cells)) continue;
      const at = checks.length === 0 ? 0 : rowTime(cells, checks);
      if (at === null) {
        ignored++;
        continue;
      }
      const row = build(cells, index);
      for (let e = 0; e < extras.length; e++) row[extras[e]![0]] = cells[extras[e]![1]] ?? '';
      rows.push(row);
      minutes.push(at);
    }
  };

  try {
    // Parsed in chunks: each chunk's cell arrays die young, so the collector never copies the whole
    // table around (about twice as fast as papaparse's header mode on a heavy day; see the bench).
    const config: Papa.ParseConfig<string[]> & {
      chunkSize: number;
      chunk(results: Papa.ParseResult<string[]>, parser: Papa.Parser): void;
    } = {
      header: false,
      skipEmptyLines: true,
      // Decided from the whole text, not guessed again from a (possibly tiny) first chunk.
      ...lineFormat(body),
      chunkSize,
      chunk: (results, parser) => consume(results.data, parser),
    };
    Papa.parse<string[]>(body, config);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return {
      rows: [],
      ignored: 0,
      warnings: [warn(file, 'parse', `${file} could not be parsed: ${reason}`)],
    };
  }
  if (missing.length > 0) {
    const list = missing.join(', ');
    return {
      rows: [],
      ignored: 0,
      warnings: [
        warn(file, 'columns', `${file} is missing the column${missing.length > 1 ? 's' : ''} ${list}.`),
      ],
    };
  }
  if (checks.length > 0) PARSED_TIMES.set(rows, { column: checks[0]!.column, minutes });
  const warnings =
    ignored === 0
      ? []
      : [
          warn(
            file,
            'ignored',
            `${file}: ${ignored} row${ignored > 1 ? 's' : ''} ignored (time not in hh:mm AM/PM form).`,
          ),
        ];
  return { rows, ignored, warnings };
}

/** The line ending and delimiter of a CSV text, from its first line (the header). */
export function lineFormat(text: string): { newline: '\n' | '\r\n' | '\r'; delimiter: string } {
  const lf = text.indexOf('\n');
  const cr = text.indexOf('\r');
  let newline: '\n' | '\r\n' | '\r' = '\n';
  if (cr !== -1 && (lf === -1 || cr < lf)) newline = cr + 1 === lf ? '\r\n' : '\r';
  const start = Math.max(0, text.search(/[^\s]/));
  const firstLf = text.indexOf('\n', start);
  const firstCr = text.indexOf('\r', start);
  const end = [firstLf, firstCr].filter((i) => i !== -1).reduce((a, b) => Math.min(a, b), text.length);
  const first = text.slice(start, end);
  let delimiter = ',';
  let best = 0;
  for (const d of [',', ';', '\t', '|']) {
    const n = first.split(d).length - 1;
    if (n > best) {
      best = n;
      delimiter = d;
    }
  }
  return { newline, delimiter };
}

/** A line with no content: no cells, or only empty/whitespace cells (e.g. "  " or ",,"). */
function blankRow(cells: readonly string[]): boolean {
  for (const c of cells) if (c.trim() !== '') return false;
  return true;
}

/** Minutes of the row's first time column when every time column is valid, otherwise null. */
function rowTime(
  cells: readonly string[],
  checks: readonly { at: number; seconds: boolean; optional?: true }[],
): number | null {
  let firstMinutes: number | null = null;
  for (let i = 0; i < checks.length; i++) {
    const check = checks[i]!;
    const value = cells[check.at];
    if (check.optional && (value === undefined || value.trim() === '')) continue;
    const m = parseTime12h(value, check.seconds);
    if (m === null) return null;
    if (i === 0) firstMinutes = m;
  }
  return firstMinutes;
}

/**
 * The rows `parseCsvFile` produced, with the minutes of their first time column (Hour, Time,
 * StartedAt, ClockIn, ShiftStart). Held weakly: rows from anywhere else (a cache, a filter) are simply
 * parsed again. Treat parsed rows as read-only.
 */
const PARSED_TIMES = new WeakMap<readonly CsvRow[], { column: string; minutes: readonly number[] }>();

/** The already-parsed minutes of `column` for rows made by `parseCsvFile`, if still in step with them. */
export function parsedMinutes(rows: readonly CsvRow[], column: string): readonly number[] | undefined {
  const known = PARSED_TIMES.get(rows);
  return known && known.column === column && known.minutes.length === rows.length ? known.minutes : undefined;
}

const cell = (cells: readonly string[], at: number | undefined): string => cells[at!] ?? '';

/** One builder per file, so every row of a file has the same shape (fast property access downstream). */
const BUILDERS: Record<CsvFileName, (cells: readonly string[], x: readonly number[]) => CsvRow> = {
  'sales.csv': (c, x) => ({
    Hour: cell(c, x[0]),
    NetSales: cell(c, x[1]),
    TransactionsCount: cell(c, x[2]),
    LaborHours: cell(c, x[3]),
    LaborCost: cell(c, x[4]),
    SuggestedLaborHours: cell(c, x[5]),
    Forecast: cell(c, x[6]),
  }),
  'samples.csv': (c, x) => ({ Time: cell(c, x[0]), Product: cell(c, x[1]), Employee: cell(c, x[2]) }),
  'timers.csv': (c, x) => ({
    StartedAt: cell(c, x[0]),
    TimerName: cell(c, x[1]),
    MinutesRemaining: cell(c, x[2]),
  }),
  'actual_labor.csv': (c, x) => ({
    FirstName: cell(c, x[0]),
    LastName: cell(c, x[1]),
    DateOfBusiness: cell(c, x[2]),
    ClockIn: cell(c, x[3]),
    ClockOut: cell(c, x[4]),
    RegularHours: cell(c, x[5]),
  }),
  'scheduled_labor.csv': (c, x) => ({
    FirstName: cell(c, x[0]),
    LastName: cell(c, x[1]),
    DateOfBusiness: cell(c, x[2]),
    ShiftStart: cell(c, x[3]),
    ShiftEnd: cell(c, x[4]),
    RegularHours: cell(c, x[5]),
  }),
  'tasks.csv': (c, x) => ({ Status: cell(c, x[0]), CompletedBy: cell(c, x[1]), TaskName: cell(c, x[2]) }),
};

function warn(file: CsvFileName, kind: NonNullable<SectionWarning['kind']>, message: string): SectionWarning {
  return { file, kind, message };
}

/**
 * Turns the six files' texts into six sections, in CSV_FILE_NAMES order. Never throws: a missing, empty
 * or malformed file gives an empty section and a warning. `selected` defaults to true for every file.
 */
export function parseSections(
  files: Partial<Record<CsvFileName, string>>,
  selected: Partial<Record<CsvFileName, boolean>> = {},
): { sections: CsvSection[]; warnings: SectionWarning[]; ignored: Record<CsvFileName, number> } {
  const sections: CsvSection[] = [];
  const warnings: SectionWarning[] = [];
  const ignored = {} as Record<CsvFileName, number>;
  const source = (files ?? {}) as Partial<Record<CsvFileName, unknown>>;
  const chosen = (selected ?? {}) as Partial<Record<CsvFileName, unknown>>;
  for (const name of CSV_FILE_NAMES) {
    const raw = source[name];
    const text = typeof raw === 'string' ? raw : undefined;
    const result = parseCsvFile(name, text);
    sections.push({
      name,
      content: text ?? '',
      data: result.rows,
      preview: previewLines(text ?? ''),
      selected: chosen[name] !== false,
    });
    warnings.push(...result.warnings);
    ignored[name] = result.ignored;
  }
  return { sections, warnings, ignored };
}

/** A section's rows: its parsed `data`, or its `content` parsed on demand (e.g. a section from a cache). */
export function sectionRows(section: CsvSection | undefined): CsvRow[] {
  if (!section || section.selected === false) return [];
  if (Array.isArray(section.data)) return section.data;
  return parseCsvFile(section.name, section.content).rows;
}
