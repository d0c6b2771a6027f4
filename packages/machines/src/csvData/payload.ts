import { CSV_FILE_NAMES, type CsvFiles, type CsvProxyResponse, parseSections } from '@store-ops/domain';
import type { CsvLoadResult } from './csvData.machine';

/** The proxy's answer (or a cached day's files) as sections (CSV_FILE_NAMES order), weather and warnings. */
export function csvPayloadToResult(payload: CsvFiles & Pick<CsvProxyResponse, 'weather'>): CsvLoadResult {
  const files = Object.fromEntries(CSV_FILE_NAMES.map((name) => [name, payload[name]]));
  const { sections, warnings } = parseSections(files);
  return { sections, weather: payload.weather, warnings };
}
