// The public blog's page load on its own (no xstate): the blog's page starts it before anything else
// of the page has loaded (packages/app/src/routes/blogFirstLoad.ts), and the reader machine uses it.
import type { BlogListItem, BlogPost } from '@store-ops/domain';
import { storeOpsApi } from './api';
import type { ApiClient } from './http';

/** What a load answers: the list (an empty array is an empty blog) or one post. */
export type BlogReaderLoaded = { kind: 'list'; posts: BlogListItem[] } | { kind: 'post'; post: BlogPost };

/** One page's load through the typed client: the list (slug null) or a post. */
export async function loadBlogPage(
  api: ApiClient,
  slug: string | null,
  signal?: AbortSignal,
): Promise<BlogReaderLoaded> {
  const client = storeOpsApi(api);
  return slug === null
    ? { kind: 'list', posts: await client.blogPosts(signal) }
    : { kind: 'post', post: await client.blogPost(slug, signal) };
}
