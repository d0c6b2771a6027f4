import type { CustomCellEditorProps } from 'ag-grid-react';
import { useEffect, useState } from 'react';
import { ComboBox } from '../../components/ComboBox';
import type { FieldOption } from './fields';

/**
 * The grid's cell editor for a reference (a store's company, an hours row's weekday): the
 * searchable ComboBox, open as the cell starts editing; picking an option ends the edit.
 */
export function ReferenceEditor({
  value,
  onValueChange,
  stopEditing,
  colDef,
  options,
}: CustomCellEditorProps & { options: readonly FieldOption[] }) {
  // The edit ends after the render that follows a pick (the grid has the value by then); ending it
  // inside the ComboBox's own selection handler would unmount it mid-update.
  const [picked, setPicked] = useState(false);
  useEffect(() => {
    if (picked) stopEditing();
  }, [picked, stopEditing]);
  return (
    <div data-component="ReferenceEditor" style={{ minWidth: 260, padding: 4 }}>
      <ComboBox
        label={colDef.headerName ?? ''}
        hideLabel
        autoFocus
        options={options.map((o) => ({
          id: String(o.value),
          label: o.label,
          ...(o.description ? { description: o.description } : {}),
        }))}
        value={value === null || value === undefined ? null : String(value)}
        onChange={(id) => {
          const option = options.find((o) => String(o.value) === id);
          if (!option) return;
          onValueChange(option.value);
          setPicked(true);
        }}
      />
    </div>
  );
}
