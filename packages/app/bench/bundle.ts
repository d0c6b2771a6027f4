// Initial JavaScript per route, read from Vite's build manifest: the page's entry chunk (index.html's,
// or the public pages' script for the public blog) and its static imports, the entry's own `import()`s (its
// start-up stages, which always load with the page) and theirs, plus the route's own lazy module (if
// it is one) and its static imports, gzip-sized.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface RouteBundle {
  route: string;
  files: string[];
  gzipBytes: number;
  /** Forbidden modules (by source path fragment) found in any of the files, via their source maps. */
  forbiddenFound: string[];
}

export function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
}

function closure(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`manifest has no chunk ${key}`);
    seen.add(key);
    for (const next of chunk.imports ?? []) visit(next);
  };
  for (const key of keys) visit(key);
  return seen;
}

/**
 * Chunks with no source module of their own, so no map: the bundler's helpers (rolldown's module
 * registry, Vite's dynamic-import preload helper) and facades that only re-export another chunk
 * (e.g. src/locale.ts, one `export { ... } from`).
 */
const hasNoSourceModule = (file: string, code: string) =>
  /(^|\/)(rolldown-runtime|preload-helper)-[\w-]+\.js$/.test(file) ||
  /^(export\s*\{[^}]*\}\s*from\s*"[^"]+";?\s*)+$/.test(code);

/**
 * A built file's gzip size as shipped: without the `//# sourceMappingURL=` line of the bench build's
 * maps (the shipped build has none; counting it added ~1 KB over the ~50 files of /chat).
 */
export function shippedGzipBytes(distDir: string, file: string): number {
  const code = readFileSync(path.join(distDir, file), 'utf8').replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '');
  return gzipSync(code, { level: 9 }).length;
}

export function routeBundle(
  distDir: string,
  manifest: Manifest,
  route: string,
  routeModules: string[],
  forbidden: string[],
): RouteBundle {
  // The public blog's pages are the server's, with the public pages' one script; every other route is
  // the app's (index.html).
  const page = route.startsWith('/blog') ? 'src/publicPage.ts' : 'index.html';
  const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry && k === page);
  if (!entry) throw new Error('manifest has no entry chunk');
  const lazy = routeModules.filter((m) => manifest[m]);
  const stages = manifest[entry]?.dynamicImports ?? [];
  const keys = closure(manifest, [entry, ...stages, ...lazy]);
  const files = [...keys].map((k) => manifest[k]?.file ?? k).filter((f) => f.endsWith('.js'));
  let gzipBytes = 0;
  const forbiddenFound = new Set<string>();
  for (const file of files) {
    const full = path.join(distDir, file);
    const code = readFileSync(full);
    gzipBytes += shippedGzipBytes(distDir, file);
    const mapFile = `${full}.map`;
    if (!existsSync(mapFile) && hasNoSourceModule(file, code.toString('utf8'))) continue;
    if (!existsSync(mapFile)) throw new Error(`no source map for ${file}: cannot check its modules`);
    const sources = (JSON.parse(readFileSync(mapFile, 'utf8')) as { sources: string[] }).sources;
    for (const f of forbidden) if (sources.some((s) => s.includes(f))) forbiddenFound.add(f);
  }
  return { route, files, gzipBytes, forbiddenFound: [...forbiddenFound] };
}
