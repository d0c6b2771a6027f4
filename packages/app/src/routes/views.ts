// What the routes show of their machines and adapters, as the ui's screens take it: pure mappings, shared
// by the routes and the QA stories that put the same machine behind the same screen (the cache panel's:
// cachePanel.ts, a module of its own so the chat's first load does not carry it).
import { type Company, describeDate, type Store } from '@store-ops/domain';
import { messages, selectContextView, selectServiceRows } from '@store-ops/machines';
import type { ChatContextState, ChatHeaderView, ServiceSource } from '@store-ops/ui';

/** The chat's context line and preview for the report context machine's snapshot. */
export function chatContextState(s: Parameters<typeof selectContextView>[0]): ChatContextState {
  const view = selectContextView(s);
  if (view.kind === 'ready')
    return view.facts ? { status: 'ready', preview: view.facts } : { status: 'building' };
  if (view.kind === 'building') return { status: 'building' };
  if (view.kind === 'failed')
    return { status: 'failed', message: view.message.replace(messages.contextFailed(''), '') };
  return { status: 'empty' };
}

/** The loading screen's rows: each source the user's role loads, and how far it got. */
export function serviceSources(s: Parameters<typeof selectServiceRows>[0]): ServiceSource[] {
  return selectServiceRows(s).map((r) =>
    r.status.phase === 'done'
      ? { name: r.label, status: 'loaded', records: r.status.count }
      : { name: r.label, status: r.status.phase === 'loading' ? 'loading' : 'notStarted' },
  );
}

/** The chat's header: the selected store, date (with the day's status once built) and company. */
export function chatHeaderView(input: {
  storeId: string | null;
  date: string | null;
  stores: readonly Store[];
  companies: readonly Company[];
  context: ChatContextState;
}): ChatHeaderView {
  const store = input.stores.find((s) => String(s.id) === input.storeId) ?? null;
  const company = store ? (input.companies.find((c) => c.id === store.company_id) ?? null) : null;
  return {
    store: store?.name ?? null,
    date: input.date ? describeDate(input.date).displayDate : null,
    status: input.context.status === 'ready' ? (input.context.preview.dayStatus ?? null) : null,
    company: company?.name ?? null,
  };
}
