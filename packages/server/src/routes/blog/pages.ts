// The public blog's pages, served rendered (issue 18: Lighthouse >= 95 and CLS 0 on /blog and a
// post). The built app's renderer (dist/.ssr/blogPages.js, from packages/app/src/blogPages.tsx) turns
// the page's data into the whole document: the ui's screens and styles, a post's body through the
// chat's sanitizing Markdown. The first paint is the page itself and the page loads no JavaScript.
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
import { publishedPost, publishedPosts } from './routes';

/** Where the build writes the renderer, inside the built app (a dot folder: not served). */
export const BLOG_RENDERER = path.join('.ssr', 'blogPages.js');

export interface BlogPages {
  /** Sends the rendered page of `slug` (null: the list); false when it could not be rendered. */
  send(request: FastifyRequest, reply: FastifyReply, slug: string | null): Promise<boolean>;
  /** Sends /login with the sign-in screen rendered in; false when it could not be rendered. */
  sendLogin(request: FastifyRequest, reply: FastifyReply): Promise<boolean>;
}

/** A rendered page, its inline scripts allowed by hash, compressed as the build's assets are. */
function sendPage(request: FastifyRequest, reply: FastifyReply, page: RenderedPage, status: number) {
  const csp = reply.getHeader('content-security-policy');
  if (typeof csp === 'string' && page.scriptHashes.length)
    reply.header(
      'content-security-policy',
      csp.replace(/script-src 'self'/, `script-src 'self' ${page.scriptHashes.join(' ')}`),
    );
  reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding');
  const accepts = String(request.headers['accept-encoding'] ?? '');
  const html = Buffer.from(page.html);
  // ~30 KB of HTML, most of it the 14 themes' variables.
  if (/\bbr\b/.test(accepts))
    reply
      .header('content-encoding', 'br')
      .send(brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }));
  else if (/\bgzip\b/.test(accepts)) reply.header('content-encoding', 'gzip').send(gzipSync(html));
  else reply.send(html);
}

/** The blog's rendered pages, or null when the built app has no renderer. */
export function blogPages(db: Kysely<DB>, staticDir: string): BlogPages | null {
  const file = path.join(staticDir, BLOG_RENDERER);
  if (!existsSync(file)) return null;
  let renderer: Promise<BlogPageRenderer> | undefined;
  let login: { source: string; page: RenderedPage } | undefined;
  // Loaded with the first page asked for (React, styled-components; jsdom with the first post).
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
        const { renderBlogPage } = await load();
        let data: BlogPageData;
        if (slug === null) data = { kind: 'list', posts: await publishedPosts(db) };
        else {
          const post = await publishedPost(db, slug);
          data = post ? { kind: 'post', post } : { kind: 'notFound' };
        }
        sendPage(request, reply, await renderBlogPage(data), data.kind === 'notFound' ? 404 : 200);
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
        if (login?.source !== source) login = { source, page: renderLoginPage(source) };
        sendPage(request, reply, login.page, 200);
        return true;
      } catch (err) {
        request.log.error({ err }, 'sign-in page not rendered; sending index.html');
        return false;
      }
    },
  };
}
