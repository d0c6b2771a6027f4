import * as domain from '@store-ops/domain';
import { describe, expect, it } from 'vitest';
import * as grid from './csvSafety';

// The guard's own tests live with it in packages/domain/src/report/csv.test.ts.
describe('csvSafety', () => {
  it('is the domain guard itself, not a copy of it', () => {
    expect(grid.neutraliseCsvCell).toBe(domain.neutraliseCsvCell);
    expect(grid.csvCellsAreSafe).toBe(domain.csvCellsAreSafe);
    expect(grid.parseCsv).toBe(domain.parseCsv);
    expect(grid.neutraliseCsvCell('=HYPERLINK("http://evil.example")')).toBe(
      `'=HYPERLINK("http://evil.example")`,
    );
  });
});
