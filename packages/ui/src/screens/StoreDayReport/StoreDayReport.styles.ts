import styled, { createGlobalStyle, css } from 'styled-components';
import { chartMarks } from '../../components/Chart';
import { dataTable, visuallyHidden } from '../../components/shared/styles';
import { type ColorRoles, colorVar, createTheme } from '../../theme';

/**
 * Printed, the report is black on white whatever the brand and the mode: every colour role is
 * remapped on the report's root, so the styles below keep using the roles and print in greys.
 * (The only colour literals of the screen; a printout has no brand.)
 */
function printRole(role: keyof ColorRoles): string {
  if (role === 'fgMuted') return '#333';
  if (role === 'border' || role === 'userMessageBorder') return '#8c8c8c';
  // The chart's bars (accent) print as a mid grey under the black forecast line.
  if (role === 'accent' || role === 'accentHover' || role === 'accentPressed') return '#bdbdbd';
  if (role === 'fg' || role === 'borderStrong' || role === 'focusRing' || /(Fg|Text)$/.test(role))
    return '#000';
  return '#fff';
}
const printRoles = (Object.keys(createTheme().colors) as (keyof ColorRoles)[])
  .map((role) => `${colorVar(role)}: ${printRole(role)};`)
  .join('\n');

/**
 * The print look, on the report's root: under `@media print`, and on screen with `data-print-preview`
 * (a story cannot emulate print media). 186 mm is A4's width less 12 mm margins (Letter has 191.9 mm),
 * so one layout fits both without a fixed page size.
 */
const printLook = css`
  ${printRoles}
  color-scheme: light;
  max-width: 186mm;
  margin: 0;
  font-size: 10pt;
  background: #fff;
  color: #000;
  print-color-adjust: exact;
  -webkit-print-color-adjust: exact;

  [data-print='hide'] {
    display: none !important;
  }
  [data-part='page'] {
    padding: 0;
    gap: 5mm;
  }
  header,
  section[data-size='small'],
  figure,
  [data-part='tiles'] > div {
    break-inside: avoid;
  }
  h2,
  h3 {
    break-after: avoid;
  }
  [data-part='tiles'] {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  [data-part='tiles'] > div {
    box-shadow: none;
  }
  [data-part='tiles'] > div[data-status='bad'] {
    border: 2px solid var(${colorVar('borderStrong')});
  }
  [data-part='table-scroll'] {
    overflow: visible;
  }
  table {
    width: 100%;
  }
  thead {
    display: table-header-group;
  }
  tr,
  li {
    break-inside: avoid;
  }
  [data-component='Badge'] {
    border: 1px solid var(${colorVar('borderStrong')});
  }
  [data-part='chart'] svg {
    width: 100%;
    height: auto;
  }
  [data-part='columns'] {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

/**
 * Print only: 12 mm margins on any page size, and everything around the report (the app's header, the
 * drawer, the chat) left out. Every ancestor of the report becomes a plain block, so a fixed-height,
 * scrolling app shell or a modal's overlay cannot cut the report to one page.
 */
export const ReportPrintStyle = createGlobalStyle`
  @page {
    margin: 12mm;
  }
  @media print {
    html,
    body {
      background: #fff !important;
      color: #000 !important;
      color-scheme: light;
    }
    :has([data-print-root]) {
      display: block !important;
      position: static !important;
      inset: auto !important;
      width: auto !important;
      height: auto !important;
      min-height: 0 !important;
      max-height: none !important;
      max-width: none !important;
      overflow: visible !important;
      margin: 0 !important;
      padding: 0 !important;
      border: 0 !important;
      box-shadow: none !important;
      transform: none !important;
      background: #fff !important;
    }
    :has([data-print-root]) > :not([data-print-root]):not(:has([data-print-root])) {
      display: none !important;
    }
  }
`;

/**
 * The report responds to its own width, not the window's (it may sit in a dialog or beside the chat):
 * the root is a size container, and below 600 px of it the page, the tiles and the table tighten.
 */
const narrow = '@container store-day-report (max-width: 599.98px)';
const wide = '@container store-day-report (min-width: 600px)';

export const Root = styled.main`
  container: store-day-report / inline-size;
  width: 100%;
  max-width: 60rem;
  margin: 0 auto;
  color: ${({ theme }) => theme.colors.fg};
  background: ${({ theme }) => theme.colors.bg};
  font-family: ${({ theme }) => theme.typography.fontFamily.sans};
  min-width: 0;

  @media print {
    ${printLook}
  }
  &[data-print-preview] {
    ${printLook}
  }
`;

/** The report's column: everything inside the root. */
export const PageBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};
  ${narrow} {
    padding: ${({ theme }) => theme.space[3]};
  }
`;

export const ActionBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  [role='toolbar'] {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[2]};
  }
  [data-part='copy-status'] {
    color: ${({ theme }) => theme.colors.fgMuted};
    font-size: ${({ theme }) => theme.typography.fontSize.sm};
  }
  [data-part='copy-status'][data-copy='failed'] {
    color: ${({ theme }) => theme.colors.dangerText};
  }
  [data-part='close'] {
    margin-left: auto;
  }
`;

export const Header = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  padding-bottom: ${({ theme }) => theme.space[3]};
  border-bottom: 2px solid ${({ theme }) => theme.colors.borderStrong};
  [data-part='eyebrow'] {
    margin: 0;
    color: ${({ theme }) => theme.colors.fgMuted};
    font-size: ${({ theme }) => theme.typography.fontSize.sm};
    font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.fontSize.xxl};
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
    line-height: ${({ theme }) => theme.typography.lineHeight.tight};
    overflow-wrap: anywhere;
  }
  [data-part='address'] {
    margin: 0;
    color: ${({ theme }) => theme.colors.fgMuted};
  }
  dl {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => `${theme.space[1]} ${theme.space[4]}`};
    margin: ${({ theme }) => theme.space[1]} 0 0;
  }
  dl > div {
    display: flex;
    gap: ${({ theme }) => theme.space[1]};
    min-width: 0;
  }
  dt {
    color: ${({ theme }) => theme.colors.fgMuted};
  }
  dt::after {
    content: ':';
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
  }
`;

/** Two tiles a row on a phone, four from the sm breakpoint (and printed): eight KPIs make two rows. */
export const Tiles = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  ${wide} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  /* A tile never widens its column: a long value breaks anywhere. */
  > [data-component='KpiTile'] {
    min-width: 0;
  }
  [data-part='value'] {
    overflow-wrap: anywhere;
  }
`;

export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.fontSize.lg};
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  }
  h3 {
    margin: ${({ theme }) => theme.space[1]} 0 0;
    font-size: ${({ theme }) => theme.typography.fontSize.md};
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  }
  p {
    margin: 0;
  }
  [data-tone='muted'] {
    color: ${({ theme }) => theme.colors.fgMuted};
  }
`;

/** Tasks, timers and samples side by side where there is room. */
export const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 15rem), 1fr));
`;

export const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[2]};
    padding: ${({ theme }) => `${theme.space[1]} 0`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    overflow-wrap: anywhere;
  }
  [data-part='count'] {
    font-variant-numeric: tabular-nums;
    font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
  }
  [data-tone='muted'] {
    color: ${({ theme }) => theme.colors.fgMuted};
  }
  &[data-layout='stacked'] li {
    flex-direction: column;
    gap: 0;
  }
`;

export const TableScroll = styled.div`
  max-width: 100%;
  overflow-x: auto;
`;

export const Table = styled.table`
  ${dataTable}
  th,
  td {
    padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
    /* Break between words only: a name or a header never splits mid-word. */
    overflow-wrap: break-word;
  }
  [data-nowrap] {
    white-space: nowrap;
  }
  /* On a 375 px phone the five columns fit (about 344 px): small text, tight cells, slim badges. */
  ${narrow} {
    font-size: ${({ theme }) => theme.typography.fontSize.xs};
    th,
    td {
      padding: ${({ theme }) => theme.space[1]} 2px;
    }
    td[data-align='right'],
    th[data-align='right'] {
      padding-right: ${({ theme }) => theme.space[2]};
    }
    [data-component='Badge'] {
      padding: 1px ${({ theme }) => theme.space[1]};
    }
  }
  [data-part='caption'] {
    ${visuallyHidden}
  }
  td[data-align='right'],
  th[data-align='right'] {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

export const HiddenTable = styled.table`
  ${visuallyHidden}
`;

export const Figure = styled.figure`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  min-width: 0;
`;

export const ChartBox = styled.div`
  width: 100%;
  min-width: 0;
  svg {
    display: block;
    width: 100%;
    height: auto;
  }
  ${chartMarks}
`;
