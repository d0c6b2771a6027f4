import { buildReport, ClockInParseCache, contextPreviewFacts, reportChatAids } from '@store-ops/domain';
import type { ContextBuilder, ContextBuildInput, ContextBuildOutput } from './context.machine';

/** The in-thread builder over `@store-ops/domain`, with its own clock-in parse cache. */
export function createContextBuilder(): ContextBuilder {
  const cache = new ClockInParseCache();
  return {
    build(input: ContextBuildInput): ContextBuildOutput {
      const { context, text } = buildReport({
        date: input.date,
        store: input.store,
        hours: input.hours,
        sections: input.sections,
        blocks: input.blocks,
        weather: input.weather,
        settings: input.settings,
        cache,
        ...(input.now ? { now: input.now } : {}),
      });
      return {
        text,
        facts: contextPreviewFacts(context, text),
        // The same figures and suggestions as the report worker's.
        ...reportChatAids(context, input.settings),
        ...(input.withContext ? { context } : {}),
      };
    },
    clearCache: () => cache.clear(),
  };
}
