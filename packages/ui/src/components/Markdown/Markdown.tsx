import { type HTMLAttributes, useMemo } from 'react';
import { MarkdownRoot } from './Markdown.styles';
import { renderMarkdown } from './sanitize';

export interface MarkdownProps
  extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'dangerouslySetInnerHTML'> {
  /** Markdown source (untrusted: model replies, user text). */
  source: string;
  [dataAttr: `data-${string}`]: string | undefined;
}

/**
 * Renders untrusted Markdown: marked (GFM tables, lists, code) -> DOMPurify with a strict profile
 * (no SVG/MathML, no event handlers, no style, only http(s)/mailto/tel/relative URLs).
 */
export function Markdown({ source, ...rest }: MarkdownProps) {
  const html = useMemo(() => renderMarkdown(source), [source]);
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: html is DOMPurify output of a strict profile
    <MarkdownRoot data-component="Markdown" {...rest} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
