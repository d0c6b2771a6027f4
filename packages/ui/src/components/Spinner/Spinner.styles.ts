import { ProgressBar } from 'react-aria-components';
import styled from 'styled-components';

export const SpinnerRoot = styled(ProgressBar)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.accentText};
  svg {
    width: var(--so-spinner-size, 20px);
    height: var(--so-spinner-size, 20px);
    animation: so-spin 0.8s linear infinite;
  }
  &[data-size='sm'] { --so-spinner-size: 14px; }
  &[data-size='lg'] { --so-spinner-size: 32px; }
  @keyframes so-spin {
    to { transform: rotate(360deg); }
  }
`;

export const SpinnerLabel = styled.span`
  color: ${({ theme }) => theme.colors.fgMuted};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;
