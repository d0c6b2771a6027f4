export { Markdown, type MarkdownProps } from './Markdown';
export { loadMarkdownRenderer } from './renderer';
export { isSafeUrl, renderMarkdown } from './sanitize';
