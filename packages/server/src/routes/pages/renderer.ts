// The public pages' renderer: the built app's (dist/.ssr/publicPages.js, from
// packages/app/src/publicPages.tsx), which turns a page's data into the whole document: the ui's
// screens and styles, a post's body as its row keeps it (the chat's sanitizing Markdown, rendered when
// the post was saved: blog/bodies.ts), so a read renders no Markdown. Each page names the build's
// files (its script, and for /login the app's entry and start-up chunks) as the build's manifest
// lists them.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { PublicPageAssets, PublicPageRenderer } from '@store-ops/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Where the build writes the renderer, inside the built app (a dot folder: not served). */
export const PAGE_RENDERER = path.join('.ssr', 'publicPages.js');
/** Vite's manifest of the client build (a dot folder: not served). */
const MANIFEST = path.join('.vite', 'manifest.json');
/** The manifest's keys of the signed-in app's entry and of the public pages' script. */
const APP_ENTRY = 'index.html';
const PAGE_SCRIPT = 'src/publicPage.ts';

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}

/**
 * The files a page names, from the manifest's text. The app's start-up chunks are those its entry
 * imports and those its own `import()`s need (as index.html preloads them: packages/app/vite.config.ts).
 */
export function pageAssets(manifestText: string): PublicPageAssets {
  const manifest = JSON.parse(manifestText) as Record<string, ManifestChunk>;
  const chunk = (key: string) => {
    const found = manifest[key];
    if (!found) throw new Error(`the build's manifest has no ${key}`);
    return found;
  };
  const entry = chunk(APP_ENTRY);
  const preloads = new Set<string>();
  const visit = (key: string) => {
    const file = chunk(key).file;
    if (preloads.has(file) || file === entry.file) return;
    preloads.add(file);
    for (const next of manifest[key]?.imports ?? []) visit(next);
  };
  for (const key of [...(entry.imports ?? []), ...(entry.dynamicImports ?? [])]) visit(key);
  return {
    script: `/${chunk(PAGE_SCRIPT).file}`,
    app: { entry: `/${entry.file}`, preloads: [...preloads].map((file) => `/${file}`) },
  };
}

/** A rendered page as sent: its bytes, and each compressed form made once, when first asked for. */
export class PageBytes {
  private readonly forms = new Map<'br' | 'gzip' | 'identity', Buffer>();
  constructor(readonly html: string) {}
  bytes(encoding: 'br' | 'gzip' | 'identity'): Buffer {
    let bytes = this.forms.get(encoding);
    if (!bytes) {
      const html = Buffer.from(this.html);
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

/** A rendered page, compressed as the build's assets are. */
export function sendPage(request: FastifyRequest, reply: FastifyReply, page: PageBytes, status: number) {
  reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding');
  const accepts = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepts)) return reply.header('content-encoding', 'br').send(page.bytes('br'));
  if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(page.bytes('gzip'));
  return reply.send(page.bytes('identity'));
}

export interface PageRenderer {
  /** The renderer, loaded with the first page asked for (React, styled-components). */
  load(): Promise<PublicPageRenderer>;
  /**
   * The build's files as its manifest lists them now, and which build that is (it changes with a new
   * build under a running server: a page made before names files that are gone).
   */
  assets(): Promise<{ assets: PublicPageAssets; build: number }>;
}

/** The built app's renderer in `staticDir`, or null when the build has none. */
export function pageRenderer(staticDir: string): PageRenderer | null {
  const file = path.join(staticDir, PAGE_RENDERER);
  if (!existsSync(file)) return null;
  let renderer: Promise<PublicPageRenderer> | undefined;
  let kept: { text: string; assets: PublicPageAssets; build: number } | undefined;
  return {
    load() {
      renderer ??= import(pathToFileURL(file).href).then(
        (module: { default: PublicPageRenderer }) => module.default,
        (error: unknown) => {
          renderer = undefined;
          throw error;
        },
      );
      return renderer;
    },
    async assets() {
      const text = await readFile(path.join(staticDir, MANIFEST), 'utf8');
      if (kept?.text !== text) kept = { text, assets: pageAssets(text), build: (kept?.build ?? 0) + 1 };
      return { assets: kept.assets, build: kept.build };
    },
  };
}
