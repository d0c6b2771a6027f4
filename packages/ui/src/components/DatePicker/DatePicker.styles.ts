import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DatePicker,
  DateRangePicker,
  DateSegment,
  Dialog,
  Group,
  Heading,
  Popover,
  RangeCalendar,
} from 'react-aria-components';
import styled, { css } from 'styled-components';
import { focusRing, inputBox, popoverSurface } from '../shared/styles';

export const DatePickerRoot = styled(DatePicker)`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

export const DateGroup = styled(Group)`
  ${inputBox}
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  padding-right: ${({ theme }) => theme.space[1]};
  &[data-focus-within] {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: -1px;
    border-color: ${({ theme }) => theme.colors.focusRing};
  }
`;

export const Input = styled(DateInput)`
  display: flex;
  flex: 1;
  font-variant-numeric: tabular-nums;
`;

export const Segment = styled(DateSegment)`
  padding: 0 1px;
  border-radius: ${({ theme }) => theme.radii.sm};
  outline: none;
  &[data-type='literal'] {
    color: ${({ theme }) => theme.colors.fgMuted};
  }
  &[data-placeholder] {
    color: ${({ theme }) => theme.colors.fgMuted};
  }
  &[data-focused] {
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.accentFg};
  }
`;

export const CalendarButton = styled(Button)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.fgMuted};
  cursor: pointer;
  outline: none;
  svg {
    width: 18px;
    height: 18px;
  }
  &[data-hovered] {
    background: ${({ theme }) => theme.colors.surfaceHover};
    color: ${({ theme }) => theme.colors.fg};
  }
  &[data-pressed] {
    background: ${({ theme }) => theme.colors.accentSubtle};
  }
  &[data-focus-visible] {
    ${focusRing}
  }
`;

export const CalendarPopover = styled(Popover)`
  ${popoverSurface}
  z-index: ${({ theme }) => theme.zIndex.popover};
`;

export const CalendarDialog = styled(Dialog)`
  padding: ${({ theme }) => theme.space[3]};
  outline: none;
`;

const calendarHeader = css`
  header {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[2]};
    margin-bottom: ${({ theme }) => theme.space[2]};
  }
`;

export const StyledCalendar = styled(Calendar)`
  ${calendarHeader}
`;

export const MonthHeading = styled(Heading)`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.md};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
`;

export const Grid = styled(CalendarGrid)`
  border-collapse: collapse;
  th {
    font-size: ${({ theme }) => theme.typography.fontSize.xs};
    color: ${({ theme }) => theme.colors.fgMuted};
    font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
    padding-bottom: ${({ theme }) => theme.space[1]};
  }
`;

export const Cell = styled(CalendarCell)`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  border-radius: ${({ theme }) => theme.radii.full};
  cursor: pointer;
  outline: none;
  font-variant-numeric: tabular-nums;
  &[data-outside-month] {
    display: none;
  }
  &[data-hovered] {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
  &[data-selected] {
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.accentFg};
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  }
  &[data-focus-visible] {
    ${focusRing}
  }
  &[data-disabled],
  &[data-unavailable] {
    color: ${({ theme }) => theme.colors.disabledFg};
    cursor: not-allowed;
  }
`;

export const DateRangePickerRoot = styled(DateRangePicker)`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

export const RangeSeparator = styled.span`
  color: ${({ theme }) => theme.colors.fgMuted};
  padding: 0 ${({ theme }) => theme.space[1]};
`;

export const StyledRangeCalendar = styled(RangeCalendar)`
  ${calendarHeader}
  [data-selected]:not([data-selection-start]):not([data-selection-end]) {
    background: ${({ theme }) => theme.colors.accentSubtle};
    color: ${({ theme }) => theme.colors.fg};
    font-weight: ${({ theme }) => theme.typography.fontWeight.regular};
  }
`;
