import styled from 'styled-components';
import { visuallyHidden } from '../../components/shared/styles';

/**
 * The screen answers to its own width, not the window's (it sits beside the app's sidebar, and in
 * the brand matrix's cells): below 768 px of it the rooms and the room are two views.
 */
export const narrow = '@container staff-chat (max-width: 767.98px)';

export const Root = styled.main`
  container: staff-chat / inline-size;
  display: flex;
  flex-direction: column;
  height: 100%;
  min-height: 0;
  min-width: 0;
  background: ${({ theme }) => theme.colors.bg};
  color: ${({ theme }) => theme.colors.fg};
  font-family: ${({ theme }) => theme.typography.fontFamily.sans};

  /* Words for screen readers only: the title, a room's one phrase, Mentions you. */
  [data-visually-hidden] {
    ${visuallyHidden}
  }
`;

/** The connection's state when not live; an empty live region (kept in the page) when live. */
export const ConnectionBanner = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  font-weight: ${({ theme }) => theme.typography.fontWeight.medium};

  &:not(:empty) {
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  &[data-connection='connecting'] {
    background: ${({ theme }) => theme.colors.infoSubtle};
    color: ${({ theme }) => theme.colors.infoText};
  }
  &[data-connection='reconnecting'],
  &[data-connection='offline'] {
    background: ${({ theme }) => theme.colors.warningSubtle};
    color: ${({ theme }) => theme.colors.warningText};
  }
`;

export const Layout = styled.div`
  flex: 1 1 auto;
  display: grid;
  grid-template-columns: minmax(14rem, 18rem) minmax(0, 1fr);
  min-height: 0;

  [data-part='back'] {
    display: none;
  }

  ${narrow} {
    grid-template-columns: minmax(0, 1fr);
    &[data-view='room'] > [data-part='rooms'],
    &[data-view='list'] > [data-part='room'] {
      display: none;
    }
    [data-part='back'] {
      display: inline-flex;
    }
  }
`;

/** Loading, failed and no rooms: one message across the screen. */
export const Whole = styled.div`
  flex: 1 1 auto;
  display: flex;
  flex-direction: column;
  justify-content: center;
  padding: ${({ theme }) => theme.space[4]};
`;

export const Pane = styled.section`
  display: flex;
  flex-direction: column;
  min-height: 0;
  min-width: 0;
`;

export const EmptyText = styled.p`
  margin: ${({ theme }) => theme.space[8]} auto;
  max-width: 28rem;
  text-align: center;
  color: ${({ theme }) => theme.colors.fgMuted};
`;
