import styled from 'styled-components';
import { postText } from './Blog.styles';

/** Why the other posts cannot be opened right now (unsaved changes). */
export const UnsavedHint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.warningText};
`;

/**
 * The editor: form and preview side by side when the editor itself is at least 900 px wide, stacked
 * below that. A container query, not a media query: in the signed-in layout a sidebar takes part of the
 * viewport, and what matters is the room the editor has.
 */
export const EditorSection = styled.section`
  container: blog-editor / inline-size;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

export const EditorHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[4]};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.fontSize.xl};
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  }
`;

export const ConflictBox = styled.div`
  margin-bottom: ${({ theme }) => theme.space[4]};

  /* The panel wraps anywhere (long values); the field names are single words: keep them whole. */
  [data-component='ConflictPanel'] :is(thead th:first-child, tbody th) {
    overflow-wrap: normal;
    white-space: nowrap;
  }
`;

export const Split = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  align-items: start;

  @container blog-editor (min-width: 900px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

export const FormActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};

  [data-action='delete'] {
    margin-left: auto;
  }
`;

export const PreviewPane = styled.section`
  min-width: 0;
  padding: ${({ theme }) => theme.space[4]};
  @container blog-editor (max-width: 480px) {
    padding: ${({ theme }) => theme.space[3]};
  }
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.bg};
  ${postText}

  > h3 {
    margin: 0 0 ${({ theme }) => theme.space[4]};
    color: ${({ theme }) => theme.colors.fgMuted};
    font-size: ${({ theme }) => theme.typography.fontSize.xs};
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
    letter-spacing: 0.06em;
    text-transform: uppercase;
  }
  > h4 {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.typography.fontSize.xxl};
    font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
    line-height: ${({ theme }) => theme.typography.lineHeight.tight};
    overflow-wrap: anywhere;
  }
  > p {
    margin: 0;
    color: ${({ theme }) => theme.colors.fgMuted};
  }
  [data-part='excerpt'] {
    margin: 0 0 ${({ theme }) => theme.space[6]};
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
    border-left: 3px solid ${({ theme }) => theme.colors.borderStrong};
    background: ${({ theme }) => theme.colors.bgSubtle};
    color: ${({ theme }) => theme.colors.fg};
    line-height: ${({ theme }) => theme.typography.lineHeight.normal};
    overflow-wrap: anywhere;
  }
  [data-part='excerpt'] > span {
    display: block;
    color: ${({ theme }) => theme.colors.fgMuted};
    font-size: ${({ theme }) => theme.typography.fontSize.xs};
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
    letter-spacing: 0.06em;
    text-transform: uppercase;
  }
`;

export const Rows = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

export const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[2]}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  &[data-editing] {
    background: ${({ theme }) => theme.colors.accentSubtle};
  }
  > div {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[1]};
    flex: 1 1 18rem;
    min-width: 0;
  }
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.fontSize.md};
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
    overflow-wrap: anywhere;
  }
`;

export const RowMeta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  color: ${({ theme }) => theme.colors.fgMuted};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  overflow-wrap: anywhere;

  [data-part='address'] {
    font-family: ${({ theme }) => theme.typography.fontFamily.mono};
    font-size: ${({ theme }) => theme.typography.fontSize.xs};
  }
`;
