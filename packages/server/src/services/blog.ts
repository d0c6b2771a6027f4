// The blog's posts in the database: the public reads (published posts, newest first), the editor's
// rows (with who saved each last), and the writes the blog routes make inside their audited
// transaction. A draft is never public: its slug reads as an unknown one.
import {
  BLOG_MESSAGES,
  type BlogListItem,
  type BlogPost,
  type BlogRow,
  blogExcerpt,
} from '@store-ops/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../db/types';
import { HttpError, notFound } from '../errors';

const published = (db: Kysely<DB>) =>
  db
    .selectFrom('blog_posts')
    .where('published_at', 'is not', null)
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc');

/** The public list (GET /api/blog/posts and the server-rendered /blog): newest first, with excerpts. */
export async function publishedPosts(db: Kysely<DB>): Promise<BlogListItem[]> {
  const rows = await published(db).select(['slug', 'title', 'body', 'published_at']).execute();
  return rows.map(({ body, published_at, ...row }) => ({
    ...row,
    published_at: new Date(published_at as Date),
    excerpt: blogExcerpt(body),
  }));
}

/** A published post by its slug; undefined for a draft or an unknown slug. */
export async function publishedPost(db: Kysely<DB>, slug: string): Promise<BlogPost | undefined> {
  const row = await published(db)
    .select(['slug', 'title', 'body', 'published_at'])
    .where('slug', '=', slug)
    .executeTakeFirst();
  return row && { ...row, published_at: new Date(row.published_at as Date) };
}

/** A published post with its body's HTML as kept (null: not rendered yet), for its page. */
export async function publishedPostPage(db: Kysely<DB>, slug: string) {
  const row = await published(db)
    .select(['id', 'version', 'slug', 'title', 'body', 'published_at', 'body_html', 'body_html_renderer'])
    .where('slug', '=', slug)
    .executeTakeFirst();
  if (!row) return undefined;
  const { id, version, body_html, body_html_renderer, ...post } = row;
  const page: BlogPost = { ...post, published_at: new Date(post.published_at as Date) };
  return { id, version, post: page, bodyHtml: body_html, renderer: body_html_renderer };
}

/** The newest `limit` published posts, with when each was last saved (the feed's entries). */
export async function feedPosts(db: Kysely<DB>, limit: number) {
  const rows = await published(db)
    .select(['slug', 'title', 'body', 'published_at', 'updated_at'])
    .limit(limit)
    .execute();
  return rows.map((p) => ({
    ...p,
    published_at: new Date(p.published_at as Date),
    updated_at: new Date(p.updated_at),
  }));
}

/** Keeps a post's body HTML, unless the body changed since it was rendered. */
export async function keepBodyHtml(
  db: Kysely<DB>,
  id: number,
  body: string,
  html: string[],
  renderer: string,
): Promise<void> {
  await db
    .updateTable('blog_posts')
    .set({ body_html: html, body_html_renderer: renderer })
    .where('id', '=', id)
    .where('body', '=', body)
    .execute();
}

/** Every post as the editor sees it (drafts too), with the e-mail of whoever saved it last. */
export async function blogRows(db: Kysely<DB>, id?: number, lock = false): Promise<BlogRow[]> {
  let query = db
    .selectFrom('blog_posts as p')
    .leftJoin('users as u', 'u.id', 'p.updated_by')
    .select([
      'p.id',
      'p.slug',
      'p.title',
      'p.body',
      'p.published_at',
      'p.version',
      'p.updated_at',
      'u.email as updated_by_email',
    ])
    .orderBy('p.updated_at', 'desc')
    .orderBy('p.id', 'desc');
  if (id !== undefined) query = query.where('p.id', '=', id);
  if (lock) query = query.forUpdate('p');
  const rows = await query.execute();
  return rows.map((row) => ({
    ...row,
    published_at: row.published_at === null ? null : new Date(row.published_at),
    updated_at: new Date(row.updated_at),
  }));
}

/** One post's editor row (`lock`: for update); a 404 when there is none. */
export async function blogRow(db: Kysely<DB>, id: number, lock = false): Promise<BlogRow> {
  const [row] = await blogRows(db, id, lock);
  if (!row) throw notFound(BLOG_MESSAGES.notFound);
  return row;
}

/** A 400 `slug_taken` when another post (not `exceptId`) has the slug. */
export async function assertSlugFree(db: Kysely<DB>, slug: string, exceptId?: number): Promise<void> {
  let query = db.selectFrom('blog_posts').select('id').where('slug', '=', slug);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) throw new HttpError(400, 'slug_taken', BLOG_MESSAGES.slugTaken);
}

/** A saved body's HTML and the renderer that made it (both null: rendered on its first read). */
export interface BodyHtml {
  body_html: string[] | null;
  body_html_renderer: string | null;
}

interface PostFields {
  slug: string;
  title: string;
  body: string;
}

/** Who saves, and when. */
interface Save {
  at: Date;
  userId: number | null;
}

/** A new post (published now, or a draft); answers its id. */
export async function insertPost(
  db: Kysely<DB>,
  fields: PostFields & BodyHtml & { published: boolean },
  { at, userId }: Save,
): Promise<number> {
  const { published: publish, ...values } = fields;
  const { id } = await db
    .insertInto('blog_posts')
    .values({ ...values, published_at: publish ? at : null, updated_at: at, updated_by: userId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** A post's changed fields and publication date, as a new version. */
export async function updatePost(
  db: Kysely<DB>,
  id: number,
  changes: Partial<PostFields & BodyHtml> & { published_at: Date | null },
  { at, userId }: Save,
): Promise<void> {
  await db
    .updateTable('blog_posts')
    .set((eb) => ({ ...changes, version: eb('version', '+', 1), updated_at: at, updated_by: userId }))
    .where('id', '=', id)
    .execute();
}

export async function deletePost(db: Kysely<DB>, id: number): Promise<void> {
  await db.deleteFrom('blog_posts').where('id', '=', id).execute();
}
