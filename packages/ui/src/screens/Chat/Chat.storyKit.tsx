import type { Meta } from '@storybook/react-vite';
import { fn, within } from 'storybook/test';
import { companies, conversation, previewFacts, stores } from '../fixtures';
import { CHAT_BLOCK_KEYS, type ChatScreen, type ChatScreenProps } from './Chat';
import { chatStrings as s } from './strings';

/** What Screens/Chat and its Brand Matrix (Chat.matrix.stories.tsx) share: the meta but its title. */
export const chatMeta = {
  parameters: { layout: 'fullscreen' },
  args: {
    messages: conversation,
    isProcessing: false,
    onSend: fn(),
    context: { status: 'ready', preview: previewFacts },
    contextSource: 'report',
    onContextSourceChange: fn(),
    manualContext: '',
    onManualContextChange: fn(),
    selectedBlocks: [...CHAT_BLOCK_KEYS],
    onSelectedBlocksChange: fn(),
    selector: {
      isAdmin: true,
      companies,
      stores,
      selectedCompany: '1',
      selectedStore: '11',
      selectedDate: '2026-11-20',
      onCompanyChange: fn(),
      onStoreChange: fn(),
      onDateChange: fn(),
    },
    header: { store: 'Uptown', date: 'Friday, November 20, 2026', status: null, company: 'Acme Burgers' },
    onNewConversation: fn(),
    timeZone: 'UTC',
    locale: 'en-US',
  },
  decorators: [
    (Story) => (
      <div style={{ height: '100vh', minHeight: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChatScreen>;

/** The options open on a manual context (the OptionsManualContext story and the Brand Matrix). */
export const optionsManualContextArgs = {
  contextSource: 'manual',
  manualContext: 'Store closed early for a storm.',
  defaultOptionsOpen: true,
} satisfies Partial<ChatScreenProps>;

export const history = (el: HTMLElement) => within(el).getByRole('log', { name: s.historyLabel });
