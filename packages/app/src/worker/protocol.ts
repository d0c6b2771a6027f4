import type {
  ContextPreviewFacts,
  CsvFileName,
  CsvFiles,
  CsvSection,
  ReportContext,
  ReportFigure,
  ReportSettingsFields,
  SectionWarning,
  StatBlockKey,
  Store,
  StoreDayId,
  StoreHours,
  Weather,
} from '@store-ops/domain';

/**
 * The report worker's messages. The worker fetches or unpacks a store-day, parses it and holds it;
 * later requests name the store-day. So a day's text crosses
 * to the main thread once (the sections' texts and previews), never back, and its parsed rows not
 * at all.
 */
export type WorkerRequest =
  /** GET the CSV proxy from the worker (same origin, cookies sent), validate, parse, hold. */
  | { id: number; type: 'fetch'; storeDay: StoreDayId; url: string }
  /** A cache hit: unpack its files, parse and hold them (answered as `fetch` is). */
  | { id: number; type: 'unpack'; storeDay: StoreDayId; data: string; weather: Weather[] }
  /** Pack the held store-day's files for the browser cache (gzip, base64). */
  | { id: number; type: 'pack'; storeDay: StoreDayId }
  /** Abort the in-flight `fetch` request `target` (superseded); it settles silently as aborted. */
  | { id: number; type: 'abort'; target: number }
  | {
      id: number;
      type: 'build';
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
    };

/** A section as the main thread holds it: everything but the parsed rows. */
export type LightSection = Omit<CsvSection, 'data'>;

/** A store-day the worker parsed and holds: what `fetch` and `unpack` answer. */
export type LoadedDay = { sections: LightSection[]; warnings: SectionWarning[]; weather: Weather[] };

export type WorkerResponse =
  | ({ id: number; ok: true; type: 'fetch' } & LoadedDay)
  | ({ id: number; ok: true; type: 'unpack' } & LoadedDay)
  | { id: number; ok: true; type: 'pack'; data: string }
  | { id: number; ok: true; type: 'abort' }
  | {
      id: number;
      ok: true;
      type: 'build';
      text: string;
      facts: ContextPreviewFacts;
      /** Every figure of the context and the company's targets (`reportChatAids`): replies are traced to them. */
      figures: ReportFigure[];
      /** The chat's suggested questions about the store-day's exceptions (at most three). */
      suggestions: string[];
      context?: ReportContext;
    }
  /** A `build` without `files` for a day the worker does not hold: ask again with the files. */
  | { id: number; ok: true; type: 'build'; notHeld: true }
  /** `status`: the HTTP status of a failed fetch (a 401 means the session ended). */
  | { id: number; ok: false; message: string; aborted?: boolean; status?: number };
