import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { Spinner } from '../../components/Spinner';
import { TextField } from '../../components/TextField';
import { twoFactorStrings as s } from './strings';

/** What enrolling shows: the secret as a QR code (an SVG drawn by the server) and as text. */
export interface TwoFactorSetup {
  secret: string;
  qrSvg: string;
}

/** The states of Settings' Two-factor authentication (the MFA settings machine's). */
export type TwoFactorState =
  | { status: 'loading' }
  | { status: 'loadFailed'; error: string }
  /** `required`: REQUIRE_ADMIN_MFA holds this administrator back until they enrol. */
  | { status: 'off'; required: boolean }
  /** The current password, asked before set-up (`checking`: the server is checking it). */
  | { status: 'password'; required: boolean; checking: boolean; error: string | null }
  | { status: 'enrolling'; setup: TwoFactorSetup; confirming: boolean; error: string | null }
  /** Right after turning it on: the recovery codes, shown this once. */
  | { status: 'recoveryCodes'; codes: readonly string[] }
  | { status: 'on'; recoveryCodesLeft: number; disabling: boolean; error: string | null };

export interface TwoFactorProps {
  state: TwoFactorState;
  onRetry: () => void;
  /** Opens the password step. */
  onStart: () => void;
  /** The current password: starts the set-up. */
  onSetup: (password: string) => void;
  onConfirm: (code: string) => void;
  /** Leaves the password step or the set-up. */
  onCancel: () => void;
  /** The recovery codes are saved. */
  onDone: () => void;
  onDisable: (password: string) => void;
  /** The user typed again (a shown refusal goes). */
  onEdit: () => void;
  /** Copies text (default: the browser's clipboard). */
  copyText?: (text: string) => Promise<void>;
}

const svgUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
/** The secret in groups of four, as authenticator apps show keys typed by hand. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

/** Settings' Two-factor authentication: enrol an authenticator app, the recovery codes once, turn it off. */
export function TwoFactor(props: TwoFactorProps) {
  const { state } = props;
  return (
    <Root data-component="TwoFactor" data-state={state.status}>
      {state.status === 'loading' && (
        <div role="status" data-part="loading">
          <Spinner size="sm" label={s.loading} /> {s.loading}
        </div>
      )}
      {state.status === 'loadFailed' && (
        <>
          <p role="alert" data-part="error">
            {state.error}
          </p>
          <div>
            <Button variant="secondary" onPress={props.onRetry}>
              {s.retry}
            </Button>
          </div>
        </>
      )}
      {(state.status === 'off' || state.status === 'password') &&
        (state.required ? (
          <p role="alert" data-part="required">
            {s.required}
          </p>
        ) : (
          <p>{s.off}</p>
        ))}
      {state.status === 'off' && (
        <div>
          <Button onPress={props.onStart}>{s.start}</Button>
        </div>
      )}
      {state.status === 'password' && <PasswordStep {...props} state={state} />}
      {state.status === 'enrolling' && <Enrol {...props} state={state} />}
      {state.status === 'recoveryCodes' && <RecoveryCodes {...props} codes={state.codes} />}
      {state.status === 'on' && <TurnOff {...props} state={state} />}
    </Root>
  );
}

function PasswordStep({
  state,
  onSetup,
  onCancel,
  onEdit,
}: TwoFactorProps & { state: Extract<TwoFactorState, { status: 'password' }> }) {
  const [password, setPassword] = useState('');
  const [tried, setTried] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (password) onSetup(password);
  };
  return (
    <form onSubmit={submit} noValidate aria-label={s.start}>
      <TextField
        label={s.passwordLabel}
        description={s.passwordHelp}
        type="password"
        name="current-password"
        autoComplete="current-password"
        value={password}
        onChange={(v) => {
          setPassword(v);
          if (!state.checking) onEdit();
        }}
        isRequired
        isInvalid={tried && !password}
        errorMessage={tried && !password ? s.passwordMissing : undefined}
        isDisabled={state.checking}
        autoFocus
      />
      {state.error && (
        <p role="alert" data-part="error">
          {state.error}
        </p>
      )}
      <Actions>
        <Button type="submit" isPending={state.checking} pendingLabel={s.checking}>
          {s.continue}
        </Button>
        <Button variant="secondary" onPress={onCancel} isDisabled={state.checking}>
          {s.cancel}
        </Button>
      </Actions>
    </form>
  );
}

function Enrol({
  state,
  onConfirm,
  onCancel,
  onEdit,
}: TwoFactorProps & { state: Extract<TwoFactorState, { status: 'enrolling' }> }) {
  const [code, setCode] = useState('');
  const [tried, setTried] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (code.trim()) onConfirm(code.trim());
  };
  return (
    <form onSubmit={submit} noValidate aria-label={s.heading}>
      <p>{s.scanHelp}</p>
      <img data-part="qr" src={svgUrl(state.setup.qrSvg)} alt={s.qrAlt} width={176} height={176} />
      <p>
        {s.manualLabel} <code data-part="secret">{grouped(state.setup.secret)}</code>
      </p>
      <TextField
        label={s.codeLabel}
        name="mfa-code"
        autoComplete="one-time-code"
        inputMode="numeric"
        value={code}
        onChange={(v) => {
          setCode(v);
          if (!state.confirming) onEdit();
        }}
        isRequired
        isInvalid={tried && !code.trim()}
        errorMessage={tried && !code.trim() ? s.codeMissing : undefined}
        isDisabled={state.confirming}
      />
      {state.error && (
        <p role="alert" data-part="error">
          {state.error}
        </p>
      )}
      <Actions>
        <Button type="submit" isPending={state.confirming} pendingLabel={s.confirming}>
          {s.confirm}
        </Button>
        <Button variant="secondary" onPress={onCancel} isDisabled={state.confirming}>
          {s.cancel}
        </Button>
      </Actions>
    </form>
  );
}

function RecoveryCodes({ codes, onDone, copyText }: TwoFactorProps & { codes: readonly string[] }) {
  const [copied, setCopied] = useState(false);
  const text = `${codes.join('\n')}\n`;
  const copy = async () => {
    await (copyText ?? ((t: string) => navigator.clipboard.writeText(t)))(text);
    setCopied(true);
  };
  return (
    <>
      <h3>{s.codesHeading}</h3>
      <p>{s.codesHelp}</p>
      <Codes data-part="codes">
        {codes.map((c) => (
          <li key={c}>
            <code>{c}</code>
          </li>
        ))}
      </Codes>
      <Actions>
        <Button variant="secondary" onPress={copy}>
          {s.copy}
        </Button>
        <a
          data-part="download"
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
          download={s.downloadName}
        >
          {s.download}
        </a>
        <Button onPress={onDone}>{s.saved}</Button>
      </Actions>
      {copied && (
        <p role="status" data-part="copied">
          {s.copied}
        </p>
      )}
    </>
  );
}

function TurnOff({
  state,
  onDisable,
  onEdit,
}: TwoFactorProps & { state: Extract<TwoFactorState, { status: 'on' }> }) {
  const [password, setPassword] = useState('');
  const [tried, setTried] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (password) onDisable(password);
  };
  return (
    <>
      <p role="status" data-part="on">
        {s.on} {s.codesLeft(state.recoveryCodesLeft)}
      </p>
      <form onSubmit={submit} noValidate aria-label={s.disable}>
        <TextField
          label={s.disableLabel}
          description={s.disableHelp}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(v) => {
            setPassword(v);
            if (!state.disabling) onEdit();
          }}
          isRequired
          isInvalid={tried && !password}
          errorMessage={tried && !password ? s.disableMissing : undefined}
          isDisabled={state.disabling}
        />
        {state.error && (
          <p role="alert" data-part="error">
            {state.error}
          </p>
        )}
        <div>
          <Button type="submit" variant="danger" isPending={state.disabling} pendingLabel={s.disabling}>
            {s.disable}
          </Button>
        </div>
      </form>
    </>
  );
}

const Root = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  max-width: 32rem;

  p,
  h3 {
    margin: 0;
  }
  form {
    display: grid;
    gap: ${({ theme }) => theme.space[3]};
  }
  [data-part='error'],
  [data-part='required'] {
    color: ${({ theme }) => theme.colors.dangerText};
    font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
  }
  [data-part='on'],
  [data-part='copied'] {
    color: ${({ theme }) => theme.colors.successText};
    font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
  }
  [data-part='qr'] {
    /* The SVG brings its own white ground and quiet zone, in dark mode too: scanners need it. */
    border-radius: ${({ theme }) => theme.radii.md};
  }
  code {
    font-family: ${({ theme }) => theme.typography.fontFamily.mono};
    overflow-wrap: anywhere;
  }
  [data-part='download'] {
    align-self: center;
    color: ${({ theme }) => theme.colors.accentText};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  align-items: center;
`;

const Codes = styled.ol`
  display: grid;
  grid-template-columns: repeat(2, max-content);
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[6]};
  list-style: none;
  margin: 0;
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[5]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.bgSubtle};
  font-size: ${({ theme }) => theme.typography.fontSize.md};
`;
