// A user's own settings: `users.settings`, the JSON string the session answers carry.
// Today one key of the server's: `report_blocks`, the stat blocks the user's report
// context includes (null or absent: the company's defaults). Other keys are kept as they are.
import { z } from 'zod';
import { STAT_BLOCK_KEYS, type StatBlockKey } from '../report/types';
import { parseSettings } from './rules';

export const USER_SETTINGS_MESSAGES = {
  reportBlocks: `report_blocks must be null or a list of report blocks (${STAT_BLOCK_KEYS.join(', ')}).`,
} as const;

const statBlockKeySchema = z.enum(STAT_BLOCK_KEYS, { error: USER_SETTINGS_MESSAGES.reportBlocks });

/** The user's block choice: each block at most once, kept in STAT_BLOCK_KEYS order; null: the company's. */
const reportBlocksSchema = z
  .array(statBlockKeySchema, { error: USER_SETTINGS_MESSAGES.reportBlocks })
  .transform((keys): StatBlockKey[] => STAT_BLOCK_KEYS.filter((k) => keys.includes(k)))
  .nullable();

/** `users.settings` parsed: `report_blocks` checked, every other key passed through. */
export const userSettingsSchema = z.looseObject({ report_blocks: reportBlocksSchema.optional() });
export type UserSettings = z.output<typeof userSettingsSchema>;

/** PUT /api/me/settings: the user's block choice (null: follow the company's defaults). */
export const userSettingsUpdateSchema = z.object({
  report_blocks: reportBlocksSchema.describe('null: the company defaults'),
});
export type UserSettingsUpdate = z.input<typeof userSettingsUpdateSchema>;

/** Its answer: the whole saved settings as the JSON string GET /auth/login answers too. */
export const userSettingsResponseSchema = z.object({ settings: z.string() });
export type UserSettingsResponse = z.output<typeof userSettingsResponseSchema>;

/**
 * The settings of a stored string (or an already parsed object); a bad string is `{}` and a bad
 * `report_blocks` is dropped (the company's defaults), never a crash.
 */
export function userSettingsOf(raw: unknown): UserSettings {
  const object = parseSettings(raw);
  const parsed = userSettingsSchema.safeParse(object);
  if (parsed.success) return parsed.data;
  const { report_blocks: _dropped, ...rest } = object;
  return rest;
}

/** The stored settings string with an update merged in (other keys kept). */
export function mergeUserSettings(raw: unknown, update: z.output<typeof userSettingsUpdateSchema>): string {
  return JSON.stringify({ ...parseSettings(raw), ...update });
}
