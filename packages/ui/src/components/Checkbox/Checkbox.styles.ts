import { Checkbox } from 'react-aria-components';
import styled from 'styled-components';
import { focusRing } from '../shared/styles';

export const CheckboxRoot = styled(Checkbox)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.fg};
  font-size: ${({ theme }) => theme.typography.fontSize.md};
  cursor: pointer;
  min-height: 32px;

  .so-box {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    flex: none;
    width: 20px;
    height: 20px;
    border: 2px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.accentFg};
    transition: background-color ${({ theme }) => theme.motion.duration.fast};
  }
  .so-box svg {
    width: 14px;
    height: 14px;
    visibility: hidden;
  }
  &[data-hovered] .so-box {
    border-color: ${({ theme }) => theme.colors.fg};
  }
  &[data-selected] .so-box,
  &[data-indeterminate] .so-box {
    background: ${({ theme }) => theme.colors.accent};
    border-color: ${({ theme }) => theme.colors.accent};
  }
  &[data-selected] .so-box svg.so-check,
  &[data-indeterminate] .so-box svg.so-dash {
    visibility: visible;
  }
  &[data-pressed] .so-box {
    transform: scale(0.92);
  }
  &[data-focus-visible] .so-box {
    ${focusRing}
  }
  &[data-invalid] .so-box {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  &[data-disabled] {
    color: ${({ theme }) => theme.colors.disabledFg};
    cursor: not-allowed;
  }
  &[data-disabled] .so-box {
    background: ${({ theme }) => theme.colors.disabledBg};
    border-color: ${({ theme }) => theme.colors.disabledFg};
  }
`;
