import { memo, type ReactNode, useMemo } from 'react';
import { MarkdownPlain, MarkdownRoot } from '../../components/Markdown/Markdown.styles';
import { markdownRenderer } from '../../components/Markdown/renderer';
import { useLazyModule } from '../../components/shared/lazyModule';
import { PlainTextNote } from './MessageRow.styles';
import { highlightMentionsInHtml, mentionSpans } from './mentions';
import { staffChatStrings } from './strings';

/** The render failed: the text shows as it was typed. */
const FAILED = Symbol('failed');

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
 * shows (React text nodes, never parsed as HTML) with the same marks; so it does, with a quiet note,
 * when the renderer fails on this text.
 */
export const MessageText = memo(function MessageText({ source, handles, selfHandle }: MessageTextProps) {
  const loaded = useLazyModule(markdownRenderer, 'Markdown renderer');
  const isMember = (handle: string) => handles.has(handle);
  const self = selfHandle.toLowerCase();
  // biome-ignore lint/correctness/useExhaustiveDependencies: isMember is derived from handles
  const html = useMemo(() => {
    if (!loaded) return null;
    // A message the renderer fails on shows as plain text: the failure stays in this one message.
    try {
      return highlightMentionsInHtml(loaded.renderMarkdown(source), isMember, self);
    } catch (error) {
      console.error('A staff chat message could not be rendered', error);
      return FAILED;
    }
  }, [loaded, source, handles, self]);
  if (html === null || html === FAILED) {
    const parts: ReactNode[] = [];
    let at = 0;
    for (const span of mentionSpans(source, isMember)) {
      if (span.start > at) parts.push(source.slice(at, span.start));
      parts.push(
        <mark key={span.start} data-mention="" data-self={span.handle === self ? '' : undefined}>
          {source.slice(span.start, span.end)}
        </mark>,
      );
      at = span.end;
    }
    parts.push(source.slice(at));
    if (html === FAILED)
      return (
        <>
          <MarkdownPlain data-component="Markdown" data-render-failed="" data-part="text">
            {parts}
          </MarkdownPlain>
          <PlainTextNote data-part="plain-note">{staffChatStrings.plainText}</PlainTextNote>
        </>
      );
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
