import { useState } from 'react';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { TextField } from '../../components/TextField';
import { DialogActions, DialogText } from '../admin/admin.styles';
import { Fields } from './Prompts.styles';
import { promptsStrings as s } from './strings';

export interface VariablesDialogProps {
  /** The prompt's title (the dialog's name). */
  title: string;
  /** The variables to ask for, in the order the prompt names them. */
  names: readonly string[];
  /** Every variable has a value (trimmed, never empty). */
  onSubmit: (values: Record<string, string>) => void;
  onCancel: () => void;
}

/** Asks for a prompt's own variables before it is used; nothing is used until every one has a value. */
export function VariablesDialog({ title, names, onSubmit, onCancel }: VariablesDialogProps) {
  const [values, setValues] = useState<Record<string, string>>({});
  const [tried, setTried] = useState(false);
  const missing = names.filter((n) => !values[n]?.trim());
  const submit = () => {
    setTried(true);
    if (missing.length > 0) return;
    onSubmit(Object.fromEntries(names.map((n) => [n, (values[n] ?? '').trim()])));
  };
  return (
    <Modal
      isOpen
      onOpenChange={(open) => !open && onCancel()}
      title={s.variablesTitle(title)}
      data-component="VariablesDialog"
    >
      <Fields
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <DialogText>{s.variablesBody}</DialogText>
        {names.map((name, i) => (
          <TextField
            key={name}
            label={name}
            autoFocus={i === 0}
            value={values[name] ?? ''}
            onChange={(value) => setValues((v) => ({ ...v, [name]: value }))}
            isInvalid={tried && missing.includes(name)}
            errorMessage={s.variableMissing}
          />
        ))}
        <DialogActions>
          <Button variant="secondary" onPress={onCancel}>
            {s.cancel}
          </Button>
          <Button type="submit">{s.useFilled}</Button>
        </DialogActions>
      </Fields>
    </Modal>
  );
}
