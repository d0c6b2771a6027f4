// npm run bench -w packages/domain: how much our computations add to bare CSV parsing.
// (a) papaparse parse-only of the six files, (b) the full build: parseSections + every stat block +
// the report context + its model-facing text and size. Medians over repeated runs in one process; the
// figures and the targets are the last lines printed.
import { availableParallelism, loadavg } from 'node:os';
import Papa from 'papaparse';
import {
  buildReportContext,
  ClockInParseCache,
  CSV_FILE_NAMES,
  type CsvFileName,
  contextSizeKb,
  PAPA_OPTIONS,
  parseSections,
  renderContextText,
  reportFigures,
  traceFigures,
  utf8Bytes,
} from '../src/index';
import { generateStoreDay, HEAVY_DAY, type StoreDaySize, TYPICAL_DAY } from './storeDay';

type Files = Record<CsvFileName, string>;

function parseOnly(files: Files): number {
  let rows = 0;
  for (const name of CSV_FILE_NAMES)
    rows += Papa.parse<Record<string, string>>(files[name], PAPA_OPTIONS).data.length;
  return rows;
}

function fullBuild(files: Files): number {
  const { sections } = parseSections(files);
  const ctx = buildReportContext({
    date: '2026-11-17',
    store: null,
    hours: [],
    sections,
    weather: null,
    cache: new ClockInParseCache(),
  });
  const text = renderContextText(ctx);
  return contextSizeKb(text);
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/**
 * Alternates (a) and (b) so drift in machine load hits both alike. Records wall-clock time and this
 * process's CPU time (which other processes on a busy machine inflate much less).
 */
function measure(size: StoreDaySize, runs: number, warmup: number) {
  const files = generateStoreDay(size);
  const a: number[] = [];
  const b: number[] = [];
  const aCpu: number[] = [];
  const bCpu: number[] = [];
  let sink = 0;
  for (let i = 0; i < warmup + runs; i++) {
    const c0 = cpuMs();
    const t0 = performance.now();
    sink += parseOnly(files);
    const t1 = performance.now();
    const c1 = cpuMs();
    sink += fullBuild(files);
    const t2 = performance.now();
    const c2 = cpuMs();
    if (i >= warmup) {
      a.push(t1 - t0);
      b.push(t2 - t1);
      aCpu.push(c1 - c0);
      bCpu.push(c2 - c1);
    }
  }
  const csvBytes = CSV_FILE_NAMES.reduce((n, f) => n + utf8Bytes(files[f]), 0);
  const { sections } = parseSections(files);
  const text = renderContextText(
    buildReportContext({ date: '2026-11-17', store: null, hours: [], sections, weather: null }),
  );
  return {
    a: median(a),
    b: median(b),
    aCpu: median(aCpu),
    bCpu: median(bCpu),
    csvBytes,
    textKb: contextSizeKb(text),
    sink,
  };
}

const load = () => loadavg()[0]!.toFixed(1);
const loadBefore = load();
const heavy = measure(HEAVY_DAY, 25, 5);
const typical = measure(TYPICAL_DAY, 200, 20);
const heavyRatio = heavy.b / heavy.a;
const heavyCpuRatio = heavy.bCpu / heavy.aCpu;
const ok = (pass: boolean) => (pass ? 'PASS' : 'FAIL');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (wall: number, cpu: number) => `${wall.toFixed(2)} ms wall, ${cpu.toFixed(2)} ms CPU`;

console.log(`(checksum ${heavy.sink + typical.sink})`);
console.log(
  `machine: ${availableParallelism()} cores, load average ${loadBefore} before, ${load()} after (wall-clock figures grow with load; CPU time much less)`,
);
console.log(
  `heavy day (24 hours, 300 employees, 20,000 samples, 5,000 timers, 2,000 tasks): ${kb(heavy.csvBytes)} CSV, context text ${heavy.textKb} KB`,
);
console.log(
  `heavy   (a) papaparse parse-only (header row, skip empty lines): ${ms(heavy.a, heavy.aCpu)} (medians of 25)`,
);
console.log(`heavy   (b) full build (sections + all stat blocks + context text): ${ms(heavy.b, heavy.bCpu)}`);
console.log(
  `heavy   ratio b/a: ${heavyRatio.toFixed(2)} wall, ${heavyCpuRatio.toFixed(2)} CPU (target <= 1.5) ${ok(heavyRatio <= 1.5)}`,
);
console.log(`typical day: ${kb(typical.csvBytes)} CSV, context text ${typical.textKb} KB`);
console.log(`typical (a) papaparse parse-only: ${ms(typical.a, typical.aCpu)} (medians of 200)`);
console.log(
  `typical (b) full build: ${ms(typical.b, typical.bCpu)} (target < 10 ms) ${ok(typical.b < 10)} wall, ${ok(typical.bCpu < 10)} CPU; ratio b/a ${(typical.b / typical.a).toFixed(2)}`,
);

// A reply's numbers traced to the report context's figures, in the chat's render path.
// A 20 KB reply of table rows whose numbers are the typical day's own figures.
{
  const { sections } = parseSections(generateStoreDay(TYPICAL_DAY));
  const ctx = buildReportContext({
    date: '2026-11-17',
    store: null,
    hours: [],
    sections,
    weather: null,
    cache: new ClockInParseCache(),
  });
  const figures = reportFigures(ctx);
  const money = (n: number) =>
    `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  const rows = figures.filter((f) => f.unit === 'money').map((f) => `| ${f.label} | ${money(f.value)} |`);
  let reply = '| Figure | Value |\n| --- | --- |\n';
  for (let i = 0; reply.length < 20_000; i++) reply += `${rows[i % rows.length]}\n`;
  const times: number[] = [];
  let traced = 0;
  for (let run = 0; run < 25; run++) {
    const started = performance.now();
    traced = traceFigures(reply, figures).filter((t) => t.figure !== null).length;
    times.push(performance.now() - started);
  }
  const t = median(times.slice(5));
  console.log(
    `trace a ${(reply.length / 1024).toFixed(1)} KB reply (${traced} numbers) against ${figures.length} figures: ${t.toFixed(2)} ms (median of 20; target < 16 ms, one frame) ${ok(t < 16)}`,
  );
}
