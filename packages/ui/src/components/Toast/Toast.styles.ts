import { UNSTABLE_Toast as AriaToast, UNSTABLE_ToastRegion as AriaToastRegion } from 'react-aria-components';
import styled from 'styled-components';

export const Region = styled(AriaToastRegion)`
  position: fixed;
  bottom: ${({ theme }) => theme.space[4]};
  right: ${({ theme }) => theme.space[4]};
  z-index: ${({ theme }) => theme.zIndex.toast};
  display: flex;
  flex-direction: column-reverse;
  gap: ${({ theme }) => theme.space[2]};
  outline: none;
  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

export const ToastBox = styled(AriaToast)`
  --so-toast-accent: ${({ theme }) => theme.colors.info};
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  width: min(360px, calc(100vw - 32px));
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[3]} ${theme.space[3]} ${theme.space[4]}`};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.fg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid var(--so-toast-accent);
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  outline: none;
  &[data-variant='success'] {
    --so-toast-accent: ${({ theme }) => theme.colors.success};
  }
  &[data-variant='warning'] {
    --so-toast-accent: ${({ theme }) => theme.colors.warning};
  }
  &[data-variant='danger'] {
    --so-toast-accent: ${({ theme }) => theme.colors.danger};
  }
  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
  .so-toast-content {
    flex: 1;
    min-width: 0;
  }
  [slot='title'] {
    display: block;
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  }
  [slot='description'] {
    display: block;
    font-size: ${({ theme }) => theme.typography.fontSize.sm};
    color: ${({ theme }) => theme.colors.fgMuted};
  }
`;
