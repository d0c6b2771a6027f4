import { Button, Disclosure, DisclosurePanel } from 'react-aria-components';
import styled from 'styled-components';
import { focusRing } from '../shared/styles';

export const DisclosureRoot = styled(Disclosure)`
  display: flex;
  flex-direction: column;
`;

export const Trigger = styled(Button)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  width: 100%;
  min-height: 40px;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.fg};
  font-size: ${({ theme }) => theme.typography.fontSize.md};
  font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
  text-align: left;
  cursor: pointer;
  outline: none;
  svg {
    width: 18px;
    height: 18px;
    color: ${({ theme }) => theme.colors.fgMuted};
    transition: transform ${({ theme }) => `${theme.motion.duration.fast} ${theme.motion.easing.standard}`};
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
  &[data-hovered] {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
  &[data-focus-visible] {
    ${focusRing}
  }
  &[data-disabled] {
    color: ${({ theme }) => theme.colors.disabledFg};
    cursor: not-allowed;
  }
`;

export const Heading = styled.h3`
  margin: 0;
  font-size: inherit;
`;

export const Panel = styled(DisclosurePanel)`
  padding-left: ${({ theme }) => theme.space[3]};
`;
