import { lazyModule } from '../shared/lazyModule';

type Renderer = typeof import('./sanitize');

/** The renderer (marked + DOMPurify, ~25 KB gz), loaded on first use, once. */
export const markdownRenderer = lazyModule<Renderer>(() => import('./sanitize'));

/**
 * Loads the renderer; screens render before it arrives, so it stays out of the initial JavaScript.
 * Call it early to warm it up (stories' loaders, idle prefetch, a blog post's first load). A module
 * of its own, so warming it needs none of the Markdown component's code.
 */
export const loadMarkdownRenderer = markdownRenderer.load;
