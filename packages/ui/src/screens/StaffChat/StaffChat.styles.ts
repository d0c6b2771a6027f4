import { Button as AriaButton, ListBox, ListBoxItem } from 'react-aria-components';
import styled from 'styled-components';
import { visuallyHidden } from '../../components/shared/styles';

/**
 * The screen answers to its own width, not the window's (it sits beside the app's sidebar, and in
 * the brand matrix's cells): below 768 px of it the rooms and the room are two views.
 */
const narrow = '@container staff-chat (max-width: 767.98px)';

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

  .visually-hidden {
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

export const Centered = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[6]};
  color: ${({ theme }) => theme.colors.fgMuted};
`;

export const Sidebar = styled.section`
  display: flex;
  flex-direction: column;
  min-height: 0;
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.bgSubtle};

  ${narrow} {
    border-right: none;
  }
`;

export const SidebarHeading = styled.h2`
  margin: 0;
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[4]} ${theme.space[2]}`};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  text-transform: uppercase;
  letter-spacing: 0.04em;
  color: ${({ theme }) => theme.colors.fgMuted};
`;

export const RoomList = styled(ListBox)`
  flex: 1 1 auto;
  overflow-y: auto;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[0.5]};
  padding: ${({ theme }) => `0 ${theme.space[2]} ${theme.space[2]}`};
  outline: none;
` as typeof ListBox;

export const RoomItem = styled(ListBoxItem)`
  /* A long list scrolls: its rooms keep their height (a flex item would shrink and overlap). */
  flex: none;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 2.75rem;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.fg};
  cursor: pointer;
  outline: none;

  [data-part='kind-icon'] {
    display: inline-flex;
    flex: none;
    color: ${({ theme }) => theme.colors.fgMuted};
  }
  [data-part='names'] {
    display: flex;
    flex-direction: column;
    flex: 1 1 auto;
    min-width: 0;
  }
  [data-part='name'] {
    overflow-wrap: anywhere;
  }
  [data-part='kind'] {
    font-size: ${({ theme }) => theme.typography.fontSize.xs};
    color: ${({ theme }) => theme.colors.fgMuted};
  }
  [data-part='unread'] {
    flex: none;
  }

  &[data-hovered],
  &[data-focused] {
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
  &[data-unread] [data-part='name'] {
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  }
` as typeof ListBoxItem;

export const Pane = styled.section`
  display: flex;
  flex-direction: column;
  min-height: 0;
  min-width: 0;
`;

export const PaneHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

export const RoomTitle = styled.h2`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  flex: 1 1 auto;
  min-width: 0;
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.lg};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};
  overflow-wrap: anywhere;
  outline: none;

  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.fgMuted};
  }
`;

export const TextButton = styled(AriaButton)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  min-height: 2.75rem;
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
  border: none;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.accentText};
  font: inherit;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
  cursor: pointer;

  svg {
    width: 18px;
    height: 18px;
  }
  &[data-hovered] {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 0;
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
  [data-part='dot'] {
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.success};
  }
`;

export const OnlineList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  flex-basis: 100%;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};

  &[hidden] {
    display: none;
  }
  li {
    display: inline-flex;
    align-items: baseline;
    gap: ${({ theme }) => theme.space[1]};
  }
  [data-part='handle'] {
    color: ${({ theme }) => theme.colors.fgMuted};
  }
`;

export const Log = styled.div`
  flex: 1 1 auto;
  min-height: 8rem;
  overflow-y: auto;
  overscroll-behavior: contain;
  /* useHistoryScroll keeps the place when older messages come in, in every browser (Safari has no
     scroll anchoring); the browser's own anchoring would fight it, and hide it from the story test. */
  overflow-anchor: none;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: -2px;
  }
`;

/** The top of the log: the Load older button or its progress, one height so neither moves the log. */
export const OlderRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 3rem;
  color: ${({ theme }) => theme.colors.fgMuted};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;

export const Messages = styled.ol`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const DayHeading = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin: ${({ theme }) => `${theme.space[3]} 0 ${theme.space[1]}`};
  color: ${({ theme }) => theme.colors.fgMuted};

  &::before,
  &::after {
    content: '';
    flex: 1;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.fontSize.xs};
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  }
`;

export const Message = styled.li`
  display: grid;
  /* Edit and Delete come after the text (screen readers hear the message first) but sit at the end
     of the head line. */
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
  > * {
    grid-column: 1 / -1;
  }
  > [data-part='head'] {
    grid-column: 1;
    grid-row: 1;
  }
  > [data-part='actions'] {
    grid-column: 2;
    grid-row: 1;
  }
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-left: 3px solid transparent;
  border-radius: ${({ theme }) => theme.radii.sm};

  &[data-mine] {
    border-left-color: ${({ theme }) => theme.colors.borderStrong};
  }
  &[data-mentions-me] {
    border-left-color: ${({ theme }) => theme.colors.accent};
    background: ${({ theme }) => theme.colors.bgSubtle};
  }

  /* A mark the author typed (the sanitizer allows <mark>): themed, never mistaken for a mention. */
  mark {
    background: ${({ theme }) => theme.colors.warningSubtle};
    color: ${({ theme }) => theme.colors.fg};
  }
  mark.mention {
    padding: 0 0.2em;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.accentSubtle};
    color: ${({ theme }) => theme.colors.fg};
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  }
  mark.mention[data-self] {
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.accentFg};
    font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
  }
`;

export const MessageHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => `0 ${theme.space[2]}`};

  [data-part='author'] {
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
    overflow-wrap: anywhere;
  }
  time,
  [data-part='edited'] {
    font-size: ${({ theme }) => theme.typography.fontSize.xs};
    color: ${({ theme }) => theme.colors.fgMuted};
  }
`;

export const Deleted = styled.p`
  margin: 0;
  font-style: italic;
  color: ${({ theme }) => theme.colors.fgMuted};
`;

/** Under a message whose formatting could not be shown: it reads as plain text. */
export const PlainTextNote = styled.p`
  margin: ${({ theme }) => theme.space[1]} 0 0;
  font-size: ${({ theme }) => theme.typography.fontSize.xs};
  color: ${({ theme }) => theme.colors.fgMuted};
`;

export const Receipt = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.xs};
  color: ${({ theme }) => theme.colors.fgMuted};

  svg {
    width: 14px;
    height: 14px;
  }
`;

/** Edit and Delete of an own message. */
export const MessageActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
  align-self: center;

  [data-component='Button'] {
    font-weight: ${({ theme }) => theme.typography.fontWeight.regular};
  }
`;

export const Editor = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

export const EditorActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

export const EmptyText = styled.p`
  margin: ${({ theme }) => theme.space[8]} auto;
  max-width: 28rem;
  text-align: center;
  color: ${({ theme }) => theme.colors.fgMuted};
`;

export const PendingList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: ${({ theme }) => `${theme.space[2]} 0 0`};
  padding: 0;
  list-style: none;
`;

export const PendingItem = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-left: 3px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.sm};

  [data-part='text'] {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
    color: ${({ theme }) => theme.colors.fgMuted};
  }
  [data-part='state'] {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.typography.fontSize.sm};
    color: ${({ theme }) => theme.colors.fgMuted};
  }
  &[data-state='failed'] {
    border-left-color: ${({ theme }) => theme.colors.danger};
    background: ${({ theme }) => theme.colors.dangerSubtle};
  }
  &[data-state='failed'] [data-part='text'] {
    color: ${({ theme }) => theme.colors.fg};
  }
  &[data-state='failed'] [data-part='error'] {
    color: ${({ theme }) => theme.colors.dangerText};
    font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
  }
`;

export const Composer = styled.form`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  [data-part='composer-field'] {
    flex: 1 1 auto;
  }
  [data-part='send'] {
    min-width: 4.5rem;
    min-height: 2.75rem;
  }
`;

/** A textarea with the `@` list above it. */
export const MentionField = styled.div`
  position: relative;
  min-width: 0;

  .field {
    display: flex;
    flex-direction: column;
  }
  textarea {
    min-height: 2.75rem;
    max-height: 40vh;
    resize: vertical;
  }
`;
