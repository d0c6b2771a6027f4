import styled from 'styled-components';

export const BadgeRoot = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  max-width: 100%;
  padding: ${({ theme }) => `2px ${theme.space[2]}`};
  border-radius: ${({ theme }) => theme.radii.full};
  font-size: ${({ theme }) => theme.typography.fontSize.xs};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  line-height: 1.5;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  background: ${({ theme }) => theme.colors.bgSubtle};
  color: ${({ theme }) => theme.colors.fg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  &[data-variant='accent'] {
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.accentFg};
    border-color: transparent;
  }
  &[data-variant='success'] {
    background: ${({ theme }) => theme.colors.success};
    color: ${({ theme }) => theme.colors.successFg};
    border-color: transparent;
  }
  &[data-variant='warning'] {
    background: ${({ theme }) => theme.colors.warning};
    color: ${({ theme }) => theme.colors.warningFg};
    border-color: transparent;
  }
  &[data-variant='danger'] {
    background: ${({ theme }) => theme.colors.danger};
    color: ${({ theme }) => theme.colors.dangerFg};
    border-color: transparent;
  }
  &[data-variant='info'] {
    background: ${({ theme }) => theme.colors.info};
    color: ${({ theme }) => theme.colors.infoFg};
    border-color: transparent;
  }
`;
