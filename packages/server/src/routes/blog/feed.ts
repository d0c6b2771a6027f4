// The blog's Atom 1.0 feed (RFC 4287): the newest published posts, every link absolute.
import { blogExcerpt, blogPaths } from '@store-ops/domain';

const xml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

export const BLOG_FEED = {
  title: 'Store Ops Blog',
  subtitle: 'Product updates from the Store Ops team.',
  author: 'The Store Ops team',
} as const;

/** How many posts the feed carries (newest first). */
export const FEED_SIZE = 50;

export function atomFeed(
  origin: string,
  posts: { slug: string; title: string; body: string; published_at: Date; updated_at: Date }[],
  now: Date,
): string {
  const updated = posts.reduce((latest, p) => (p.updated_at > latest ? p.updated_at : latest), new Date(0));
  const home = `${origin}${blogPaths.list}`;
  const entries = posts.map((p) => {
    const link = `${origin}${blogPaths.post(p.slug)}`;
    return [
      '  <entry>',
      `    <id>${xml(link)}</id>`,
      `    <title>${xml(p.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${xml(link)}"/>`,
      `    <published>${p.published_at.toISOString()}</published>`,
      `    <updated>${p.updated_at.toISOString()}</updated>`,
      `    <summary>${xml(blogExcerpt(p.body))}</summary>`,
      '  </entry>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <id>${xml(home)}</id>`,
    `  <title>${xml(BLOG_FEED.title)}</title>`,
    `  <subtitle>${xml(BLOG_FEED.subtitle)}</subtitle>`,
    `  <updated>${(posts.length ? updated : now).toISOString()}</updated>`,
    `  <author><name>${xml(BLOG_FEED.author)}</name></author>`,
    `  <link rel="self" type="application/atom+xml" href="${xml(`${origin}${blogPaths.feed}`)}"/>`,
    `  <link rel="alternate" type="text/html" href="${xml(home)}"/>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}
