// A blog post's text rules: limits, field messages, the slug form and the excerpt. No zod:
// the public blog pages and the editor import it.

/** The longest slug, title and body a post may have (characters, after trimming). */
export const BLOG_LIMITS = { slug: 80, title: 120, body: 20_000 } as const;
export type BlogField = keyof typeof BLOG_LIMITS;

/** A post's address under /blog/: lowercase letters and digits in words joined by single hyphens. */
export const BLOG_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** What a field that is empty, too long or malformed says (the server's 400 and the editor's field errors). */
export const BLOG_FIELD_MESSAGES = {
  slug: {
    empty: 'Enter the address of the post.',
    long: `Use at most ${BLOG_LIMITS.slug} characters.`,
    form: 'Use lowercase letters, digits and single hyphens, e.g. spring-menu-update.',
  },
  title: { empty: 'Enter a title.', long: `Use at most ${BLOG_LIMITS.title} characters.` },
  body: { empty: 'Write the post.', long: `Use at most ${BLOG_LIMITS.body} characters.` },
} as const satisfies Record<BlogField, { empty: string; long: string; form?: string }>;

/** What the blog's API and editor say beyond a field's own rules. */
export const BLOG_MESSAGES = {
  notFound: 'Post not found.',
  slugTaken: 'Another post already uses this address.',
} as const;

export type BlogDraft = Record<BlogField, string>;

/** The editor's field errors for a draft (none: it may be saved). */
export function blogDraftErrors(draft: BlogDraft): Partial<Record<BlogField, string>> {
  const errors: Partial<Record<BlogField, string>> = {};
  for (const field of Object.keys(BLOG_LIMITS) as BlogField[]) {
    const value = draft[field].trim();
    if (value === '') errors[field] = BLOG_FIELD_MESSAGES[field].empty;
    else if (value.length > BLOG_LIMITS[field]) errors[field] = BLOG_FIELD_MESSAGES[field].long;
  }
  if (!errors.slug && !BLOG_SLUG.test(draft.slug.trim())) errors.slug = BLOG_FIELD_MESSAGES.slug.form;
  return errors;
}

/** A slug made from a title: `Spring menu: what's new?` -> `spring-menu-what-s-new`. */
export function slugFromTitle(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, BLOG_LIMITS.slug)
    .replace(/-+$/, '');
}

/** The longest excerpt, in characters (an ellipsis ends a cut one). */
export const BLOG_EXCERPT_MAX = 200;

/**
 * A post's excerpt: the plain text of its first paragraph that is not a heading, a list, a quote, a
 * table or code; Markdown's marks (emphasis, code, links: their text) taken out, white space
 * collapsed, cut at a word before BLOG_EXCERPT_MAX characters.
 */
export function blogExcerpt(body: string): string {
  const paragraphs = body.replace(/\r\n?/g, '\n').split(/\n\s*\n/);
  const first = paragraphs
    .map((p) => p.trim())
    .find((p) => p !== '' && !/^(#|[-*+] |\d+[.)] |>|\||```|~~~| {4})/.test(p));
  if (!first) return '';
  const text = first
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(\*|_)(.+?)\1/g, '$2')
    .replace(/~~(.+?)~~/g, '$1')
    .replace(/\\([\\`*_{}[\]()#+\-.!>~|])/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= BLOG_EXCERPT_MAX) return text;
  const cut = text.slice(0, BLOG_EXCERPT_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > BLOG_EXCERPT_MAX / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
}
