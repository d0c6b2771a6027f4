import { type HTMLAttributes, useMemo } from 'react';
import { useLazyModule } from '../shared/lazyModule';
import { MarkdownPlain, MarkdownRoot } from './Markdown.styles';
import { markText, type TextMark } from './marks';
import { markdownRenderer as renderer } from './renderer';

export interface MarkdownProps
  extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'dangerouslySetInnerHTML'> {
  /** Markdown source (untrusted: model replies, user text). */
  source: string;
  /** Runs of the rendered text to wrap in `<mark>` (a reply's figures), marked after sanitizing. */
  marks?: readonly TextMark[];
  [dataAttr: `data-${string}`]: string | undefined;
}

/**
 * What a Markdown shows until its renderer has loaded: the source as plain text (a React text node,
 * so nothing in it is ever parsed as HTML), line breaks kept.
 */
export function MarkdownPending({ source, marks: _marks, ...rest }: MarkdownProps) {
  return (
    <MarkdownPlain data-component="Markdown" data-pending="" {...rest}>
      {source}
    </MarkdownPlain>
  );
}

/**
 * Renders untrusted Markdown: marked (GFM tables, lists, code) -> DOMPurify with a strict profile
 * (no SVG/MathML, no event handlers, no style, only http(s)/mailto/tel/relative URLs). The renderer
 * loads lazily; until then the source shows as plain text, never as unsanitized HTML.
 */
export function Markdown({ source, marks, ...rest }: MarkdownProps) {
  // Until it has loaded (or if its chunk fails: offline, a new deploy) the plain text shows, which is
  // safe and readable.
  const loaded = useLazyModule(renderer, 'Markdown renderer');
  const html = useMemo(
    () => (loaded ? markText(loaded.renderMarkdown(source), marks ?? []) : null),
    [loaded, source, marks],
  );
  if (html === null) return <MarkdownPending source={source} {...rest} />;
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: html is DOMPurify output of a strict profile
    <MarkdownRoot data-component="Markdown" {...rest} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
