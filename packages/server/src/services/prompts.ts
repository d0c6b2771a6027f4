// The prompt library's rows: which prompts a viewer may see (their own personal ones, shared ones for
// everyone or their groups; admins: every shared one), every save kept as a version, and use counts.
import type { Prompt } from '@store-ops/domain';
import type { Expression, ExpressionBuilder, Kysely, SqlBool } from 'kysely';
import type { DB } from '../db/types';

export interface Viewer {
  id: number;
  admin: boolean;
}

export interface PromptFields {
  title: string;
  category: string;
  body: string;
  shared: boolean;
  group_id: number | null;
}

const COLUMNS = [
  'id',
  'title',
  'category',
  'body',
  'shared',
  'group_id',
  'owner_id',
  'version',
  'uses',
  'updated_at',
] as const;

function visibleTo(viewer: Viewer) {
  return (eb: ExpressionBuilder<DB, 'prompts'>): Expression<SqlBool> =>
    eb.or([
      eb.and([eb('prompts.shared', '=', false), eb('prompts.owner_id', '=', viewer.id)]),
      eb.and([
        eb('prompts.shared', '=', true),
        viewer.admin
          ? eb.lit(true)
          : eb.or([
              eb('prompts.group_id', 'is', null),
              eb(
                'prompts.group_id',
                'in',
                eb.selectFrom('users_to_groups').select('group_id').where('user_id', '=', viewer.id),
              ),
            ]),
      ]),
    ]);
}

const toPrompt = (row: Omit<Prompt, 'updated_at'> & { updated_at: Date | string }): Prompt => ({
  ...row,
  updated_at: new Date(row.updated_at),
});

/** The prompts the viewer may see, by category, title and id. */
export async function listPrompts(db: Kysely<DB>, viewer: Viewer): Promise<Prompt[]> {
  const rows = await db
    .selectFrom('prompts')
    .select(COLUMNS)
    .where(visibleTo(viewer))
    .orderBy('category')
    .orderBy('title')
    .orderBy('id')
    .execute();
  return rows.map(toPrompt);
}

/** The prompt if the viewer may see it (locked for the transaction with `lock`). */
export async function findVisiblePrompt(
  db: Kysely<DB>,
  viewer: Viewer,
  id: number,
  lock = false,
): Promise<Prompt | undefined> {
  let query = db.selectFrom('prompts').select(COLUMNS).where('prompts.id', '=', id).where(visibleTo(viewer));
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row && toPrompt(row);
}

export async function groupExists(db: Kysely<DB>, groupId: number): Promise<boolean> {
  const group = await db.selectFrom('user_groups').select('id').where('id', '=', groupId).executeTakeFirst();
  return group !== undefined;
}

/** The prompt as saved now, kept as its version. */
const saveVersion = (db: Kysely<DB>, prompt: Prompt, changedBy: number) =>
  db
    .insertInto('prompt_versions')
    .values({
      prompt_id: prompt.id,
      version: prompt.version,
      title: prompt.title,
      category: prompt.category,
      body: prompt.body,
      shared: prompt.shared,
      group_id: prompt.group_id,
      changed_by: changedBy,
      changed_at: prompt.updated_at,
    })
    .execute();

/** A new prompt of the viewer's, and its first version. */
export async function insertPrompt(db: Kysely<DB>, viewer: Viewer, fields: PromptFields, at: Date) {
  const row = await db
    .insertInto('prompts')
    .values({ ...fields, owner_id: viewer.id, updated_at: at })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
  const prompt = toPrompt(row);
  await saveVersion(db, prompt, viewer.id);
  return prompt;
}

/** Saves the changes as the next version if the prompt is still at `version` (undefined when it is not). */
export async function updatePrompt(
  db: Kysely<DB>,
  viewer: Viewer,
  id: number,
  version: number,
  changes: Partial<PromptFields>,
  at: Date,
): Promise<Prompt | undefined> {
  const row = await db
    .updateTable('prompts')
    .set((eb) => ({ ...changes, version: eb('version', '+', 1), updated_at: at }))
    .where('id', '=', id)
    .where('version', '=', version)
    .returning(COLUMNS)
    .executeTakeFirst();
  if (!row) return undefined;
  const prompt = toPrompt(row);
  await saveVersion(db, prompt, viewer.id);
  return prompt;
}

export const deletePrompt = (db: Kysely<DB>, id: number) =>
  db.deleteFrom('prompts').where('id', '=', id).execute();

/** The prompt's versions, newest first, with who saved each. */
export async function promptVersions(db: Kysely<DB>, promptId: number) {
  const rows = await db
    .selectFrom('prompt_versions as v')
    .leftJoin('users as u', 'u.id', 'v.changed_by')
    .select([
      'v.version',
      'v.title',
      'v.category',
      'v.body',
      'v.shared',
      'v.group_id',
      'v.changed_by',
      'u.email as changed_by_email',
      'v.changed_at',
    ])
    .where('v.prompt_id', '=', promptId)
    .orderBy('v.version', 'desc')
    .execute();
  return rows.map((row) => ({ ...row, changed_at: new Date(row.changed_at) }));
}

/** A use is a count, not a change: no new version, the version stays. */
export async function countUse(db: Kysely<DB>, id: number): Promise<Prompt> {
  const row = await db
    .updateTable('prompts')
    .set((eb) => ({ uses: eb('uses', '+', 1) }))
    .where('id', '=', id)
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
  return toPrompt(row);
}
