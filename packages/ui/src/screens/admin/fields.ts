import type { ValueFormatterParams, ValueParserParams } from 'ag-grid-community';
import type { DataGridColumn } from '../../components/DataGrid';
import { ReferenceEditor } from './ReferenceEditor';
import { adminStrings } from './strings';

export interface FieldOption {
  value: number | string;
  label: string;
  /** A second line in pickers (a user's e-mail, a store's city); searched too. */
  description?: string;
}

/**
 * One field of an admin entity. The same spec drives the grid column (editor, filter, format)
 * and the create form, so both always agree.
 */
export interface FieldSpec<T> {
  field: keyof T & string;
  label: string;
  kind: 'id' | 'text' | 'email' | 'password' | 'time' | 'number' | 'boolean' | 'select' | 'idList';
  /** For `select` and `idList`: the choices (value -> label). */
  options?: readonly FieldOption[];
  /** Editable inline in the grid (default true, except `id` and `idList`). */
  editable?: boolean;
  /** Shown in the create form (default: editable, or `idList`). */
  inCreateForm?: boolean;
  required?: boolean;
  /** Nullable times: an empty cell means null. */
  nullable?: boolean;
  hide?: boolean;
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Validation shared by the grid editors and the create form; null when the value is fine. */
export function validateField<T>(spec: FieldSpec<T>, value: unknown): string | null {
  const empty = value === null || value === undefined || value === '';
  if (empty) return spec.required ? adminStrings.required(spec.label) : null;
  switch (spec.kind) {
    case 'email':
      return EMAIL.test(String(value)) ? null : adminStrings.invalidEmail;
    case 'password':
      return [...String(value)].length >= 8 ? null : adminStrings.shortPassword;
    case 'time':
      return TIME.test(String(value)) ? null : adminStrings.invalidTime;
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) && value >= 0
        ? null
        : adminStrings.invalidNumber;
    default:
      return null;
  }
}

export function optionLabel(options: readonly FieldOption[] | undefined, value: unknown): string {
  if (value === null || value === undefined) return '';
  const hit = options?.find((o) => o.value === value);
  if (!hit) return typeof value === 'number' ? adminStrings.unknown(value) : String(value);
  return hit.description ? `${hit.label} (${hit.description})` : hit.label;
}

/** Where a value sorts: its option's place (an unknown value last). */
function rank(options: readonly FieldOption[], value: unknown): number {
  const i = options.findIndex((o) => o.value === value);
  return i === -1 ? options.length : i;
}

/** Room for typical content of each kind, so cells rarely truncate; wide tables scroll sideways. */
const MIN_WIDTH: Record<FieldSpec<unknown>['kind'], number> = {
  id: 90,
  text: 170,
  email: 240,
  time: 120,
  number: 140,
  boolean: 120,
  select: 220,
  idList: 240,
  password: 0,
};

/** AG Grid columns from field specs. */
export function toColumns<T>(specs: readonly FieldSpec<T>[]): DataGridColumn<T>[] {
  // A password is set in the create form only; it is never a column.
  return specs
    .filter((spec) => spec.kind !== 'password')
    .map((spec): DataGridColumn<T> => {
      const editable = spec.editable ?? (spec.kind !== 'id' && spec.kind !== 'idList');
      const base: DataGridColumn<T> = {
        minWidth: MIN_WIDTH[spec.kind],
        colId: spec.field,
        field: spec.field as unknown as DataGridColumn<T>['field'],
        headerName: spec.label,
        editable,
        hide: spec.hide,
      };
      const validation = {
        getValidationErrors: (p: { value: unknown }) => {
          const error = validateField(spec, p.value);
          return error ? [error] : null;
        },
      };
      switch (spec.kind) {
        case 'id':
          return {
            ...base,
            cellDataType: 'number',
            filter: 'agNumberColumnFilter',
            maxWidth: 110,
            minWidth: 90,
          };
        case 'number':
          return {
            ...base,
            cellDataType: 'number',
            filter: 'agNumberColumnFilter',
            cellEditor: 'agNumberCellEditor',
            cellEditorParams: { min: 0, precision: 2, ...validation },
          };
        case 'boolean':
          return { ...base, cellDataType: 'boolean', filter: false, maxWidth: 140 };
        case 'select': {
          const options = spec.options ?? [];
          return {
            ...base,
            cellDataType: false,
            filter: 'agTextColumnFilter',
            filterValueGetter: (p) =>
              optionLabel(options, (p.data as Record<string, unknown> | undefined)?.[spec.field]),
            valueFormatter: (p: ValueFormatterParams<T>) => optionLabel(options, p.value),
            // In the options' order: names alphabetically, weekdays Sunday to Saturday.
            comparator: (a: unknown, b: unknown) => rank(options, a) - rank(options, b),
            cellEditor: ReferenceEditor,
            cellEditorPopup: true,
            cellEditorParams: { options },
          };
        }
        case 'idList': {
          const options = spec.options ?? [];
          const text = (v: unknown) =>
            Array.isArray(v) && v.length > 0
              ? v.map((id) => optionLabel(options, id)).join(', ')
              : adminStrings.none;
          return {
            ...base,
            cellDataType: false,
            filter: 'agTextColumnFilter',
            filterValueGetter: (p) => text((p.data as Record<string, unknown> | undefined)?.[spec.field]),
            valueFormatter: (p: ValueFormatterParams<T>) => text(p.value),
          };
        }
        case 'time':
          return {
            ...base,
            cellDataType: 'text',
            filter: 'agTextColumnFilter',
            valueFormatter: (p: ValueFormatterParams<T>) => (p.value === null ? '' : String(p.value ?? '')),
            valueParser: (p: ValueParserParams<T>) => {
              const v = String(p.newValue ?? '').trim();
              return v === '' && spec.nullable ? null : v;
            },
            cellEditorParams: validation,
          };
        default:
          return {
            ...base,
            cellDataType: 'text',
            filter: 'agTextColumnFilter',
            valueParser: (p: ValueParserParams<T>) => String(p.newValue ?? '').trim(),
            cellEditorParams: validation,
          };
      }
    });
}
