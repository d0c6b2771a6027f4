// POST /api/import's multipart body: its fields (store_id, date, dry_run) through importFieldsSchema and
// its files (one to six CSV texts, UTF-8), read within the per-file and per-request sizes. The body is
// read as a stream, part by part, so its fields meet their schema here rather than in the route's.
import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import { IMPORT_MESSAGES, isoDateSchema } from '@store-ops/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { badRequest, HttpError } from '../../errors';
import type { ImportProblem } from '../../services/import';

export const invalidImport = (problems: ImportProblem[]) =>
  new HttpError(400, 'invalid_import', IMPORT_MESSAGES.invalid(problems.length), { problems });

/** The form's text fields, as a form sends them. */
export const importFieldsSchema = z.object({
  store_id: z
    .string({ error: IMPORT_MESSAGES.storeId })
    .regex(/^\d{1,10}$/, { error: IMPORT_MESSAGES.storeId })
    .transform(Number)
    .pipe(
      z
        .number()
        .min(1, { error: IMPORT_MESSAGES.storeId })
        .max(2_147_483_647, { error: IMPORT_MESSAGES.storeId }),
    ),
  date: z
    .string({ error: IMPORT_MESSAGES.date })
    .refine((d) => isoDateSchema.safeParse(d).success, { error: IMPORT_MESSAGES.date }),
  dry_run: z
    .enum(['true', 'false'], { error: IMPORT_MESSAGES.dryRun })
    .default('false')
    .transform((v) => v === 'true'),
});
export interface ImportFields {
  storeId: number;
  date: string;
  dryRun: boolean;
}

export const FIELDS = new Set(Object.keys(importFieldsSchema.shape));

export interface Form {
  fields: ImportFields;
  files: { name: string; text: string }[];
  problems: ImportProblem[];
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The fields through their schema; the first problem is a 400 with its message. */
function fieldsOf(raw: Map<string, string>): ImportFields {
  const parsed = importFieldsSchema.safeParse(Object.fromEntries(raw));
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? IMPORT_MESSAGES.storeId);
  const { store_id, date, dry_run } = parsed.data;
  return { storeId: store_id, date, dryRun: dry_run };
}

/** The form's fields and files, within the limits; an unreadable body is a 400, an oversized one 413. */
export async function readForm(request: FastifyRequest, fileLimit: number, bodyLimit: number): Promise<Form> {
  const fields = new Map<string, string>();
  const files: Form['files'] = [];
  const problems: ImportProblem[] = [];
  let total = 0;
  let current = '';
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        const field = part as MultipartValue;
        if (!FIELDS.has(field.fieldname)) throw badRequest(IMPORT_MESSAGES.unknownField(field.fieldname));
        if (field.valueTruncated || typeof field.value !== 'string')
          throw badRequest(`${field.fieldname} is too long.`);
        fields.set(field.fieldname, field.value);
        continue;
      }
      const file = part as MultipartFile;
      current = (file.filename || file.fieldname).split(/[\\/]/).pop() ?? '';
      const bytes = await file.toBuffer();
      total += bytes.length;
      if (total > bodyLimit)
        throw new HttpError(413, 'too_large', IMPORT_MESSAGES.requestTooLarge(bodyLimit));
      try {
        files.push({ name: current, text: utf8.decode(bytes) });
      } catch {
        problems.push({ file: current, line: null, message: 'The file is not UTF-8 text.' });
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const { code, statusCode } = error as { code?: string; statusCode?: number };
    if (code === 'FST_FILES_LIMIT')
      throw invalidImport([{ file: '', line: null, message: IMPORT_MESSAGES.tooManyFiles }]);
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpError(413, 'too_large', IMPORT_MESSAGES.fileTooLarge(current, fileLimit));
    if (statusCode === 413) throw new HttpError(413, 'too_large', IMPORT_MESSAGES.requestTooLarge(bodyLimit));
    throw badRequest('The multipart body could not be read.');
  }
  return { fields: fieldsOf(fields), files, problems };
}
