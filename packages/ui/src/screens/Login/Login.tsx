import type { ChatMessage } from '@store-ops/domain';
import { type FormEvent, useId, useRef, useState } from 'react';
import { BrandMark } from '../../components/BrandMark';
import { Button } from '../../components/Button';
import { Tag } from '../../components/Tag';
import { TextField } from '../../components/TextField';
import { DemoChat } from '../DemoChat';
import {
  Alert,
  Card,
  Demo,
  Layout,
  Masthead,
  Notice,
  Product,
  ProductName,
  ReportParts,
  Root,
  Subtitle,
  Title,
} from './Login.styles';
import { LoginCode, type LoginCodeState } from './LoginCode';
import { loginStrings as s } from './strings';

/** Why the last sign-in failed. */
export type LoginError =
  /** The server answered with a message: shown verbatim. */
  | { kind: 'server'; message: string }
  /** The server refused without a message: `Login failed, please try again.` */
  | { kind: 'loginFailed' }
  /** Network or parse error: `An unexpected error occurred. Please try again.` */
  | { kind: 'unexpected' };

/** The session machine's states as the login form sees them. */
export type LoginState =
  | { status: 'idle' }
  | { status: 'submitting' }
  | { status: 'error'; error: LoginError }
  /** The session ended while the app was open (timeout, logout elsewhere): the form says so. */
  | { status: 'sessionEnded' }
  /** The password was right; the code from the authenticator app comes next. */
  | LoginCodeState;

export interface LoginCredentials {
  email: string;
  password: string;
}

export interface LoginScreenProps {
  state: LoginState;
  /** Called only when both fields are filled. */
  onSubmit: (credentials: LoginCredentials) => void;
  /** The code step's code, and its way back to the password (state `code`). */
  onSubmitCode?: (code: string) => void;
  onCancelCode?: () => void;
  /** The live demo chat beside the form: the scripted messages shown so far. */
  demoMessages: readonly ChatMessage[];
  defaultEmail?: string;
  defaultPassword?: string;
  timeZone?: string;
  locale?: string;
}

export function loginErrorText(error: LoginError): string {
  switch (error.kind) {
    case 'server':
      return error.message.trim() || s.loginFailed;
    case 'loginFailed':
      return s.loginFailed;
    case 'unexpected':
      return s.unexpectedError;
  }
}

/**
 * The sign-in screen: e-mail and password (both required, native validation off: an empty field shows a
 * message instead of submitting), the machine's error, and beside the form the product (the brand's mark
 * and name, what it does and for whom) and the live demo chat. On a phone the mark and name come first,
 * then the form, then the rest: the form is on the first screen.
 */
export function LoginScreen({
  state,
  onSubmit,
  onSubmitCode = () => {},
  onCancelCode = () => {},
  demoMessages,
  defaultEmail = '',
  defaultPassword = '',
  timeZone,
  locale,
}: LoginScreenProps) {
  const uid = useId();
  const [email, setEmail] = useState(defaultEmail);
  const [password, setPassword] = useState(defaultPassword);
  const [attempted, setAttempted] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // After the press completes (React Aria focuses the pressed button), move focus to the empty field.
  const focusField = (name: string) => {
    setTimeout(() => formRef.current?.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.focus(), 0);
  };
  const submitting = state.status === 'submitting';
  const emailMissing = email.trim() === '';
  const passwordMissing = password === '';

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (submitting) return;
    setAttempted(true);
    if (emailMissing) return focusField('email');
    if (passwordMissing) return focusField('password');
    onSubmit({ email: email.trim(), password });
  };

  return (
    <Root>
      <Layout data-component="LoginScreen" data-state={state.status}>
        <Masthead data-part="masthead">
          <BrandMark size={40} />
          <ProductName>{s.product}</ProductName>
        </Masthead>
        <Card data-part="card">
          <Title>{s.title}</Title>
          <Subtitle>{s.subtitle}</Subtitle>
          {state.status === 'code' ? (
            <LoginCode state={state} onSubmit={onSubmitCode} onCancel={onCancelCode} />
          ) : (
            <form
              ref={formRef}
              // Never a GET with the password in its URL, should the form ever submit natively (the
              // server-rendered /login before the app's script runs: packages/app/src/publicPages.tsx).
              method="post"
              noValidate
              onSubmit={submit}
              aria-describedby={state.status === 'error' ? `${uid}-login-error` : undefined}
            >
              <TextField
                label={s.emailLabel}
                name="email"
                type="email"
                autoComplete="username"
                isRequired
                value={email}
                onChange={setEmail}
                isInvalid={attempted && emailMissing}
                errorMessage={s.emailRequired}
                isDisabled={submitting}
                data-field="email"
              />
              <TextField
                label={s.passwordLabel}
                name="password"
                type="password"
                autoComplete="current-password"
                isRequired
                value={password}
                onChange={setPassword}
                isInvalid={attempted && passwordMissing}
                errorMessage={s.passwordRequired}
                isDisabled={submitting}
                data-field="password"
              />
              {state.status === 'sessionEnded' && <Notice role="status">{s.sessionEnded}</Notice>}
              {state.status === 'error' && (
                <Alert id={`${uid}-login-error`} role="alert">
                  {loginErrorText(state.error)}
                </Alert>
              )}
              <Button type="submit" variant="primary" isPending={submitting} pendingLabel={s.submitting}>
                {s.submit}
              </Button>
            </form>
          )}
        </Card>
        <Product aria-labelledby={`${uid}-product`} data-part="product">
          <h2 id={`${uid}-product`}>{s.productHeading}</h2>
          <p>{s.productWhat}</p>
          <ReportParts aria-label={s.reportPartsLabel}>
            {s.reportParts.map((part) => (
              <li key={part}>
                <Tag variant="secondary">{part}</Tag>
              </li>
            ))}
          </ReportParts>
          <p>{s.productWho}</p>
        </Product>
        <Demo aria-label={s.demoHeading} data-part="demo">
          <DemoChat messages={demoMessages} headingLevel={2} timeZone={timeZone} locale={locale} />
        </Demo>
      </Layout>
    </Root>
  );
}
