// QA/Chat: the real chat machine behind the real chat screen; its send actor is the browser
// implementation over the fake server, its history persists to an in-memory storage.
import { DEFAULT_MODEL_PATH } from '@store-ops/domain';
import {
  chatBrowserDefaults,
  chatMachine,
  createMemoryStorage,
  selectIsProcessing,
} from '@store-ops/machines';
import { ChatScreen, type SelectorBarProps } from '@store-ops/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
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
  const [machine] = useState(() =>
    chatMachine.provide(chatBrowserDefaults({ api: server.api, storage: createMemoryStorage() })),
  );
  const actor = useActorRef(machine, {
    input: { modelPath: DEFAULT_MODEL_PATH, now: () => new Date('2026-11-20T15:04:00Z') },
  });
  const value = useSelector(actor, (s) => s.value);
  const messages = useSelector(actor, (s) => s.context.history);
  const isProcessing = useSelector(actor, selectIsProcessing);
  const [manual, setManual] = useState('Store 11, 2026-11-20: net sales $8,412.50.');
  useEffect(() => {
    actor.send({ type: 'chat.context', context: manual });
  }, [actor, manual]);
  return (
    <>
      <QaPanel state={value} server={server} pending={pending} answers={answers} />
      <div style={{ height: '80vh', minHeight: 560 }}>
        <ChatScreen
          messages={messages}
          isProcessing={isProcessing}
          onSend={(text) => actor.send({ type: 'chat.send', text })}
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
} satisfies Meta<typeof ConnectedChat>;
export default meta;
type Story = StoryObj<typeof meta>;

const log = (el: HTMLElement) => within(el).getByRole('log', { name: 'Conversation' });
const articles = (el: HTMLElement) => within(log(el)).queryAllByRole('article');
const send = (el: HTMLElement) => el.querySelector<HTMLButtonElement>('[data-part="send"]')!;
const ask = async (el: HTMLElement, text: string) => {
  await userEvent.type(within(el).getByRole('textbox', { name: 'Message' }), `${text}{Enter}`);
  await expectState('processing');
  await expectPending(`POST ${DEFAULT_MODEL_PATH}`);
  await expect(send(el)).toHaveTextContent(/^\.\.\.$/);
  await expect(log(el)).toHaveAttribute('aria-busy', 'true');
};
/** The newest reply's body and model label, exactly. */
const expectLastReply = async (el: HTMLElement, body: string, model: string) => {
  await expectState('idle');
  const last = articles(el).at(-1)!;
  await expect(last).toHaveAttribute('aria-label', 'Assistant');
  await expect(last.querySelector('[data-component="Markdown"]')?.textContent?.trim()).toBe(body);
  await expect(last.querySelector('[data-part="model"]')?.textContent).toBe(model);
  await expect(send(el)).not.toHaveTextContent('...');
};

export const SendAndReply: Story = {
  play: async ({ canvasElement: el, step }) => {
    await step('Idle, empty history', async () => {
      await expectState('idle');
      await expect(log(el)).toHaveTextContent(
        'No messages yet. Ask the assistant about the selected store-day.',
      );
    });
    await step('Enter sends: processing, the user message shows, Send reads ...', async () => {
      await ask(el, 'What were net sales?');
      await expect(articles(el)).toHaveLength(1);
      await expect(articles(el)[0]).toHaveAttribute('aria-label', 'You');
      await expect(articles(el)[0]).toHaveTextContent('What were net sales?');
    });
    await step('A send while processing is ignored', async () => {
      await userEvent.type(within(el).getByRole('textbox', { name: 'Message' }), 'Another{Enter}');
      await expectPending(`POST ${DEFAULT_MODEL_PATH}`);
      await expect(articles(el)).toHaveLength(1);
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

export const Failures: Story = {
  play: async ({ canvasElement: el, step }) => {
    await step('API not OK: Error: Failed to fetch API, labelled with the model path', async () => {
      await ask(el, 'How were sales?');
      await press('Server fails 500');
      await expectLastReply(el, 'Error: Failed to fetch API', DEFAULT_MODEL_PATH);
    });
    await step('Network error: Error: Failed to fetch', async () => {
      await ask(el, 'And labor?');
      await press('Network error');
      await expectLastReply(el, 'Error: Failed to fetch', DEFAULT_MODEL_PATH);
      await expect(articles(el).map((a) => a.getAttribute('aria-label'))).toEqual([
        'You',
        'Assistant',
        'You',
        'Assistant',
      ]);
    });
  },
};
