import styled from 'styled-components';

export const Layout = styled.main`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  align-items: start;
  min-height: 100%;
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.bg};
  color: ${({ theme }) => theme.colors.fg};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(20rem, 26rem) minmax(0, 1fr);
    padding: ${({ theme }) => theme.space[8]};
  }
`;

export const Card = styled.section`
  padding: ${({ theme }) => theme.space[6]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};

  form {
    display: grid;
    gap: ${({ theme }) => theme.space[4]};
  }
`;

export const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.xxl};
`;

export const Subtitle = styled.p`
  margin: ${({ theme }) => theme.space[1]} 0 ${({ theme }) => theme.space[6]};
  color: ${({ theme }) => theme.colors.fgMuted};
`;

export const Alert = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.dangerSubtle};
  color: ${({ theme }) => theme.colors.dangerText};
`;

/** A notice that is not an error (the session ended): info colours, announced politely. */
export const Notice = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.info};
  background: ${({ theme }) => theme.colors.infoSubtle};
  color: ${({ theme }) => theme.colors.infoText};
`;

export const Demo = styled.aside`
  min-width: 0;
`;
