import { type FormEvent, useEffect, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { settingsStrings as s } from './strings';

export interface ChangePasswordProps {
  status: 'idle' | 'submitting' | 'changed';
  /** Why the last change was refused (the server's message). */
  error: string | null;
  /** Other sessions the last change ended. */
  endedSessions: number;
  /** While impersonating, one's own password cannot be changed: the form is replaced by why. */
  isImpersonating: boolean;
  onSubmit: (current: string, next: string) => void;
  /** The user typed again (a shown refusal or success goes). */
  onEdit: () => void;
}

/** Settings' Change password: the current password, a new one twice; the server checks the rest. */
export function ChangePassword({
  status,
  error,
  endedSessions,
  isImpersonating,
  onSubmit,
  onEdit,
}: ChangePasswordProps) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [tried, setTried] = useState(false);
  // A change went through: the form empties (no password lingers on screen or in memory).
  useEffect(() => {
    if (status !== 'changed') return;
    setCurrent('');
    setNext('');
    setConfirm('');
    setTried(false);
  }, [status]);
  if (isImpersonating) return <p>{s.passwordImpersonating}</p>;

  const mismatch = confirm !== next;
  const edit = (set: (v: string) => void) => (value: string) => {
    set(value);
    if (status !== 'submitting') onEdit();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (!current || !next || mismatch) return;
    onSubmit(current, next);
  };
  const changed = status === 'changed';
  return (
    <Form onSubmit={submit} aria-label={s.passwordHeading} noValidate>
      <TextField
        label={s.passwordCurrent}
        type="password"
        autoComplete="current-password"
        value={current}
        onChange={edit(setCurrent)}
        isRequired
        isInvalid={tried && !current}
        errorMessage={tried && !current ? s.passwordCurrentMissing : undefined}
      />
      <TextField
        label={s.passwordNew}
        type="password"
        autoComplete="new-password"
        description={s.passwordNewHelp}
        value={next}
        onChange={edit(setNext)}
        isRequired
        isInvalid={tried && !next}
        errorMessage={tried && !next ? s.passwordNewMissing : undefined}
      />
      <TextField
        label={s.passwordConfirm}
        type="password"
        autoComplete="new-password"
        value={confirm}
        onChange={edit(setConfirm)}
        isRequired
        isInvalid={tried && mismatch}
        errorMessage={tried && mismatch ? s.passwordMismatch : undefined}
      />
      {error && (
        <p role="alert" data-part="password-error">
          {error}
        </p>
      )}
      {changed && (
        <p role="status" data-part="password-changed">
          {s.passwordChanged(endedSessions)}
        </p>
      )}
      <div>
        <Button type="submit" isPending={status === 'submitting'} pendingLabel={s.passwordChanging}>
          {s.passwordSubmit}
        </Button>
      </div>
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  max-width: 28rem;

  [data-part='password-error'] {
    margin: 0;
    color: ${({ theme }) => theme.colors.dangerText};
    font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
  }
  [data-part='password-changed'] {
    margin: 0;
    color: ${({ theme }) => theme.colors.successText};
    font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
  }
`;
