import styled from 'styled-components';

export const EmptyRoot = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[8]} ${theme.space[4]}`};
  text-align: center;
  color: ${({ theme }) => theme.colors.fg};
  .so-icon {
    color: ${({ theme }) => theme.colors.fgMuted};
  }
  .so-icon svg {
    width: 40px;
    height: 40px;
  }
  .so-title {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.fontSize.md};
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  }
  .so-description {
    margin: 0;
    max-width: 48ch;
    font-size: ${({ theme }) => theme.typography.fontSize.sm};
    color: ${({ theme }) => theme.colors.fgMuted};
  }
  .so-action {
    margin-top: ${({ theme }) => theme.space[2]};
  }
  &[data-variant='error'] .so-title {
    color: ${({ theme }) => theme.colors.dangerText};
  }
`;
