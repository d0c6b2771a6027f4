import styled from 'styled-components';

export const Message = styled.li`
  display: grid;
  /* Edit and Delete come after the text (screen readers hear the message first) but sit at the end
     of the head line. */
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
  > * {
    grid-column: 1 / -1;
  }
  > [data-part='head'] {
    grid-column: 1;
    grid-row: 1;
  }
  > [data-part='actions'] {
    grid-column: 2;
    grid-row: 1;
  }
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-left: 3px solid transparent;
  border-radius: ${({ theme }) => theme.radii.sm};

  &[data-mine] {
    border-left-color: ${({ theme }) => theme.colors.borderStrong};
  }
  &[data-mentions-me] {
    border-left-color: ${({ theme }) => theme.colors.accent};
    background: ${({ theme }) => theme.colors.bgSubtle};
  }

  /* A mark the author typed (the sanitizer allows <mark>): themed, never mistaken for a mention. */
  mark {
    background: ${({ theme }) => theme.colors.warningSubtle};
    color: ${({ theme }) => theme.colors.fg};
  }
  mark[data-mention] {
    padding: 0 0.2em;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.accentSubtle};
    color: ${({ theme }) => theme.colors.fg};
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  }
  mark[data-mention][data-self] {
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.accentFg};
    font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
  }
`;

export const MessageHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => `0 ${theme.space[2]}`};

  [data-part='author'] {
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
    overflow-wrap: anywhere;
  }
  time,
  [data-part='edited'] {
    font-size: ${({ theme }) => theme.typography.fontSize.xs};
    color: ${({ theme }) => theme.colors.fgMuted};
  }
`;

export const Deleted = styled.p`
  margin: 0;
  font-style: italic;
  color: ${({ theme }) => theme.colors.fgMuted};
`;

/** Under a message whose formatting could not be shown: it reads as plain text. */
export const PlainTextNote = styled.p`
  margin: ${({ theme }) => theme.space[1]} 0 0;
  font-size: ${({ theme }) => theme.typography.fontSize.xs};
  color: ${({ theme }) => theme.colors.fgMuted};
`;

export const Receipt = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.xs};
  color: ${({ theme }) => theme.colors.fgMuted};

  svg {
    width: 14px;
    height: 14px;
  }
`;

/** Edit and Delete of an own message. */
export const MessageActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
  align-self: center;

  [data-component='Button'] {
    font-weight: ${({ theme }) => theme.typography.fontWeight.regular};
  }
`;

export const Editor = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

export const EditorActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;
