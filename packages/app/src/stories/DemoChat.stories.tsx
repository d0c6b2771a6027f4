// QA/Demo chat: the real demo chat machine behind the real DemoChat screen, with the app's own script
// and input (providers/demoChat: the six lines, looping, labelled `demo`). Its 3000 ms interval runs
// on a simulated clock QA advances from the panel, so each scripted message appears when QA says.
import { DEMO_MESSAGE_INTERVAL_MS, demoChatMachine } from '@store-ops/machines';
import { Button, DemoChat } from '@store-ops/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { SimulatedClock } from 'xstate';
import { DEMO_SCRIPT } from '../providers/demoChat';
import { expectNoDeadEnds } from './machineInspector';
import { clearStaleAnnouncements, expectState, press, QaPanel } from './qa';

function ConnectedDemoChat() {
  const [clock] = useState(() => new SimulatedClock());
  const [elapsed, setElapsed] = useState(0);
  // As useDemoMessages, with the timestamps pinned (the screen shows them in UTC).
  const actor = useActorRef(demoChatMachine, {
    input: { script: DEMO_SCRIPT, loop: true, llm: 'demo', now: () => new Date('2026-11-20T15:04:00Z') },
    clock,
  });
  const value = useSelector(actor, (s) => s.value);
  const messages = useSelector(actor, (s) => s.context.shown);
  const advance = (ms: number) => {
    clock.increment(ms);
    setElapsed(clock.now());
  };
  return (
    <>
      <QaPanel state={value} inspect={actor}>
        <Button size="sm" variant="secondary" onPress={() => advance(1000)}>
          Clock +1000 ms
        </Button>
        <Button size="sm" variant="secondary" onPress={() => advance(DEMO_MESSAGE_INTERVAL_MS)}>
          Clock +3000 ms
        </Button>
        Clock: <output data-testid="clock">{elapsed} ms</output>
        Shown: <output data-testid="shown">{messages.length}</output>
      </QaPanel>
      <div style={{ height: '70vh', minHeight: 480 }}>
        <DemoChat messages={messages} timeZone="UTC" locale="en-US" />
      </div>
    </>
  );
}

const meta = {
  title: 'QA/Demo chat',
  component: ConnectedDemoChat,
  parameters: { layout: 'fullscreen' },
  beforeEach: clearStaleAnnouncements,
  afterEach: expectNoDeadEnds,
} satisfies Meta<typeof ConnectedDemoChat>;
export default meta;
type Story = StoryObj<typeof meta>;

const log = (el: HTMLElement) => within(el).getByRole('log', { name: 'Store Ops assistant demo' });
const articles = (el: HTMLElement) => within(log(el)).queryAllByRole('article');
const expectShown = (el: HTMLElement, count: number) =>
  waitFor(() => expect(articles(el)).toHaveLength(count));

/**
 * The demo shows a scripted message every 3000 ms of the QA clock, then starts over from the first.
 *
 * How to reach each state:
 * 1. `playing` (empty; the input disabled, "Sign in to chat with the assistant"): on load.
 * 2. `playing` (still empty at 2000 ms): in the QA panel press **Clock +1000 ms** twice.
 * 3. `playing` (the first scripted question, at 3000 ms): press **Clock +1000 ms**.
 * 4. `playing` (the reply, as markdown, labelled demo): press **Clock +3000 ms**.
 * 5. `finished` (all six lines, at 18000 ms): press **Clock +3000 ms** 4 times.
 * 6. `playing` (empty again: the app loops the demo): press **Clock +3000 ms**.
 * 7. `playing` (the first question again): press **Clock +3000 ms**.
 */
export const ScriptEvery3000Ms: Story = {
  name: 'A scripted message every 3000 ms, then again from the start',
  play: async ({ canvasElement: el, step }) => {
    await step('Opens empty and playing; interaction disabled', async () => {
      await expectState('playing');
      await expectShown(el, 0);
      await expect(
        within(el).getByText('This is a scripted demo; sign in to ask your own questions.'),
      ).toBeVisible();
      const input = within(el).getByRole('textbox');
      await expect(input).toBeDisabled();
      await expect(input).toHaveAttribute('placeholder', 'Sign in to chat with the assistant');
    });
    await step('2000 ms: still nothing', async () => {
      await press('Clock +1000 ms');
      await press('Clock +1000 ms');
      await expectShown(el, 0);
    });
    await step('3000 ms: the first scripted question', async () => {
      await press('Clock +1000 ms');
      await expectShown(el, 1);
      await expect(articles(el)[0]).toHaveAttribute('aria-label', 'You');
      await expect(articles(el)[0]).toHaveTextContent(
        'How did the Downtown store do yesterday against forecast?',
      );
    });
    await step('6000 ms: the reply, as markdown, labelled demo', async () => {
      await press('Clock +3000 ms');
      await expectShown(el, 2);
      const reply = articles(el)[1] as HTMLElement;
      await expect(reply).toHaveAttribute('aria-label', 'Assistant');
      await expect(reply.querySelector('strong')?.textContent).toBe('$18,420.55');
      await expect(reply.querySelector('[data-part="model"]')?.textContent).toBe('demo');
      await expect(reply.querySelector('time')?.textContent).toBe('Nov 20, 2026, 3:04 PM');
    });
    await step('18000 ms: all six lines shown, finished', async () => {
      for (let i = 0; i < 4; i++) await press('Clock +3000 ms');
      await expectShown(el, 6);
      await expectState('finished');
      await expect(articles(el)[3]?.querySelector('table')).not.toBeNull();
    });
    await step('3000 ms later the demo starts over (the app loops it)', async () => {
      await press('Clock +3000 ms');
      await expectState('playing');
      await expectShown(el, 0);
      await press('Clock +3000 ms');
      await expectShown(el, 1);
    });
  },
};
