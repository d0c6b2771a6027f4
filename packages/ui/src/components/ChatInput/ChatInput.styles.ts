import { Button } from 'react-aria-components';
import styled from 'styled-components';

export const Form = styled.form`
  display: block;
`;

export const Wrapper = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  align-items: flex-end;

  .chat-input-field {
    flex: 1;
    display: flex;
    flex-direction: column;
    min-width: 0;
  }

  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }

  textarea {
    font: inherit;
    resize: vertical;
    min-height: 2.75rem;
    max-height: 40vh;
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
    color: ${({ theme }) => theme.colors.fg};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.md};
  }
  textarea::placeholder {
    color: ${({ theme }) => theme.colors.fgMuted};
  }
  textarea[data-focus-visible],
  textarea:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 1px;
  }
  textarea[data-disabled] {
    color: ${({ theme }) => theme.colors.disabledFg};
    background: ${({ theme }) => theme.colors.disabledBg};
    cursor: not-allowed;
  }
`;

export const SendButton = styled(Button)`
  font: inherit;
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  min-width: 4.5rem;
  min-height: 2.75rem;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  border: none;
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.accentFg};
  background: ${({ theme }) => theme.colors.accent};
  cursor: pointer;

  &[data-hovered] {
    background: ${({ theme }) => theme.colors.accentHover};
  }
  &[data-pressed] {
    background: ${({ theme }) => theme.colors.accentPressed};
  }
  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
  &[data-pending] {
    cursor: progress;
  }
  &[data-disabled] {
    color: ${({ theme }) => theme.colors.disabledFg};
    background: ${({ theme }) => theme.colors.disabledBg};
    cursor: not-allowed;
  }
`;
