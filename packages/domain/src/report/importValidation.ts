// The import's checks, pure: which of the six files each is, its columns, and every row's values, with
// the line each problem is on. The server's import (in its worker thread) and the Import screen's
// worker run the same checks.
import Papa from 'papaparse';
import { CSV_COLUMNS, CSV_FILE_NAMES, type CsvFileName } from '../contract/constants';
import type { ImportMapping } from '../contract/import';
import { type CsvRow, parseCsvFile } from './sections';
import { normalizeBusinessDate, parseNumber, parseTime12h } from './values';

export interface ImportProblem {
  file: string;
  line: number | null;
  message: string;
}

export type Validation = ReturnType<typeof validateFiles>;

/** Splits CSV text into records with the line each starts on (quoted line breaks stay in one record). */
function records(text: string): { line: number; text: string }[] {
  const out: { line: number; text: string }[] = [];
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  let pending: { line: number; text: string } | null = null;
  lines.forEach((l, i) => {
    if (pending) pending.text += `\n${l}`;
    else pending = { line: i + 1, text: l };
    if ((pending.text.match(/"/g)?.length ?? 0) % 2 === 0) {
      out.push(pending);
      pending = null;
    }
  });
  if (pending) out.push(pending);
  return out;
}

type RowCheck = (row: CsvRow, date: string) => string | null;
const need = (row: CsvRow, column: string) =>
  (row[column] ?? '').trim() === '' ? `${column} is empty.` : null;
const time = (row: CsvRow, column: string, seconds = false, optional = false) => {
  const v = row[column] ?? '';
  if (optional && v.trim() === '') return null;
  return parseTime12h(v, seconds) === null ? `${column} "${v}" is not a time like 07:30 AM.` : null;
};
const number = (row: CsvRow, column: string) => {
  const v = (row[column] ?? '').trim();
  return v !== '' && parseNumber(v) === 0 && !/^[-+$(]*0*(\.0*)?\)?$/.test(v)
    ? `${column} "${v}" is not a number.`
    : null;
};
const day = (row: CsvRow, date: string) => {
  const v = normalizeBusinessDate(row.DateOfBusiness);
  return v === date ? null : `DateOfBusiness "${row.DateOfBusiness ?? ''}" is not ${date}.`;
};
const first = (...checks: (string | null)[]) => checks.find((c) => c !== null) ?? null;

const CHECKS: Record<CsvFileName, RowCheck> = {
  'sales.csv': (r) =>
    first(
      time(r, 'Hour'),
      ...['NetSales', 'TransactionsCount', 'LaborHours', 'LaborCost', 'SuggestedLaborHours', 'Forecast'].map(
        (c) => number(r, c),
      ),
    ),
  'samples.csv': (r) => first(time(r, 'Time', true), need(r, 'Product')),
  'timers.csv': (r) =>
    first(
      time(r, 'StartedAt', true),
      need(r, 'TimerName'),
      /^-?\d+$/.test((r.MinutesRemaining ?? '').trim())
        ? null
        : `MinutesRemaining "${r.MinutesRemaining ?? ''}" is not a whole number.`,
    ),
  'actual_labor.csv': (r, d) =>
    first(
      need(r, 'FirstName'),
      need(r, 'LastName'),
      day(r, d),
      time(r, 'ClockIn'),
      time(r, 'ClockOut', false, true),
      number(r, 'RegularHours'),
    ),
  'scheduled_labor.csv': (r, d) =>
    first(need(r, 'FirstName'), need(r, 'LastName'), day(r, d), time(r, 'ShiftStart'), time(r, 'ShiftEnd')),
  'tasks.csv': (r) => first(need(r, 'Status'), need(r, 'TaskName')),
};

/** Which of the six files a path is, by its base name (e.g. /exports/2026-03-01/sales.csv). */
export function fileKind(name: string): CsvFileName | null {
  const base = name.split(/[\\/]/).pop()?.toLowerCase() ?? '';
  return (CSV_FILE_NAMES as readonly string[]).includes(base) ? (base as CsvFileName) : null;
}

/** Validates every file; returns the parsed rows per file, or the problems. */
export function validateFiles(files: { name: string; text: string }[], date: string) {
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
    const whole = parseCsvFile(kind, f.text);
    const fatal = whole.warnings.find(
      (w) => w.kind === 'columns' || w.kind === 'parse' || w.kind === 'missing',
    );
    if (fatal) {
      problems.push({ file: f.name, line: 1, message: fatal.message });
      continue;
    }
    const recs = records(f.text);
    const header = recs[0]?.text ?? '';
    const rows: CsvRow[] = [];
    for (const rec of recs.slice(1)) {
      if (rec.text.trim() === '' || /^[\s,]*$/.test(rec.text)) continue;
      const one = parseCsvFile(kind, `${header}\n${rec.text}`);
      const row = one.rows[0];
      // parseCsvFile drops a row whose times are not hh:mm AM/PM.
      const problem = row ? CHECKS[kind](row, date) : 'A time is not in hh:mm AM/PM form.';
      if (problem || !row) {
        problems.push({ file: f.name, line: rec.line, message: problem ?? 'The row could not be read.' });
        continue;
      }
      rows.push(row);
    }
    parsed.set(kind, rows);
  }
  return { problems, parsed };
}

/** The time columns of each file (what a 24-hour mapping rewrites). */
const TIME_COLUMNS: Record<CsvFileName, readonly string[]> = {
  'sales.csv': ['Hour'],
  'samples.csv': ['Time'],
  'timers.csv': ['StartedAt'],
  'actual_labor.csv': ['ClockIn', 'ClockOut'],
  'scheduled_labor.csv': ['ShiftStart', 'ShiftEnd'],
  'tasks.csv': [],
};

/** `13:05` -> `01:05 PM` (seconds kept); anything else as it was. */
export function time24To12(text: string): string {
  const m = /^\s*(\d{1,2}):(\d{2})(:\d{2})?\s*$/.exec(text);
  if (!m) return text;
  const h = Number(m[1]);
  if (h > 23) return text;
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return `${String(h12).padStart(2, '0')}:${m[2]}${m[3] ?? ''} ${h < 12 ? 'AM' : 'PM'}`;
}

/**
 * A file's text with a company's mapping applied: its source headers renamed to the spec's columns,
 * and with 24-hour times, the time columns written as the spec writes them. Lines stay where they were.
 */
export function applyImportMapping(kind: CsvFileName, text: string, mapping: ImportMapping): string {
  const headers = mapping.files[kind] ?? {};
  const rename = Object.keys(headers).length > 0;
  if (!rename && mapping.time_format === '12h') return text;
  const rows = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: false }).data;
  const head = (rows[0] ?? []).map((h) => headers[h.trim()] ?? h);
  rows[0] = head;
  if (mapping.time_format === '24h') {
    const at = TIME_COLUMNS[kind].map((c) => head.indexOf(c)).filter((i) => i >= 0);
    for (const row of rows.slice(1))
      for (const i of at) if (row[i] !== undefined) row[i] = time24To12(row[i]);
  }
  return Papa.unparse(rows, { newline: '\n' });
}

/** The spec's columns a file's header row lacks once mapped (none: the headers match). */
export function missingColumns(kind: CsvFileName, text: string): string[] {
  const first = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { preview: 1 }).data[0] ?? [];
  const have = new Set(first.map((h) => h.trim()));
  return CSV_COLUMNS[kind].filter((c) => !have.has(c));
}
