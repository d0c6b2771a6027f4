import styled from 'styled-components';

export const SwipeArea = styled.div`
  position: fixed;
  top: 0;
  bottom: 0;
  left: 0;
  z-index: ${({ theme }) => theme.zIndex.drawer};
  touch-action: pan-y;
`;

export const Peek = styled.div`
  position: fixed;
  top: 0;
  bottom: 0;
  left: 0;
  width: min(var(--so-drawer-width, 280px), 85vw);
  z-index: ${({ theme }) => theme.zIndex.drawer};
  background: ${({ theme }) => theme.colors.surface};
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  pointer-events: none;
`;
