// The QA harness of the connected stories: a fake server (a `fetch` whose requests wait until QA
// answers them) and the QA panel (machine state, pending requests, answer buttons). The real
// machines run over the fake server through their own browser implementations, so the answers
// below go through the same response handling as in the app. No network is touched.
import { type ApiClient, createApiClient, type FetchLike, reportSessionEnded } from '@store-ops/machines';
import { Button } from '@store-ops/ui';
import { type ReactNode, useState, useSyncExternalStore } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import styled from 'styled-components';
import type { AnyActor } from 'xstate';
import { useMachineInspector } from './machineInspector';

export interface PendingRequest {
  method: string;
  path: string;
  /** The JSON body the machine sent, parsed. */
  body: unknown;
}

interface Waiting extends PendingRequest {
  settle: (answer: Response | Error) => void;
}

export interface FakeServer {
  /** The API client to build the machine's browser implementations over. */
  api: () => ApiClient;
  /** Answers the oldest waiting request. */
  answer: (answer: Response | Error) => void;
  pending: () => readonly PendingRequest[];
  subscribe: (listener: () => void) => () => void;
}

export function createFakeServer(): FakeServer {
  let waiting: readonly Waiting[] = [];
  const listeners = new Set<() => void>();
  const remove = (request: Waiting) => {
    waiting = waiting.filter((w) => w !== request);
    for (const listener of listeners) listener();
  };
  const fetch: FetchLike = (path, init = {}) =>
    new Promise<Response>((resolve, reject) => {
      const request: Waiting = {
        method: init.method ?? 'GET',
        path,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
        settle: (answer) => {
          remove(request);
          if (answer instanceof Error) reject(answer);
          else resolve(answer);
        },
      };
      // A superseded request (the machine aborted it) leaves the list silently, like a real fetch.
      init.signal?.addEventListener('abort', () => {
        remove(request);
        reject(new DOMException('The operation was aborted.', 'AbortError'));
      });
      waiting = [...waiting, request];
      for (const listener of listeners) listener();
    });
  // A 401 ends the session as with the app's client (the session story listens, as the app does).
  const client = createApiClient({ fetch, onSessionEnded: reportSessionEnded });
  return {
    api: () => client,
    answer: (answer) => waiting[0]?.settle(answer),
    pending: () => waiting,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** One fake server per story render. */
export function useFakeServer(): [FakeServer, readonly PendingRequest[]] {
  const [server] = useState(createFakeServer);
  return [server, useSyncExternalStore(server.subscribe, server.pending)];
}

export const json = (status: number, statusText: string, body: unknown) =>
  new Response(JSON.stringify(body), { status, statusText, headers: { 'Content-Type': 'application/json' } });
/** What Chromium's fetch throws when the server cannot be reached. */
export const networkError = () => new TypeError('Failed to fetch');

export interface Answer {
  label: string;
  /** The answer to the oldest waiting request (which it may read: its method, path and body). */
  make: (request: PendingRequest) => Response | Error;
}

/** The API's failures QA can answer any request with: a 500 in the API's error shape, no network. */
export const apiFailureAnswers: readonly Answer[] = [
  {
    label: 'Server fails 500',
    make: () =>
      json(500, 'Internal Server Error', {
        error: { code: 'internal', message: 'Something went wrong on the server.' },
      }),
  },
  { label: 'Network error', make: networkError },
];

const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.fg};
  border: 2px dashed ${({ theme }) => theme.colors.borderStrong};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};

  &[data-floating] {
    position: fixed;
    inset: 0 0 auto 0;
    z-index: ${({ theme }) => theme.zIndex.tooltip + 1};
  }
  .row {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
  }
  output,
  code {
    font-family: ${({ theme }) => theme.typography.fontFamily.mono};
  }
`;

export interface QaPanelProps {
  /** The machine snapshot's `value`, shown as JSON; omitted where no machine runs (`about` says what does). */
  state?: unknown;
  /** What the panel drives, in QA's words, where no machine's state says it. */
  about?: ReactNode;
  /** The fake server and its waiting requests (none for a machine that makes no request). */
  server?: FakeServer;
  pending?: readonly PendingRequest[];
  answers?: readonly Answer[];
  /** Extra facts and controls (events the story sends itself). */
  children?: ReactNode;
  /** The story's live actors, shown in Storybook's `Machine` panel (chart, context, event log, events). */
  inspect?: AnyActor | readonly AnyActor[];
  /**
   * Fixed above everything, and kept usable while a modal is open (React Aria leaves
   * `data-react-aria-top-layer` elements visible, focusable and outside the modal's "outside").
   */
  floating?: boolean;
}

export function QaPanel({
  state,
  about,
  server,
  pending = [],
  answers = [],
  children,
  floating,
  inspect,
}: QaPanelProps) {
  useMachineInspector(inspect);
  return (
    <Panel
      aria-label="QA panel"
      data-floating={floating || undefined}
      data-react-aria-top-layer={floating || undefined}
    >
      {about && <div className="row">{about}</div>}
      {state !== undefined && (
        <div className="row">
          Machine state: <output data-testid="machine-state">{JSON.stringify(state)}</output>
        </div>
      )}
      {server && (
        <>
          <div className="row">
            Waiting for the server:{' '}
            <output data-testid="pending-requests">
              {pending.length === 0 ? 'none' : pending.map((r) => `${r.method} ${r.path}`).join(', ')}
            </output>
          </div>
          <div className="row">
            {answers.map((a) => (
              <Button
                key={a.label}
                size="sm"
                variant="secondary"
                isDisabled={pending.length === 0}
                onPress={() => {
                  const oldest = server.pending()[0];
                  if (oldest) server.answer(a.make(oldest));
                }}
              >
                {a.label}
              </Button>
            ))}
          </div>
        </>
      )}
      {children && <div className="row">{children}</div>}
    </Panel>
  );
}

// ---- play helpers ------------------------------------------------------------------------------

const panel = () => within(document.body).getByRole('region', { name: 'QA panel' });

/** Waits until the machine's state value is `value`. */
export const expectState = (value: unknown) =>
  waitFor(() => expect(within(panel()).getByTestId('machine-state').textContent).toBe(JSON.stringify(value)));

/** Waits until exactly these requests wait for an answer (`none` for none). */
export const expectPending = (text: string) =>
  waitFor(() => expect(within(panel()).getByTestId('pending-requests').textContent).toBe(text));

/** Presses one of the QA panel's buttons. */
export const press = async (label: string) => {
  const button = within(panel()).getByRole('button', { name: label });
  await waitFor(() => expect(button).toBeEnabled());
  await userEvent.click(button);
};

/**
 * `beforeEach` of the QA stories: React Aria's live announcer outlives a story, and the pending
 * button's announcements (kept for 7 s) name the previous story's button by id, which axe then
 * reports as an image without a name. Start each story with an empty announcer.
 */
export const clearStaleAnnouncements = () => {
  for (const node of document.querySelectorAll('[data-live-announcer] [role="log"] > *')) node.remove();
};
