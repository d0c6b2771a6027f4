import { Switch } from 'react-aria-components';
import styled from 'styled-components';
import { focusRing } from '../shared/styles';

export const SwitchRoot = styled(Switch)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.fg};
  cursor: pointer;
  min-height: 32px;

  .so-track {
    position: relative;
    flex: none;
    width: 40px;
    height: 24px;
    border: 2px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.full};
    background: ${({ theme }) => theme.colors.surface};
    transition: background-color ${({ theme }) => theme.motion.duration.fast};
  }
  .so-thumb {
    position: absolute;
    top: 2px;
    left: 2px;
    width: 16px;
    height: 16px;
    border-radius: ${({ theme }) => theme.radii.full};
    background: ${({ theme }) => theme.colors.borderStrong};
    transition: transform ${({ theme }) => `${theme.motion.duration.fast} ${theme.motion.easing.standard}`};
  }
  &[data-hovered] .so-track {
    border-color: ${({ theme }) => theme.colors.fg};
  }
  &[data-selected] .so-track {
    background: ${({ theme }) => theme.colors.accent};
    border-color: ${({ theme }) => theme.colors.accent};
  }
  &[data-selected] .so-thumb {
    background: ${({ theme }) => theme.colors.accentFg};
    transform: translateX(16px);
  }
  &[data-focus-visible] .so-track {
    ${focusRing}
  }
  &[data-disabled] {
    color: ${({ theme }) => theme.colors.disabledFg};
    cursor: not-allowed;
  }
  &[data-disabled] .so-track {
    background: ${({ theme }) => theme.colors.disabledBg};
    border-color: ${({ theme }) => theme.colors.disabledFg};
  }
`;
