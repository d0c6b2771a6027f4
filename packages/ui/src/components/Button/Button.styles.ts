import { Button } from 'react-aria-components';
import styled from 'styled-components';
import { focusRing } from '../shared/styles';

/** Variants via `data-variant`, sizes via `data-size`, states via React Aria's data attributes. */
export const ButtonRoot = styled(Button)`
  --so-btn-bg: ${({ theme }) => theme.colors.accent};
  --so-btn-bg-hover: ${({ theme }) => theme.colors.accentHover};
  --so-btn-bg-pressed: ${({ theme }) => theme.colors.accentPressed};
  --so-btn-fg: ${({ theme }) => theme.colors.accentFg};
  --so-btn-border: transparent;

  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 40px;
  padding: ${({ theme }) => `0 ${theme.space[4]}`};
  border: 1px solid var(--so-btn-border);
  border-radius: ${({ theme }) => theme.radii.md};
  background: var(--so-btn-bg);
  color: var(--so-btn-fg);
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  line-height: 1;
  white-space: nowrap;
  cursor: pointer;
  user-select: none;
  outline: none;
  transition:
    background-color ${({ theme }) => `${theme.motion.duration.fast} ${theme.motion.easing.standard}`},
    transform ${({ theme }) => theme.motion.duration.fast};

  &[data-size='sm'] {
    min-height: 32px;
    padding: ${({ theme }) => `0 ${theme.space[3]}`};
  }

  &[data-variant='secondary'] {
    --so-btn-bg: ${({ theme }) => theme.colors.surface};
    --so-btn-bg-hover: ${({ theme }) => theme.colors.surfaceHover};
    --so-btn-bg-pressed: ${({ theme }) => theme.colors.accentSubtle};
    --so-btn-fg: ${({ theme }) => theme.colors.accentText};
    --so-btn-border: ${({ theme }) => theme.colors.borderStrong};
  }
  &[data-variant='ghost'] {
    --so-btn-bg: transparent;
    --so-btn-bg-hover: ${({ theme }) => theme.colors.surfaceHover};
    --so-btn-bg-pressed: ${({ theme }) => theme.colors.accentSubtle};
    --so-btn-fg: ${({ theme }) => theme.colors.fg};
  }
  &[data-variant='danger'] {
    --so-btn-bg: ${({ theme }) => theme.colors.danger};
    --so-btn-bg-hover: ${({ theme }) => theme.colors.dangerHover};
    --so-btn-bg-pressed: ${({ theme }) => theme.colors.dangerPressed};
    --so-btn-fg: ${({ theme }) => theme.colors.dangerFg};
  }

  &[data-hovered] {
    background: var(--so-btn-bg-hover);
  }
  &[data-pressed] {
    background: var(--so-btn-bg-pressed);
    transform: translateY(1px);
  }
  &[data-focus-visible] {
    ${focusRing}
  }
  &[data-pending] {
    cursor: progress;
  }
  &[data-disabled] {
    background: ${({ theme }) => theme.colors.disabledBg};
    color: ${({ theme }) => theme.colors.disabledFg};
    border-color: transparent;
    cursor: not-allowed;
    transform: none;
  }
`;
