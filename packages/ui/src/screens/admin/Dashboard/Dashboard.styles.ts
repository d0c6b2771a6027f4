import { ToggleButtonGroup } from 'react-aria-components';
import styled from 'styled-components';
import { focusRing } from '../../../components/shared/styles';

export const RangeLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.fgMuted};
  font-variant-numeric: tabular-nums;
`;

export const InProgress = styled.span`
  padding: 2px ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.infoSubtle};
  color: ${({ theme }) => theme.colors.infoText};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
`;

export const FilterBar = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[3]};
  > [data-component='Select'] {
    min-width: 200px;
  }
`;

export const Presets = styled(ToggleButtonGroup)`
  display: flex;
  flex-wrap: wrap;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
  button {
    border: 0;
    border-right: 1px solid ${({ theme }) => theme.colors.border};
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
    min-height: 40px;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.fg};
    font: inherit;
    font-size: ${({ theme }) => theme.typography.fontSize.sm};
    cursor: pointer;
    outline: none;
  }
  button:last-child {
    border-right: 0;
  }
  button[data-hovered] {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
  button[data-selected] {
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.accentFg};
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  }
  button[data-focus-visible] {
    ${focusRing}
    outline-offset: -2px;
  }
`;

/** The screen answers to its own width (beside the app's sidebar, in the Brand Matrix's cells). */
export const Body = styled.div`
  container: dashboard / inline-size;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

export const Tiles = styled.dl`
  display: grid;
  /* Two a row on a phone (half the width each), as many 180 px tiles as fit on a laptop. */
  grid-template-columns: repeat(auto-fill, minmax(min(180px, calc(50% - 6px)), 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
`;

export const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.fontSize.lg};
  }
  [data-part='count'] {
    color: ${({ theme }) => theme.colors.fgMuted};
    font-size: ${({ theme }) => theme.typography.fontSize.sm};
    font-weight: ${({ theme }) => theme.typography.fontWeight.regular};
  }
  [data-part='hint'] {
    margin: 0;
    color: ${({ theme }) => theme.colors.fgMuted};
    font-size: ${({ theme }) => theme.typography.fontSize.sm};
  }
`;

export const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  align-items: start;
  grid-template-columns: minmax(0, 1fr);
  /* Narrow: what needs attention comes first. */
  & > section:last-child {
    order: -1;
  }
  @container dashboard (min-width: 900px) {
    grid-template-columns: minmax(0, 2fr) minmax(280px, 1fr);
    & > section:last-child {
      order: 0;
    }
  }
`;

/** The ranking grid's stand-in while its code loads (or could not). */
export const RankingPending = styled.p`
  box-sizing: border-box;
  display: flex;
  align-items: center;
  justify-content: center;
  margin: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.fgMuted};
  &[data-failed] {
    color: ${({ theme }) => theme.colors.dangerText};
  }
`;

export const AttentionList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[2]};
    padding: ${({ theme }) => `${theme.space[2]} 0`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  [data-part='what'] {
    color: ${({ theme }) => theme.colors.fgMuted};
    font-size: ${({ theme }) => theme.typography.fontSize.sm};
  }
`;
