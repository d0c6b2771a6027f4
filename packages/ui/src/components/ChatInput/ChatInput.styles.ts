import styled from 'styled-components';
import { visuallyHidden } from '../shared/styles';

export const Form = styled.form`
  display: block;
  position: relative;

  .visually-hidden {
    ${visuallyHidden}
  }
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

  [data-part='send'],
  [data-part='stop'] {
    min-width: 4.5rem;
    min-height: 2.75rem;
  }
  textarea {
    min-height: 2.75rem;
    max-height: 40vh;
  }
`;

/** The `/` prompt list, above the input. */
export const Picker = styled.ul`
  position: absolute;
  left: 0;
  right: 0;
  bottom: calc(100% + ${({ theme }) => theme.space[1]});
  z-index: ${({ theme }) => theme.zIndex.popover};
  max-height: min(18rem, 45vh);
  overflow-y: auto;
  margin: 0;
  padding: ${({ theme }) => theme.space[1]};
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;

export const PickerOption = styled.li`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.fg};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
  &[data-active] {
    background: ${({ theme }) => theme.colors.accentSubtle};
    color: ${({ theme }) => theme.colors.accentText};
  }
`;

export const PickerTitle = styled.span`
  font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
`;

export const PickerCategory = styled.span`
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  color: inherit;
`;

export const PickerEmpty = styled.li`
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  color: ${({ theme }) => theme.colors.fgMuted};
`;
