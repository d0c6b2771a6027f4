import { css } from 'styled-components';

/** Focus ring for React Aria's `[data-focus-visible]` (keyboard focus only). */
export const focusRing = css`
  outline: 2px solid ${({ theme }) => theme.colors.focusRing};
  outline-offset: 2px;
`;

/** Label above a field. */
export const labelStyles = css`
  display: block;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
  color: ${({ theme }) => theme.colors.fg};
  margin-bottom: ${({ theme }) => theme.space[1]};
`;

/** Help text and error text under a field. */
export const descriptionStyles = css`
  display: block;
  font-size: ${({ theme }) => theme.typography.fontSize.xs};
  color: ${({ theme }) => theme.colors.fgMuted};
  margin-top: ${({ theme }) => theme.space[1]};
`;

export const errorStyles = css`
  display: block;
  font-size: ${({ theme }) => theme.typography.fontSize.xs};
  color: ${({ theme }) => theme.colors.dangerText};
  margin-top: ${({ theme }) => theme.space[1]};
`;

/** The box of a text input: React Aria puts hover/focus/invalid/disabled data attributes on it. */
export const inputBox = css`
  width: 100%;
  min-height: 40px;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.fg};
  font-size: ${({ theme }) => theme.typography.fontSize.md};
  transition: border-color ${({ theme }) => `${theme.motion.duration.fast} ${theme.motion.easing.standard}`};
  &::placeholder {
    color: ${({ theme }) => theme.colors.fgMuted};
    opacity: 1;
  }
  &[data-hovered] {
    border-color: ${({ theme }) => theme.colors.fg};
  }
  &[data-focused] {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: -1px;
    border-color: ${({ theme }) => theme.colors.focusRing};
  }
  &[data-invalid] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  &[data-disabled] {
    background: ${({ theme }) => theme.colors.disabledBg};
    color: ${({ theme }) => theme.colors.disabledFg};
    border-color: ${({ theme }) => theme.colors.border};
    cursor: not-allowed;
  }
`;

/** Floating surfaces: popovers, menus, listboxes. */
export const popoverSurface = css`
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.fg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.md};
  outline: none;
  &[data-entering] {
    animation: so-pop-in ${({ theme }) => theme.motion.duration.fast} ${({ theme }) => theme.motion.easing.decelerate};
  }
  @keyframes so-pop-in {
    from {
      opacity: 0;
      transform: translateY(-4px);
    }
  }
`;

/** A selectable row in a ListBox or Menu. */
export const itemStyles = css`
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.fg};
  cursor: default;
  outline: none;
  &[data-focused],
  &[data-hovered] {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
  &[data-selected] {
    background: ${({ theme }) => theme.colors.accentSubtle};
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  }
  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: -2px;
  }
  &[data-disabled] {
    color: ${({ theme }) => theme.colors.disabledFg};
  }
`;

export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

/** A plain data table: full width, small text, ruled rows, shaded head. */
export const dataTable = css`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};

  th,
  td {
    text-align: left;
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  thead th {
    background: ${({ theme }) => theme.colors.bgSubtle};
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  }
`;

/** A chat's scrolling log (the chat's and the demo chat's): rounded, ringed when focused, its messages a column. */
export const chatLog = css`
  flex: 1;
  overflow-y: auto;
  border-radius: ${({ theme }) => theme.radii.md};

  &:focus-visible {
    ${focusRing}
  }
  ol {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[3]};
    margin: 0;
    padding: 0;
  }
`;
