import { memo, type ReactNode, useMemo } from 'react';
import { MarkdownPlain, MarkdownRoot } from '../../components/Markdown/Markdown.styles';
import { markdownRenderer } from '../../components/Markdown/renderer';
import { useLazyModule } from '../../components/shared/lazyModule';
import { highlightMentionsInHtml, MENTION_CLASS, mentionSpans } from './mentions';

export interface MessageTextProps {
  /** The message (untrusted Markdown). */
  source: string;
  /** The room members' handles, lower-cased: only their `@handle`s are mentions. */
  handles: ReadonlySet<string>;
  /** The reader's handle: their mentions get the stronger look. */
  selfHandle: string;
}

/**
 * A message's text: the chat's Markdown renderer (marked -> DOMPurify, loaded lazily), then the
 * members' `@handle`s marked in the sanitized tree. Until the renderer has loaded, the plain text
 * shows (React text nodes, never parsed as HTML) with the same marks.
 */
export const MessageText = memo(function MessageText({ source, handles, selfHandle }: MessageTextProps) {
  const loaded = useLazyModule(markdownRenderer, 'Markdown renderer');
  const isMember = (handle: string) => handles.has(handle);
  const self = selfHandle.toLowerCase();
  // biome-ignore lint/correctness/useExhaustiveDependencies: isMember is derived from handles
  const html = useMemo(
    () => (loaded ? highlightMentionsInHtml(loaded.renderMarkdown(source), isMember, self) : null),
    [loaded, source, handles, self],
  );
  if (html === null) {
    const parts: ReactNode[] = [];
    let at = 0;
    for (const span of mentionSpans(source, isMember)) {
      if (span.start > at) parts.push(source.slice(at, span.start));
      parts.push(
        <mark key={span.start} className={MENTION_CLASS} data-self={span.handle === self ? '' : undefined}>
          {source.slice(span.start, span.end)}
        </mark>,
      );
      at = span.end;
    }
    parts.push(source.slice(at));
    return (
      <MarkdownPlain data-component="Markdown" data-pending="" data-part="text">
        {parts}
      </MarkdownPlain>
    );
  }
  return (
    <MarkdownRoot
      data-component="Markdown"
      data-part="text"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: DOMPurify output; only <mark> elements are added to it
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
});
