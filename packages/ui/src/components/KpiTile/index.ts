export { KpiTile, type KpiTileProps } from './KpiTile';
