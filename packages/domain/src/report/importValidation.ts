// The import's checks, pure: which of the six files each is, its columns (after the company's column
// mapping), and every row's values, with the line each problem is on. Each file is parsed once. The
// server's import (in its worker thread) and the Import screen's worker run the same checks.
import { CSV_COLUMNS, CSV_FILE_NAMES, type CsvFileName } from '../contract/constants';
import { type ImportMapping, NOT_IMPORTED } from '../contract/import';
import { csvRecords } from './records';
import { type CsvRow, canonicalHeader, TIME_COLUMNS } from './sections';
import { normalizeBusinessDate, parseNumber, parseTime12h } from './values';

export interface ImportProblem {
  file: string;
  line: number | null;
  message: string;
}

/** What the checks use of a company's mapping. */
export type MappingRules = Pick<ImportMapping, 'time_format' | 'files'>;
/** No mapping saved: the spec's headers and 12-hour times. */
export const IDENTITY_MAPPING: MappingRules = { time_format: '12h', files: {} };

export type Validation = ReturnType<typeof validateFiles>;

/** A spec column as a problem names it: the file's own header beside it when they differ. */
type Label = (column: string) => string;

type RowCheck = (row: CsvRow, date: string, label: Label) => string | null;
const need = (row: CsvRow, column: string, label: Label) =>
  (row[column] ?? '').trim() === '' ? `${label(column)} is empty.` : null;
const time = (row: CsvRow, column: string, label: Label, seconds = false, optional = false) => {
  const v = row[column] ?? '';
  if (optional && v.trim() === '') return null;
  return parseTime12h(v, seconds) === null ? `${label(column)} "${v}" is not a time like 07:30 AM.` : null;
};
const number = (row: CsvRow, column: string, label: Label) => {
  const v = (row[column] ?? '').trim();
  return v !== '' && parseNumber(v) === 0 && !/^[-+$(]*0*(\.0*)?\)?$/.test(v)
    ? `${label(column)} "${v}" is not a number.`
    : null;
};
const day = (row: CsvRow, date: string, label: Label) => {
  const v = normalizeBusinessDate(row.DateOfBusiness);
  return v === date ? null : `${label('DateOfBusiness')} "${row.DateOfBusiness ?? ''}" is not ${date}.`;
};
const first = (...checks: (string | null)[]) => checks.find((c) => c !== null) ?? null;

const SALES_NUMBERS = [
  'NetSales',
  'TransactionsCount',
  'LaborHours',
  'LaborCost',
  'SuggestedLaborHours',
  'Forecast',
];
const CHECKS: Record<CsvFileName, RowCheck> = {
  'sales.csv': (r, _d, l) => first(time(r, 'Hour', l), ...SALES_NUMBERS.map((c) => number(r, c, l))),
  'samples.csv': (r, _d, l) => first(time(r, 'Time', l, true), need(r, 'Product', l)),
  'timers.csv': (r, _d, l) =>
    first(
      time(r, 'StartedAt', l, true),
      need(r, 'TimerName', l),
      /^-?\d+$/.test((r.MinutesRemaining ?? '').trim())
        ? null
        : `${l('MinutesRemaining')} "${r.MinutesRemaining ?? ''}" is not a whole number.`,
    ),
  'actual_labor.csv': (r, d, l) =>
    first(
      need(r, 'FirstName', l),
      need(r, 'LastName', l),
      day(r, d, l),
      time(r, 'ClockIn', l),
      time(r, 'ClockOut', l, false, true),
      number(r, 'RegularHours', l),
    ),
  'scheduled_labor.csv': (r, d, l) =>
    first(
      need(r, 'FirstName', l),
      need(r, 'LastName', l),
      day(r, d, l),
      time(r, 'ShiftStart', l),
      time(r, 'ShiftEnd', l),
    ),
  'tasks.csv': (r, _d, l) => first(need(r, 'Status', l), need(r, 'TaskName', l)),
};

/** A 24-hour time ("13:30", seconds where allowed) in the spec's 12-hour form ("01:30 PM"), or null. */
export function time24To12(text: string, seconds: boolean): string | null {
  const m = /^\s*(\d{1,2}):(\d{2})(?::(\d{2}))?\s*$/.exec(text);
  if (!m || (m[3] !== undefined && !seconds)) return null;
  const h = Number(m[1]);
  if (h > 23 || Number(m[2]) > 59 || Number(m[3] ?? 0) > 59) return null;
  const h12 = String(h % 12 === 0 ? 12 : h % 12).padStart(2, '0');
  return `${h12}:${m[2]}${m[3] === undefined ? '' : `:${m[3]}`} ${h < 12 ? 'AM' : 'PM'}`;
}

/** Which of the six files a path is, by its base name (e.g. /exports/2026-03-01/sales.csv). */
export function fileKind(name: string): CsvFileName | null {
  const base = name.split(/[\\/]/).pop()?.toLowerCase() ?? '';
  return (CSV_FILE_NAMES as readonly string[]).includes(base) ? (base as CsvFileName) : null;
}

const blank = (cells: readonly string[]) => cells.every((c) => c.trim() === '');
const plural = (n: number) => (n > 1 ? 's' : '');

/** A header row under the mapping: its own headers, where each spec column is, the ones it lacks. */
function headerUnder(kind: CsvFileName, cells: readonly string[], mapping: MappingRules) {
  const own = cells.map((h) => h.replace(/^\uFEFF/, '').trim());
  const renames = new Map(
    Object.entries(mapping.files[kind] ?? {}).map(([source, column]) => [
      source.trim().toLowerCase(),
      column,
    ]),
  );
  const header = own.map((h) => renames.get(h.toLowerCase()) ?? canonicalHeader(h));
  const columns: readonly string[] = CSV_COLUMNS[kind];
  const index = columns.map((c) => header.indexOf(c));
  const missing = columns.filter((_, i) => index[i] === -1);
  // Neither a column of the file nor marked not imported (a blank header cell is no column).
  const extra = own.filter(
    (h, i) => h !== '' && header[i] !== NOT_IMPORTED && !columns.includes(header[i] ?? ''),
  );
  return { own, index, missing, extra };
}

/**
 * A file's own headers, the spec's columns they lack and the headers that are no column of the file,
 * under the mapping (none of either: they match).
 */
export function mappedHeader(
  kind: CsvFileName,
  text: string,
  mapping: MappingRules = IDENTITY_MAPPING,
): { headers: string[]; missing: string[]; extra: string[] } {
  const record = csvRecords(text).find((r) => !blank(r.cells));
  if (!record) return { headers: [], missing: [], extra: [] };
  const { own, missing, extra } = headerUnder(kind, record.cells, mapping);
  return { headers: own, missing, extra };
}

/** One file's rows in the spec's columns and form, or its problems. */
function validateFile(
  kind: CsvFileName,
  file: string,
  text: string,
  date: string,
  mapping: MappingRules,
): { rows: CsvRow[]; problems: ImportProblem[] } {
  const problems: ImportProblem[] = [];
  const records = csvRecords(text);
  let at = 0;
  while (at < records.length && blank(records[at]?.cells ?? [])) at++;
  const headerRecord = records[at];
  // An empty file: no rows (the day's rows of this file go).
  if (!headerRecord) return { rows: [], problems };
  const { own, index, missing, extra } = headerUnder(kind, headerRecord.cells, mapping);
  const columns = CSV_COLUMNS[kind];
  if (extra.length > 0)
    problems.push({
      file,
      line: headerRecord.line,
      message: `${kind} has the extra column${plural(extra.length)} ${extra.map((h) => `"${h}"`).join(', ')}; map ${extra.length > 1 ? 'each' : 'it'} to a column of ${kind} or mark ${extra.length > 1 ? 'them' : 'it'} not imported.`,
    });
  if (missing.length > 0) {
    const sourceOf = new Map(
      Object.entries(mapping.files[kind] ?? {}).map(([source, column]) => [column, source]),
    );
    const list = missing
      .map((c) => (sourceOf.has(c) ? `${c} (mapped from "${sourceOf.get(c)}")` : c))
      .join(', ');
    problems.push({
      file,
      line: headerRecord.line,
      message: `${kind} is missing the column${plural(missing.length)} ${list}.`,
    });
  }
  if (problems.length > 0) return { rows: [], problems };
  const label: Label = (column) => {
    const source = own[index[columns.indexOf(column)] ?? -1] ?? column;
    return source === column ? column : `${source} (${column})`;
  };
  const times = mapping.time_format === '24h' ? TIME_COLUMNS[kind] : [];
  const rows: CsvRow[] = [];
  for (const record of records.slice(at + 1)) {
    if (blank(record.cells)) continue;
    const row: CsvRow = {};
    columns.forEach((c, i) => {
      row[c] = record.cells[index[i] ?? -1] ?? '';
    });
    let problem: string | null = null;
    for (const t of times) {
      const v = row[t.column] ?? '';
      if (t.optional && v.trim() === '') continue;
      const twelve = time24To12(v, t.seconds);
      if (twelve === null) {
        problem = `${label(t.column)} "${v}" is not a time like 13:30.`;
        break;
      }
      row[t.column] = twelve;
    }
    problem ??= CHECKS[kind](row, date, label);
    if (problem) problems.push({ file, line: record.line, message: problem });
    else rows.push(row);
  }
  return { rows, problems };
}

/** Validates every file under the company's mapping; returns the parsed rows per file, or the problems. */
export function validateFiles(
  files: { name: string; text: string }[],
  date: string,
  mapping: MappingRules = IDENTITY_MAPPING,
) {
  const problems: ImportProblem[] = [];
  const parsed = new Map<CsvFileName, CsvRow[]>();
  const seen = new Set<CsvFileName>();
  for (const f of files) {
    const kind = fileKind(f.name);
    if (!kind) {
      problems.push({
        file: f.name,
        line: null,
        message: `Unknown file; expected one of ${CSV_FILE_NAMES.join(', ')}.`,
      });
      continue;
    }
    if (seen.has(kind)) {
      problems.push({ file: f.name, line: null, message: `${kind} is given more than once.` });
      continue;
    }
    seen.add(kind);
    // The database's text cannot hold a NUL character.
    const nul = f.text.indexOf('\u0000');
    if (nul !== -1) {
      const line = f.text.slice(0, nul).split('\n').length;
      problems.push({ file: f.name, line, message: 'The line holds a NUL character.' });
      continue;
    }
    const one = validateFile(kind, f.name, f.text, date, mapping);
    for (const p of one.problems) problems.push(p);
    parsed.set(kind, one.rows);
  }
  return { problems, parsed };
}
