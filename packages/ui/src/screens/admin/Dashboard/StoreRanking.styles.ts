import styled from 'styled-components';

// Only styled-components here: the ranking grid loads as a chunk of its own (see Board).
export const GridBox = styled.div`
  width: 100%;
  [data-part='spark'] polyline {
    fill: none;
    stroke: ${({ theme }) => theme.colors.accent};
    stroke-width: 1.5;
  }
  [data-part='spark'] circle {
    fill: ${({ theme }) => theme.colors.accent};
  }
  /* A cell's mark against its target: AG Grid's cellClassRules set classes, not attributes. */
  .so-bad {
    background: ${({ theme }) => theme.colors.dangerSubtle};
    color: ${({ theme }) => theme.colors.dangerText};
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  }
  .so-good {
    color: ${({ theme }) => theme.colors.successText};
  }
`;
