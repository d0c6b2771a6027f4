import type { ChatMessage, ReportFigure } from '@store-ops/domain';
import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { loadReplyExtras } from '../../components/ChatMessage';
import { loadMarkdownRenderer } from '../../components/Markdown/renderer';
import { companies, previewFacts, stores } from '../fixtures';
import { CHAT_BLOCK_KEYS, type ChatScreen } from './Chat';

export const question = (msg: string, at = '2026-11-20T15:04:00Z'): ChatMessage => ({
  user: 'user',
  msg,
  llm: '/api/llm/chat/gpt-4o',
  timestamp: at,
});
export const reply = (msg: string, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  user: 'system',
  msg,
  llm: '/api/llm/tools/gpt-4o',
  model: 'gpt-4o-2024-08-06',
  provider: 'openai',
  timestamp: '2026-11-20T15:04:09Z',
  ...extra,
});

/** The report context's figures the stories' replies are traced to. */
const figures: ReportFigure[] = [
  { block: 'sales', field: 'totals.netSales', label: 'Net sales', value: 8412.5, unit: 'money' },
  { block: 'sales', field: 'totals.transactions', label: 'Transactions', value: 412, unit: 'count' },
  { block: 'sales', field: 'metrics.laborCostPercent', label: 'Labor cost %', value: 34.2, unit: 'percent' },
  { block: 'targets', field: 'laborCostPercent', label: 'Labor cost % target', value: 30, unit: 'percent' },
];
export const traced = reply(
  'Net sales were **$8,412.50** over 412 transactions. Labor was 34.2% against a 30% target; fries sold $9,999.00.',
  { duration_ms: 5230, usage: { input: 1840, output: 96 }, tools: ['sales_summary'] },
);
export const suggestions = [
  'Why was labor 34.2% against a 30% target?',
  'Who clocked in late, and by how much?',
  'Which tasks were left open?',
  'A fourth that never shows',
];

/**
 * What Screens/Chat/Replies and its Brand Matrix (ChatReplies.matrix.stories.tsx) share: the meta
 * but its title.
 */
export const chatRepliesMeta = {
  parameters: { layout: 'fullscreen' },
  loaders: [async () => Promise.all([loadReplyExtras(), loadMarkdownRenderer()])],
  args: {
    messages: [question('How did Uptown do yesterday?'), traced],
    isProcessing: false,
    onSend: fn(),
    onStop: fn(),
    onRegenerate: fn(),
    onEdit: fn(),
    figures,
    context: { status: 'ready', preview: previewFacts },
    contextSource: 'report',
    onContextSourceChange: fn(),
    manualContext: '',
    onManualContextChange: fn(),
    selectedBlocks: [...CHAT_BLOCK_KEYS],
    onSelectedBlocksChange: fn(),
    selector: {
      isAdmin: false,
      companies,
      stores,
      selectedCompany: '1',
      selectedStore: '11',
      selectedDate: '2026-11-20',
      onCompanyChange: fn(),
      onStoreChange: fn(),
      onDateChange: fn(),
    },
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
