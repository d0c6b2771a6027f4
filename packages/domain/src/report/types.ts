import type { CsvFileName, Weather } from '../contract';

/** One CSV file as the app holds it: its text, parsed rows, a 10-line preview, and whether it is selected. */
export interface CsvSection {
  name: CsvFileName;
  content: string;
  data?: Record<string, string>[];
  /** The first 10 lines of `content`. */
  preview: string[];
  selected: boolean;
}

/** A problem the UI can show instead of an exception: a missing/empty file, missing columns, ignored rows. */
export interface SectionWarning {
  file: CsvFileName;
  message: string;
}

export const STAT_BLOCK_KEYS = ['sales', 'hourly', 'employees', 'tasks', 'samples', 'timers'] as const;
export type StatBlockKey = (typeof STAT_BLOCK_KEYS)[number];

/** What the chat screen's preview shows about the built context. */
export interface ContextPreviewFacts {
  date: string;
  displayDate: string;
  location: string;
  blockCount: number;
  weather: string | null;
  sizeKb: number;
}

export type { Weather };
