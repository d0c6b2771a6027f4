import type { GenerateOptions } from '../src/db/seed/generate';

/** The test world: every store, a shorter window around a fixed "today" (tests run a clock at noon of it). */
export const TEST_TODAY = '2026-03-18';
export const TEST_SEED: GenerateOptions = { today: TEST_TODAY, daysBack: 20, daysAhead: 7 };
