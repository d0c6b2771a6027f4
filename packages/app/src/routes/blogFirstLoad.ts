// The public blog's first page load, started when this module is evaluated: first thing on the
// blog's own page (src/blog.tsx), so the page's data (and the schemas that check it) arrive while the
// page's code runs, instead of after the route has rendered. The app bench's lines "Lighthouse /blog
// performance" and "Lighthouse /blog/welcome-to-store-ops performance" asked for it.
import { blogSlugOf } from '@store-ops/domain';
import { type BlogReaderLoaded, defaultApiClient, loadBlogPage } from '@store-ops/machines';
import { loadMarkdownRenderer } from '@store-ops/ui';

let first: { slug: string | null; result: Promise<BlogReaderLoaded> } | null = null;
if (typeof window !== 'undefined') {
  const slug = blogSlugOf(window.location.pathname);
  if (slug !== undefined) {
    const result = loadBlogPage(defaultApiClient(), slug);
    result.catch(() => {}); // its failure is the reader machine's, once it takes it
    first = { slug, result };
    // A post is Markdown: its renderer loads beside the post itself.
    if (slug !== null) void loadMarkdownRenderer().catch(() => {});
  }
}

/** The early load when it is for this page (once); otherwise a load of its own. */
export function loadBlogPageOnce(slug: string | null, signal?: AbortSignal): Promise<BlogReaderLoaded> {
  const early = first;
  first = null;
  return early && early.slug === slug ? early.result : loadBlogPage(defaultApiClient(), slug, signal);
}
