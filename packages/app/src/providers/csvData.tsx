import { storeDayId } from '@store-ops/domain';
import {
  type CsvLoadResult,
  type CsvRequest,
  csvDataBrowserDefaults,
  csvDataMachine,
  NO_STORE,
} from '@store-ops/machines';
import { useActorRef, useSelector } from '@xstate/react';
import { type ReactNode, useEffect, useRef } from 'react';
import { fromPromise } from 'xstate';
import { reportWorker } from '../worker/client';
import { createMachineContext, type MachineSelectorHook, useMachineActor } from './createMachineProvider';
import { useCompanySelector, useSelectionSettled } from './selection';

/**
 * The csv data machine with the heavy work in the report worker: the network fetch (the worker
 * fetches the CSV proxy, cookies included, validates, parses and holds the day, and hands back the
 * sections' texts), and the cache's packing and unpacking. What stays on the main thread is the
 * local-storage call itself, on a packed day (about a quarter of its size).
 */
const browserDefaults = csvDataBrowserDefaults({
  codec: {
    // The worker packs the day it just parsed and holds: the text does not travel back to it.
    pack: (request) => reportWorker.pack(request),
    unpack: (request, hit) => reportWorker.unpack(request, hit.data, hit.weather),
  },
});

export const appCsvDataMachine = csvDataMachine.provide({
  actions: browserDefaults.actions,
  actors: {
    readCache: browserDefaults.actors.readCache,
    fetchCsv: fromPromise<CsvLoadResult, CsvRequest>(async ({ input, signal }) => {
      const storeDay = storeDayId(input.storeId === NO_STORE ? null : input.storeId, input.date);
      return reportWorker.fetch(storeDay, signal);
    }),
  },
});

/** How long a changed date or store must stay before its store-day loads (the first load is immediate). */
export const CHANGE_SETTLE_MS = 200;

const CsvDataContext = createMachineContext<typeof appCsvDataMachine>('CsvData');

/** Loads the selected store-day (cache first, else the network) whenever the date or store changes. */
export function CsvDataProvider({ children }: { children: ReactNode }) {
  const actor = useActorRef(appCsvDataMachine, { input: {} });
  const date = useCompanySelector((s) => s.context.date);
  const store = useCompanySelector((s) => s.context.store);
  const ready = useSelectionSettled();
  const loadedOnce = useRef(false);
  useEffect(() => {
    // Wait until the selection settled: it may still move to the company's first store.
    if (!ready) return;
    const load = () => {
      loadedOnce.current = true;
      actor.send({ type: 'csv.load', date, storeId: store === NO_STORE ? null : store });
    };
    if (!loadedOnce.current) return load();
    // Typing a date segment by segment passes through several valid dates: load the one that stays.
    const timer = setTimeout(load, CHANGE_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [actor, ready, date, store]);
  return <CsvDataContext.Context.Provider value={actor}>{children}</CsvDataContext.Context.Provider>;
}

export const useCsvData = () => useMachineActor(CsvDataContext);
export const useCsvDataSelector: MachineSelectorHook<typeof appCsvDataMachine> = (selector, compare) =>
  useSelector(useCsvData(), selector, compare);
