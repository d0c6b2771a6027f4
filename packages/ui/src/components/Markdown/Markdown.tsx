import { type HTMLAttributes, useEffect, useMemo, useState } from 'react';
import { MarkdownPlain, MarkdownRoot } from './Markdown.styles';

type Renderer = typeof import('./sanitize');

export interface MarkdownProps
  extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'dangerouslySetInnerHTML'> {
  /** Markdown source (untrusted: model replies, user text). */
  source: string;
  [dataAttr: `data-${string}`]: string | undefined;
}

let renderer: Renderer | undefined;
let loading: Promise<Renderer> | undefined;

/**
 * Loads the renderer (marked + DOMPurify, ~25 KB gz) once; screens render before it arrives, so it
 * stays out of the initial JavaScript. Call it early to warm it up (stories' loaders, idle prefetch).
 */
export function loadMarkdownRenderer(): Promise<Renderer> {
  if (renderer) return Promise.resolve(renderer);
  loading ??= import('./sanitize').then(
    (m) => {
      renderer = m;
      return m;
    },
    (error: unknown) => {
      loading = undefined; // a failed chunk load may be retried by the next Markdown that mounts
      throw error;
    },
  );
  return loading;
}

/**
 * What a Markdown shows until its renderer has loaded: the source as plain text (a React text node,
 * so nothing in it is ever parsed as HTML), line breaks kept.
 */
export function MarkdownPending({ source, ...rest }: MarkdownProps) {
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
export function Markdown({ source, ...rest }: MarkdownProps) {
  const [loaded, setLoaded] = useState<Renderer | undefined>(renderer);
  useEffect(() => {
    if (loaded) return;
    let live = true;
    loadMarkdownRenderer().then(
      (m) => live && setLoaded(m),
      // Chunk failed to load (offline, new deploy): the plain text stays, which is safe and readable.
      (error: unknown) => console.error('Markdown renderer failed to load', error),
    );
    return () => {
      live = false;
    };
  }, [loaded]);
  const html = useMemo(() => (loaded ? loaded.renderMarkdown(source) : null), [loaded, source]);
  if (html === null) return <MarkdownPending source={source} {...rest} />;
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: html is DOMPurify output of a strict profile
    <MarkdownRoot data-component="Markdown" {...rest} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
