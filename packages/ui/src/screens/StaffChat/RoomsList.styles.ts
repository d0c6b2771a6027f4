import { ListBox, ListBoxItem } from 'react-aria-components';
import styled from 'styled-components';
import { narrow } from './StaffChat.styles';

export const Sidebar = styled.section`
  display: flex;
  flex-direction: column;
  min-height: 0;
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.bgSubtle};

  ${narrow} {
    border-right: none;
  }
`;

export const SidebarHeading = styled.h2`
  margin: 0;
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[4]} ${theme.space[2]}`};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  text-transform: uppercase;
  letter-spacing: 0.04em;
  color: ${({ theme }) => theme.colors.fgMuted};
`;

export const RoomList = styled(ListBox)`
  flex: 1 1 auto;
  overflow-y: auto;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[0.5]};
  padding: ${({ theme }) => `0 ${theme.space[2]} ${theme.space[2]}`};
  outline: none;
` as typeof ListBox;

export const RoomItem = styled(ListBoxItem)`
  /* A long list scrolls: its rooms keep their height (a flex item would shrink and overlap). */
  flex: none;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 2.75rem;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.fg};
  cursor: pointer;
  outline: none;

  [data-part='kind-icon'] {
    display: inline-flex;
    flex: none;
    color: ${({ theme }) => theme.colors.fgMuted};
  }
  [data-part='names'] {
    display: flex;
    flex-direction: column;
    flex: 1 1 auto;
    min-width: 0;
  }
  [data-part='name'] {
    overflow-wrap: anywhere;
  }
  [data-part='kind'] {
    font-size: ${({ theme }) => theme.typography.fontSize.xs};
    color: ${({ theme }) => theme.colors.fgMuted};
  }
  [data-part='unread'] {
    flex: none;
  }

  &[data-hovered],
  &[data-focused] {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
  &[data-selected] {
    background: ${({ theme }) => theme.colors.accentSubtle};
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  }
  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: -2px;
  }
  &[data-unread] [data-part='name'] {
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  }
` as typeof ListBoxItem;
