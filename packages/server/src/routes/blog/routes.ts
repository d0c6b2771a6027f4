// The blog. Public: the published posts (GET /api/blog/posts, GET /api/blog/posts/:slug)
// and their Atom feed (/blog/feed.xml); no session is needed or read. Admins: every post, drafts too
// (GET /api/blog/editor/posts), and the writes under the same path as the public reads (POST, PUT and
// DELETE /api/blog/posts/...), versioned like the grids (409 with the current post when stale) and
// audit-logged. A draft is never public: its slug answers 404 like an unknown one.
import {
  BLOG_MESSAGES,
  blogCreateSchema,
  blogListSchema,
  blogPostSchema,
  blogRowListSchema,
  blogRowSchema,
  blogUpdateSchema,
  rowDeleteQuerySchema,
  rowIdParamsSchema,
} from '@store-ops/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../errors';
import { requireAdmin } from '../../plugins/auth';
import {
  assertSlugFree,
  type BodyHtml,
  blogRow,
  blogRows,
  deletePost,
  feedPosts,
  insertPost,
  publishedPost,
  publishedPosts,
  updatePost,
} from '../../services/blog';
import { auditedWriter, stale } from '../api/writes';
import { answers, noBody } from '../schemas';
import type { BlogBodies } from './bodies';
import { atomFeed, FEED_SIZE } from './feed';

const slugParams = z.object({ slug: z.string().max(200) });

/**
 * A saved body's columns: its HTML rendered now (before the write's transaction: the embedded database
 * is one connection), or none without a renderer or when rendering fails (its first read renders it).
 */
async function renderedBody(
  bodies: BlogBodies | null,
  body: string,
  request: FastifyRequest,
): Promise<BodyHtml> {
  if (!bodies) return { body_html: null, body_html_renderer: null };
  try {
    return { body_html: await bodies.render(body), body_html_renderer: bodies.renderer };
  } catch (err) {
    request.log.error({ err }, 'blog body not rendered on save; its first read renders it');
    return { body_html: null, body_html_renderer: null };
  }
}

/** The feed's and the links' origin: the first APP_ORIGIN when set, else the request's own. */
function originOf(request: FastifyRequest, appOrigins: string[]): string {
  return appOrigins[0] ?? `${request.protocol}://${request.host}`;
}

/** The blog's routes; `bodies` renders a saved post's body (null: no built renderer). */
export const blogRoutes: FastifyPluginAsyncZod<{ bodies: BlogBodies | null }> = async (app, { bodies }) => {
  const { ctx } = app;
  const { db, clock, config } = ctx;
  const write = auditedWriter(ctx);
  const admin = { onRequest: requireAdmin };
  /** Who saves, and when. */
  const save = (request: FastifyRequest) => ({ at: clock(), userId: request.auth?.user.id ?? null });

  app.get('/api/blog/posts', { schema: { response: answers({ 200: blogListSchema }) } }, async () =>
    publishedPosts(db),
  );

  app.get(
    '/api/blog/posts/:slug',
    { schema: { params: slugParams, response: answers({ 200: blogPostSchema }) } },
    async (request) => {
      const post = await publishedPost(db, request.params.slug);
      if (!post) throw notFound(BLOG_MESSAGES.notFound);
      return post;
    },
  );

  app.get(
    '/blog/feed.xml',
    { schema: { response: answers({ 200: z.string() }) } },
    async (request, reply) => {
      const posts = await feedPosts(db, FEED_SIZE);
      return reply
        .type('application/atom+xml; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(atomFeed(originOf(request, config.appOrigins), posts, clock()));
    },
  );

  app.get(
    '/api/blog/editor/posts',
    { ...admin, schema: { response: answers({ 200: blogRowListSchema }) } },
    async () => blogRows(db),
  );

  app.post(
    '/api/blog/posts',
    { ...admin, schema: { body: blogCreateSchema, response: answers({ 201: blogRowSchema }) } },
    async (request, reply) => {
      const html = await renderedBody(bodies, request.body.body, request);
      const post = await write(request, 'blog_posts', 'create', async ({ trx }) => {
        await assertSlugFree(trx, request.body.slug);
        const id = await insertPost(trx, { ...request.body, ...html }, save(request));
        const after = await blogRow(trx, id);
        return { id, after, result: after };
      });
      return reply.code(201).send(post);
    },
  );

  app.put(
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
        const saved = save(request);
        // Publishing keeps a post's first publication date; unpublishing makes it a draft again.
        const publishedAt =
          publish === undefined ? current.published_at : publish ? (current.published_at ?? saved.at) : null;
        await updatePost(trx, current.id, { ...changes, ...html, published_at: publishedAt }, saved);
        const after = await blogRow(trx, current.id);
        return { id: current.id, before: current, after, result: after };
      });
    },
  );

  app.delete(
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
        await deletePost(trx, current.id);
        return { id: current.id, before: current, result: null };
      });
      return reply.code(204).send(null);
    },
  );
};
