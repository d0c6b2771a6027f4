/// <reference lib="webworker" />
// The CSV proxy fetch, CSV parsing and report-context building off the main thread, with the same
// packages/domain code the server and the CLI use. Parsed rows stay here, keyed by store-day.
import {
  buildReport,
  ClockInParseCache,
  CSV_FILE_NAMES,
  type CsvFiles,
  type CsvSection,
  contextPreviewFacts,
  csvFilesOf,
  csvProxyResponseSchema,
  packCsvFiles,
  parseSections,
  reportChatAids,
  type StoreDayId,
  storeDayIdKey,
  unpackCsvFiles,
  type Weather,
} from '@store-ops/domain';
import type { LightSection, WorkerRequest, WorkerResponse } from './protocol';

// The machines' failure texts, repeated here so the worker does not pull in the machines.
const csvProxyError = (status: number, statusText: string) => `CSV proxy error: ${status} ${statusText}`;
const CSV_FETCH_FAILED = 'Failed to fetch CSV data';

const MAX_HELD = 4;
/** Parsed sections by store-day key, most recent last. */
const held = new Map<string, CsvSection[]>();
/** The clock-in parse cache lives per store-day (it clears when the date or store changes). */
let clockIn: { key: string; cache: ClockInParseCache } | null = null;
const inflight = new Map<number, AbortController>();

function hold(key: string, sections: CsvSection[]) {
  held.delete(key);
  held.set(key, sections);
  while (held.size > MAX_HELD) held.delete(held.keys().next().value as string);
}

const light = (sections: CsvSection[]): LightSection[] => sections.map(({ data: _rows, ...rest }) => rest);

/** A store-day's files parsed and held; the answer to `fetch` and `unpack`. */
function loaded(
  req: { id: number; type: 'fetch' | 'unpack'; storeDay: StoreDayId },
  files: CsvFiles,
  weather: Weather[],
): WorkerResponse {
  const { sections, warnings } = parseSections(files);
  hold(storeDayIdKey(req.storeDay), sections);
  return { id: req.id, ok: true, type: req.type, sections: light(sections), warnings, weather };
}

async function handle(req: WorkerRequest): Promise<WorkerResponse> {
  switch (req.type) {
    case 'abort': {
      inflight.get(req.target)?.abort();
      return { id: req.id, ok: true, type: 'abort' };
    }
    case 'fetch': {
      const controller = new AbortController();
      inflight.set(req.id, controller);
      try {
        const response = await fetch(req.url, { credentials: 'include', signal: controller.signal });
        if (!response.ok) {
          const message = csvProxyError(response.status, response.statusText);
          return { id: req.id, ok: false, message, status: response.status };
        }
        const parsed = csvProxyResponseSchema.safeParse(await response.json());
        if (!parsed.success) return { id: req.id, ok: false, message: CSV_FETCH_FAILED };
        const files = Object.fromEntries(CSV_FILE_NAMES.map((name) => [name, parsed.data[name]]));
        return loaded(req, files, parsed.data.weather);
      } catch (error) {
        const aborted = controller.signal.aborted;
        const message = error instanceof Error && error.message ? error.message : CSV_FETCH_FAILED;
        return { id: req.id, ok: false, message, aborted };
      } finally {
        inflight.delete(req.id);
      }
    }
    case 'pack': {
      const key = storeDayIdKey(req.storeDay);
      const sections = held.get(key);
      if (!sections) return { id: req.id, ok: false, message: `The report worker holds no store-day ${key}` };
      return { id: req.id, ok: true, type: 'pack', data: await packCsvFiles(csvFilesOf(sections)) };
    }
    case 'unpack':
      return loaded(req, await unpackCsvFiles(req.data), req.weather);
    case 'build': {
      // Without a store-day, the given files are built from and not held.
      const key = req.storeDay ? storeDayIdKey(req.storeDay) : null;
      const given = req.files ? parseSections(req.files).sections : undefined;
      if (given && key !== null) hold(key, given);
      const sections = given ?? (key !== null ? held.get(key) : undefined);
      if (!sections) return { id: req.id, ok: true, type: 'build', notHeld: true };
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
      return {
        id: req.id,
        ok: true,
        type: 'build',
        text,
        facts,
        figures,
        suggestions,
        ...(req.withContext ? { context } : {}),
      };
    }
  }
}

self.onmessage = async (event: MessageEvent<WorkerRequest>) => {
  let response: WorkerResponse;
  try {
    response = await handle(event.data);
  } catch (error) {
    response = {
      id: event.data.id,
      ok: false,
      message: error instanceof Error && error.message ? error.message : String(error),
    };
  }
  (self as unknown as Worker).postMessage(response);
};
