import { type FormEvent, useState } from 'react';
import { AlertDialog } from '../../components/AlertDialog';
import { Button } from '../../components/Button';
import { Checkbox } from '../../components/Checkbox';
import { CheckboxGroup } from '../../components/CheckboxGroup';
import { ComboBox } from '../../components/ComboBox';
import { Modal } from '../../components/Modal';
import { Switch } from '../../components/Switch';
import { TextField } from '../../components/TextField';
import { Banner, DialogActions, DialogText, FormGrid } from './admin.styles';
import { type FieldSpec, optionLabel, validateField } from './fields';
import { adminStrings } from './strings';
import type { NewRow } from './types';

/** How a field's value reads in dialogs (the grid formats the same way). */
export function displayValue<T>(spec: FieldSpec<T>, value: unknown): string {
  if (value === null || value === undefined || value === '')
    return spec.kind === 'time' ? adminStrings.closed : '';
  switch (spec.kind) {
    case 'boolean':
      return value ? adminStrings.yes : adminStrings.no;
    case 'select':
      return optionLabel(spec.options, value);
    case 'idList':
      return Array.isArray(value) && value.length > 0
        ? value.map((v) => optionLabel(spec.options, v)).join(', ')
        : adminStrings.none;
    default:
      return String(value);
  }
}

export interface ConfirmDialogProps {
  isOpen: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A destructive confirmation: the library AlertDialog (Escape and Cancel cancel, focus starts on Cancel). */
export function ConfirmDialog({
  isOpen,
  title,
  body,
  confirmLabel,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <AlertDialog
      title={title}
      isOpen={isOpen}
      variant="danger"
      confirmLabel={confirmLabel}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <DialogText>{body}</DialogText>
    </AlertDialog>
  );
}

export interface CreateDialogProps<T> {
  isOpen: boolean;
  entity: string;
  fields: readonly FieldSpec<T>[];
  defaults: Partial<NewRow<T>>;
  /** The server has the row: the form waits. */
  submitting?: boolean;
  /** Why the server refused the last try (the form keeps what was typed). */
  error?: string;
  onCreate: (row: NewRow<T>) => void;
  onCancel: () => void;
}

type Draft = Record<string, unknown>;

function formFields<T>(fields: readonly FieldSpec<T>[]) {
  return fields.filter(
    (f) => f.kind !== 'id' && (f.inCreateForm ?? (f.kind === 'idList' || (f.editable ?? true))),
  );
}

/** The create form, generated from the same field specs as the grid columns. */
export function CreateDialog<T>({
  isOpen,
  entity,
  fields,
  defaults,
  submitting = false,
  error,
  onCreate,
  onCancel,
}: CreateDialogProps<T>) {
  const specs = formFields(fields);
  const [draft, setDraft] = useState<Draft>({ ...(defaults as Draft) });
  const [text, setText] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});

  const set = (field: string, value: unknown) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setErrors((e) => {
      const { [field]: _gone, ...rest } = e;
      return rest;
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Record<string, string> = {};
    for (const spec of specs) {
      const error = validateField(spec, draft[spec.field]);
      if (error) next[spec.field] = error;
    }
    setErrors(next);
    if (Object.keys(next).length === 0 && !submitting) onCreate(draft as NewRow<T>);
  };

  // A new form each time it opens (what was typed stays while it is open, through a refusal).
  const [openedAs, setOpenedAs] = useState(isOpen);
  if (isOpen !== openedAs) {
    setOpenedAs(isOpen);
    if (isOpen) {
      setDraft({ ...(defaults as Draft) });
      setText({});
      setErrors({});
    }
  }

  const close = () => {
    if (!submitting) onCancel();
  };

  return (
    <Modal
      title={adminStrings.newTitle(entity)}
      isOpen={isOpen}
      onOpenChange={(open) => !open && close()}
      data-component="CreateDialog"
    >
      <form onSubmit={submit} noValidate>
        <FormGrid>
          {specs.map((spec) => {
            const error = errors[spec.field];
            const common = { isInvalid: !!error, errorMessage: error };
            switch (spec.kind) {
              case 'boolean':
                return (
                  <Switch
                    key={spec.field}
                    isSelected={!!draft[spec.field]}
                    onChange={(v) => set(spec.field, v)}
                  >
                    {spec.label}
                  </Switch>
                );
              case 'select':
                return (
                  <ComboBox
                    key={spec.field}
                    label={spec.label}
                    isRequired={spec.required}
                    options={(spec.options ?? []).map((o) => ({
                      id: String(o.value),
                      label: o.label,
                      ...(o.description ? { description: o.description } : {}),
                    }))}
                    value={
                      draft[spec.field] === undefined || draft[spec.field] === null
                        ? null
                        : String(draft[spec.field])
                    }
                    onChange={(key) =>
                      set(spec.field, spec.options?.find((o) => String(o.value) === key)?.value ?? null)
                    }
                    {...common}
                  />
                );
              case 'password':
                return (
                  <TextField
                    key={spec.field}
                    label={spec.label}
                    type="password"
                    autoComplete="new-password"
                    isRequired={spec.required}
                    value={String(draft[spec.field] ?? '')}
                    onChange={(v) => set(spec.field, v)}
                    {...common}
                  />
                );
              case 'idList': {
                const value = (draft[spec.field] as unknown[] | undefined) ?? [];
                return (
                  <CheckboxGroup
                    key={spec.field}
                    label={spec.label}
                    value={value.map(String)}
                    onChange={(keys) =>
                      set(
                        spec.field,
                        (spec.options ?? [])
                          .filter((o) => keys.includes(String(o.value)))
                          .map((o) => o.value),
                      )
                    }
                  >
                    {(spec.options ?? []).map((o) => (
                      <Checkbox key={String(o.value)} value={String(o.value)}>
                        {optionLabel(spec.options, o.value)}
                      </Checkbox>
                    ))}
                  </CheckboxGroup>
                );
              }
              case 'number':
                return (
                  <TextField
                    key={spec.field}
                    label={spec.label}
                    inputMode="decimal"
                    isRequired={spec.required}
                    value={text[spec.field] ?? String(draft[spec.field] ?? '')}
                    onChange={(v) => {
                      setText((t) => ({ ...t, [spec.field]: v }));
                      set(spec.field, v.trim() === '' ? null : Number(v));
                    }}
                    {...common}
                  />
                );
              default:
                return (
                  <TextField
                    key={spec.field}
                    label={spec.label}
                    type={spec.kind === 'email' ? 'email' : 'text'}
                    placeholder={spec.kind === 'time' ? 'HH:MM' : undefined}
                    isRequired={spec.required}
                    value={String(draft[spec.field] ?? '')}
                    onChange={(v) =>
                      set(spec.field, spec.kind === 'time' && spec.nullable && v === '' ? null : v)
                    }
                    {...common}
                  />
                );
            }
          })}
          {error && (
            <Banner role="alert" data-part="create-error">
              {error}
            </Banner>
          )}
          <DialogActions>
            <Button variant="secondary" onPress={close} isDisabled={submitting}>
              {adminStrings.cancel}
            </Button>
            <Button
              variant="primary"
              type="submit"
              isPending={submitting}
              pendingLabel={adminStrings.creating}
            >
              {adminStrings.create}
            </Button>
          </DialogActions>
        </FormGrid>
      </form>
    </Modal>
  );
}
