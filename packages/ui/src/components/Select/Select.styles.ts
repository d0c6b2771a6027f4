import { Button, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';
import styled from 'styled-components';
import { inputBox, itemStyles, popoverSurface } from '../shared/styles';

export const SelectRoot = styled(Select)`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

export const SelectButton = styled(Button)`
  ${inputBox}
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  text-align: left;
  cursor: pointer;
  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: -1px;
  }
  &[data-pressed] {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
  & > svg {
    flex: none;
    width: 18px;
    height: 18px;
    color: ${({ theme }) => theme.colors.fgMuted};
  }
`;

export const Value = styled(SelectValue)`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  &[data-placeholder] {
    color: ${({ theme }) => theme.colors.fgMuted};
  }
  .so-item-description {
    display: none;
  }
`;

export const SelectPopover = styled(Popover)`
  ${popoverSurface}
  min-width: var(--trigger-width);
  max-height: 320px;
  overflow: auto;
  z-index: ${({ theme }) => theme.zIndex.popover};
`;

export const OptionList = styled(ListBox)`
  padding: ${({ theme }) => theme.space[1]};
  outline: none;
`;

export const Option = styled(ListBoxItem)`
  ${itemStyles}
  .so-item-description {
    font-size: ${({ theme }) => theme.typography.fontSize.xs};
    color: ${({ theme }) => theme.colors.fgMuted};
    font-weight: ${({ theme }) => theme.typography.fontWeight.regular};
  }
`;
