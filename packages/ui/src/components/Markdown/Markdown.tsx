import { type HTMLAttributes, memo, useDeferredValue, useMemo } from 'react';
import { useLazyModule } from '../shared/lazyModule';
import { MarkdownPlain, MarkdownRoot } from './Markdown.styles';
import type { TextMark } from './marks';
import { markdownRenderer as renderer } from './renderer';

export interface MarkdownProps
  extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'dangerouslySetInnerHTML'> {
  /** Markdown source (untrusted: model replies, user text). */
  source: string;
  /**
   * The source already rendered (`renderMarkdownBlocks`' sanitized blocks, e.g. kept by the server with
   * a blog post): shown as they are, and no renderer loads. Marks are not applied to them.
   */
  html?: readonly string[] | undefined;
  /** Runs of the rendered text to wrap in `<mark>` (a reply's figures), marked after sanitizing. */
  marks?: readonly TextMark[];
  /**
   * Leave blocks off screen unlaid out (CSS content-visibility; Markdown.styles.ts): for chat replies,
   * where a long one streams in; not for pages read top to bottom.
   */
  skipOffscreenLayout?: boolean;
  [dataAttr: `data-${string}`]: string | undefined;
}

/**
 * What a Markdown shows until its renderer has loaded: the source as plain text (a React text node,
 * so nothing in it is ever parsed as HTML), line breaks kept.
 */
export function MarkdownPending({
  source,
  html: _html,
  marks: _marks,
  skipOffscreenLayout: _skip,
  ...rest
}: MarkdownProps) {
  return (
    <MarkdownPlain data-component="Markdown" data-pending="" {...rest}>
      {source}
    </MarkdownPlain>
  );
}

const NO_MARKS: readonly TextMark[] = [];
/** The renderer threw on this source. */
const FAILED = Symbol('failed');

/** One top-level block's sanitized HTML; memoized, so a block that did not change is not touched. */
const MarkdownBlock = memo(function MarkdownBlock({ html }: { html: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: html is DOMPurify output of a strict profile
  return <div data-block="" dangerouslySetInnerHTML={{ __html: html }} />;
});

/**
 * Renders untrusted Markdown: marked (GFM tables, lists, code) -> DOMPurify with a strict profile
 * (no SVG/MathML, no event handlers, no style, only http(s)/mailto/tel/relative URLs). The renderer
 * loads lazily; until then the source shows as plain text, never as unsanitized HTML. Rendered block by
 * block (renderMarkdownBlocks): as a reply streams in, only its last block renders again.
 */
export function Markdown({ source, html, marks, skipOffscreenLayout, ...rest }: MarkdownProps) {
  // Until it has loaded (or if its chunk fails: offline, a new deploy) the plain text shows, which is
  // safe and readable. Blocks rendered already need no renderer.
  const loaded = useLazyModule(html ? null : renderer, 'Markdown renderer');
  const blocks = useMemo(() => {
    if (html) return html;
    if (!loaded) return null;
    // A source the renderer fails on shows as plain text, here only (never the whole screen).
    try {
      return loaded.renderMarkdownBlocks(source);
    } catch (error) {
      console.error('Markdown could not be rendered', error);
      return FAILED;
    }
  }, [html, loaded, source]);
  // Marks come in a render of their own (deferred): a long reply shows first, then its figures mark.
  const deferredMarks = useDeferredValue(marks ?? NO_MARKS, NO_MARKS);
  const marked = useMemo(
    () =>
      html ? html : loaded && blocks && blocks !== FAILED ? loaded.markBlocks(blocks, deferredMarks) : null,
    [html, loaded, blocks, deferredMarks],
  );
  if (blocks === FAILED)
    return (
      <MarkdownPlain data-component="Markdown" data-render-failed="" {...rest}>
        {source}
      </MarkdownPlain>
    );
  if (marked === null) return <MarkdownPending source={source} {...rest} />;
  return (
    <MarkdownRoot
      data-component="Markdown"
      data-skip-offscreen-layout={skipOffscreenLayout ? '' : undefined}
      {...rest}
    >
      {marked.map((html, i) => (
        // Blocks only ever grow at the end (a streaming reply) or change as a whole: index keys.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <MarkdownBlock key={i} html={html} />
      ))}
    </MarkdownRoot>
  );
}
