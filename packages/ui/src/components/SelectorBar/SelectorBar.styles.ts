import { Button, Popover } from 'react-aria-components';
import styled from 'styled-components';

const control = `
  font: inherit;
  min-height: 2.5rem;
  border-radius: 8px;
`;

/** The bar is a size container: it collapses when *it* is narrower than the sm breakpoint (600 px), which for a
 * full-width bottom bar is the screen width, and which a story can prove by constraining its width. */
export const Bar = styled.section`
  container: selector-bar / inline-size;
  color: ${({ theme }) => theme.colors.fg};

  /* The container itself has no padding, so its content width is the bar's full width. */
  &[data-layout='bar'] > .inner {
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.bgSubtle};
  }

  label {
    display: block;
    font-size: ${({ theme }) => theme.typography.fontSize.sm};
    font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
    margin-bottom: ${({ theme }) => theme.space[1]};
  }

  .trigger,
  .date-group {
    ${control}
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[2]};
    width: 100%;
    padding: 0 ${({ theme }) => theme.space[3]};
    color: ${({ theme }) => theme.colors.fg};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    text-align: left;
    cursor: pointer;
  }
  .trigger[data-focus-visible],
  .date-group[data-focus-within] {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 1px;
  }
  .trigger[data-disabled] {
    color: ${({ theme }) => theme.colors.disabledFg};
    background: ${({ theme }) => theme.colors.disabledBg};
    cursor: not-allowed;
  }
  .react-aria-SelectValue {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .react-aria-SelectValue[data-placeholder] {
    color: ${({ theme }) => theme.colors.fgMuted};
  }
  .date-input {
    display: flex;
    flex: 1;
  }
  .react-aria-DateSegment {
    padding: 0 1px;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
  .react-aria-DateSegment[data-placeholder] {
    color: ${({ theme }) => theme.colors.fgMuted};
  }
  .react-aria-DateSegment[data-focused] {
    color: ${({ theme }) => theme.colors.accentFg};
    background: ${({ theme }) => theme.colors.accent};
    outline: none;
  }
  .calendar-button {
    border: none;
    background: transparent;
    color: inherit;
    padding: ${({ theme }) => theme.space[1]};
    cursor: pointer;
  }
`;

export const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};

  [data-layout='bar'] > .inner > & {
    grid-template-columns: repeat(auto-fit, minmax(11rem, 1fr));
    align-items: end;
  }
  [data-layout='stacked'] > .inner > & {
    grid-template-columns: 1fr;
    max-width: 28rem;
  }

  @container selector-bar (max-width: ${({ theme }) => theme.breakpoints.sm - 0.02}px) {
    [data-layout='bar'] > .inner > & {
      grid-template-columns: 1fr;
      margin-top: ${({ theme }) => theme.space[2]};
    }
    [data-layout='bar']:not([data-expanded]) > .inner > & {
      display: none;
    }
  }
`;

export const Field = styled.div`
  min-width: 0;
`;

export const ToggleButton = styled(Button)`
  display: none;
  font: inherit;
  width: 100%;
  min-height: 2.5rem;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.fg};
  cursor: pointer;

  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 1px;
  }

  @container selector-bar (max-width: ${({ theme }) => theme.breakpoints.sm - 0.02}px) {
    display: block;
  }
`;

export const ListBoxPopover = styled(Popover)`
  min-width: var(--trigger-width);
  max-height: 20rem;
  overflow: auto;
  padding: ${({ theme }) => theme.space[1]};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.fg};
  box-shadow: ${({ theme }) => theme.shadows.md};
  z-index: ${({ theme }) => theme.zIndex.popover};

  .react-aria-ListBox {
    outline: none;
  }
  .react-aria-ListBoxItem {
    display: flex;
    flex-direction: column;
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
    border-radius: ${({ theme }) => theme.radii.sm};
    cursor: pointer;
    outline: none;
  }
  .react-aria-ListBoxItem[data-focused],
  .react-aria-ListBoxItem[data-hovered] {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
  .react-aria-ListBoxItem[data-selected] {
    background: ${({ theme }) => theme.colors.accentSubtle};
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  }
  .store-place {
    font-size: ${({ theme }) => theme.typography.fontSize.xs};
    color: ${({ theme }) => theme.colors.fgMuted};
  }
`;

export const CalendarBox = styled.div`
  padding: ${({ theme }) => theme.space[2]};
  header {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[2]};
    margin-bottom: ${({ theme }) => theme.space[2]};
  }
  header h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.fontSize.md};
  }
  header button {
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.fg};
    border-radius: ${({ theme }) => theme.radii.sm};
    cursor: pointer;
  }
  .react-aria-CalendarCell {
    width: 2rem;
    line-height: 2rem;
    text-align: center;
    border-radius: ${({ theme }) => theme.radii.sm};
    cursor: pointer;
    outline: none;
  }
  .react-aria-CalendarCell[data-outside-month] {
    display: none;
  }
  .react-aria-CalendarCell[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
  }
  .react-aria-CalendarCell[data-selected] {
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.accentFg};
  }
`;
