// The six CSV files as sections: parsed with a header row, skipping empty lines, validated, never throwing.
import Papa from 'papaparse';
import { CSV_COLUMNS, CSV_FILE_NAMES, type CsvFileName } from '../contract';
import type { CsvSection, SectionWarning } from './types';
import { parseTime12h } from './values';

/** How many lines of a file a section's preview shows (spec section 9). */
export const SECTION_PREVIEW_LINES = 10;

export type CsvRow = Record<string, string>;

/** The options every CSV file is parsed with (the benchmark's bare-parse baseline uses the same). */
export const PAPA_OPTIONS = { header: true, skipEmptyLines: 'greedy' } as const;

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
  let parsed: Papa.ParseResult<CsvRow>;
  try {
    parsed = Papa.parse<CsvRow>(body, { ...PAPA_OPTIONS, transformHeader: canonicalHeader });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return {
      rows: [],
      ignored: 0,
      warnings: [warn(file, 'parse', `${file} could not be parsed: ${reason}`)],
    };
  }
  const fields = new Set(parsed.meta.fields ?? []);
  const missing = CSV_COLUMNS[file].filter((c) => !fields.has(c));
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
  const checks = TIME_COLUMNS[file];
  if (checks.length === 0) return { rows: parsed.data, ignored: 0, warnings: [] };

  const rows: CsvRow[] = [];
  let ignored = 0;
  for (const row of parsed.data) {
    if (rowTimesValid(row, checks)) rows.push(row);
    else ignored++;
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

function rowTimesValid(
  row: CsvRow,
  checks: readonly { column: string; seconds: boolean; optional?: true }[],
) {
  for (const check of checks) {
    const value = row[check.column];
    if (check.optional && (value === undefined || value.trim() === '')) continue;
    if (parseTime12h(value, check.seconds) === null) return false;
  }
  return true;
}

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
