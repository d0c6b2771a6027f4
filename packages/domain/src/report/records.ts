// A CSV text as its records (cell arrays) with the line each starts on: one papaparse pass over the
// whole text, for checks that report lines (the import's). Quoted line breaks stay in one record.
import Papa from 'papaparse';
import { lineFormat } from './sections';

export interface CsvRecord {
  /** The 1-based line the record starts on. */
  line: number;
  cells: string[];
}

/** Every record of `text` (a leading BOM dropped), empty lines included (as one empty cell). */
export function csvRecords(text: string): CsvRecord[] {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  if (body === '') return [];
  const format = lineFormat(body);
  // A line break is counted by its last character ('\n', or '\r' alone).
  const breakChar = format.newline === '\r' ? '\r' : '\n';
  const out: CsvRecord[] = [];
  let line = 1;
  let counted = 0;
  let start = 0;
  Papa.parse<string[]>(body, {
    header: false,
    skipEmptyLines: false,
    ...format,
    step: (results) => {
      for (
        let i = body.indexOf(breakChar, counted);
        i !== -1 && i < start;
        i = body.indexOf(breakChar, i + 1)
      )
        line++;
      counted = start;
      out.push({ line, cells: results.data });
      start = results.meta.cursor;
    },
  });
  return out;
}
