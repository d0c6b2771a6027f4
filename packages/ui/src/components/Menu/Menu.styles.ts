import { Menu, MenuItem, Popover } from 'react-aria-components';
import styled from 'styled-components';
import { itemStyles, popoverSurface } from '../shared/styles';

export const MenuPopover = styled(Popover)`
  ${popoverSurface}
  min-width: max(180px, var(--trigger-width));
  max-width: calc(100vw - 16px);
  z-index: ${({ theme }) => theme.zIndex.popover};
  /* React Aria caps the height to the room on screen; a longer list scrolls inside it. */
  overflow-y: auto;
  overscroll-behavior: contain;
`;

export const MenuList = styled(Menu)`
  padding: ${({ theme }) => theme.space[1]};
  outline: none;
`;

export const Item = styled(MenuItem)`
  ${itemStyles}
  &[data-variant='danger'] {
    color: ${({ theme }) => theme.colors.dangerText};
  }
  .so-item-description {
    font-size: ${({ theme }) => theme.typography.fontSize.xs};
    color: ${({ theme }) => theme.colors.fgMuted};
  }
`;
