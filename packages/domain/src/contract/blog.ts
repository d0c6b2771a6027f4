// The blog's contract: the public list and post, the editor's rows, and the bodies of the
// admins' writes. Every save bumps the post's version; a stale `version` is 409 like the grids.
import { z } from 'zod';
import { BLOG_LIMITS, BLOG_SLUG, BLOG_FIELD_MESSAGES as M } from './blogText';
import { timestampSchema } from './responses';

const version = z.number().int().nonnegative().max(2_147_483_647);

/** GET /api/blog/posts: one published post in the list (newest first). */
export const blogListItemSchema = z.object({
  slug: z.string(),
  title: z.string(),
  published_at: timestampSchema,
  excerpt: z.string(),
});
export type BlogListItem = z.output<typeof blogListItemSchema>;
export const blogListSchema = z.array(blogListItemSchema);

/** GET /api/blog/posts/:slug: a published post (drafts and unknown slugs are 404). */
export const blogPostSchema = z.object({
  slug: z.string(),
  title: z.string(),
  published_at: timestampSchema,
  body: z.string(),
});
export type BlogPost = z.output<typeof blogPostSchema>;

/** A post as the editor sees it (admins): drafts too, with its id and version. */
export const blogRowSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  body: z.string(),
  /** null: a draft, not public. */
  published_at: timestampSchema.nullable(),
  version: z.number().int(),
  updated_at: timestampSchema,
  /** Who saved it last (their current e-mail; null when that user is gone). */
  updated_by_email: z.string().nullable(),
});
export type BlogRow = z.output<typeof blogRowSchema>;
export const blogRowListSchema = z.array(blogRowSchema);

const blogFields = z.object({
  slug: z
    .string()
    .trim()
    .min(1, M.slug.empty)
    .max(BLOG_LIMITS.slug, M.slug.long)
    .regex(BLOG_SLUG, M.slug.form),
  title: z.string().trim().min(1, M.title.empty).max(BLOG_LIMITS.title, M.title.long),
  body: z.string().trim().min(1, M.body.empty).max(BLOG_LIMITS.body, M.body.long),
  /** true publishes (a post keeps its first publication date), false takes it back to a draft. */
  published: z.boolean(),
});
/** POST /api/blog/posts: a new post, a draft unless `published`. */
export const blogCreateSchema = blogFields.extend({ published: blogFields.shape.published.default(false) });
/** PUT /api/blog/posts/:id: the changed fields and the version they were made against. */
export const blogUpdateSchema = blogFields.partial().extend({ version });
export type BlogCreate = z.input<typeof blogCreateSchema>;
export type BlogUpdate = z.input<typeof blogUpdateSchema>;

/**
 * A public blog page as the server renders it: the list, one published post, or no such post. A post
 * comes with its body's sanitized HTML when the server keeps it (`renderBlogBody`'s blocks, made when the
 * post was saved); without it the page renders the body's Markdown itself.
 */
export type BlogPageData =
  | { kind: 'list'; posts: BlogListItem[] }
  | { kind: 'post'; post: BlogPost; bodyHtml?: readonly string[] }
  | { kind: 'notFound' };

/**
 * The built app's files a public page names (from the client build's manifest): the public pages'
 * script, a module of the build (a page carries no inline script), and the signed-in app's entry and
 * start-up chunks, which the rendered /login loads after its first paint.
 */
export interface PublicPageAssets {
  script: string;
  app: { entry: string; preloads: string[] };
}

/**
 * What the built app's renderer of public pages exports (packages/app/src/publicPages.tsx, built to
 * `dist/.ssr/publicPages.js`): the server gives it the page's data and the build's files and sends the
 * document it returns, so a visitor's first paint is the page itself, not the wait for the app's
 * JavaScript.
 */
export interface PublicPageRenderer {
  /** The whole HTML document of a blog page. */
  renderBlogPage(page: BlogPageData, assets: PublicPageAssets): Promise<string>;
  /**
   * A post body's Markdown as the page shows it: sanitized HTML, one string per top-level block. The
   * server keeps it with the post, so a read renders no Markdown.
   */
  renderBlogBody(source: string): Promise<string[]>;
  /**
   * `/login` for a visitor without a session: the sign-in screen already in `#root`
   * (`data-prerendered="login"`) with its styles; the app's script then takes the page over and keeps
   * what was typed meanwhile.
   */
  renderLoginPage(assets: PublicPageAssets): string;
}
