import styled from 'styled-components';

/** Fills come from the nearest `[data-brand][data-color-scheme]` (CSS variables): no class per brand. */
export const MarkSvg = styled.svg`
  flex: none;
  display: block;

  [data-role='accent'] {
    fill: ${({ theme }) => theme.colors.accent};
  }
  [data-role='accentFg'] {
    fill: ${({ theme }) => theme.colors.accentFg};
  }
  [data-role='secondary'] {
    fill: ${({ theme }) => theme.colors.secondary};
  }
`;
