import { gunzipSync, gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CSV_FILE_NAMES } from '../contract';
import { type CsvFiles, csvFilesOf, packCsvFiles, unpackCsvFiles } from './pack';
import { parseSections } from './sections';

const SALES = 'Hour,NetSales,TransactionsCount,LaborHours,LaborCost,SuggestedLaborHours,Forecast';
const b64 = (bytes: Buffer) => bytes.toString('base64');

describe('packCsvFiles / unpackCsvFiles: the browser cache stores a store-day as gzip, base64', () => {
  it('is standard gzip of the files JSON in standard base64 (node:zlib reads it back)', async () => {
    const files: CsvFiles = { 'sales.csv': `${SALES}\n09:00 AM,100,5,1,10,1,90\n`, 'tasks.csv': '' };
    const packed = await packCsvFiles(files);
    expect(packed).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(JSON.parse(gunzipSync(Buffer.from(packed, 'base64')).toString('utf8'))).toEqual(files);
  });

  it('reads what node:zlib packed, and round-trips any text (Unicode, quotes, newlines, empty)', async () => {
    const files: CsvFiles = {
      'samples.csv': 'Time,Product,Employee\n10:01 AM,Crème brûlée 🍮,"Zoë, ""Z"""\n',
    };
    expect(await unpackCsvFiles(b64(gzipSync(JSON.stringify(files))))).toEqual(files);
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.constantFrom(...CSV_FILE_NAMES), fc.string({ unit: 'grapheme', maxLength: 300 })),
        async (some) => {
          expect(await unpackCsvFiles(await packCsvFiles(some))).toEqual(some);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('packs a realistic day to well under half its characters', async () => {
    const rows = Array.from(
      { length: 20_000 },
      (_, i) =>
        `${String((i % 12) + 1).padStart(2, '0')}:${String(i % 60).padStart(2, '0')} PM,Latte ${i % 40},Employee${i % 150}`,
    );
    const files: CsvFiles = { 'samples.csv': `Time,Product,Employee\n${rows.join('\n')}\n` };
    const packed = await packCsvFiles(files);
    const ratio = packed.length / JSON.stringify(files).length;
    expect(ratio).toBeLessThan(0.4);
    expect(await unpackCsvFiles(packed)).toEqual(files);
  });

  it('csvFilesOf gives back the files the sections were parsed from (every name, empty when missing)', () => {
    const files: CsvFiles = { 'sales.csv': `${SALES}\n09:00 AM,100,5,1,10,1,90\n`, 'tasks.csv': 'Status\n' };
    expect(csvFilesOf(parseSections(files).sections)).toEqual({
      'sales.csv': files['sales.csv'],
      'samples.csv': '',
      'timers.csv': '',
      'actual_labor.csv': '',
      'scheduled_labor.csv': '',
      'tasks.csv': 'Status\n',
    });
  });

  it('rejects what is not such a pack: not base64, not gzip, cut short, not JSON, not CSV files', async () => {
    const gz = (text: string) => b64(gzipSync(text));
    const whole = b64(gzipSync(JSON.stringify({ 'sales.csv': SALES.repeat(50) })));
    await expect(unpackCsvFiles('not base64 at all!')).rejects.toThrow();
    await expect(unpackCsvFiles(b64(Buffer.from('plain text, no gzip')))).rejects.toThrow();
    await expect(unpackCsvFiles(whole.slice(0, 40))).rejects.toThrow();
    await expect(unpackCsvFiles(gz('{not json'))).rejects.toThrow();
    await expect(unpackCsvFiles(gz('["sales.csv"]'))).rejects.toThrow('Not a pack of CSV files');
    await expect(unpackCsvFiles(gz('{"sales.csv":42}'))).rejects.toThrow('Not a pack of CSV files');
    await expect(unpackCsvFiles(gz('{"passwords.txt":"x"}'))).rejects.toThrow('Not a pack of CSV files');
  });
});
