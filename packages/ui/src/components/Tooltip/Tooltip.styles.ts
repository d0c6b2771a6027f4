import { OverlayArrow, Tooltip } from 'react-aria-components';
import styled from 'styled-components';

export const TooltipBubble = styled(Tooltip)`
  max-width: 280px;
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.fg};
  color: ${({ theme }) => theme.colors.bg};
  font-size: ${({ theme }) => theme.typography.fontSize.xs};
  line-height: ${({ theme }) => theme.typography.lineHeight.normal};
  box-shadow: ${({ theme }) => theme.shadows.md};
  z-index: ${({ theme }) => theme.zIndex.tooltip};
  &[data-placement='top'] {
    margin-bottom: 6px;
  }
  &[data-placement='bottom'] {
    margin-top: 6px;
  }
  &[data-entering] {
    animation: so-tip-in ${({ theme }) => theme.motion.duration.fast} ${({ theme }) => theme.motion.easing.decelerate};
  }
  @keyframes so-tip-in {
    from {
      opacity: 0;
    }
  }
`;

export const Arrow = styled(OverlayArrow)`
  svg {
    display: block;
    fill: ${({ theme }) => theme.colors.fg};
  }
  &[data-placement='bottom'] svg {
    transform: rotate(180deg);
  }
`;
