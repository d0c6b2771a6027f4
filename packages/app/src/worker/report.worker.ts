/// <reference lib="webworker" />
// CSV parsing and report-context building off the main thread, with the same packages/domain code
// the server and the CLI use.
import {
  buildReportContext,
  ClockInParseCache,
  type CsvSection,
  contextPreviewFacts,
  parseSections,
  renderContextText,
} from '@store-ops/domain';
import type { WorkerRequest, WorkerResponse } from './protocol';

const MAX_HELD = 4;
/** Parsed sections by store-day key, most recent last. */
const held = new Map<string, CsvSection[]>();
/** The clock-in parse cache lives per store-day (it clears when the date or store changes). */
let clockIn: { key: string; cache: ClockInParseCache } | null = null;

function hold(key: string, sections: CsvSection[]) {
  held.delete(key);
  held.set(key, sections);
  while (held.size > MAX_HELD) held.delete(held.keys().next().value as string);
}

function handle(req: WorkerRequest): WorkerResponse {
  if (req.type === 'parse') {
    const { sections, warnings } = parseSections(req.files);
    hold(req.key, sections);
    return {
      id: req.id,
      ok: true,
      type: 'parse',
      sections: sections.map(({ data: _rows, ...light }) => light),
      warnings,
    };
  }
  let sections = held.get(req.key);
  if (!sections && req.sections) {
    const files = Object.fromEntries(req.sections.map((s) => [s.name, s.content]));
    sections = parseSections(files).sections;
    hold(req.key, sections);
  }
  const selected = new Map((req.sections ?? []).map((s) => [s.name, s.selected !== false]));
  const effective = (sections ?? []).map((s) => ({ ...s, selected: selected.get(s.name) ?? s.selected }));
  if (clockIn?.key !== req.key) clockIn = { key: req.key, cache: new ClockInParseCache() };
  const ctx = buildReportContext({
    date: req.date,
    store: req.store,
    hours: req.hours,
    sections: effective,
    blocks: req.blocks,
    weather: req.weather,
    cache: clockIn.cache,
  });
  const text = renderContextText(ctx);
  return { id: req.id, ok: true, type: 'build', text, facts: contextPreviewFacts(ctx, text) };
}

self.onmessage = (event: MessageEvent<WorkerRequest>) => {
  let response: WorkerResponse;
  try {
    response = handle(event.data);
  } catch (error) {
    response = {
      id: event.data.id,
      ok: false,
      message: error instanceof Error && error.message ? error.message : String(error),
    };
  }
  (self as unknown as Worker).postMessage(response);
};
