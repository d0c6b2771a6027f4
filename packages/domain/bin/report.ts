// npm run report -- --csv-dir DIR --date YYYY-MM-DD [--blocks sales,hourly,...] [--settings FILE] [--format json|text]
//
// Reads sales.csv, samples.csv, timers.csv, actual_labor.csv, scheduled_labor.csv and tasks.csv from DIR
// (any may be missing), prints the report context as JSON or as the model-facing text. --settings FILE
// applies a company's report settings: a JSON file of the settings' fields, or a whole
// GET /api/report-settings answer; their blocks apply unless --blocks is given. The context is built by
// `buildReport`, as in the browser and on the server. Warnings about the files go to stderr. Bad
// arguments (an unreadable or invalid settings file included): exit 2 with a one-line message.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  buildReport,
  CSV_FILE_NAMES,
  type CsvFileName,
  isoDateSchema,
  parseSections,
  type ReportSettingsFields,
  reportSettingsFieldsSchema,
  reportSettingsSchema,
  STAT_BLOCK_KEYS,
  type StatBlockKey,
} from '../src/index';

export const USAGE =
  'usage: npm run report -- --csv-dir DIR --date YYYY-MM-DD [--blocks sales,hourly,employees,tasks,samples,timers] [--settings FILE] [--format json|text]';

export interface ReportArgs {
  csvDir: string;
  date: string;
  /** The blocks --blocks names; undefined: the settings' blocks (all without --settings). */
  blocks?: StatBlockKey[];
  /** The --settings file, if given. */
  settingsFile?: string;
  format: 'json' | 'text';
}

export class UsageError extends Error {}

/** Parses the command line; throws UsageError with a one-line message on bad arguments. */
export function parseArgs(argv: readonly string[]): ReportArgs | 'help' {
  const values: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--help' || arg === '-h') return 'help';
    const eq = arg.indexOf('=');
    const name = eq === -1 ? arg : arg.slice(0, eq);
    if (!['--csv-dir', '--date', '--blocks', '--settings', '--format'].includes(name)) {
      throw new UsageError(`unknown argument ${JSON.stringify(arg)}; ${USAGE}`);
    }
    if (name in values) throw new UsageError(`${name} given twice`);
    let value: string | undefined;
    if (eq !== -1) value = arg.slice(eq + 1);
    else {
      value = argv[i + 1];
      if (value === undefined || value.startsWith('--')) throw new UsageError(`${name} needs a value`);
      i++;
    }
    values[name] = value;
  }
  const csvDir = values['--csv-dir'];
  const date = values['--date'];
  if (!csvDir) throw new UsageError(`--csv-dir is required; ${USAGE}`);
  if (!date) throw new UsageError(`--date is required; ${USAGE}`);
  const checked = isoDateSchema.safeParse(date);
  if (!checked.success) {
    throw new UsageError(`--date ${JSON.stringify(date)} is not a real date in YYYY-MM-DD form`);
  }
  let blocks: StatBlockKey[] | undefined;
  if (values['--blocks'] !== undefined) {
    const list = values['--blocks']
      .split(',')
      .map((b) => b.trim())
      .filter(Boolean);
    const unknown = list.filter((b) => !(STAT_BLOCK_KEYS as readonly string[]).includes(b));
    if (list.length === 0 || unknown.length > 0) {
      throw new UsageError(
        `--blocks ${JSON.stringify(values['--blocks'])}: unknown block ${unknown.join(', ') || '(none given)'}; choose from ${STAT_BLOCK_KEYS.join(',')}`,
      );
    }
    blocks = STAT_BLOCK_KEYS.filter((k) => list.includes(k));
  }
  const format = values['--format'] ?? 'json';
  if (format !== 'json' && format !== 'text') {
    throw new UsageError(`--format ${JSON.stringify(format)}: use json or text`);
  }
  const settingsFile = values['--settings'];
  if (settingsFile === '') throw new UsageError('--settings needs a value');
  return { csvDir, date, blocks, settingsFile, format };
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Reads a --settings file: the settings' fields, or a whole GET /api/report-settings answer (it has
 * company_id and version too). Throws UsageError with a one-line message naming the file when it cannot
 * be read, is not JSON, or fails the schema (the first issue's path and message).
 */
export function readSettingsFile(file: string): ReportSettingsFields {
  const name = `--settings ${JSON.stringify(file)}`;
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new UsageError(`${name} could not be read (${code ?? 'error'})`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new UsageError(`${name} is not valid JSON: ${message.replace(/\s+/g, ' ')}`);
  }
  const whole = isRecord(json) && ('company_id' in json || 'version' in json);
  const checked = (whole ? reportSettingsSchema : reportSettingsFieldsSchema).safeParse(json);
  if (!checked.success) {
    const issue = checked.error.issues[0];
    const where = issue && issue.path.length > 0 ? `${issue.path.map(String).join('.')}: ` : '';
    const message = (issue?.message ?? 'invalid settings').replace(/\s+/g, ' ');
    throw new UsageError(`${name} is not valid report settings: ${where}${message}`);
  }
  const { blocks, metrics, on_time_tolerance_minutes, targets, instructions } = checked.data;
  return { blocks, metrics, on_time_tolerance_minutes, targets, instructions };
}

/** Runs the tool; returns the exit code. Output and errors go through the given writers. */
export function run(
  argv: readonly string[],
  out: (s: string) => void = (s) => process.stdout.write(s),
  err: (s: string) => void = (s) => process.stderr.write(s),
): number {
  let args: ReportArgs | 'help';
  try {
    args = parseArgs(argv);
  } catch (error) {
    if (error instanceof UsageError) {
      err(`report: ${error.message}\n`);
      return 2;
    }
    throw error;
  }
  if (args === 'help') {
    out(`${USAGE}\n`);
    return 0;
  }
  let isDir = false;
  try {
    isDir = statSync(args.csvDir).isDirectory();
  } catch {
    isDir = false;
  }
  if (!isDir) {
    err(`report: --csv-dir ${JSON.stringify(args.csvDir)} is not a directory\n`);
    return 2;
  }
  let settings: ReportSettingsFields | undefined;
  if (args.settingsFile !== undefined) {
    try {
      settings = readSettingsFile(args.settingsFile);
    } catch (error) {
      if (error instanceof UsageError) {
        err(`report: ${error.message}\n`);
        return 2;
      }
      throw error;
    }
  }
  const files: Partial<Record<CsvFileName, string>> = {};
  for (const name of CSV_FILE_NAMES) {
    try {
      files[name] = readFileSync(path.join(args.csvDir, name), 'utf8');
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'ENOENT') err(`report: warning: could not read ${name} (${code ?? 'error'})\n`);
    }
  }
  const { sections, warnings } = parseSections(files);
  for (const w of warnings) err(`report: warning: ${w.message}\n`);
  const { context, text } = buildReport({
    date: args.date,
    store: null,
    hours: [],
    sections,
    blocks: args.blocks,
    weather: null,
    settings,
  });
  out(args.format === 'json' ? `${JSON.stringify(context, null, 2)}\n` : `${text}\n`);
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = run(process.argv.slice(2));
}
