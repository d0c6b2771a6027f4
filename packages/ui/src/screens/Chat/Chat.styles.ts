import { Button } from 'react-aria-components';
import styled from 'styled-components';
import { chatLog } from '../../components/shared/styles';

export const Layout = styled.div`
  display: flex;
  flex-direction: column;
  flex: 1 1 auto;
  min-height: 0;
  height: 100%;
  background: ${({ theme }) => theme.colors.bg};
  color: ${({ theme }) => theme.colors.fg};

  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
`;

export const Main = styled.main`
  flex: 1;
  display: flex;
  flex-direction: column;
  min-height: 0;
  width: 100%;
  max-width: 60rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[4]};
  gap: ${({ theme }) => theme.space[3]};
  /* Never drawn over the selector bar: with little height left, the column scrolls. */
  overflow-y: auto;
`;

export const History = styled.section`
  ${chatLog}
  min-height: 6rem;
`;

export const Empty = styled.p`
  margin: ${({ theme }) => theme.space[8]} auto;
  max-width: 28rem;
  text-align: center;
  color: ${({ theme }) => theme.colors.fgMuted};
`;

export const Composer = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

export const ContextStatus = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.infoSubtle};
  color: ${({ theme }) => theme.colors.infoText};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};

  &[data-context='failed'],
  &[data-context='loadFailed'] {
    background: ${({ theme }) => theme.colors.dangerSubtle};
    color: ${({ theme }) => theme.colors.dangerText};
  }
`;

export const OptionsToggle = styled(Button)`
  justify-self: start;
  font: inherit;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
  border: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.accentText};
  text-decoration: underline;
  cursor: pointer;

  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
  }
`;

export const Options = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  /* Open options leave the history, the chips and the input their room. */
  max-height: 32vh;
  overflow-y: auto;

  &[hidden] {
    display: none;
  }
`;

/** Suggested questions above the input: chips that wrap. */
export const Suggestions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};

  [data-part='suggestion'] {
    max-width: 100%;
    white-space: normal;
    text-align: start;
    border-radius: ${({ theme }) => theme.radii.full};
  }
`;

/** What the conversation is about: always in view (sticky when the column itself scrolls). */
export const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: 1;
  flex: none;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  padding-bottom: ${({ theme }) => theme.space[2]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.bg};

  [data-part='about'] {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    column-gap: ${({ theme }) => theme.space[2]};
    min-width: 0;
    margin: 0;
    font-size: ${({ theme }) => theme.typography.fontSize.sm};
    color: ${({ theme }) => theme.colors.fgMuted};
  }
  [data-part='store'] {
    font-size: ${({ theme }) => theme.typography.fontSize.md};
    font-weight: 600;
    color: ${({ theme }) => theme.colors.fg};
  }
  [data-part='status'] {
    color: ${({ theme }) => theme.colors.infoText};
  }
`;
