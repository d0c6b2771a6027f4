// The public pages, served rendered by the built app's renderer (renderer.ts): the blog's list and
// posts (Lighthouse >= 95 and CLS 0 on /blog and a post: the first paint is the page itself) and
// /login for a visitor without a session (the sign-in screen in #root, so its first paint does not
// wait for the app's script). A signed-in user's /login is the app shell, which goes on to the chat,
// as is a visitor's when the page cannot be rendered.
// Registered only when the build has the renderer; without it these paths are the shell's.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionCookies } from '../../auth/cookies';
import { keepBodyHtml, publishedPostPage, publishedPosts } from '../../services/blog';
import type { BlogBodies } from '../blog/bodies';
import { answers } from '../schemas';
import { PageBytes, type PageRenderer, sendPage } from './renderer';

/** How many posts' pages a process keeps. */
const POST_PAGES = 100;

type PostRow = NonNullable<Awaited<ReturnType<typeof publishedPostPage>>>;

/** A page's answer: the document (a rendered not-found page too), or the error shape. */
const pageAnswers = answers({ 200: z.string() });
/** Any slug: one no post has gets the rendered not-found page. */
const slugParams = z.object({ slug: z.string() });

export interface PageRoutesDeps {
  renderer: PageRenderer;
  bodies: BlogBodies;
}

/** GET /blog, /blog/:slug and /login as rendered pages. */
export const pageRoutes: FastifyPluginAsyncZod<PageRoutesDeps> = async (app, { renderer, bodies }) => {
  const { db, config } = app.ctx;
  const cookies = sessionCookies(config);

  /**
   * A post's body HTML as kept, else (a post saved before bodies were kept, or under another build's
   * renderer) rendered now off the event loop and kept, once.
   */
  const bodyHtmlOf = async (post: PostRow): Promise<readonly string[]> => {
    if (post.bodyHtml && post.renderer === bodies.renderer) return post.bodyHtml;
    const html = await bodies.render(post.post.body);
    await keepBodyHtml(db, post.id, post.post.body, html, bodies.renderer);
    return html;
  };

  // Post pages by post id, for the version of the post and the build they were made from: a read of a
  // post whose HTML is kept renders its page once per version and process, not once per reader (the
  // stall bench's line "blog read of the largest post": ten readers at once rendered ten pages back to
  // back).
  const postPages = new Map<number, { version: number; build: number; page: Promise<PageBytes> }>();
  const postPage = async (post: PostRow) => {
    const { assets, build } = await renderer.assets();
    const kept = postPages.get(post.id);
    if (kept?.version === post.version && kept.build === build) return kept.page;
    const render = async () => {
      const { renderBlogPage } = await renderer.load();
      const bodyHtml = await bodyHtmlOf(post);
      return new PageBytes(await renderBlogPage({ kind: 'post', post: post.post, bodyHtml }, assets));
    };
    const page = render();
    // Only a page made from HTML the post keeps from this renderer: one made while its HTML was made
    // again is made once more, from the row.
    if (post.bodyHtml && post.renderer === bodies.renderer) {
      const entry = { version: post.version, build, page };
      postPages.delete(post.id);
      postPages.set(post.id, entry);
      if (postPages.size > POST_PAGES) postPages.delete(postPages.keys().next().value as number);
      page.catch(() => {
        if (postPages.get(post.id) === entry) postPages.delete(post.id);
      });
    }
    return page;
  };

  // The same for every visitor: rendered again only for a new build.
  let login: { build: number; page: PageBytes } | undefined;

  /** Page loads keep the session-hint cookie true to the session, as the shell's do. */
  const asPage = (request: FastifyRequest, reply: FastifyReply) => {
    cookies.reconcileHint(request, reply);
    return wantsPage(request);
  };

  app.get('/blog', { schema: { response: pageAnswers } }, async (request, reply) => {
    if (!asPage(request, reply)) return notFoundReply(reply);
    const [{ renderBlogPage }, { assets }] = await Promise.all([renderer.load(), renderer.assets()]);
    const page = await renderBlogPage({ kind: 'list', posts: await publishedPosts(db) }, assets);
    return sendPage(request, reply, new PageBytes(page), 200);
  });

  app.get(
    '/blog/:slug',
    { schema: { params: slugParams, response: pageAnswers } },
    async (request, reply) => {
      if (!asPage(request, reply)) return notFoundReply(reply);
      const post = await publishedPostPage(db, request.params.slug);
      if (post) return sendPage(request, reply, await postPage(post), 200);
      const [{ renderBlogPage }, { assets }] = await Promise.all([renderer.load(), renderer.assets()]);
      return sendPage(request, reply, new PageBytes(await renderBlogPage({ kind: 'notFound' }, assets)), 404);
    },
  );

  app.get('/login', { schema: { response: pageAnswers } }, async (request, reply) => {
    if (!asPage(request, reply)) return notFoundReply(reply);
    if (!request.auth)
      try {
        const [{ renderLoginPage }, { assets, build }] = await Promise.all([
          renderer.load(),
          renderer.assets(),
        ]);
        if (login?.build !== build) login = { build, page: new PageBytes(renderLoginPage(assets)) };
        return sendPage(request, reply, login.page, 200);
      } catch (err) {
        // The shell's own sign-in screen, rendered in the browser.
        request.log.error({ err }, 'sign-in page not rendered; sending index.html');
      }
    return reply.type('text/html').sendFile('index.html');
  });
};

/** A browser's page load, curl's (Accept: *\/*) or a client's without Accept; not a client asking for JSON. */
export function wantsPage(request: FastifyRequest): boolean {
  const accept = request.headers.accept;
  return !accept || accept.includes('text/html') || accept.includes('*/*');
}

export const NOT_FOUND = { error: { code: 'not_found', message: 'Not found' } } as const;

export const notFoundReply = (reply: FastifyReply) => reply.code(404).send(NOT_FOUND);
