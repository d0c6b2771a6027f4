import styled from 'styled-components';
import { dataTable } from '../shared/styles';

export const PanelRoot = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
`;

export const ConflictItem = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSubtle};
  color: ${({ theme }) => theme.colors.warningText};
  overflow-wrap: anywhere;

  [data-part='detail'] {
    font-size: ${({ theme }) => theme.typography.fontSize.sm};
  }
`;

/** Their version shown whole (a prompt's title and text). */
export const Theirs = styled.blockquote`
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  border-left: 3px solid ${({ theme }) => theme.colors.borderStrong};
  background: ${({ theme }) => theme.colors.bgSubtle};
  color: ${({ theme }) => theme.colors.fg};
  white-space: pre-wrap;
`;

/** Each changed field: the value now on the server against this user's, theirs marked. */
export const CompareTable = styled.table`
  ${dataTable}
  margin-top: ${({ theme }) => theme.space[4]};

  th,
  td {
    vertical-align: top;
  }
  tbody th {
    font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
  }
  tr[data-changed] td[data-yours] {
    background: ${({ theme }) => theme.colors.warningSubtle};
    color: ${({ theme }) => theme.colors.fg};
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  }
`;

export const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;
