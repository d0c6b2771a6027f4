import styled from 'styled-components';

export const Row = styled.li`
  display: flex;
  list-style: none;
  margin: 0;

  &[data-author='user'] {
    justify-content: flex-end;
  }
  &[data-author='system'] {
    justify-content: flex-start;
  }
`;

export const Bubble = styled.article`
  max-width: min(44rem, 88%);
  min-width: 0;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow-wrap: anywhere;

  &[data-author='user'] {
    border: 2px solid ${({ theme }) => theme.colors.userMessageBorder};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.fg};
  }
  &[data-author='system'] {
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.bgSubtle};
    color: ${({ theme }) => theme.colors.fg};
  }
`;

export const Body = styled.p`
  margin: 0;
  white-space: pre-wrap;
`;

export const Meta = styled.footer`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.typography.fontSize.xs};
  color: ${({ theme }) => theme.colors.fgMuted};

  [data-part='model'] {
    font-family: ${({ theme }) => theme.typography.fontFamily.mono};
  }
`;
