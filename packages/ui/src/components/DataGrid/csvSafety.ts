// The grid's CSV export uses the domain's one formula-injection guard (the printable store-day report
// writes its CSV with the same function); re-exported here for the grid and its stories.
export { csvCellsAreSafe, neutraliseCsvCell, parseCsv } from '@store-ops/domain';
