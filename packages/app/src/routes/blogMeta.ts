import { type BlogPageData, blogExcerpt } from '@store-ops/domain';

/** Each public blog page's `<title>` and meta description. */
export const BLOG_META = {
  listTitle: 'Blog · Store Ops',
  listDescription: 'Product updates from the Store Ops team.',
  postTitle: (title: string) => `${title} · Store Ops Blog`,
  notFoundTitle: 'Post not found · Store Ops Blog',
} as const;

/** The title and description of a blog page, as the server renders it (publicPages.tsx). */
export function blogPageMeta(page: BlogPageData): { title: string; description: string } {
  if (page.kind === 'post')
    return { title: BLOG_META.postTitle(page.post.title), description: blogExcerpt(page.post.body) };
  return {
    title: page.kind === 'notFound' ? BLOG_META.notFoundTitle : BLOG_META.listTitle,
    description: BLOG_META.listDescription,
  };
}
