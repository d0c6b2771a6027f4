// The largest assistant request the limits accept, for the test that compares its
// CPU with a smaller one's and for the server bench that prints its CPU against the 100 ms target.
import { LLM_LIMITS } from '@store-ops/domain';

const KB = 1024;

/** `n` distinct words of 6-9 letters (so none is a stop word and none repeats). */
export const words = (n: number, seed = 0) =>
  Array.from({ length: n }, (_, i) => `w${(i + seed).toString(36).padStart(5, 'q')}x`).join(' ');

/** A manual context of about `bytes`: many short lines, none of which mentions the question's words. */
export const manualContext = (bytes: number) => {
  const line = 'The walk-in cooler was checked at opening and the temperature log was signed.\n';
  return line.repeat(Math.floor(bytes / line.length));
};

/**
 * The limits exactly at `scale` 1: a 64 KB manual context, 5 history messages of 16 KB, a 4 KB question
 * of distinct words, none of which the context mentions (the offline analyst's search reads every
 * line); each size divided by `scale` otherwise.
 */
export function largestLlmRequest(scale = 1): { user: 'user' | 'system'; msg: string }[] {
  const question = words(600).slice(0, Math.floor(LLM_LIMITS.questionBytes / scale) - 18);
  return [
    { user: 'system', msg: manualContext(Math.floor(LLM_LIMITS.manualContextBytes / scale) - 100) },
    ...Array.from({ length: 5 }, (_, i) => ({
      user: i % 2 ? ('system' as const) : ('user' as const),
      msg: words(1800, i).slice(0, Math.floor((16 * KB) / scale)),
    })),
    { user: 'user', msg: `How did sales go? ${question}` },
  ];
}
