import { csvFilesOf } from '@store-ops/domain';
import { type ContextBuildInput, type ContextBuildOutput, contextMachine } from '@store-ops/machines';
import { useActorRef } from '@xstate/react';
import { type ReactNode, useEffect } from 'react';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { callReportWorker } from '../worker/client';
import { createMachineContext, useMachineActor, useMachineSelector } from './createMachineProvider';
import { useCsvDataSelector } from './csvData';
import { useCompanySelector } from './selection';
import { useCatalog } from './services';

/** The csv machine's dataKey without its `#n` load counter: the store-day the worker holds rows for. */
const workerKey = (dataKey: string | null, date: string) => (dataKey ?? `${date}.none`).replace(/#\d+$/, '');

/** The context machine building in the report worker (same domain code, off the main thread). */
export const appContextMachine = contextMachine.provide({
  actors: {
    // The worker builds from the day it holds, so only the selection travels; the day's files go
    // along only when it answers that it does not hold the day (it restarted, or let it go).
    buildContext: fromPromise<ContextBuildOutput, ContextBuildInput>(async ({ input }) => {
      const request = {
        type: 'build' as const,
        key: workerKey(input.dataKey, input.date),
        selected: Object.fromEntries(input.sections.map((s) => [s.name, s.selected !== false])),
        date: input.date,
        store: input.store,
        hours: input.hours,
        blocks: input.blocks,
        weather: input.weather,
      };
      let result = await callReportWorker<'build'>(request);
      if ('notHeld' in result)
        result = await callReportWorker<'build'>({ ...request, files: csvFilesOf(input.sections) });
      if ('notHeld' in result) throw new Error(`The report worker lost store-day ${request.key}`);
      return { text: result.text, facts: result.facts };
    }),
  },
  // The worker keeps one clock-in parse cache per store-day key, so it clears itself on a change.
  actions: { clearParseCache: () => {} },
});

const ReportContext = createMachineContext<typeof appContextMachine>('ReportContext');

/**
 * The store-day the loaded sections belong to (`{date}.{storeId|no-store}#n`). While a newer
 * selection is still loading, the context keeps describing the data it holds: the preview never
 * shows the new date over the previous day's figures.
 */
function loadedStoreDay(dataKey: string | null): { date: string; storeId: string } | null {
  const match = dataKey ? /^(\d{4}-\d{2}-\d{2})\.([^#]+)#\d+$/.exec(dataKey) : null;
  return match ? { date: match[1]!, storeId: match[2]! } : null;
}

/** Feeds the selection, the loaded store-day and the catalog into the context machine (it debounces). */
export function ReportContextProvider({ children }: { children: ReactNode }) {
  const actor = useActorRef(appContextMachine, { input: {} });
  const selectedDate = useCompanySelector((s) => s.context.date);
  const selectedStore = useCompanySelector((s) => s.context.store);
  const company = useCompanySelector((s) => s.context.company);
  const sections = useCsvDataSelector((s) => s.context.sections);
  const weather = useCsvDataSelector((s) => s.context.weather);
  const dataKey = useCsvDataSelector((s) => s.context.dataKey);
  const { stores, hours } = useCatalog();
  const loaded = loadedStoreDay(dataKey);
  const date = loaded?.date ?? selectedDate;
  const storeId = loaded?.storeId ?? selectedStore;
  useEffect(() => {
    actor.send({
      type: 'context.inputs',
      inputs: { date, storeId, company, sections, weather, dataKey, stores, hours },
    });
  }, [actor, date, storeId, company, sections, weather, dataKey, stores, hours]);
  return <ReportContext.Context.Provider value={actor}>{children}</ReportContext.Context.Provider>;
}

export const useReportContext = () => useMachineActor(ReportContext, 'useReportContext');
export function useReportContextSelector<T>(
  selector: (snapshot: SnapshotFrom<typeof appContextMachine>) => T,
  compare?: (a: T, b: T) => boolean,
): T {
  return useMachineSelector(ReportContext, selector, compare, 'useReportContext');
}
