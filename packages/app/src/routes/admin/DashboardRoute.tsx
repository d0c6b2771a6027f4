import { DASHBOARD_PRESETS, type DashboardPreset, isIsoDate } from '@store-ops/domain';
import { type DashboardInput, dashboardMachine, localToday } from '@store-ops/machines';
import { loadStoreRanking, type StoreDayRef } from '@store-ops/ui/admin';
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useCompany } from '../../providers/selection';
import type { PromptDraftState } from '../PromptsRoute';
import { paths } from '../paths';
import { Dashboard } from './dashboard';

// The ranking grid's code (AG Grid) starts loading with the route, beside the board's data; a
// failed load is the grid's to show.
loadStoreRanking().catch(() => {});

/**
 * The view an address like `/dashboard?range=last7&company_id=2` (or `?start=..&end=..` for a custom
 * range) asks for; anything the screen could not have written is ignored (yesterday, every company).
 */
export function dashboardViewFromSearch(search: URLSearchParams, today: string): DashboardInput {
  const input: DashboardInput = { today };
  const range = search.get('range');
  if (range && (DASHBOARD_PRESETS as readonly string[]).includes(range))
    input.preset = range as DashboardPreset;
  const start = search.get('start');
  const end = search.get('end');
  if (!input.preset && isIsoDate(start) && isIsoDate(end)) {
    input.preset = 'custom';
    input.range = { start, end };
  }
  const company = Number(search.get('company_id'));
  if (Number.isInteger(company) && company > 0) input.companyId = company;
  return input;
}

/** `/dashboard`: every store's range at a glance; the range and company live in the address. */
export default function DashboardRoute() {
  const [search, setSearch] = useSearchParams();
  const actor = useActorRef(dashboardMachine, { input: dashboardViewFromSearch(search, localToday()) });
  const preset = useSelector(actor, (s) => s.context.preset);
  const range = useSelector(actor, (s) => s.context.range);
  const companyId = useSelector(actor, (s) => s.context.companyId);
  useEffect(() => {
    const query: Record<string, string> =
      preset === 'custom'
        ? { start: range.start, end: range.end }
        : preset === 'yesterday'
          ? {}
          : { range: preset };
    if (companyId !== null) query.company_id = String(companyId);
    setSearch(query, { replace: true });
  }, [preset, range, companyId, setSearch]);

  // An exception opens its store-day's conversation in the assistant, its question in the input.
  const selection = useCompany();
  const navigate = useNavigate();
  const open = useCallback(
    ({ companyId, storeId, date, question }: StoreDayRef) => {
      selection.send({ type: 'selection.company', company: String(companyId) });
      selection.send({ type: 'selection.store', store: String(storeId) });
      selection.send({ type: 'selection.date', date });
      navigate(paths.chat, question ? { state: { promptDraft: question } satisfies PromptDraftState } : {});
    },
    [selection, navigate],
  );
  return <Dashboard actor={actor} onOpenStoreDay={open} />;
}
