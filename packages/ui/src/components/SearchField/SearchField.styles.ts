import { Button, Group, Input, SearchField } from 'react-aria-components';
import styled from 'styled-components';
import { focusRing, inputBox } from '../shared/styles';

export const SearchFieldRoot = styled(SearchField)`
  display: flex;
  flex-direction: column;
  min-width: 0;
  &[data-empty] button {
    display: none;
  }
`;

export const SearchBox = styled(Group)`
  position: relative;
  display: flex;
  align-items: center;
  color: ${({ theme }) => theme.colors.fgMuted};
  & > svg {
    position: absolute;
    left: 10px;
    width: 18px;
    height: 18px;
    pointer-events: none;
  }
`;

export const SearchInput = styled(Input)`
  ${inputBox}
  padding-left: 36px;
  padding-right: 36px;
  &::-webkit-search-cancel-button {
    display: none;
  }
`;

export const ClearButton = styled(Button)`
  position: absolute;
  right: 6px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.full};
  background: transparent;
  color: ${({ theme }) => theme.colors.fgMuted};
  cursor: pointer;
  outline: none;
  svg {
    width: 16px;
    height: 16px;
  }
  &[data-hovered] {
    background: ${({ theme }) => theme.colors.surfaceHover};
    color: ${({ theme }) => theme.colors.fg};
  }
  &[data-focus-visible] {
    ${focusRing}
  }
`;
