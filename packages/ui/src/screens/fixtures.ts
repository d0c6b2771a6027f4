/** Story fixtures shared by the screens' stories (never exported from the package). */
import type {
  ChatMessage,
  Company,
  ContextPreviewFacts,
  LlmModelOption,
  Store,
  User,
} from '@store-ops/domain';

export const companies: Company[] = [
  { id: 3, name: 'Northwind Grill', source_id: 'NWG', week_begin: 'Monday', version: 1 },
  { id: 1, name: 'Acme Burgers', source_id: 'ACME', week_begin: 'Sunday', version: 1 },
  { id: 2, name: 'Bayside Bakery', source_id: 'BAY', week_begin: 'Wednesday', version: 1 },
];

const store = (id: number, name: string, city: string, state: string, company_id: number): Store => ({
  id,
  name,
  address: `${id * 10} Main St`,
  city,
  state,
  zip: '00000',
  phone: '555-0100',
  franchise: 'Acme',
  company_id,
  source_id: `S${id}`,
  version: 1,
});

export const stores: Store[] = [
  store(11, 'Uptown', 'Portland', 'OR', 1),
  store(12, 'Airport', 'Portland', 'OR', 1),
  store(13, 'Downtown', 'Seattle', 'WA', 1),
  store(21, 'Harbor', 'Monterey', 'CA', 2),
  store(22, 'Cannery Row', 'Monterey', 'CA', 2),
  store(31, 'Lakeside', 'Madison', 'WI', 3),
];

export const users: User[] = [
  { id: 1, email: 'admin@storeops.test', name: 'Avery Admin', admin: true, version: 1 },
  { id: 2, email: 'staff@storeops.test', name: 'Sam Staff', admin: false, version: 1 },
  { id: 3, email: 'maria.lopez@acme.test', name: 'Maria Lopez', admin: false, version: 1 },
  { id: 4, email: 'j.chen@bayside.test', name: '', admin: false, version: 1 },
  { id: 5, email: 'ops.lead@northwind.test', name: 'Olivia Park', admin: true, version: 1 },
];

export const previewFacts: ContextPreviewFacts = {
  date: '2026-11-20',
  displayDate: 'Friday, November 20, 2026',
  location: 'Uptown, Portland, OR',
  blockCount: 6,
  weather: 'Light rain, 52°F / 41°F',
  sizeKb: 18.4,
};

export const models: LlmModelOption[] = [
  { path: '/api/llm/chat/gpt-4o', label: 'GPT-4o', model: 'gpt-4o', tools: false, provider: 'openai' },
  { path: '/api/llm/tools/gpt-4o', label: 'GPT-4o', model: 'gpt-4o', tools: true, provider: 'openai' },
  { path: '/api/llm/chat/o3-mini', label: 'o3-mini', model: 'o3-mini', tools: false, provider: 'openai' },
  { path: '/api/llm/chat/gpt-4.1', label: 'GPT-4.1', model: 'gpt-4.1', tools: false, provider: 'openai' },
];

export const conversation: ChatMessage[] = [
  {
    user: 'user',
    msg: 'How did Uptown do yesterday?',
    llm: '/api/llm/chat/gpt-4o',
    timestamp: '2026-11-20T15:04:00Z',
  },
  {
    user: 'system',
    msg: 'Net sales were **$8,412.50**, 6.2% above forecast.\n\n- Labor cost: 24.1% of sales\n- Peak hour: 12 PM',
    llm: '/api/llm/tools/gpt-4o',
    model: 'gpt-4o-2024-08-06',
    tools: ['sales_summary', 'hourly_breakdown'],
    timestamp: '2026-11-20T15:04:09Z',
  },
  {
    user: 'user',
    msg: 'Who clocked in late?\nList them please.',
    llm: '/api/llm/chat/gpt-4o',
    timestamp: '2026-11-20T15:05:00Z',
  },
  {
    user: 'system',
    msg: 'Two employees clocked in late: *Jordan Lee* (+7 min) and *Priya Shah* (+4 min).',
    llm: '/api/llm/chat/gpt-4o',
    timestamp: '2026-11-20T15:05:06Z',
  },
];

export const demoScript: ChatMessage[] = [
  { user: 'user', msg: 'What were sales at Uptown today?', llm: 'demo', timestamp: '2026-11-20T12:00:00Z' },
  {
    user: 'system',
    msg: 'Uptown made **$8,412.50** in net sales, 6.2% above forecast.',
    llm: 'demo',
    model: 'demo',
    timestamp: '2026-11-20T12:00:03Z',
  },
  { user: 'user', msg: 'Any tasks left open?', llm: 'demo', timestamp: '2026-11-20T12:00:06Z' },
  {
    user: 'system',
    msg: '2 of 14 tasks are still incomplete: *Clean fryer* and *Restock cups*.',
    llm: 'demo',
    model: 'demo',
    timestamp: '2026-11-20T12:00:09Z',
  },
];
