import { DropZone } from 'react-aria-components';
import styled from 'styled-components';
import { dataTable, focusRing } from '../../../components/shared/styles';

export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  & > h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.fontSize.lg};
  }
`;

export const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[4]};
  align-items: flex-end;
`;

export const Zone = styled(DropZone)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[6]};
  border: 2px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.fgMuted};
  &[data-drop-target] {
    border-color: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.fg};
  }
  &[data-focus-visible] {
    ${focusRing}
  }
  & [data-part='pickers'] {
    display: flex;
    gap: ${({ theme }) => theme.space[2]};
  }
`;

export const FileList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

export const FileCard = styled.li`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space[3]};
  &[data-problems] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  & [data-part='file-head'] {
    display: flex;
    gap: ${({ theme }) => theme.space[3]};
    align-items: center;
    justify-content: space-between;
  }
  & [data-part='file-name'] {
    font-family: ${({ theme }) => theme.typography.fontFamily.mono};
    font-weight: 600;
  }
  & ol {
    margin: ${({ theme }) => theme.space[2]} 0 0;
    padding-left: ${({ theme }) => theme.space[4]};
    color: ${({ theme }) => theme.colors.danger};
  }
`;

export const Table = styled.table`
  ${dataTable}
`;

export const MappingGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  gap: ${({ theme }) => theme.space[3]};
`;

export const Secret = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  align-items: center;
  & code {
    font-family: ${({ theme }) => theme.typography.fontFamily.mono};
    word-break: break-all;
  }
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  align-items: center;
`;
