import styled from 'styled-components';

export const KpiTileRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  dt {
    color: ${({ theme }) => theme.colors.fgMuted};
    font-size: ${({ theme }) => theme.typography.fontSize.sm};
  }
  dd {
    margin: 0;
  }
  [data-part='value'] {
    font-size: ${({ theme }) => theme.typography.fontSize.xl};
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
    font-variant-numeric: tabular-nums;
  }
  [data-part='flag'] {
    font-size: ${({ theme }) => theme.typography.fontSize.xs};
    font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
  }
  [data-part='detail'] {
    color: ${({ theme }) => theme.colors.fgMuted};
    font-size: ${({ theme }) => theme.typography.fontSize.sm};
  }
  &[data-status='bad'] {
    border-color: ${({ theme }) => theme.colors.danger};
    background: ${({ theme }) => theme.colors.dangerSubtle};
    [data-part='value'] {
      color: ${({ theme }) => theme.colors.dangerText};
    }
  }
  &[data-status='good'] [data-part='value'] {
    color: ${({ theme }) => theme.colors.successText};
  }
`;
