import type { ReactNode } from 'react';

/** A table's header row: one column header per entry, in order. */
export function ColumnHeads({ columns }: { columns: readonly ReactNode[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a table's columns are fixed for a render
          <th key={i} scope="col">
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}
