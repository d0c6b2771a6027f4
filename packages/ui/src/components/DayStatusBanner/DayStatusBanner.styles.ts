import styled from 'styled-components';

export const BannerRoot = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left-width: 4px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.bgSubtle};
  color: ${({ theme }) => theme.colors.fg};
  font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
  &[data-status='in_progress'] {
    border-color: ${({ theme }) => theme.colors.info};
    background: ${({ theme }) => theme.colors.infoSubtle};
    color: ${({ theme }) => theme.colors.infoText};
  }
  &[data-status='not_started'] {
    border-color: ${({ theme }) => theme.colors.warning};
    background: ${({ theme }) => theme.colors.warningSubtle};
    color: ${({ theme }) => theme.colors.warningText};
  }
`;
