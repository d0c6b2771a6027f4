import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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

// API paths the dev server forwards to the API server (npm run dev starts both).
const apiTarget = process.env.API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;
const proxied = ['/api', '/auth', '/healthz'];

export default defineConfig({
  plugins: [
    react(),
    // The product is English (ThemeRoot's I18nProvider): react-aria's texts in other languages are dropped.
    optimizeLocales.vite({ locales: ['en-US'] }),
    precompress(),
  ],
  build: { outDir: 'dist', manifest: true, sourcemap: true },
  // The report worker is an ES module worker (it shares the domain code's chunks).
  worker: { format: 'es' },
  server: {
    port: Number(process.env.PORT ?? 5173),
    proxy: Object.fromEntries(proxied.map((p) => [p, { target: apiTarget, changeOrigin: false }])),
  },
});
