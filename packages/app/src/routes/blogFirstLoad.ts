// The public blog's first page load, started as early as the page's start-up allows: main.tsx
// imports this module beside its start-up stages when the address is a blog page, so the page's data
// (and the schemas that check it) arrive while the app's own code loads and runs, instead of after
// the route has rendered. The app bench's lines "Lighthouse /blog performance" and "Lighthouse
// /blog/welcome-to-store-ops performance" asked for it.
import { type BlogReaderLoaded, defaultApiClient, loadBlogPage } from '@store-ops/machines';

/** The page an address asks for: null for the list, a slug for a post, undefined for neither. */
export function blogSlugOf(pathname: string): string | null | undefined {
  if (/^\/blog\/?$/.test(pathname)) return null;
  const post = /^\/blog\/([^/.]+)\/?$/.exec(pathname);
  return post ? decodeURIComponent(post[1] as string) : undefined;
}

let first: { slug: string | null; result: Promise<BlogReaderLoaded> } | null = null;
if (typeof window !== 'undefined') {
  const slug = blogSlugOf(window.location.pathname);
  if (slug !== undefined) {
    const result = loadBlogPage(defaultApiClient(), slug);
    result.catch(() => {}); // its failure is the reader machine's, once it takes it
    first = { slug, result };
  }
}

/** The early load when it is for this page (once); otherwise a load of its own. */
export function loadBlogPageOnce(slug: string | null, signal?: AbortSignal): Promise<BlogReaderLoaded> {
  const early = first;
  first = null;
  return early && early.slug === slug ? early.result : loadBlogPage(defaultApiClient(), slug, signal);
}
