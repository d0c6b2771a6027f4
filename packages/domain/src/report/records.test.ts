import { describe, expect, it } from 'vitest';
import { csvRecords } from './records';

describe('csvRecords', () => {
  it('gives every record with the line it starts on, a quoted line break inside one record', () => {
    expect(csvRecords('\uFEFFA,B\r\n1,2\r\n\r\n"x\r\ny",3\r\n4,5\r\n')).toEqual([
      { line: 1, cells: ['A', 'B'] },
      { line: 2, cells: ['1', '2'] },
      { line: 3, cells: [''] },
      { line: 4, cells: ['x\r\ny', '3'] },
      { line: 6, cells: ['4', '5'] },
      { line: 7, cells: [''] },
    ]);
  });

  it('reads the delimiter and a lone \\r line ending from the header, and an empty text as none', () => {
    expect(csvRecords('A;B\r1;2\r3;4')).toEqual([
      { line: 1, cells: ['A', 'B'] },
      { line: 2, cells: ['1', '2'] },
      { line: 3, cells: ['3', '4'] },
    ]);
    expect(csvRecords('')).toEqual([]);
  });
});
