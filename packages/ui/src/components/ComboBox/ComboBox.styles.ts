import { Button, ComboBox, Input, ListBox, ListBoxItem, Popover } from 'react-aria-components';
import styled from 'styled-components';
import { inputBox, itemStyles, popoverSurface } from '../shared/styles';

export const ComboRoot = styled(ComboBox)`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

export const InputGroup = styled.div`
  position: relative;
  display: flex;
  min-width: 0;
`;

export const ComboInput = styled(Input)`
  ${inputBox}
  flex: 1;
  min-width: 0;
  padding-right: 2.25rem;
  &[data-focused] {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: -1px;
  }
`;

export const ComboButton = styled(Button)`
  position: absolute;
  top: 0;
  right: 0;
  bottom: 0;
  width: 2.25rem;
  display: grid;
  place-items: center;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.fgMuted};
  cursor: pointer;
  & > svg {
    width: 18px;
    height: 18px;
  }
  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: -2px;
  }
`;

export const ComboPopover = styled(Popover)`
  ${popoverSurface}
  min-width: var(--trigger-width);
  max-height: 320px;
  overflow: auto;
  z-index: ${({ theme }) => theme.zIndex.popover};
`;

export const ComboList = styled(ListBox)`
  padding: ${({ theme }) => theme.space[1]};
  outline: none;
`;

export const ComboOption = styled(ListBoxItem)`
  ${itemStyles}
`;

export const NoMatch = styled.div`
  padding: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.fgMuted};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;
