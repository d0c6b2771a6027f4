import styled from 'styled-components';

export const Content = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

/** The user list scrolls inside a box at most 400 px high. */
export const List = styled.div`
  max-height: 400px;
  overflow-y: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  .react-aria-ListBox {
    outline: none;
  }
  .react-aria-ListBoxItem {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    grid-template-areas: 'primary tag' 'secondary tag';
    align-items: center;
    column-gap: ${({ theme }) => theme.space[2]};
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    cursor: pointer;
    outline: none;
  }
  .react-aria-ListBoxItem:last-child {
    border-bottom: none;
  }
  .react-aria-ListBoxItem[data-hovered],
  .react-aria-ListBoxItem[data-focused] {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
  .react-aria-ListBoxItem[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: -2px;
  }
  .react-aria-ListBoxItem[data-disabled] {
    cursor: progress;
    color: ${({ theme }) => theme.colors.fgMuted};
  }
  .primary {
    grid-area: primary;
    font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
    overflow-wrap: anywhere;
  }
  .secondary {
    grid-area: secondary;
    font-size: ${({ theme }) => theme.typography.fontSize.sm};
    color: ${({ theme }) => theme.colors.fgMuted};
    overflow-wrap: anywhere;
  }
  .tag {
    grid-area: tag;
  }
`;

export const Status = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.fgMuted};
`;
