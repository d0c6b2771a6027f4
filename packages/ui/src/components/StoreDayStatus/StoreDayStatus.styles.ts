import styled from 'styled-components';

export const StatusBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[4]}`};
  color: ${({ theme }) => theme.colors.fgMuted};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};

  [data-part='message'] {
    min-width: 0;
    overflow-wrap: anywhere;
  }
  [role='alert'] {
    color: ${({ theme }) => theme.colors.dangerText};
  }
`;
