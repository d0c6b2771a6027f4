import styled from 'styled-components';
import { chartMarks } from '../../../components/Chart';
import { dataTable, visuallyHidden } from '../../../components/shared/styles';

export const Figure = styled.figure`
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.fontSize.lg};
  }
`;

export const ChartBox = styled.div`
  width: 100%;
  overflow: hidden;
  svg {
    display: block;
  }
  ${chartMarks}
  [data-mark='bar']:hover {
    fill: ${({ theme }) => theme.colors.accentHover};
  }
`;

export const TableScroll = styled.div`
  max-height: 320px;
  overflow: auto;
`;

export const Table = styled.table`
  ${dataTable}
  td {
    font-variant-numeric: tabular-nums;
  }
  [data-part='caption'] {
    ${visuallyHidden}
  }
`;
