import { ProgressBar } from 'react-aria-components';
import styled from 'styled-components';

export const ProgressRoot = styled(ProgressBar)`
  --so-progress-fill: ${({ theme }) => theme.colors.accent};
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
  min-width: 0;
  &[data-variant='warning'] {
    --so-progress-fill: ${({ theme }) => theme.colors.warning};
  }
  &[data-variant='danger'] {
    --so-progress-fill: ${({ theme }) => theme.colors.danger};
  }
  &[data-variant='success'] {
    --so-progress-fill: ${({ theme }) => theme.colors.success};
  }
  .so-label {
    font-size: ${({ theme }) => theme.typography.fontSize.sm};
    font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
  }
  .so-value {
    font-size: ${({ theme }) => theme.typography.fontSize.sm};
    color: ${({ theme }) => theme.colors.fgMuted};
    font-variant-numeric: tabular-nums;
  }
  .so-track {
    grid-column: 1 / -1;
    height: 8px;
    overflow: hidden;
    border-radius: ${({ theme }) => theme.radii.full};
    background: ${({ theme }) => theme.colors.bgSubtle};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.borderStrong};
  }
  .so-fill {
    height: 100%;
    border-radius: inherit;
    background: var(--so-progress-fill);
    transition: width ${({ theme }) => `${theme.motion.duration.normal} ${theme.motion.easing.standard}`};
  }
  &:not([aria-valuenow]) .so-fill {
    width: 40%;
    animation: so-indeterminate 1.2s ${({ theme }) => theme.motion.easing.standard} infinite;
  }
  @keyframes so-indeterminate {
    from {
      transform: translateX(-100%);
    }
    to {
      transform: translateX(250%);
    }
  }
`;
