// The import API (POST /api/import) and the service tokens a nightly export job calls it with.
import { z } from 'zod';
import { CSV_FILE_NAMES } from './constants';
import { isoDateSchema } from './entities';
import { timestampSchema } from './responses';

/** Rows per file of a store-day (only the files given). */
const perFileSchema = z.partialRecord(z.enum(CSV_FILE_NAMES), z.number().int().nonnegative());

/** POST /api/import: what was (or with `dry_run`, would be) imported, and the rows it replaced. */
export const importResponseSchema = z.object({
  dry_run: z.boolean(),
  store_id: z.number().int(),
  date: isoDateSchema,
  counts: perFileSchema,
  replaced: perFileSchema,
});
export type ImportResponse = z.infer<typeof importResponseSchema>;

/** One bad thing in an import: the file, its line (null: the whole file or request), what is wrong. */
export const importProblemSchema = z.object({
  file: z.string(),
  line: z.number().int().nullable(),
  message: z.string(),
});
export type ImportProblemWire = z.infer<typeof importProblemSchema>;

/** POST /api/import's 400: `invalid_import` with every problem found; nothing was written. */
export const importRefusedSchema = z.object({
  error: z.object({ code: z.literal('invalid_import'), message: z.string() }),
  problems: z.array(importProblemSchema),
});

export const IMPORT_MESSAGES = {
  invalid: (n: number) => `Nothing imported (${n} problem${n === 1 ? '' : 's'}).`,
  notMultipart: 'Send the files as multipart/form-data.',
  noFiles: 'Give at least one CSV file.',
  tooManyFiles: `Give at most ${CSV_FILE_NAMES.length} files, one of each.`,
  fileTooLarge: (file: string, bytes: number) => `${file} is larger than ${bytes} bytes.`,
  requestTooLarge: (bytes: number) => `The files together are larger than ${bytes} bytes.`,
  storeId: 'store_id must be a store id.',
  date: 'date must be a real date in YYYY-MM-DD form.',
  dryRun: 'dry_run must be true or false.',
  unknownField: (name: string) => `Unknown field ${name}; expected store_id, date, dry_run and files.`,
  rateLimited: (seconds: number) => `Too many imports. Try again in ${seconds} s.`,
  tokenOnlyImport: 'A service token may only be used on POST /api/import.',
  badToken: 'The service token is not valid.',
} as const;

/** POST /api/tokens: a name and the stores it may import into (null: every store). */
export const serviceTokenCreateSchema = z.object({
  name: z.string().trim().min(1).max(100),
  store_ids: z.array(z.number().int().positive().max(2_147_483_647)).min(1).max(1000).nullable(),
});

/** A service token as GET /api/tokens lists it: never its secret. */
export const serviceTokenSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  store_ids: z.array(z.number().int()).nullable(),
  created_at: timestampSchema,
  last_used_at: timestampSchema.nullable(),
});
export type ServiceToken = z.infer<typeof serviceTokenSchema>;

/** POST /api/tokens' 201: the secret, shown this once. */
export const serviceTokenCreatedSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  store_ids: z.array(z.number().int()).nullable(),
  created_at: timestampSchema,
  token: z.string(),
});
export type ServiceTokenCreated = z.infer<typeof serviceTokenCreatedSchema>;

/** The time columns' format in a company's exports: 12-hour as the spec writes them, or 24-hour. */
export const IMPORT_TIME_FORMATS = ['12h', '24h'] as const;
export type ImportTimeFormat = (typeof IMPORT_TIME_FORMATS)[number];

/** A header mapped to this is in the export but not imported (its values are dropped). */
export const NOT_IMPORTED = '';

/**
 * Per file: a source header (as the export writes it) -> the spec's column it holds, or NOT_IMPORTED.
 * A header that is neither a spec column nor mapped is an extra column: the import refuses the file.
 */
const headerMapSchema = z.record(z.string().trim().min(1).max(200), z.string().max(200));

/**
 * A company's column mapping, applied to every import into its stores (screen, API, CLI) before the
 * header check. `version` 0: none saved yet (an identity mapping, 12-hour times).
 * GET /api/import/mappings/:companyId answers it; PUT (admins) saves it with the version it was made on
 * (409 on a stale version, as every versioned row).
 */
export const importMappingSchema = z.object({
  company_id: z.number().int(),
  version: z.number().int().nonnegative(),
  time_format: z.enum(IMPORT_TIME_FORMATS),
  files: z.partialRecord(z.enum(CSV_FILE_NAMES), headerMapSchema),
});
export type ImportMapping = z.infer<typeof importMappingSchema>;

/** PUT /api/import/mappings/:companyId's body. */
export const importMappingWriteSchema = z.object({
  version: z.number().int().nonnegative().max(2_147_483_647),
  time_format: z.enum(IMPORT_TIME_FORMATS),
  files: z.partialRecord(z.enum(CSV_FILE_NAMES), headerMapSchema),
});
export type ImportMappingWrite = z.infer<typeof importMappingWriteSchema>;
