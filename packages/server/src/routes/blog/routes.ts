// The blog. Public: the published posts (GET /api/blog/posts, GET /api/blog/posts/:slug)
// and their Atom feed (/blog/feed.xml); no session is needed or read. Admins: every post, drafts too
// (GET /api/blog/editor/posts), and the writes under the same path as the public reads (POST, PUT and
// DELETE /api/blog/posts/...), versioned like the grids (409 with the current post when stale) and
// audit-logged. A draft is never public: its slug answers 404 like an unknown one.
import {
  BLOG_MESSAGES,
  type BlogListItem,
  type BlogPost,
  type BlogRow,
  blogCreateSchema,
  blogExcerpt,
  blogListSchema,
  blogPaths,
  blogPostSchema,
  blogRowListSchema,
  blogRowSchema,
  blogUpdateSchema,
  rowDeleteQuerySchema,
  rowIdParamsSchema,
} from '@store-ops/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '../../db/types';
import { HttpError, notFound } from '../../errors';
import { requireAdmin } from '../../plugins/auth';
import { auditedWriter, stale } from '../api/writes';
import type { AppContext } from '../context';
import { answers, noBody } from '../schemas';
import type { BlogBodies } from './bodies';

const slugParams = z.object({ slug: z.string().max(200) });

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

/**
 * A saved body's columns: its HTML rendered now (before the write's transaction: the embedded database
 * is one connection), or none without a renderer or when rendering fails (its first read renders it).
 */
async function renderedBody(
  bodies: BlogBodies | null,
  body: string,
  request: FastifyRequest,
): Promise<{ body_html: string[] | null; body_html_renderer: string | null }> {
  if (!bodies) return { body_html: null, body_html_renderer: null };
  try {
    return { body_html: await bodies.render(body), body_html_renderer: bodies.renderer };
  } catch (err) {
    request.log.error({ err }, 'blog body not rendered on save; its first read renders it');
    return { body_html: null, body_html_renderer: null };
  }
}

const slugTaken = () => new HttpError(400, 'slug_taken', BLOG_MESSAGES.slugTaken);

/** A post as the editor sees it, with the e-mail of whoever saved it last. */
async function blogRows(db: Kysely<DB>, id?: number, lock = false): Promise<BlogRow[]> {
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

async function blogRow(db: Kysely<DB>, id: number, lock = false): Promise<BlogRow> {
  const [row] = await blogRows(db, id, lock);
  if (!row) throw notFound(BLOG_MESSAGES.notFound);
  return row;
}

async function assertSlugFree(db: Kysely<DB>, slug: string, exceptId?: number): Promise<void> {
  let query = db.selectFrom('blog_posts').select('id').where('slug', '=', slug);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) throw slugTaken();
}

/** The feed's and the links' origin: the first APP_ORIGIN when set, else the request's own. */
function originOf(request: FastifyRequest, appOrigins: string[]): string {
  return appOrigins[0] ?? `${request.protocol}://${request.host}`;
}

const xml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

export const BLOG_FEED = {
  title: 'Store Ops Blog',
  subtitle: 'Product updates from the Store Ops team.',
  author: 'The Store Ops team',
} as const;

/** The newest published posts as an Atom 1.0 feed (RFC 4287), every link absolute. */
export function atomFeed(
  origin: string,
  posts: { slug: string; title: string; body: string; published_at: Date; updated_at: Date }[],
  now: Date,
): string {
  const updated = posts.reduce((latest, p) => (p.updated_at > latest ? p.updated_at : latest), new Date(0));
  const home = `${origin}${blogPaths.list}`;
  const entries = posts.map((p) => {
    const link = `${origin}${blogPaths.post(p.slug)}`;
    return [
      '  <entry>',
      `    <id>${xml(link)}</id>`,
      `    <title>${xml(p.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${xml(link)}"/>`,
      `    <published>${p.published_at.toISOString()}</published>`,
      `    <updated>${p.updated_at.toISOString()}</updated>`,
      `    <summary>${xml(blogExcerpt(p.body))}</summary>`,
      '  </entry>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <id>${xml(home)}</id>`,
    `  <title>${xml(BLOG_FEED.title)}</title>`,
    `  <subtitle>${xml(BLOG_FEED.subtitle)}</subtitle>`,
    `  <updated>${(posts.length ? updated : now).toISOString()}</updated>`,
    `  <author><name>${xml(BLOG_FEED.author)}</name></author>`,
    `  <link rel="self" type="application/atom+xml" href="${xml(`${origin}${blogPaths.feed}`)}"/>`,
    `  <link rel="alternate" type="text/html" href="${xml(home)}"/>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}

/** How many posts the feed carries (newest first). */
const FEED_SIZE = 50;

/** The blog's routes; `bodies` renders a saved post's body (null: no built renderer). */
export function registerBlogRoutes(app: FastifyInstance, ctx: AppContext, bodies: BlogBodies | null): void {
  const { db, clock, config } = ctx;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const write = auditedWriter(ctx);
  const admin = { onRequest: requireAdmin };

  r.get('/api/blog/posts', { schema: { response: answers({ 200: blogListSchema }) } }, async () =>
    publishedPosts(db),
  );

  r.get(
    '/api/blog/posts/:slug',
    { schema: { params: slugParams, response: answers({ 200: blogPostSchema }) } },
    async (request) => {
      const post = await publishedPost(db, request.params.slug);
      if (!post) throw notFound(BLOG_MESSAGES.notFound);
      return post;
    },
  );

  r.get('/blog/feed.xml', { schema: { response: answers({ 200: z.string() }) } }, async (request, reply) => {
    const rows = await published(db)
      .select(['slug', 'title', 'body', 'published_at', 'updated_at'])
      .limit(FEED_SIZE)
      .execute();
    const posts = rows.map((p) => ({
      ...p,
      published_at: new Date(p.published_at as Date),
      updated_at: new Date(p.updated_at),
    }));
    return reply
      .type('application/atom+xml; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(atomFeed(originOf(request, config.appOrigins), posts, clock()));
  });

  r.get(
    '/api/blog/editor/posts',
    { ...admin, schema: { response: answers({ 200: blogRowListSchema }) } },
    async () => blogRows(db),
  );

  r.post(
    '/api/blog/posts',
    { ...admin, schema: { body: blogCreateSchema, response: answers({ 201: blogRowSchema }) } },
    async (request, reply) => {
      const { published: publish, ...fields } = request.body;
      const userId = request.auth?.user.id ?? null;
      const html = await renderedBody(bodies, fields.body, request);
      const post = await write(request, 'blog_posts', 'create', async ({ trx }) => {
        await assertSlugFree(trx, fields.slug);
        const now = clock();
        const { id } = await trx
          .insertInto('blog_posts')
          .values({
            ...fields,
            ...html,
            published_at: publish ? now : null,
            updated_at: now,
            updated_by: userId,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const after = await blogRow(trx, id);
        return { id, after, result: after };
      });
      return reply.code(201).send(post);
    },
  );

  r.put(
    '/api/blog/posts/:id',
    {
      ...admin,
      schema: {
        params: rowIdParamsSchema,
        body: blogUpdateSchema,
        response: answers({ 200: blogRowSchema }),
      },
    },
    async (request) => {
      const { version, published: publish, ...changes } = request.body;
      const html = changes.body === undefined ? {} : await renderedBody(bodies, changes.body, request);
      return write(request, 'blog_posts', 'update', async ({ trx }) => {
        const current = await blogRow(trx, request.params.id, true);
        if (current.version !== version) throw stale(current);
        if (changes.slug !== undefined) await assertSlugFree(trx, changes.slug, current.id);
        const now = clock();
        // Publishing keeps a post's first publication date; unpublishing makes it a draft again.
        const publishedAt =
          publish === undefined ? current.published_at : publish ? (current.published_at ?? now) : null;
        await trx
          .updateTable('blog_posts')
          .set((eb) => ({
            ...changes,
            ...html,
            published_at: publishedAt,
            version: eb('version', '+', 1),
            updated_at: now,
            updated_by: request.auth?.user.id ?? null,
          }))
          .where('id', '=', current.id)
          .execute();
        const after = await blogRow(trx, current.id);
        return { id: current.id, before: current, after, result: after };
      });
    },
  );

  r.delete(
    '/api/blog/posts/:id',
    {
      ...admin,
      schema: {
        params: rowIdParamsSchema,
        querystring: rowDeleteQuerySchema,
        response: answers({ 204: noBody }),
      },
    },
    async (request, reply) => {
      await write(request, 'blog_posts', 'delete', async ({ trx }) => {
        const current = await blogRow(trx, request.params.id, true);
        if (request.query.version !== undefined && current.version !== request.query.version)
          throw stale(current);
        await trx.deleteFrom('blog_posts').where('id', '=', current.id).execute();
        return { id: current.id, before: current, result: null };
      });
      return reply.code(204).send(null);
    },
  );
}
