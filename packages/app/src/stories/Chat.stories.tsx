// QA/Chat: the real chat machine behind the real chat screen; its send actor is the browser
// implementation over the fake server, its history persists to an in-memory storage.
import { DEFAULT_MODEL_PATH } from '@store-ops/domain';
import {
  chatBrowserDefaults,
  chatMachine,
  createMemoryStorage,
  selectIsProcessing,
  selectPendingReply,
} from '@store-ops/machines';
import { Button, ChatScreen, type SelectorBarProps } from '@store-ops/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectNoDeadEnds } from './machineInspector';
import {
  type Answer,
  clearStaleAnnouncements,
  expectPending,
  expectState,
  json,
  networkError,
  press,
  QaPanel,
  useFakeServer,
} from './qa';

const reply = {
  msg: 'Net sales were **$8,412.50**.',
  llm: DEFAULT_MODEL_PATH,
  model: 'gpt-4o-2024-08-06',
  provider: 'openai',
};
/**
 * A streamed answer QA writes event by event: `Server streams` answers the request with an
 * open `text/event-stream`; the panel's Stream buttons write its `tool`, `delta`, `done` and `error`
 * events. One per story render.
 */
function createStream() {
  let controller: ReadableStreamDefaultController<Uint8Array> | null = null;
  const encoder = new TextEncoder();
  const write = (event: string, data: unknown) => {
    try {
      controller?.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
    } catch {
      // The reader gave up (Stop): nothing to write to.
    }
  };
  return {
    response: () =>
      new Response(
        new ReadableStream<Uint8Array>({
          start(c) {
            controller = c;
          },
        }),
        { status: 200, headers: { 'Content-Type': 'text/event-stream' } },
      ),
    write,
    close: () => {
      try {
        controller?.close();
      } catch {}
      controller = null;
    },
  };
}
const streamed = {
  ...reply,
  msg: 'Net sales were **$8,412.50**, 6.2% above forecast.',
  llm: '/api/llm/tools/gpt-4o',
  tools: ['compare_days'],
  duration_ms: 2140,
  usage: { input: 1840, output: 42 },
};
const answers: Answer[] = [
  { label: 'Server replies', make: () => json(200, 'OK', reply) },
  {
    label: 'Server fails 500',
    make: () => new Response('', { status: 500, statusText: 'Internal Server Error' }),
  },
  { label: 'Network error', make: networkError },
];
const noop = () => {};
const selector: Omit<SelectorBarProps, 'layout'> = {
  isAdmin: false,
  companies: [{ id: 1, name: 'Acme Burgers' }],
  stores: [{ id: 11, name: 'Uptown', city: 'Portland', state: 'OR', company_id: 1 }],
  selectedCompany: '1',
  selectedStore: '11',
  selectedDate: '2026-11-20',
  onCompanyChange: noop,
  onStoreChange: noop,
  onDateChange: noop,
};

function ConnectedChat() {
  const [server, pending] = useFakeServer();
  const [stream] = useState(createStream);
  const streamAnswers: Answer[] = [
    ...answers,
    { label: 'Server streams', make: () => stream.response() },
    {
      label: 'Server refuses 429',
      make: () =>
        new Response(
          JSON.stringify({
            error: {
              code: 'rate_limited',
              message: 'You have asked 20 questions in the last minute. You can ask again in 42 s.',
            },
          }),
          { status: 429, headers: { 'Content-Type': 'application/json', 'Retry-After': '42' } },
        ),
    },
  ];
  const [machine] = useState(() =>
    chatMachine.provide(chatBrowserDefaults({ api: server.api, storage: createMemoryStorage() })),
  );
  const actor = useActorRef(machine, {
    input: { modelPath: DEFAULT_MODEL_PATH, now: () => new Date('2026-11-20T15:04:00Z') },
  });
  const value = useSelector(actor, (s) => s.value);
  const messages = useSelector(actor, (s) => s.context.history);
  const isProcessing = useSelector(actor, selectIsProcessing);
  const pendingReply = useSelector(
    actor,
    selectPendingReply,
    (a, b) => JSON.stringify(a) === JSON.stringify(b),
  );
  const [manual, setManual] = useState('Store 11, 2026-11-20: net sales $8,412.50.');
  useEffect(() => {
    actor.send({ type: 'chat.context', context: manual });
  }, [actor, manual]);
  return (
    <>
      <QaPanel state={value} server={server} pending={pending} answers={streamAnswers} inspect={actor}>
        <Button size="sm" variant="secondary" onPress={() => stream.write('tool', { name: 'compare_days' })}>
          Stream: tool compare_days
        </Button>
        <Button
          size="sm"
          variant="secondary"
          onPress={() => stream.write('delta', { text: 'Net sales were ' })}
        >
          Stream: text 1
        </Button>
        <Button
          size="sm"
          variant="secondary"
          onPress={() => stream.write('delta', { text: '**$8,412.50**, 6.2% above forecast.' })}
        >
          Stream: text 2
        </Button>
        <Button
          size="sm"
          variant="secondary"
          onPress={() => {
            stream.write('done', streamed);
            stream.close();
          }}
        >
          Stream: done
        </Button>
        <Button
          size="sm"
          variant="secondary"
          onPress={() => {
            stream.write('error', { code: 'provider_failed', message: 'The model provider did not answer.' });
            stream.close();
          }}
        >
          Stream: error
        </Button>
      </QaPanel>
      <div style={{ height: '80vh', minHeight: 560 }}>
        <ChatScreen
          messages={messages}
          isProcessing={isProcessing}
          onSend={(text) => actor.send({ type: 'chat.send', text })}
          pendingReply={pendingReply}
          onStop={() => actor.send({ type: 'chat.stop' })}
          onRegenerate={(modelPath) =>
            actor.send({ type: 'chat.regenerate', ...(modelPath ? { modelPath } : {}) })
          }
          regenerateModels={[
            { path: DEFAULT_MODEL_PATH, label: 'GPT-4o' },
            { path: '/api/llm/tools/gpt-4o', label: 'GPT-4o (tools)' },
          ]}
          onEdit={(text) => actor.send({ type: 'chat.edit', text })}
          context={{ status: 'empty' }}
          contextSource="manual"
          onContextSourceChange={noop}
          manualContext={manual}
          onManualContextChange={setManual}
          selectedBlocks={[]}
          onSelectedBlocksChange={noop}
          selector={selector}
          timeZone="UTC"
          locale="en-US"
        />
      </div>
    </>
  );
}

const meta = {
  title: 'QA/Chat',
  component: ConnectedChat,
  parameters: { layout: 'fullscreen' },
  beforeEach: clearStaleAnnouncements,
  afterEach: expectNoDeadEnds,
} satisfies Meta<typeof ConnectedChat>;
export default meta;
type Story = StoryObj<typeof meta>;

const log = (el: HTMLElement) => within(el).getByRole('log', { name: 'Conversation' });
const articles = (el: HTMLElement) => within(log(el)).queryAllByRole('article');
const send = (el: HTMLElement) => el.querySelector<HTMLButtonElement>('[data-part="send"]')!;
const stop = (el: HTMLElement) => el.querySelector<HTMLButtonElement>('[data-part="stop"]');
const ask = async (el: HTMLElement, text: string, path = DEFAULT_MODEL_PATH) => {
  await userEvent.type(within(el).getByRole('textbox', { name: 'Message' }), `${text}{Enter}`);
  await expectState({ answering: 'waiting' });
  await expectPending(`POST ${path}`);
  // Waiting: the reply's place and the Send button show the spec's ellipsis; Stop stands beside Send.
  await expect(articles(el).at(-1)?.querySelector('[data-part="waiting"]')).toHaveTextContent(/^\.\.\.$/);
  await expect(send(el)).toHaveTextContent(/^\.\.\.$/);
  await expect(stop(el)).toHaveTextContent(/^Stop$/);
  await expect(log(el)).toHaveAttribute('aria-busy', 'true');
};
/** The newest reply's body and model label, exactly. */
const expectLastReply = async (el: HTMLElement, body: string, model: string, state = 'done') => {
  await expectState(state);
  const last = articles(el).at(-1)!;
  await expect(last).toHaveAttribute('aria-label', 'Assistant');
  await expect(last.querySelector('[data-component="Markdown"]')?.textContent?.trim()).toBe(body);
  await expect(last.querySelector('[data-part="model"]')?.textContent).toBe(model);
  await expect(send(el)).toHaveTextContent(/^Send$/);
};

/**
 * A question sent with Enter, the wait (a second send ignored), and the server's markdown reply.
 *
 * How to reach each state:
 * 1. `idle` (no messages yet): on load.
 * 2. `answering.waiting` (Send reads ..., **Stop** beside it): type in **Message**, press Enter.
 * 3. `answering.waiting` (still one request): type another message, press Enter: it is ignored.
 * 4. `done` (the reply with its time and model label): in the QA panel press **Server replies**.
 */
export const SendAndReply: Story = {
  play: async ({ canvasElement: el, step }) => {
    await step('Idle, empty history', async () => {
      await expectState('idle');
      await expect(log(el)).toHaveTextContent(
        'No messages yet. Ask the assistant about the selected store-day.',
      );
    });
    await step(
      'Enter sends: waiting, the user message shows, the reply and Send read ..., Stop beside Send',
      async () => {
        await ask(el, 'What were net sales?');
        await expect(articles(el)).toHaveLength(2);
        await expect(articles(el)[0]).toHaveAttribute('aria-label', 'You');
        await expect(articles(el)[0]).toHaveTextContent('What were net sales?');
      },
    );
    await step('A send while processing is ignored', async () => {
      await userEvent.type(within(el).getByRole('textbox', { name: 'Message' }), 'Another{Enter}');
      await expectPending(`POST ${DEFAULT_MODEL_PATH}`);
      await expect(articles(el)).toHaveLength(2);
    });
    await step('Server replies: markdown reply with its timestamp and model label', async () => {
      await press('Server replies');
      await expectLastReply(el, 'Net sales were $8,412.50.', 'gpt-4o-2024-08-06');
      const last = articles(el).at(-1)!;
      await expect(last.querySelector('strong')?.textContent).toBe('$8,412.50');
      await expect(last.querySelector('time')?.textContent).toBe('Nov 20, 2026, 3:04 PM');
      await waitFor(() => expect(log(el)).toHaveAttribute('aria-busy', 'false'));
    });
  },
};

/**
 * Failed answers: a reply that is not OK and no network, each an error reply labelled with the model.
 *
 * How to reach each state:
 * 1. `idle`: on load.
 * 2. `answering.waiting`: type in **Message**, press Enter.
 * 3. `failed` ("Error: Failed to fetch API"): in the QA panel press **Server fails 500**.
 * 4. `answering.waiting`: type another question, press Enter.
 * 5. `failed` ("Error: Failed to fetch"): press **Network error**.
 */
export const Failures: Story = {
  play: async ({ canvasElement: el, step }) => {
    await step('API not OK: Error: Failed to fetch API, labelled with the model path', async () => {
      await ask(el, 'How were sales?');
      await press('Server fails 500');
      await expectLastReply(el, 'Error: Failed to fetch API', 'GPT-4o', 'failed');
    });
    await step('Network error: Error: Failed to fetch', async () => {
      await ask(el, 'And labor?');
      await press('Network error');
      await expectLastReply(el, 'Error: Failed to fetch', 'GPT-4o', 'failed');
      await expect(articles(el).map((a) => a.getAttribute('aria-label'))).toEqual([
        'You',
        'Assistant',
        'You',
        'Assistant',
      ]);
    });
  },
};

const lastArticle = (el: HTMLElement) => articles(el).at(-1) as HTMLElement;

/**
 * A streamed reply: a tool round, text in pieces, Stop, then Regenerate with another model.
 *
 * How to reach each state:
 * 1. `idle`: on load.
 * 2. `answering.waiting`: type in **Message**, press Enter.
 * 3. `answering.streaming` ("Running compare_days..."): **Server streams**, **Stream: tool compare_days**.
 * 4. `answering.streaming` (the partial reply): press **Stream: text 1**, then **Stream: text 2**.
 * 5. `stopped` (the partial reply kept, marked Stopped; Send is back): press **Stop**.
 * 6. `answering.waiting`: on the reply press **Regenerate with...**, choose **GPT-4o (tools)**.
 * 7. `done` (not marked Stopped): press **Server streams**, then **Stream: done**.
 * On the reply **Reply details** then shows its tokens and duration.
 */
export const StreamToolStopRegenerate: Story = {
  play: async ({ canvasElement: el, step }) => {
    await step('Server streams: a tool round shows Running compare_days...', async () => {
      await ask(el, 'Compare with last week');
      await press('Server streams');
      await press('Stream: tool compare_days');
      await expectState({ answering: 'streaming' });
      await waitFor(() =>
        expect(lastArticle(el).querySelector('[data-part="tool"]')).toHaveTextContent(
          /^Running compare_days\.\.\.$/,
        ),
      );
    });
    await step('Text arrives in pieces: the partial reply renders', async () => {
      await press('Stream: text 1');
      await waitFor(() =>
        expect(lastArticle(el).querySelector('[data-part="body"]')).toHaveTextContent(/^Net sales were$/),
      );
      await press('Stream: text 2');
      await waitFor(() => expect(lastArticle(el).querySelector('strong')).toHaveTextContent('$8,412.50'));
    });
    await step('Stop: the partial reply stays, marked Stopped; Send is back', async () => {
      await userEvent.click(stop(el)!);
      await expectState('stopped');
      await expect(lastArticle(el).querySelector('[data-part="stopped"]')).toHaveTextContent(/^Stopped$/);
      await expect(lastArticle(el).querySelector('[data-part="body"]')?.textContent?.trim()).toBe(
        'Net sales were $8,412.50, 6.2% above forecast.',
      );
      await expect(send(el)).toHaveTextContent(/^Send$/);
    });
    await step(
      'Regenerate with another model (admins): asked again of it; done with its details',
      async () => {
        await userEvent.click(
          await within(lastArticle(el)).findByRole('button', { name: 'Regenerate with...' }),
        );
        await userEvent.click(
          await within(document.body).findByRole('menuitem', { name: /GPT-4o \(tools\)/ }),
        );
        await expectPending('POST /api/llm/tools/gpt-4o');
        await press('Server streams');
        await press('Stream: done');
        await expectLastReply(el, 'Net sales were $8,412.50, 6.2% above forecast.', 'gpt-4o-2024-08-06');
        await expect(articles(el)).toHaveLength(2);
        await expect(lastArticle(el).querySelector('[data-part="stopped"]')).toBeNull();
        await userEvent.click(within(lastArticle(el)).getByRole('button', { name: 'Reply details' }));
        await waitFor(() =>
          expect(lastArticle(el).querySelector('[data-detail="tokens-in"]')).toHaveTextContent(/^1,840$/),
        );
        await expect(lastArticle(el).querySelector('[data-detail="duration"]')).toHaveTextContent(/^2\.1 s$/);
      },
    );
  },
};

/**
 * A streamed error, an edited question sent again, and a 429 that says when to ask again.
 *
 * How to reach each state:
 * 1. `idle`: on load.
 * 2. `answering.waiting`: type in **Message**, press Enter.
 * 3. `failed` ("Error: The model provider did not answer."): press **Server streams**, **Stream: error**.
 * 4. `answering.waiting`: on your question **Edit**, change **Edit your message**, press **Save & send**.
 * 5. `done` (the question and its reply replaced): press **Server replies**.
 * 6. `answering.waiting`: type another question in **Message**, press Enter.
 * 7. `failed` ("Error: You have asked 20 questions in the last minute. ..."): press **Server refuses 429**.
 * 8. `answering.waiting`: ask again.
 * 9. `done`: press **Server replies**.
 */
export const EditAndResendFailures: Story = {
  play: async ({ canvasElement: el, step }) => {
    await step('A streamed error: Error: {message}, failed', async () => {
      await ask(el, 'How were sales?');
      await press('Server streams');
      await press('Stream: error');
      await expectLastReply(el, 'Error: The model provider did not answer.', 'GPT-4o', 'failed');
    });
    await step('Edit the question and Save & send: it replaces the question and its reply', async () => {
      const mine = articles(el)[0] as HTMLElement;
      await userEvent.click(await within(mine).findByRole('button', { name: 'Edit' }));
      const field = within(mine).getByRole('textbox', { name: 'Edit your message' });
      await userEvent.clear(field);
      await userEvent.type(field, 'How was labor?');
      await userEvent.click(within(mine).getByRole('button', { name: 'Save & send' }));
      await expectState({ answering: 'waiting' });
      await expect(articles(el)[0]).toHaveTextContent('How was labor?');
      await press('Server replies');
      await expectLastReply(el, 'Net sales were $8,412.50.', 'gpt-4o-2024-08-06');
      await expect(articles(el)).toHaveLength(2);
    });
    await step("429: the server's message says when to ask again; Send works after", async () => {
      await ask(el, 'Again?');
      await press('Server refuses 429');
      await expectLastReply(
        el,
        'Error: You have asked 20 questions in the last minute. You can ask again in 42 s.',
        'GPT-4o',
        'failed',
      );
      await ask(el, 'Now?');
      await press('Server replies');
      await expectLastReply(el, 'Net sales were $8,412.50.', 'gpt-4o-2024-08-06');
    });
  },
};
