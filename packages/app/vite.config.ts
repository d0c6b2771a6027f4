import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type HtmlTagDescriptor, type Plugin, type Rollup } from 'vite';
import { brandIcons } from './brandIcons';

/**
 * Writes `.br` and `.gz` beside every text asset of the build: the server sends them as they are
 * (no compression work per request), so a phone on a slow link downloads a fraction of the bytes.
 */
function precompress(): Plugin {
  return {
    name: 'store-ops-precompress',
    apply: 'build',
    writeBundle(options) {
      const dir = options.dir ?? 'dist';
      for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile() || !/\.(js|css|html|svg|json|txt)$/.test(entry.name)) continue;
        const file = path.join(entry.parentPath, entry.name);
        if (file.includes(`${path.sep}.vite${path.sep}`)) continue;
        const bytes = readFileSync(file);
        if (bytes.length < 1024) continue;
        writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

/**
 * main.tsx imports React DOM and the app in stages (so the browser evaluates them in separate
 * tasks); their chunks are still fetched with the page: a `modulepreload` for every chunk the
 * entry's `import()`s need, as Vite adds for static imports. (Later `import()`s, from the stages'
 * own code, such as the lazy routes, are not the entry's and stay lazy.)
 */
function preloadStartupStages(): Plugin {
  return {
    name: 'store-ops-preload-startup-stages',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const bundle = ctx.bundle;
        const entry = ctx.chunk;
        if (!bundle || !entry) return [];
        const chunks = new Map(
          Object.values(bundle)
            .filter((c): c is Rollup.OutputChunk => c.type === 'chunk')
            .map((c) => [c.fileName, c]),
        );
        const preloaded = new Set([entry.fileName, ...entry.imports]);
        const wanted = new Set<string>();
        const visit = (file: string) => {
          if (wanted.has(file) || preloaded.has(file)) return;
          wanted.add(file);
          for (const next of chunks.get(file)?.imports ?? []) visit(next);
        };
        for (const file of entry.dynamicImports) visit(file);
        return [...wanted].map(
          (file): HtmlTagDescriptor => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head',
          }),
        );
      },
    },
  };
}

/**
 * `<link rel="preload" as="font">` for the theme's Inter file (packages/ui/src/theme/fonts.ts; a hashed
 * asset of the build) in index.html: it downloads beside the start-up scripts, so it is
 * there for the first text, and `font-display: optional` never swaps it in later (CLS 0). Without it
 * the first text waited for the font: the app bench's "Lighthouse /login" (then rendered in the
 * browser) was median 92 without it, 94 with it.
 */
function preloadFonts(): Plugin {
  return {
    name: 'store-ops-preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const fonts = Object.values(ctx.bundle ?? {}).filter(
          (file): file is Rollup.OutputAsset =>
            file.type === 'asset' && /[\\/]inter-latin-wght-normal-[\w-]+\.woff2$/.test(`/${file.fileName}`),
        );
        if (fonts.length !== 1) throw new Error(`expected one Inter font asset, found ${fonts.length}`);
        return fonts.map(
          (font): HtmlTagDescriptor => ({
            tag: 'link',
            attrs: {
              rel: 'preload',
              as: 'font',
              type: 'font/woff2',
              crossorigin: true,
              href: `/${font.fileName}`,
            },
            injectTo: 'head',
          }),
        );
      },
    },
  };
}

// Paths the dev server forwards to the API server (npm run dev starts both): the API, and the blog's
// pages, which the server renders with the last build's renderer, with that build's files (/assets).
const apiTarget = process.env.API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;
const proxied = ['/api', '/auth', '/healthz', '^/blog(/|$)', '/assets/'];

export default defineConfig({
  plugins: [
    react(),
    // The product is English (ThemeRoot's I18nProvider): react-aria's texts in other languages are dropped.
    optimizeLocales.vite({ locales: ['en-US'] }),
    preloadStartupStages(),
    preloadFonts(),
    brandIcons(),
    precompress(),
  ],
  // No source maps in the build the server ships; `npm run dev` has its own.
  // The bundle bench builds with STORE_OPS_SOURCEMAPS=true to see each chunk's modules, then deletes them.
  build: {
    outDir: 'dist',
    manifest: true,
    sourcemap: process.env.STORE_OPS_SOURCEMAPS === 'true',
    // The signed-in app, and the public pages' script (the server renders those pages: src/publicPages.tsx).
    rollupOptions: {
      input: {
        main: path.resolve(import.meta.dirname, 'index.html'),
        publicPage: path.resolve(import.meta.dirname, 'src/publicPage.ts'),
      },
    },
  },
  // The report worker is an ES module worker (it shares the domain code's chunks).
  worker: { format: 'es' },
  server: {
    port: Number(process.env.PORT ?? 5173),
    proxy: Object.fromEntries(proxied.map((p) => [p, { target: apiTarget, changeOrigin: false }])),
  },
});
