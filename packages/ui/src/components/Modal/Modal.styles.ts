import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import styled from 'styled-components';

export const Overlay = styled(ModalOverlay)`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.modal};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.overlay};
  &[data-entering] {
    animation: so-fade-in ${({ theme }) => theme.motion.duration.normal} ${({ theme }) => theme.motion.easing.decelerate};
  }
  &[data-exiting] {
    animation: so-fade-in ${({ theme }) => theme.motion.duration.fast} reverse ${({ theme }) => theme.motion.easing.accelerate};
  }
  @keyframes so-fade-in {
    from {
      opacity: 0;
    }
  }
`;

export const ModalPanel = styled(Modal)`
  width: 100%;
  max-width: 520px;
  max-height: calc(100vh - 32px);
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.fg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  outline: none;
  &[data-size='sm'] {
    max-width: 400px;
  }
  &[data-size='lg'] {
    max-width: 760px;
  }
  &[data-entering] {
    animation: so-rise ${({ theme }) => theme.motion.duration.normal} ${({ theme }) => theme.motion.easing.decelerate};
  }
  @keyframes so-rise {
    from {
      transform: translateY(8px) scale(0.98);
    }
  }
`;

export const DialogBox = styled(Dialog)`
  display: flex;
  flex-direction: column;
  min-height: 0;
  outline: none;
`;

export const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[4]} ${theme.space[2]} ${theme.space[5]}`};
`;

export const Title = styled(Heading)`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.lg};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};
`;

export const Body = styled.div`
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[5]} ${theme.space[4]}`};
  overflow: auto;
  min-height: 0;
`;

export const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[5]} ${theme.space[4]}`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;
