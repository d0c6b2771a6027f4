import styled, { css } from 'styled-components';

export const ChartLegendRoot = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  color: ${({ theme }) => theme.colors.fgMuted};
  span::before {
    content: '';
    display: inline-block;
    width: 14px;
    height: 10px;
    margin-right: 6px;
    vertical-align: middle;
    border-radius: 2px;
  }
  [data-series='sales']::before {
    background: ${({ theme }) => theme.colors.accent};
  }
  [data-series='forecast']::before {
    height: 0;
    border-top: 2px dashed ${({ theme }) => theme.colors.fg};
  }
  [data-series='labor']::before {
    height: 0;
    border-top: 2px solid ${({ theme }) => theme.colors.warning};
  }
`;

/** The marks of an SVG chart, by their `data-mark`, from the colour roles. */
export const chartMarks = css`
  [data-mark='grid'] {
    stroke: ${({ theme }) => theme.colors.border};
  }
  [data-mark='axis-line'] {
    stroke: ${({ theme }) => theme.colors.borderStrong};
  }
  [data-mark='axis'] {
    fill: ${({ theme }) => theme.colors.fgMuted};
    font-size: 11px;
    font-variant-numeric: tabular-nums;
  }
  [data-mark='axis-title'] {
    fill: ${({ theme }) => theme.colors.fg};
    font-size: 11px;
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  }
  [data-mark='bar'] {
    fill: ${({ theme }) => theme.colors.accent};
  }
  [data-mark='forecast'] {
    fill: none;
    stroke: ${({ theme }) => theme.colors.fg};
    stroke-width: 2;
    stroke-dasharray: 5 4;
  }
  [data-mark='forecast-dot'] {
    fill: ${({ theme }) => theme.colors.surface};
    stroke: ${({ theme }) => theme.colors.fg};
    stroke-width: 2;
  }
  [data-mark='labor'] {
    fill: none;
    stroke: ${({ theme }) => theme.colors.warning};
    stroke-width: 2;
  }
  [data-mark='labor-dot'] {
    fill: ${({ theme }) => theme.colors.warning};
  }
`;
