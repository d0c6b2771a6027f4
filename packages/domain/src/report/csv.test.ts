import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvCell, csvCellsAreSafe, csvRecord, neutraliseCsvCell, parseCsv } from './csv';

const TRIGGERS = ['=', '+', '-', '@', '\t', '\r', '\n'];

describe('neutraliseCsvCell', () => {
  it.each([
    ['=SUM(A1:A9)', "'=SUM(A1:A9)"],
    ['=HYPERLINK("http://evil.example","click")', `'=HYPERLINK("http://evil.example","click")`],
    ['+1+2', "'+1+2"],
    ["-2+3+cmd|' /C calc'!A0", "'-2+3+cmd|' /C calc'!A0"],
    ['@SUM(1)', "'@SUM(1)"],
    ['\t=1', "'\t=1"],
    ['\r=1', "'\r=1"],
    ['\n=1', "'\n=1"],
    ['Downtown Deli', 'Downtown Deli'],
    ['a=b', 'a=b'],
    [' =1', ' =1'],
    ["'=already quoted", "'=already quoted"],
    ['', ''],
  ])('%j -> %j', (input, expected) => {
    expect(neutraliseCsvCell(input)).toBe(expected);
  });

  it('turns non-strings into text before checking them', () => {
    expect(neutraliseCsvCell(42)).toBe('42');
    expect(neutraliseCsvCell(-7.5)).toBe("'-7.5");
    expect(neutraliseCsvCell(0)).toBe('0');
    expect(neutraliseCsvCell(true)).toBe('true');
    expect(neutraliseCsvCell(null)).toBe('');
    expect(neutraliseCsvCell(undefined)).toBe('');
    expect(neutraliseCsvCell([3, 4])).toBe('3, 4');
    expect(neutraliseCsvCell(['=1', 2])).toBe("'=1, 2");
    expect(neutraliseCsvCell(new Date('2026-11-21T10:00:00Z'))).toBe('2026-11-21T10:00:00.000Z');
    expect(neutraliseCsvCell(new Date('nope'))).toBe('');
    expect(neutraliseCsvCell({ a: 1 })).toBe('{"a":1}');
  });

  it('never lets a cell start with a formula trigger, and only ever adds one quote', () => {
    const risky = fc.tuple(fc.constantFrom(...TRIGGERS, 'x', ' ', "'"), fc.string()).map(([a, b]) => a + b);
    fc.assert(
      fc.property(fc.oneof(fc.string(), risky), (s) => {
        const out = neutraliseCsvCell(s);
        expect(TRIGGERS.includes(out[0] ?? '')).toBe(false);
        expect(out === s || out === `'${s}`).toBe(true);
        expect(out === `'${s}`).toBe(TRIGGERS.includes(s[0] ?? ''));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('parseCsv and csvCellsAreSafe', () => {
  it('reads quoted fields, doubled quotes and both line endings', () => {
    expect(parseCsv('"a","b ""q""",c\r\n"1,2","line\nbreak",3\n')).toEqual([
      ['a', 'b "q"', 'c'],
      ['1,2', 'line\nbreak', '3'],
    ]);
  });

  it('spots an unsafe cell anywhere in the file', () => {
    expect(csvCellsAreSafe('"Name","City"\n"\'=1","Austin"\n')).toBe(true);
    expect(csvCellsAreSafe('"Name","City"\n"ok","=1"\n')).toBe(false);
    expect(csvCellsAreSafe('"Name","City"\n"ok","@x"\n')).toBe(false);
  });
});

describe('csvCell and csvRecord', () => {
  it.each([
    ['Downtown Deli', 'Downtown Deli'],
    ['12 Main St, Austin', '"12 Main St, Austin"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    [' padded', '" padded"'],
    ['=HYPERLINK("http://evil.example","x")', `"'=HYPERLINK(""http://evil.example"",""x"")"`],
    ['-2+3', "'-2+3"],
    ['\n=1', `"'\n=1"`],
    ['', ''],
  ])('text %j -> %j', (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  it('writes finite numbers as numbers (a number is never a formula) and the rest as empty', () => {
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(4321.5)).toBe('4321.5');
    expect(csvCell(0)).toBe('0');
    expect(csvCell(Number.NaN)).toBe('');
    expect(csvCell(Number.POSITIVE_INFINITY)).toBe('');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('joins a record, and every text cell reads back as the neutralised text', () => {
    expect(csvRecord(['a,b', 2, null, '@x'])).toBe(`"a,b",2,,'@x`);
    fc.assert(
      fc.property(fc.array(fc.string(), { minLength: 1, maxLength: 5 }), (cells) => {
        const line = `${csvRecord(cells)}\r\n`;
        expect(parseCsv(line)).toEqual([cells.map((c) => neutraliseCsvCell(c))]);
        expect(csvCellsAreSafe(line)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });
});
