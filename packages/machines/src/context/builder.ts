import {
  buildReportContext,
  ClockInParseCache,
  contextPreviewFacts,
  renderContextText,
} from '@store-ops/domain';
import type { ContextBuilder, ContextBuildInput, ContextBuildOutput } from './context.machine';

/** The in-thread builder over `@store-ops/domain`, with its own clock-in parse cache. */
export function createContextBuilder(): ContextBuilder {
  const cache = new ClockInParseCache();
  return {
    build(input: ContextBuildInput): ContextBuildOutput {
      const ctx = buildReportContext({
        date: input.date,
        store: input.store,
        hours: input.hours,
        sections: input.sections,
        blocks: input.blocks,
        weather: input.weather,
        cache,
      });
      const text = renderContextText(ctx);
      return { text, facts: contextPreviewFacts(ctx, text) };
    },
    clearCache: () => cache.clear(),
  };
}
