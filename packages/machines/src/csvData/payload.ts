import { CSV_FILE_NAMES, type CsvProxyResponse, parseSections } from '@store-ops/domain';
import type { CsvLoadResult } from './csvData.machine';

/** The proxy's answer as sections (CSV_FILE_NAMES order), weather and warnings. */
export function csvPayloadToResult(payload: CsvProxyResponse): CsvLoadResult {
  const files = Object.fromEntries(CSV_FILE_NAMES.map((name) => [name, payload[name]]));
  const { sections, warnings } = parseSections(files);
  return { sections, weather: payload.weather, warnings };
}
