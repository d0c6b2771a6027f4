import styled from 'styled-components';
import { visuallyHidden } from '../shared/styles';

/** The list, above the text area it completes (its positioned parent holds both). */
export const List = styled.ul`
  position: absolute;
  left: 0;
  right: 0;
  bottom: calc(100% + ${({ theme }) => theme.space[1]});
  z-index: ${({ theme }) => theme.zIndex.popover};
  max-height: min(18rem, 45vh);
  overflow-y: auto;
  margin: 0;
  padding: ${({ theme }) => theme.space[1]};
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;

export const Option = styled.li`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.fg};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
  &[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.accentSubtle};
    color: ${({ theme }) => theme.colors.accentText};
  }
`;

export const Title = styled.span`
  font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
`;

export const Detail = styled.span`
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  color: inherit;
`;

export const Empty = styled.li`
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  color: ${({ theme }) => theme.colors.fgMuted};
`;

export const Status = styled.span`
  ${visuallyHidden}
`;
