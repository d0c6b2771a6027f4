import { Radio, RadioGroup } from 'react-aria-components';
import styled from 'styled-components';
import { focusRing } from '../shared/styles';

export const RadioGroupRoot = styled(RadioGroup)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  .so-items {
    display: flex;
    flex-direction: column;
  }
  &[data-orientation='horizontal'] .so-items {
    flex-direction: row;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[4]};
  }
`;

export const RadioRoot = styled(Radio)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 32px;
  color: ${({ theme }) => theme.colors.fg};
  cursor: pointer;
  &::before {
    content: '';
    flex: none;
    width: 20px;
    height: 20px;
    box-sizing: border-box;
    border: 2px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.full};
    background: ${({ theme }) => theme.colors.surface};
    transition: border-width ${({ theme }) => theme.motion.duration.fast};
  }
  &[data-hovered]::before {
    border-color: ${({ theme }) => theme.colors.fg};
  }
  &[data-selected]::before {
    border: 6px solid ${({ theme }) => theme.colors.accent};
  }
  &[data-focus-visible]::before {
    ${focusRing}
  }
  &[data-disabled] {
    color: ${({ theme }) => theme.colors.disabledFg};
    cursor: not-allowed;
  }
  &[data-disabled]::before {
    border-color: ${({ theme }) => theme.colors.disabledFg};
    background: ${({ theme }) => theme.colors.disabledBg};
  }
`;
