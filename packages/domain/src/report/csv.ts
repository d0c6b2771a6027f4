// CSV writing that is safe to open in a spreadsheet: the one formula-injection guard (the data grid's
// export and the printable store-day report both use it), RFC 4180 quoting, and a small reader for tests.

/**
 * CSV formula-injection guard (OWASP "CSV Injection").
 *
 * Spreadsheet programs treat a cell that starts with `=`, `+`, `-` or `@` as a formula, and a
 * leading tab, carriage return or line feed can smuggle one past a naive check. Every exported
 * cell that starts with one of these characters is prefixed with a single quote, which spreadsheets
 * show as text. Everything else is passed through unchanged.
 */
const FORMULA_TRIGGERS = new Set(['=', '+', '-', '@', '\t', '\r', '\n']);

/** Turns any cell value into the text to export, neutralising formula triggers. */
export function neutraliseCsvCell(value: unknown): string {
  const text = cellText(value);
  return text.length > 0 && FORMULA_TRIGGERS.has(text[0]!) ? `'${text}` : text;
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value);
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString();
  if (Array.isArray(value)) return value.map(cellText).join(', ');
  try {
    return JSON.stringify(value) ?? '';
  } catch {
    return String(value);
  }
}

/**
 * One cell of a CSV file we write ourselves: text is neutralised (`neutraliseCsvCell`), then quoted per
 * RFC 4180 when it holds a comma, a quote, a line break or space at either end. A finite number is
 * written as the number it is (`-3`, `4321.5`): a number is never a formula, and `'-3` would turn a
 * variance into text that a spreadsheet no longer sums. Null, undefined and non-finite numbers are empty.
 */
export function csvCell(value: unknown): string {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = neutraliseCsvCell(value);
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV record of `csvCell`s (no line ending). */
export function csvRecord(values: readonly unknown[]): string {
  return values.map(csvCell).join(',');
}

/** True when a CSV text has no cell that starts with a formula trigger (used by tests and stories). */
export function csvCellsAreSafe(csv: string): boolean {
  return parseCsv(csv).every((row) => row.every((cell) => cell === '' || !FORMULA_TRIGGERS.has(cell[0]!)));
}

/**
 * A small RFC 4180 parser (quoted fields, doubled quotes, CRLF or LF rows), enough to read back
 * what the grid and the report export. Not a general-purpose CSV library.
 */
export function parseCsv(csv: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < csv.length; i++) {
    const ch = csv[i]!;
    if (quoted) {
      if (ch === '"') {
        if (csv[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else cell += ch;
    } else if (ch === '"' && cell === '') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && csv[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += ch;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}
