import { csvRecord, neutraliseCsvCell } from '@store-ops/domain';

/** A rendered table's rows (header first), each cell's text as shown. */
export function tableRows(table: HTMLTableElement): string[][] {
  return [...table.rows].map((row) => [...row.cells].map((cell) => (cell.textContent ?? '').trim()));
}

const PLAIN_NUMBER = /^-?\d+(?:\.\d+)?$/;
/** A plain number stays a number (a spreadsheet sums it; `-3` is no formula); everything else is text. */
const cell = (text: string): string | number => (PLAIN_NUMBER.test(text) ? Number(text) : text);

/** RFC 4180 CSV with the grid export's formula-safe cells (domain's `csvRecord`), CRLF rows. */
export function tableCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => csvRecord(row.map(cell))).join('\r\n');
}

/** Tab-separated (what a spreadsheet takes on paste): formula-safe cells, tabs and breaks as spaces. */
export function tableTsv(rows: readonly (readonly string[])[]): string {
  return rows
    .map((row) =>
      row
        .map((text) => (PLAIN_NUMBER.test(text) ? text : neutraliseCsvCell(text)).replace(/[\t\r\n]+/g, ' '))
        .join('\t'),
    )
    .join('\n');
}
