// The prompt library's contract: a prompt as the API answers it, its versions, and the
// bodies of its writes. Every save is a new version; a stale `version` is 409 like the grids.
import { z } from 'zod';
import { PROMPT_FIELD_MESSAGES as M, PROMPT_LIMITS } from './promptText';
import { timestampSchema } from './responses';

const id = z.number().int().positive().max(2_147_483_647);
const version = z.number().int().nonnegative().max(2_147_483_647);

/** A prompt the user may see: their own, or one an admin shared with everyone or with one group. */
export const promptSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  category: z.string(),
  body: z.string(),
  shared: z.boolean(),
  /** The group a shared prompt is for; null: everyone (or a personal prompt). */
  group_id: z.number().int().nullable(),
  owner_id: z.number().int().nullable(),
  version: z.number().int(),
  uses: z.number().int(),
  updated_at: timestampSchema,
});
export type Prompt = z.output<typeof promptSchema>;
export const promptListSchema = z.array(promptSchema);

/** One saved version of a prompt, with who saved it (null when that user is gone). */
export const promptVersionSchema = z.object({
  version: z.number().int(),
  title: z.string(),
  category: z.string(),
  body: z.string(),
  shared: z.boolean(),
  group_id: z.number().int().nullable(),
  changed_by: z.number().int().nullable(),
  changed_by_email: z.string().nullable(),
  changed_at: timestampSchema,
});
export type PromptVersion = z.output<typeof promptVersionSchema>;
export const promptVersionListSchema = z.array(promptVersionSchema);

const promptFields = z.object({
  title: z.string().trim().min(1, M.title.empty).max(PROMPT_LIMITS.title, M.title.long),
  category: z.string().trim().min(1, M.category.empty).max(PROMPT_LIMITS.category, M.category.long),
  body: z.string().trim().min(1, M.body.empty).max(PROMPT_LIMITS.body, M.body.long),
  /** Admins only: shared with everyone (group_id null) or with one user group. */
  shared: z.boolean(),
  group_id: id.nullable(),
});
/** POST /api/prompts/: a new prompt (personal unless an admin shares it). */
export const promptCreateSchema = promptFields.extend({
  shared: promptFields.shape.shared.default(false),
  group_id: promptFields.shape.group_id.default(null),
});
/** PUT /api/prompts/:id: the changed fields and the version they were made against. */
export const promptUpdateSchema = promptFields.partial().extend({ version });
export type PromptCreate = z.input<typeof promptCreateSchema>;
export type PromptUpdate = z.input<typeof promptUpdateSchema>;
