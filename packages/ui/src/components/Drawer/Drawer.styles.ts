import { Dialog, Modal, ModalOverlay } from 'react-aria-components';
import styled from 'styled-components';

export const DrawerOverlay = styled(ModalOverlay)`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.drawer};
  background: ${({ theme }) => theme.colors.overlay};
  &[data-entering] {
    animation: so-drawer-fade ${({ theme }) => theme.motion.duration.normal} ${({ theme }) => theme.motion.easing.decelerate};
  }
  @keyframes so-drawer-fade {
    from {
      opacity: 0;
    }
  }
`;

export const DrawerPanel = styled(Modal)`
  position: fixed;
  top: 0;
  bottom: 0;
  left: 0;
  width: min(var(--so-drawer-width, 280px), 85vw);
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.fg};
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  outline: none;
  touch-action: pan-y;
  transform: translateX(var(--so-drawer-offset, 0px));
  &[data-entering] {
    animation: so-drawer-in ${({ theme }) => theme.motion.duration.normal} ${({ theme }) => theme.motion.easing.decelerate};
  }
  &[data-dragging] {
    transition: none;
  }
  @keyframes so-drawer-in {
    from {
      transform: translateX(-100%);
    }
  }
`;

export const DrawerDialog = styled(Dialog)`
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow-y: auto;
  outline: none;
`;
