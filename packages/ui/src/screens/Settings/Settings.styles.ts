import styled from 'styled-components';

export const Page = styled.main`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  max-width: 48rem;
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.fg};

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.fontSize.xxl};
  }
`;

export const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};

  > h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.fontSize.lg};
  }
`;

export const ModelField = styled.div`
  max-width: 28rem;
`;

export const AppearanceFields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  max-width: 28rem;
`;

/** Holds the brand-switch indicator; keeps its height so the layout does not jump. */
export const SwitchingStatus = styled.div`
  min-height: 1.5rem;
  display: flex;
  align-items: center;
`;
