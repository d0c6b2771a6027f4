// For tests: POST /api/import's body as a browser or curl sends it, and the request with a session or a token.
import type { InjectOptions } from 'fastify';
import type { TestEnv } from '../../../test/helpers';

/** A multipart/form-data body: text fields, then files (name = the file's name), with its content type. */
export function multipartForm(fields: Record<string, string>, parts: Record<string, string>) {
  const boundary = '----store-ops-test-boundary';
  const chunks: string[] = [];
  for (const [name, value] of Object.entries(fields))
    chunks.push(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  for (const [name, text] of Object.entries(parts))
    chunks.push(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: text/csv\r\n\r\n${text}\r\n`,
    );
  chunks.push(`--${boundary}--\r\n`);
  return {
    payload: Buffer.from(chunks.join(''), 'utf8'),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** `importAs(who, fields, files)`: POST /api/import with a session cookie or a service token. */
export const importRequest =
  (env: TestEnv) =>
  (
    who: { cookie?: string; token?: string },
    fields: Record<string, string>,
    parts: Record<string, string>,
  ) => {
    const body = multipartForm(fields, parts);
    const opts: InjectOptions = {
      method: 'POST',
      url: '/api/import',
      payload: body.payload,
      headers: { ...body.headers, ...(who.token ? { authorization: `Bearer ${who.token}` } : {}) },
    };
    return env.as(who.cookie ?? null, opts);
  };

/** The audit log's import rows, oldest first. */
export const auditedImports = (env: TestEnv) =>
  env.database.db.selectFrom('audit_log').selectAll().where('action', '=', 'import').orderBy('id').execute();

/** Harvest Table's exports: their own headers, 24-hour times. */
export const HARVEST_MAPPING = {
  time_format: '24h',
  files: {
    'sales.csv': { 'Time Slot': 'Hour', Net: 'NetSales', Tickets: 'TransactionsCount' },
    'scheduled_labor.csv': {
      First: 'FirstName',
      Last: 'LastName',
      'Business Date': 'DateOfBusiness',
      Start: 'ShiftStart',
      End: 'ShiftEnd',
      Hours: 'RegularHours',
    },
    'actual_labor.csv': {
      First: 'FirstName',
      Last: 'LastName',
      'Business Date': 'DateOfBusiness',
      'Punch In': 'ClockIn',
      'Punch Out': 'ClockOut',
      Hours: 'RegularHours',
    },
    'tasks.csv': { State: 'Status', 'Done By': 'CompletedBy', Task: 'TaskName' },
  },
} as const;

/** smallStoreDayFiles(date) as those exports write them. */
export const harvestMappedFiles = (date: string) => ({
  'sales.csv': [
    'Time Slot,Net,Tickets,LaborHours,LaborCost,SuggestedLaborHours,Forecast',
    '07:00,412.50,38,3,54,3,400',
    '08:00,688.25,61,4,72,4,650',
    '09:00,540.00,47,4,72,3.5,575',
    '10:00,395.75,33,3,54,3,420',
  ].join('\n'),
  'scheduled_labor.csv': [
    'First,Last,Business Date,Start,End,Hours',
    `Maya,Ortiz,${date},07:00,15:00,8`,
    `Luis,Park,${date},08:00,16:00,8`,
    `Dana,Wu,${date},11:00,19:00,8`,
  ].join('\n'),
  'actual_labor.csv': [
    'First,Last,Business Date,Punch In,Punch Out,Hours',
    `Maya,Ortiz,${date},07:04,15:00,7.93`,
    `Luis,Park,${date},07:59,16:00,8.02`,
    `Dana,Wu,${date},11:00,19:00,8`,
  ].join('\n'),
  'tasks.csv': ['State,Done By,Task', 'completed,Maya,Open the line', 'incomplete,,Deep clean fryer'].join(
    '\n',
  ),
});
