import { Button } from 'react-aria-components';
import styled from 'styled-components';
import { inputBox, labelStyles } from '../shared/styles';

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

/** The label of a field whose control is still loading: the same look as the control's label. */
export const PendingLabel = styled.span`
  ${labelStyles}
`;

/** The box of a field whose control is still loading: the control's box, holding the current value. */
export const PendingBox = styled.div`
  ${inputBox}
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  font-variant-numeric: tabular-nums;
  & > span {
    flex: 1;
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  &[data-placeholder='true'] > span {
    color: ${({ theme }) => theme.colors.fgMuted};
  }
  & > svg {
    flex: none;
    width: 18px;
    height: 18px;
    color: ${({ theme }) => theme.colors.fgMuted};
  }
  /* The date field's box holds a 32 px calendar button: the same room here. */
  &[data-kind='date'] {
    gap: ${({ theme }) => theme.space[1]};
    padding-right: ${({ theme }) => theme.space[1]};
  }
  &[data-kind='date'] > svg {
    box-sizing: content-box;
    padding: 7px;
  }
`;
