import styled from 'styled-components';

export const TagRoot = styled.span`
  display: inline-flex;
  align-items: center;
  padding: ${({ theme }) => `0 ${theme.space[2]}`};
  min-height: 22px;
  border-radius: ${({ theme }) => theme.radii.sm};
  font-size: ${({ theme }) => theme.typography.fontSize.xs};
  font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
  white-space: nowrap;
  background: ${({ theme }) => theme.colors.accentSubtle};
  color: ${({ theme }) => theme.colors.accentText};
  &[data-variant='secondary'] {
    background: ${({ theme }) => theme.colors.secondarySubtle};
    color: ${({ theme }) => theme.colors.secondaryText};
  }
  &[data-variant='neutral'] {
    background: ${({ theme }) => theme.colors.bgSubtle};
    color: ${({ theme }) => theme.colors.fgMuted};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.border};
  }
  &[data-variant='warning'] {
    background: ${({ theme }) => theme.colors.warningSubtle};
    color: ${({ theme }) => theme.colors.warningText};
  }
  &[data-variant='danger'] {
    background: ${({ theme }) => theme.colors.dangerSubtle};
    color: ${({ theme }) => theme.colors.dangerText};
  }
  &[data-variant='success'] {
    background: ${({ theme }) => theme.colors.successSubtle};
    color: ${({ theme }) => theme.colors.successText};
  }
`;
