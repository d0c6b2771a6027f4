export { loadMarkdownRenderer, Markdown, type MarkdownProps } from './Markdown';
export { isSafeUrl, renderMarkdown } from './sanitize';
