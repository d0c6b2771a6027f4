import {
  csvFilesOf,
  DEFAULT_REPORT_SETTINGS,
  type ReportSettingsFields,
  type StatBlockKey,
  savedReportBlocks,
  storeDayIdKey,
} from '@store-ops/domain';
import {
  type ContextBuildInput,
  type ContextBuildOutput,
  contextMachine,
  errorMessage,
  NO_STORE,
  storeOpsApi,
} from '@store-ops/machines';
import { useActorRef, useSelector } from '@xstate/react';
import { type ReactNode, useEffect, useState } from 'react';
import { fromPromise } from 'xstate';
import { reportWorker } from '../worker/client';
import { createMachineContext, type MachineSelectorHook, useMachineActor } from './createMachineProvider';
import { useCsvDataSelector } from './csvData';
import { useCompanySelector } from './selection';
import { useCatalog } from './services';
import { useSession } from './session';

const api = storeOpsApi();

/**
 * The report settings of the selected store's company: null while they load; with no
 * store (nothing to build) the defaults. A failure is kept as its message: the context then fails
 * with it rather than be built with another company's or the default tolerance and targets.
 */
function useCompanyReportSettings(companyId: number | null) {
  const [state, setState] = useState<{
    companyId: number | null;
    settings: ReportSettingsFields | null;
    error: string | null;
  }>({ companyId: null, settings: DEFAULT_REPORT_SETTINGS, error: null });
  useEffect(() => {
    if (companyId === null) {
      setState({ companyId, settings: DEFAULT_REPORT_SETTINGS, error: null });
      return;
    }
    const controller = new AbortController();
    setState({ companyId, settings: null, error: null });
    api.getReportSettings(companyId, controller.signal).then(
      (settings) => setState({ companyId, settings, error: null }),
      (error: unknown) => {
        if (!controller.signal.aborted)
          setState({
            companyId,
            settings: null,
            error: errorMessage(error, 'Failed to load the report settings.'),
          });
      },
    );
    return () => controller.abort();
  }, [companyId]);
  // The state of a previous company is never handed on while the next one's loads.
  return state.companyId === companyId ? state : { settings: null, error: null };
}

/** The moment each build is for: its store-day's status is taken on the store's clock then. */
const clock = () => new Date();

/** The context machine building in the report worker (same domain code, off the main thread). */
export const appContextMachine = contextMachine.provide({
  actors: {
    // The worker builds from the day it holds, so only the selection travels; the day's files go
    // along only when it answers that it does not hold the day (it restarted, or let it go).
    buildContext: fromPromise<ContextBuildOutput, ContextBuildInput>(async ({ input }) => {
      const request = {
        // The store-day the worker holds rows for (none: it builds from the files it is sent).
        storeDay: input.loaded?.storeDay ?? null,
        selected: Object.fromEntries(input.sections.map((s) => [s.name, s.selected !== false])),
        date: input.date,
        store: input.store,
        hours: input.hours,
        blocks: input.blocks,
        weather: input.weather,
        settings: input.settings,
        now: input.now ?? clock(),
        ...(input.withContext ? { withContext: true } : {}),
      };
      let result = await reportWorker.build(request);
      if ('notHeld' in result)
        result = await reportWorker.build({ ...request, files: csvFilesOf(input.sections) });
      if ('notHeld' in result)
        throw new Error(
          `The report worker lost store-day ${request.storeDay ? storeDayIdKey(request.storeDay) : request.date}`,
        );
      return {
        text: result.text,
        facts: result.facts,
        figures: result.figures,
        suggestions: result.suggestions,
        ...(result.context ? { context: result.context } : {}),
      };
    }),
  },
  // The worker keeps one clock-in parse cache per store-day key, so it clears itself on a change.
  actions: { clearParseCache: () => {} },
});

/** The user's saved block choice as the machine's input (none: the company's defaults). */
const blocksInput = (blocks: StatBlockKey[] | null | undefined) => (blocks ? { blocks } : {});

const ReportContext = createMachineContext<typeof appContextMachine>('ReportContext');

/**
 * Feeds the selection, the loaded store-day, the catalog and the store's company's report settings
 * into the context machine (it debounces). The blocks start as the user's saved choice (else the
 * company's defaults); a change of blocks is saved to the user's settings on the server.
 * `withContext`: the machine also keeps the built report context (the printable report).
 */
export function ReportContextProvider({
  children,
  withContext = false,
}: {
  children: ReactNode;
  withContext?: boolean;
}) {
  const session = useSession();
  const actor = useActorRef(
    appContextMachine.provide({
      actions: {
        persistBlocks: ({ context }) => {
          api.saveMySettings({ report_blocks: context.blocks }).then(
            (settings) => session.send({ type: 'session.settingsSaved', settings }),
            // Not saved: the choice still holds on this page; the next change tries again.
            () => {},
          );
        },
      },
    }),
    {
      input: {
        settings: null,
        withContext,
        ...blocksInput(savedReportBlocks(session.getSnapshot().context.user?.settings)),
      },
    },
  );
  const selectedDate = useCompanySelector((s) => s.context.date);
  const selectedStore = useCompanySelector((s) => s.context.store);
  const company = useCompanySelector((s) => s.context.company);
  const sections = useCsvDataSelector((s) => s.context.sections);
  const weather = useCsvDataSelector((s) => s.context.weather);
  const loaded = useCsvDataSelector((s) => s.context.loaded);
  const { stores, hours } = useCatalog();
  // The store-day the loaded sections belong to: while a newer selection is still loading, the
  // context keeps describing the data it holds (never the new date over the previous day's figures).
  const date = loaded?.storeDay.date ?? selectedDate;
  const storeId = loaded ? (loaded.storeDay.storeId ?? NO_STORE) : selectedStore;
  const companyId = stores.find((s) => String(s.id) === storeId)?.company_id ?? null;
  const { settings, error: settingsError } = useCompanyReportSettings(companyId);
  useEffect(() => {
    actor.send({
      type: 'context.inputs',
      inputs: { date, storeId, company, sections, weather, loaded, stores, hours, settings, settingsError },
    });
  }, [actor, date, storeId, company, sections, weather, loaded, stores, hours, settings, settingsError]);
  return <ReportContext.Context.Provider value={actor}>{children}</ReportContext.Context.Provider>;
}

export const useReportContext = () => useMachineActor(ReportContext);
export const useReportContextSelector: MachineSelectorHook<typeof appContextMachine> = (selector, compare) =>
  useSelector(useReportContext(), selector, compare);
