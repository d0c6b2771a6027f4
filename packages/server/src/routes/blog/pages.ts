// The public blog's pages, served rendered (Lighthouse >= 95 and CLS 0 on /blog and a
// post). The built app's renderer (dist/.ssr/blogPages.js, from packages/app/src/blogPages.tsx) turns
// the page's data into the whole document: the ui's screens and styles, a post's body as its row keeps
// it (the chat's sanitizing Markdown, rendered when the post was saved: bodies.ts), so a read renders no
// Markdown. The first paint is the page itself and the page loads no JavaScript.
// Without the renderer (a build without it) or when it fails, the caller sends blog.html, whose script
// renders the same page in the browser. The same renderer writes /login for a visitor without a
// session (the sign-in screen in index.html's #root), so its first paint does not wait for the app's
// script either; without it, index.html as it is.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { BlogPageData, BlogPageRenderer, RenderedPage } from '@store-ops/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import type { BlogBodies } from './bodies';
import { keepBodyHtml, publishedPostPage, publishedPosts } from './routes';

/** Where the build writes the renderer, inside the built app (a dot folder: not served). */
export const BLOG_RENDERER = path.join('.ssr', 'blogPages.js');

export interface BlogPages {
  /** Sends the rendered page of `slug` (null: the list); false when it could not be rendered. */
  send(request: FastifyRequest, reply: FastifyReply, slug: string | null): Promise<boolean>;
  /** Sends /login with the sign-in screen rendered in; false when it could not be rendered. */
  sendLogin(request: FastifyRequest, reply: FastifyReply): Promise<boolean>;
}

/** A rendered page as sent: its bytes, and each compressed form made once, when first asked for. */
class PageBytes {
  private readonly forms = new Map<'br' | 'gzip' | 'identity', Buffer>();
  constructor(readonly page: RenderedPage) {}
  bytes(encoding: 'br' | 'gzip' | 'identity'): Buffer {
    let bytes = this.forms.get(encoding);
    if (!bytes) {
      const html = Buffer.from(this.page.html);
      // ~30 KB of HTML, most of it the 14 themes' variables.
      bytes =
        encoding === 'br'
          ? brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
          : encoding === 'gzip'
            ? gzipSync(html)
            : html;
      this.forms.set(encoding, bytes);
    }
    return bytes;
  }
}

/** A rendered page, its inline scripts allowed by hash, compressed as the build's assets are. */
function sendPage(request: FastifyRequest, reply: FastifyReply, page: PageBytes, status: number) {
  const csp = reply.getHeader('content-security-policy');
  const { scriptHashes } = page.page;
  if (typeof csp === 'string' && scriptHashes.length)
    reply.header(
      'content-security-policy',
      csp.replace(/script-src 'self'/, `script-src 'self' ${scriptHashes.join(' ')}`),
    );
  reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding');
  const accepts = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepts)) reply.header('content-encoding', 'br').send(page.bytes('br'));
  else if (/\bgzip\b/.test(accepts)) reply.header('content-encoding', 'gzip').send(page.bytes('gzip'));
  else reply.send(page.bytes('identity'));
}

/**
 * A post's body HTML as kept, else (a post saved before bodies were kept, or under another build's
 * renderer) rendered now off the event loop and kept, once.
 */
async function bodyHtmlOf(
  db: Kysely<DB>,
  bodies: BlogBodies,
  page: NonNullable<Awaited<ReturnType<typeof publishedPostPage>>>,
): Promise<readonly string[]> {
  if (page.bodyHtml && page.renderer === bodies.renderer) return page.bodyHtml;
  const html = await bodies.render(page.post.body);
  await keepBodyHtml(db, page.id, page.post.body, html, bodies.renderer);
  return html;
}

/** How many posts' pages a process keeps. */
const POST_PAGES = 100;

/** The blog's rendered pages, or null when the built app has no renderer. */
export function blogPages(db: Kysely<DB>, staticDir: string, bodies: BlogBodies | null): BlogPages | null {
  const file = path.join(staticDir, BLOG_RENDERER);
  if (!existsSync(file) || !bodies) return null;
  let renderer: Promise<BlogPageRenderer> | undefined;
  let login: { source: string; page: PageBytes } | undefined;
  // Post pages by post id, for the version of the post they were made from: a read of a post whose HTML
  // is kept renders its page once per version and process, not once per reader (the stall bench's line
  // "blog read of the largest post": ten readers at once rendered ten pages back to back).
  const postPages = new Map<number, { version: number; page: Promise<PageBytes> }>();
  const postPage = (post: NonNullable<Awaited<ReturnType<typeof publishedPostPage>>>) => {
    const kept = postPages.get(post.id);
    if (kept?.version === post.version) return kept.page;
    const render = async () => {
      const { renderBlogPage } = await load();
      const bodyHtml = await bodyHtmlOf(db, bodies, post);
      return new PageBytes(await renderBlogPage({ kind: 'post', post: post.post, bodyHtml }));
    };
    const page = render();
    // Only a page made from HTML the post keeps from this renderer: one made while its HTML was made
    // again is made once more, from the row.
    if (post.bodyHtml && post.renderer === bodies.renderer) {
      const entry = { version: post.version, page };
      postPages.delete(post.id);
      postPages.set(post.id, entry);
      if (postPages.size > POST_PAGES) postPages.delete(postPages.keys().next().value as number);
      page.catch(() => {
        if (postPages.get(post.id) === entry) postPages.delete(post.id);
      });
    }
    return page;
  };
  // Loaded with the first page asked for (React, styled-components).
  const load = () => {
    renderer ??= import(pathToFileURL(file).href).then(
      (module: { default: BlogPageRenderer }) => module.default,
      (error: unknown) => {
        renderer = undefined;
        throw error;
      },
    );
    return renderer;
  };

  return {
    async send(request, reply, slug) {
      try {
        const post = slug === null ? undefined : await publishedPostPage(db, slug);
        if (post) {
          sendPage(request, reply, await postPage(post), 200);
          return true;
        }
        const { renderBlogPage } = await load();
        const data: BlogPageData =
          slug === null ? { kind: 'list', posts: await publishedPosts(db) } : { kind: 'notFound' };
        sendPage(
          request,
          reply,
          new PageBytes(await renderBlogPage(data)),
          data.kind === 'notFound' ? 404 : 200,
        );
        return true;
      } catch (err) {
        request.log.error({ err }, 'blog page not rendered; sending blog.html');
        return false;
      }
    },
    async sendLogin(request, reply) {
      try {
        const { renderLoginPage } = await load();
        const source = await readFile(path.join(staticDir, 'index.html'), 'utf8');
        // The same for every visitor: rendered again only when a new build replaced index.html.
        if (login?.source !== source) login = { source, page: new PageBytes(renderLoginPage(source)) };
        sendPage(request, reply, login.page, 200);
        return true;
      } catch (err) {
        request.log.error({ err }, 'sign-in page not rendered; sending index.html');
        return false;
      }
    },
  };
}
