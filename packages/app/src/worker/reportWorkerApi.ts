// What the report worker does, as plain async functions (report.worker.ts exposes them with Comlink):
// the CSV proxy fetch through the typed API client, CSV parsing and report-context building off the
// main thread, with the same packages/domain code the server and the CLI use. Parsed rows stay
// here, keyed by store-day: a day's text crosses to the main thread once (the sections' texts and
// previews), never back, and its parsed rows not at all.
import {
  buildReport,
  ClockInParseCache,
  type ContextPreviewFacts,
  CSV_FILE_NAMES,
  type CsvFileName,
  type CsvFiles,
  type CsvSection,
  contextPreviewFacts,
  csvFilesOf,
  packCsvFiles,
  parseSections,
  type ReportContext,
  type ReportFigure,
  type ReportSettingsFields,
  reportChatAids,
  type SectionWarning,
  type StatBlockKey,
  type Store,
  type StoreDayId,
  type StoreHours,
  storeDayIdKey,
  unpackCsvFiles,
  type Weather,
} from '@store-ops/domain';
import { type ApiClient, storeOpsApi } from '@store-ops/machines/api';
import { abortError } from './abortError';

/** A section as the main thread holds it: everything but the parsed rows. */
export type LightSection = Omit<CsvSection, 'data'>;

/** A store-day the worker parsed and holds: what `fetch` and `unpack` answer. */
export type LoadedDay = { sections: LightSection[]; warnings: SectionWarning[]; weather: Weather[] };

export interface BuildRequest {
  /** The held store-day to build from; null: none (built from `files`, which are not held). */
  storeDay: StoreDayId | null;
  /** Which sections the user included (a section left out counts as included). */
  selected: Partial<Record<CsvFileName, boolean>>;
  /** Only when the worker answered `notHeld` (it restarted, or let the day go): parsed and held first. */
  files?: CsvFiles;
  date: string;
  store: Store | null;
  hours: readonly StoreHours[];
  blocks: readonly StatBlockKey[];
  weather: Weather | null;
  /** The store's company's report settings. */
  settings: ReportSettingsFields;
  /** Also answer the report context itself (the printable report). */
  withContext?: boolean;
  /** The moment the build is for (the store-day's status on the store's clock). */
  now?: Date;
}

export type Built = {
  text: string;
  facts: ContextPreviewFacts;
  /** Every figure of the context and the company's targets (`reportChatAids`): replies are traced to them. */
  figures: ReportFigure[];
  /** The chat's suggested questions about the store-day's exceptions (at most three). */
  suggestions: string[];
  context?: ReportContext;
};
/** A build without `files` for a day the worker does not hold: ask again with the files. */
export type NotHeld = { notHeld: true };

const MAX_HELD = 4;

/** The worker's functions over one API client (the worker's own, or a test's). */
export function createReportWorkerApi(http: ApiClient) {
  const api = storeOpsApi(http);
  /** Parsed sections by store-day key, most recent last. */
  const held = new Map<string, CsvSection[]>();
  /** The clock-in parse cache lives per store-day (it clears when the date or store changes). */
  let clockIn: { key: string; cache: ClockInParseCache } | null = null;
  /** The fetches under way, by the caller's id (to abort a superseded one). */
  const inflight = new Map<number, AbortController>();

  function hold(key: string, sections: CsvSection[]) {
    held.delete(key);
    held.set(key, sections);
    while (held.size > MAX_HELD) held.delete(held.keys().next().value as string);
  }

  /** A store-day's files parsed and held; the answer to `fetch` and `unpack`. */
  function loaded(storeDay: StoreDayId, files: CsvFiles, weather: Weather[]): LoadedDay {
    const { sections, warnings } = parseSections(files);
    hold(storeDayIdKey(storeDay), sections);
    return { sections: sections.map(({ data: _rows, ...rest }) => rest), warnings, weather };
  }

  return {
    /**
     * GET the store-day from the CSV proxy (same origin, cookies sent), validate, parse, hold.
     * `id` names the call for `abort`; an aborted fetch rejects with an AbortError.
     */
    async fetch(id: number, storeDay: StoreDayId): Promise<LoadedDay> {
      const controller = new AbortController();
      inflight.set(id, controller);
      try {
        const day = await api.csvProxy(storeDay, controller.signal);
        const files = Object.fromEntries(CSV_FILE_NAMES.map((name) => [name, day[name]])) as CsvFiles;
        return loaded(storeDay, files, day.weather);
      } catch (error) {
        if (controller.signal.aborted) throw abortError(error instanceof Error ? error.message : undefined);
        throw error;
      } finally {
        inflight.delete(id);
      }
    },

    /** Aborts the fetch `id` (superseded); it rejects as aborted. */
    abort(id: number): void {
      inflight.get(id)?.abort();
    },

    /** A cache hit: unpack its files, parse and hold them (answered as `fetch` is). */
    async unpack(storeDay: StoreDayId, data: string, weather: Weather[]): Promise<LoadedDay> {
      return loaded(storeDay, await unpackCsvFiles(data), weather);
    },

    /** The held store-day's files packed for the browser cache (gzip, base64). */
    async pack(storeDay: StoreDayId): Promise<string> {
      const key = storeDayIdKey(storeDay);
      const sections = held.get(key);
      if (!sections) throw new Error(`The report worker holds no store-day ${key}`);
      return packCsvFiles(csvFilesOf(sections));
    },

    /** The report context of a store-day with the selection and settings. */
    build(req: BuildRequest): Built | NotHeld {
      // Without a store-day, the given files are built from and not held.
      const key = req.storeDay ? storeDayIdKey(req.storeDay) : null;
      const given = req.files ? parseSections(req.files).sections : undefined;
      if (given && key !== null) hold(key, given);
      const sections = given ?? (key !== null ? held.get(key) : undefined);
      if (!sections) return { notHeld: true };
      const effective = sections.map((s) => ({ ...s, selected: req.selected[s.name] !== false }));
      let cache = new ClockInParseCache();
      if (key !== null) {
        if (clockIn?.key !== key) clockIn = { key, cache };
        cache = clockIn.cache;
      }
      const { context, text } = buildReport({
        date: req.date,
        store: req.store,
        hours: req.hours,
        sections: effective,
        blocks: req.blocks,
        weather: req.weather,
        settings: req.settings,
        cache,
        ...(req.now ? { now: req.now } : {}),
      });
      const facts = contextPreviewFacts(context, text);
      // Figures and suggestions are computed here, off the main thread and out of the chat's bundle.
      const { figures, suggestions } = reportChatAids(context, req.settings);
      return { text, facts, figures, suggestions, ...(req.withContext ? { context } : {}) };
    },
  };
}

export type ReportWorkerApi = ReturnType<typeof createReportWorkerApi>;
