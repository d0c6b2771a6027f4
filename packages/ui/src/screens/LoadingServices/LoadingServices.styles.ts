import styled from 'styled-components';

export const Page = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  max-width: 40rem;
  padding: ${({ theme }) => theme.space[6]};
  color: ${({ theme }) => theme.colors.fg};
`;

export const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.xxl};
`;

export const Text = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.fgMuted};
`;

export const SourceList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const SourceRow = styled.li``;

export const Chart = styled.svg`
  width: 400px;
  max-width: 100%;
  height: auto;
  aspect-ratio: 4 / 3;
  flex: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  .axis {
    stroke: ${({ theme }) => theme.colors.borderStrong};
    stroke-width: 1;
  }
  .bar {
    fill: ${({ theme }) => theme.colors.accent};
  }
  .tick,
  .label {
    fill: ${({ theme }) => theme.colors.fgMuted};
    font-size: 11px;
  }
`;
