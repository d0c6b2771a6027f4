// The six CSV files as sections: parsed with a header row, skipping empty lines, validated, never throwing.
import Papa from 'papaparse';
import { CSV_COLUMNS, CSV_FILE_NAMES, type CsvFileName } from '../contract';
import type { CsvSection, SectionWarning } from './types';
import { parseTime12h } from './values';

/** How many lines of a file a section's preview shows (spec section 9). */
export const SECTION_PREVIEW_LINES = 10;

export type CsvRow = Record<string, string>;

/**
 * The spec's parse (a header row, empty lines skipped) as plain papaparse options: the benchmark's
 * bare-parse baseline. `parseCsvFile` gets the same rows faster by parsing to arrays and building
 * fixed-shape row objects itself (papaparse's header mode makes every row a dictionary-mode object).
 */
export const PAPA_OPTIONS = { header: true, skipEmptyLines: true } as const;

/** Time columns per file and whether seconds are allowed there (spec section 5). */
const TIME_COLUMNS: Record<CsvFileName, readonly { column: string; seconds: boolean; optional?: true }[]> = {
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
const canonicalHeader = (h: string): string => {
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

export interface ParsedFile {
  rows: CsvRow[];
  ignored: number;
  warnings: SectionWarning[];
}

/**
 * Parses one file's text: header row, empty lines skipped, rows whose times are not hh:mm AM/PM ignored
 * (and counted). A missing or empty file, or one that lacks columns, gives no rows and a warning.
 */
export function parseCsvFile(file: CsvFileName, text: string | undefined | null): ParsedFile {
  if (typeof text !== 'string') {
    return { rows: [], ignored: 0, warnings: [warn(file, 'missing', `${file} was not provided.`)] };
  }
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  if (body.trim() === '') {
    return { rows: [], ignored: 0, warnings: [warn(file, 'empty', `${file} is empty.`)] };
  }
  let table: string[][];
  try {
    table = Papa.parse<string[]>(body, { header: false, skipEmptyLines: true }).data;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return {
      rows: [],
      ignored: 0,
      warnings: [warn(file, 'parse', `${file} could not be parsed: ${reason}`)],
    };
  }
  let first = 0;
  while (first < table.length && blankRow(table[first]!)) first++;
  const header = (table[first] ?? []).map(canonicalHeader);
  const columns = CSV_COLUMNS[file];
  const index = columns.map((c) => header.indexOf(c));
  const missing = columns.filter((_, i) => index[i] === -1);
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
  const extras: [string, number][] = [];
  header.forEach((h, i) => {
    if (h !== '' && !columns.includes(h) && !extras.some(([e]) => e === h)) extras.push([h, i]);
  });
  const build = BUILDERS[file];
  const checks = TIME_COLUMNS[file].map((c) => ({ ...c, at: index[columns.indexOf(c.column)]! }));
  const rows: CsvRow[] = [];
  let ignored = 0;
  for (let r = first + 1; r < table.length; r++) {
    const cells = table[r]!;
    const c0 = cells[0] ?? '';
    if ((c0 === '' || c0.charCodeAt(0) <= 32) && blankRow(cells)) continue;
    if (!timesValid(cells, checks)) {
      ignored++;
      continue;
    }
    const row = build(cells, index);
    for (const [name, at] of extras) row[name] = cells[at] ?? '';
    rows.push(row);
  }
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

/** A line with no content: no cells, or only empty/whitespace cells (e.g. "  " or ",,"). */
function blankRow(cells: readonly string[]): boolean {
  for (const c of cells) if (c.trim() !== '') return false;
  return true;
}

function timesValid(
  cells: readonly string[],
  checks: readonly { at: number; seconds: boolean; optional?: true }[],
): boolean {
  for (const check of checks) {
    const value = cells[check.at];
    if (check.optional && (value === undefined || value.trim() === '')) continue;
    if (parseTime12h(value, check.seconds) === null) return false;
  }
  return true;
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
