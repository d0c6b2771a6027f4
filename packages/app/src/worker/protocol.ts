import type {
  ContextPreviewFacts,
  CsvFileName,
  CsvSection,
  SectionWarning,
  StatBlockKey,
  Store,
  StoreHours,
  Weather,
} from '@store-ops/domain';

/**
 * The report worker's messages. The main thread hands over text (cheap to copy) and gets back small
 * answers: parsed rows stay inside the worker, keyed by `key`, so no big object graph is ever
 * cloned onto the main thread.
 */
export type WorkerRequest =
  | { id: number; type: 'parse'; key: string; files: Partial<Record<CsvFileName, string>> }
  /** GET the CSV proxy from the worker (same origin, cookies sent), validate, parse, hold. */
  | { id: number; type: 'fetch'; key: string; url: string }
  /** Abort the in-flight `fetch` request `target` (superseded); it settles silently as aborted. */
  | { id: number; type: 'abort'; target: number }
  | {
      id: number;
      type: 'build';
      key: string;
      /** Used when the worker does not hold `key` (e.g. sections restored from the browser cache). */
      sections: readonly CsvSection[] | null;
      date: string;
      store: Store | null;
      hours: readonly StoreHours[];
      blocks: readonly StatBlockKey[];
      weather: Weather | null;
    };

/** A section as the main thread holds it: everything but the parsed rows. */
export type LightSection = Omit<CsvSection, 'data'>;

export type WorkerResponse =
  | { id: number; ok: true; type: 'parse'; sections: LightSection[]; warnings: SectionWarning[] }
  | {
      id: number;
      ok: true;
      type: 'fetch';
      sections: LightSection[];
      warnings: SectionWarning[];
      weather: Weather[];
    }
  | { id: number; ok: true; type: 'abort' }
  | { id: number; ok: true; type: 'build'; text: string; facts: ContextPreviewFacts }
  | { id: number; ok: false; message: string; aborted?: boolean };
