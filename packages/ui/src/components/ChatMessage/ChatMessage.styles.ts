import styled from 'styled-components';

export const Row = styled.li`
  display: flex;
  list-style: none;
  margin: 0;

  &[data-author='user'] {
    justify-content: flex-end;
  }
  &[data-author='system'] {
    justify-content: flex-start;
  }
`;

export const Bubble = styled.article`
  position: relative;
  max-width: min(44rem, 88%);
  min-width: 0;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow-wrap: anywhere;

  &[data-author='user'] {
    border: 2px solid ${({ theme }) => theme.colors.userMessageBorder};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.fg};
  }
  &[data-author='system'] {
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.bgSubtle};
    color: ${({ theme }) => theme.colors.fg};
  }
  &[data-state='editing'] {
    width: min(44rem, 88%);
  }

  /* A reply's figures: traced to the report context, or flagged as not in it. */
  mark[data-figure] {
    background: none;
    color: inherit;
    text-decoration-line: underline;
    text-decoration-thickness: 1px;
    text-underline-offset: 0.2em;
    border-radius: ${({ theme }) => theme.radii.sm};
    cursor: help;
  }
  mark[data-figure-status='traced'] {
    text-decoration-style: dotted;
    text-decoration-color: ${({ theme }) => theme.colors.accentText};
  }
  mark[data-figure-status='flagged'] {
    text-decoration-style: wavy;
    text-decoration-color: ${({ theme }) => theme.colors.warning};
    background: ${({ theme }) => theme.colors.warningSubtle};
  }
  mark[data-figure]:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 1px;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
  margin-top: ${({ theme }) => theme.space[1]};
`;

export const Details = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};

  dt {
    color: ${({ theme }) => theme.colors.fgMuted};
    font-size: ${({ theme }) => theme.typography.fontSize.xs};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export const EditForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};

  > div {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[2]};
  }
`;

/** The tip of a figure (hover or focus): block, field and value, or `not in the report context`. */
export const FigureTip = styled.div`
  position: absolute;
  z-index: ${({ theme }) => theme.zIndex.tooltip};
  max-width: min(20rem, 90%);
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.fg};
  color: ${({ theme }) => theme.colors.bg};
  font-size: ${({ theme }) => theme.typography.fontSize.xs};
  line-height: ${({ theme }) => theme.typography.lineHeight.normal};
  box-shadow: ${({ theme }) => theme.shadows.md};
  pointer-events: none;

  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 0 ${({ theme }) => theme.space[2]};
    margin: 0;
  }
  dt {
    opacity: 0.8;
  }
  dd {
    margin: 0;
  }
`;

export const Status = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.fgMuted};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};

  &[data-part='waiting'] {
    font-size: ${({ theme }) => theme.typography.fontSize.lg};
    letter-spacing: 0.1em;
  }
`;

export const Body = styled.p`
  margin: 0;
  white-space: pre-wrap;
`;

export const Meta = styled.footer`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.typography.fontSize.xs};
  color: ${({ theme }) => theme.colors.fgMuted};

  [data-part='model'] {
    font-family: ${({ theme }) => theme.typography.fontFamily.mono};
  }
  [data-part='stopped'] {
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
    color: ${({ theme }) => theme.colors.warningText};
  }
`;
