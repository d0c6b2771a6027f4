// Every string the blog's screens show: the public list and post, and the admins' editor.
// Stories assert these exactly; the field messages themselves come from @store-ops/domain (blogText).

/** The public pages: `/blog` and `/blog/{slug}`, readable without signing in. */
export const blogStrings = {
  // The public page chrome
  product: 'Store Ops',
  signIn: 'Sign in',
  feed: 'Atom feed',
  // `/blog`
  title: 'Blog',
  intro: 'Product updates from the Store Ops team.',
  loadingPosts: 'Loading posts',
  empty: 'No posts yet.',
  retry: 'Try again',
  // `/blog/{slug}`
  allPosts: 'All posts',
  loadingPost: 'Loading post',
  notFoundTitle: 'Post not found',
  notFoundBody: 'This post does not exist or is no longer published.',
} as const;

/** The admins' editor at `/posts`. */
export const blogEditorStrings = {
  title: 'Blog Posts',
  newPost: 'New post',
  editPost: 'Edit post',
  loading: 'Loading posts',
  retry: 'Try again',
  empty: 'No posts yet. Write the first one.',
  posts: 'Posts',
  draft: 'Draft',
  publishedNow: 'Published',
  published: (date: string) => `Published ${date}`,
  lastSaved: (when: string, who: string | null) => `Last saved ${when} by ${who ?? 'a deleted user'}`,
  edit: 'Edit',
  editLabel: (title: string) => `Edit “${title}”`,
  unsavedHint: 'Save or cancel your changes to open another post.',
  // The form
  fieldTitle: 'Title',
  fieldSlug: 'Address',
  slugPrefix: '/blog/',
  slugHelp: 'Lowercase letters, digits and single hyphens.',
  fieldBody: 'Body',
  bodyHelp: 'Markdown: headings, lists, links, tables and code. Images show as their text.',
  saveDraft: 'Save draft',
  save: 'Save',
  saving: 'Saving…',
  publish: 'Publish',
  unpublish: 'Unpublish',
  cancel: 'Cancel',
  delete: 'Delete',
  // The live preview
  preview: 'Preview',
  previewEmpty: 'Nothing to preview yet.',
  excerpt: 'Excerpt',
  // A save made against an older version (409)
  conflictWhat: (title: string) => `“${title}”`,
  conflictBy: (who: string | null, when: string) => `Saved by ${who ?? 'a deleted user'} on ${when}.`,
  conflictStatus: 'Status',
  // Delete
  deleteTitle: (title: string) => `Delete “${title}”?`,
  deleteBody: (slug: string) =>
    `The post is removed from the blog and /blog/${slug} stops working. This cannot be undone.`,
} as const;
