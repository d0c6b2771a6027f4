import { type FormEvent, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { Alert } from './Login.styles';
import { loginCodeStrings as s } from './strings';

/**
 * The sign-in's second step: the password was right and the account has an
 * authenticator app. `error` is the server's (or the machine's) message for the last code.
 */
export interface LoginCodeState {
  status: 'code';
  submitting: boolean;
  error: string | null;
}

export interface LoginCodeProps {
  state: LoginCodeState;
  /** Called only with a code typed (a 6-digit code or a recovery code). */
  onSubmit: (code: string) => void;
  /** Back to the e-mail and password. */
  onCancel: () => void;
}

/** The code form that takes the sign-in form's place in the card. */
export function LoginCode({ state, onSubmit, onCancel }: LoginCodeProps) {
  const uid = useId();
  const [code, setCode] = useState('');
  const [attempted, setAttempted] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const missing = code.trim() === '';
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (state.submitting) return;
    setAttempted(true);
    if (missing) {
      setTimeout(() => formRef.current?.querySelector<HTMLInputElement>('input[name="code"]')?.focus(), 0);
      return;
    }
    onSubmit(code.trim());
  };
  return (
    <CodeForm
      ref={formRef}
      noValidate
      onSubmit={submit}
      data-component="LoginCode"
      aria-labelledby={`${uid}-code-heading`}
      aria-describedby={state.error ? `${uid}-code-error` : undefined}
    >
      <h2 id={`${uid}-code-heading`}>{s.heading}</h2>
      <p>{s.help}</p>
      <TextField
        label={s.codeLabel}
        name="code"
        autoComplete="one-time-code"
        autoFocus
        isRequired
        value={code}
        onChange={setCode}
        isInvalid={attempted && missing}
        errorMessage={s.codeRequired}
        isDisabled={state.submitting}
        data-field="code"
      />
      {state.error && (
        <Alert id={`${uid}-code-error`} role="alert">
          {state.error}
        </Alert>
      )}
      <Button type="submit" variant="primary" isPending={state.submitting} pendingLabel={s.submitting}>
        {s.submit}
      </Button>
      <Button variant="secondary" onPress={onCancel} isDisabled={state.submitting}>
        {s.back}
      </Button>
    </CodeForm>
  );
}

const CodeForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.fontSize.lg};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.fgMuted};
  }
`;
