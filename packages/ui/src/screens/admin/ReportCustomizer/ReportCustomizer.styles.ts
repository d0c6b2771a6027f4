import styled from 'styled-components';
import { focusRing } from '../../../components/shared/styles';

/**
 * The screen's own container: form and preview stand side by side when the screen has at least
 * 900 px, stacked below that. A container query (not a media query): in the signed-in layout the
 * navigation takes part of the viewport, and in the Brand Matrix each cell is narrow.
 */
export const Root = styled.div`
  container: report-customizer / inline-size;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;

  form {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[4]};
    min-width: 0;
  }
`;

export const Head = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

export const Lead = styled.p`
  margin: 0;
  max-width: 70ch;
  color: ${({ theme }) => theme.colors.fgMuted};
  line-height: ${({ theme }) => theme.typography.lineHeight.normal};
`;

export const CompanyRow = styled.div`
  max-width: 22rem;
`;

export const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  align-items: start;
  min-width: 0;

  @container report-customizer (min-width: 900px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

export const FormColumn = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
  min-width: 0;
`;

/** One group of the form: a heading and its fields. */
export const Group = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding-bottom: ${({ theme }) => theme.space[6]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  &:last-child {
    padding-bottom: 0;
    border-bottom: 0;
  }

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.fontSize.lg};
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
    line-height: ${({ theme }) => theme.typography.lineHeight.tight};
  }

  [data-component='TextField'] {
    max-width: 22rem;
  }
`;

export const Checks = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 15rem), 1fr));
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
`;

export const PreviewColumn = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  @container report-customizer (min-width: 900px) {
    position: sticky;
    top: ${({ theme }) => theme.space[4]};
  }
  @container report-customizer (max-width: 480px) {
    padding: ${({ theme }) => theme.space[3]};
  }

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.fontSize.lg};
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  }
  h3 {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.typography.fontSize.md};
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  }
  p {
    margin: 0;
  }
  [data-part='size'] {
    color: ${({ theme }) => theme.colors.fgMuted};
    font-size: ${({ theme }) => theme.typography.fontSize.sm};
  }
  [data-part='changes'] > p {
    color: ${({ theme }) => theme.colors.fgMuted};
  }
`;

export const PreviewControls = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};

  > * {
    flex: 1 1 12rem;
    min-width: 0;
  }
`;

/** The preview's status line: empty when the preview is current. */
export const PreviewLine = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
  color: ${({ theme }) => theme.colors.fgMuted};

  &[data-tone='warning'] {
    color: ${({ theme }) => theme.colors.warningText};
  }
  &[data-tone='error'] {
    color: ${({ theme }) => theme.colors.dangerText};
  }
`;

/** The printable report's body, framed as a page; marked (not faded) while it is of an earlier draft. */
export const StaffReport = styled.div`
  min-width: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
  &[data-stale] {
    border-color: ${({ theme }) => theme.colors.warning};
    border-left-width: 4px;
  }
`;

export const ContextText = styled.pre`
  margin: 0;
  /* Scrolls within itself: the report above it already makes the preview taller than a screen. */
  max-height: 28rem;
  overflow: auto;
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.codeBg};
  color: ${({ theme }) => theme.colors.codeFg};
  font-family: ${({ theme }) => theme.typography.fontFamily.mono};
  font-size: ${({ theme }) => theme.typography.fontSize.xs};
  line-height: ${({ theme }) => theme.typography.lineHeight.normal};
  white-space: pre-wrap;
  overflow-wrap: anywhere;

  &:focus-visible {
    ${focusRing}
  }
  /* The text of the last valid draft: marked, not faded (faded text fails contrast). */
  &[data-stale] {
    border-color: ${({ theme }) => theme.colors.warning};
    border-left-width: 4px;
  }
`;

export const Placeholder = styled.p`
  padding: ${({ theme }) => theme.space[4]};
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.fgMuted};
`;

export const ChangeList = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space[5]};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  overflow-wrap: anywhere;
`;

/** Save and discard, kept in view at the bottom of the screen while the form scrolls. */
export const Footer = styled.div`
  position: sticky;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndex.sticky};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.bg};

  [data-part='save-error'] {
    flex-basis: 100%;
  }
`;

export const SavedNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.successText};
  font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
`;
