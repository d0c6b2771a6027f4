import styled from 'styled-components';

export const MarkdownRoot = styled.div`
  color: ${({ theme }) => theme.colors.fg};
  font-size: ${({ theme }) => theme.typography.fontSize.md};
  line-height: ${({ theme }) => theme.typography.lineHeight.normal};
  overflow-wrap: anywhere;

  & > :first-child { margin-top: 0; }
  & > :last-child { margin-bottom: 0; }
  /*
   * Rendered block by block (Markdown.tsx). With 'skipOffscreenLayout' (chat replies) a block off screen
   * is not laid out (its last size is kept): a long reply costs the layout of what shows (app bench: long
   * tasks while a 40 KB reply streams in). Not on pages read top to bottom (a blog post, the editor's
   * preview): there a block's estimated height would move what follows as the reader scrolls to it.
   * Either way a block is a formatting context of its own (flow-root, as that containment makes it), so
   * margins do not collapse across blocks: a block's first child has none above, and a heading after a
   * block gets what it adds to the block's bottom margin (space[3]) to make its own.
   */
  &[data-skip-offscreen-layout] > [data-block] {
    content-visibility: auto;
    contain-intrinsic-size: auto 1.5em;
  }
  & > [data-block] { display: flow-root; }
  & > [data-block] > :first-child { margin-top: 0; }
  & > [data-block] + [data-block] > :is(h1, h2, h3, h4, h5, h6):first-child {
    margin-top: ${({ theme }) => `calc(${theme.space[4]} - ${theme.space[3]})`};
  }
  & > [data-block]:last-child > :last-child { margin-bottom: 0; }

  p, ul, ol, pre, table, blockquote { margin: 0 0 ${({ theme }) => theme.space[3]}; }
  h1, h2, h3, h4, h5, h6 {
    margin: ${({ theme }) => `${theme.space[4]} 0 ${theme.space[2]}`};
    line-height: ${({ theme }) => theme.typography.lineHeight.tight};
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  }
  h1 { font-size: ${({ theme }) => theme.typography.fontSize.xxl}; }
  h2 { font-size: ${({ theme }) => theme.typography.fontSize.xl}; }
  h3 { font-size: ${({ theme }) => theme.typography.fontSize.lg}; }
  h4, h5, h6 { font-size: ${({ theme }) => theme.typography.fontSize.md}; }
  ul, ol { padding-left: ${({ theme }) => theme.space[6]}; }
  li + li { margin-top: ${({ theme }) => theme.space[1]}; }

  a {
    color: ${({ theme }) => theme.colors.accentText};
    text-decoration: underline;
    text-underline-offset: 2px;
  }
  a:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
    border-radius: 2px;
  }

  code {
    font-size: 0.875em;
    background: ${({ theme }) => theme.colors.codeBg};
    color: ${({ theme }) => theme.colors.codeFg};
    padding: 0.1em 0.35em;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
  pre {
    background: ${({ theme }) => theme.colors.codeBg};
    color: ${({ theme }) => theme.colors.codeFg};
    padding: ${({ theme }) => theme.space[3]};
    border-radius: ${({ theme }) => theme.radii.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    overflow-x: auto;
  }
  pre code { background: none; padding: 0; font-size: ${({ theme }) => theme.typography.fontSize.sm}; }

  blockquote {
    padding-left: ${({ theme }) => theme.space[3]};
    border-left: 3px solid ${({ theme }) => theme.colors.borderStrong};
    color: ${({ theme }) => theme.colors.fgMuted};
  }

  table {
    border-collapse: collapse;
    display: block;
    max-width: 100%;
    overflow-x: auto;
    font-size: ${({ theme }) => theme.typography.fontSize.sm};
  }
  th, td {
    border: 1px solid ${({ theme }) => theme.colors.border};
    padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
    text-align: left;
    /* Words stay whole in a narrow table (hyphenated if they must break), not cut anywhere. */
    overflow-wrap: break-word;
    hyphens: auto;
  }
  th { background: ${({ theme }) => theme.colors.bgSubtle}; font-weight: ${({ theme }) => theme.typography.fontWeight.semibold}; }
  hr { border: 0; border-top: 1px solid ${({ theme }) => theme.colors.border}; margin: ${({ theme }) => theme.space[4]} 0; }
`;

/** The source as plain text while the renderer loads (line breaks kept). */
export const MarkdownPlain = styled(MarkdownRoot)`
  white-space: pre-wrap;
`;
