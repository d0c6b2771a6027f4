import { storeDayReportView } from '@store-ops/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { busyDay, inProgressDay, noDataDay, notStartedDay } from './fixtures';
import { StoreDayReportScreen } from './StoreDayReportScreen';
import { storeDayReportMeta } from './StoreDayReportScreen.storyKit';

const meta = {
  title: 'Screens/StoreDayReport',
  component: StoreDayReportScreen,
  ...storeDayReportMeta,
  // Its own key: the description Storybook adds to a spread meta replaces its parameters.
  parameters: { ...storeDayReportMeta.parameters },
} satisfies Meta<typeof StoreDayReportScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each KPI tile: its label -> the texts of its values. */
const tiles = (root: HTMLElement) =>
  Object.fromEntries(
    [...root.querySelectorAll('dl[aria-label="Key figures"] > div')].map((t) => [
      t.querySelector('dt')?.textContent,
      [...t.querySelectorAll('dd')].map((d) => d.textContent),
    ]),
  );
const rowsOf = (table: Element) =>
  [...table.querySelectorAll('tbody tr')].map((tr) => [...tr.children].map((c) => c.textContent));
const itemsOf = (list: Element) => [...list.querySelectorAll('li')].map((li) => li.textContent);
const actions = (root: HTMLElement) => within(root.querySelector('[data-part="actions"]') as HTMLElement);
/** How many columns the KPI tiles are laid out in. */
const tileColumns = (root: HTMLElement) =>
  getComputedStyle(root.querySelector('[data-part="tiles"]') as Element).gridTemplateColumns.split(' ')
    .length;
const region = (root: HTMLElement, name: string) => within(within(root).getByRole('region', { name }));

const READY_TILES = {
  'Net sales': ['$6,900.00'],
  'Sales vs forecast': ['-$100.00', '-1.43%'],
  Transactions: ['545'],
  'Net sales per transaction': ['$12.66'],
  'Labor cost %': ['26.22%'],
  'Sales per labor hour': ['$102.99'],
  'Late clock-ins': ['3', 'of 10 shifts'],
  'Task completion': ['75.0%', '9 of 12 tasks'],
};

const CLOCK_IN_ROWS = [
  ['Maria Lopez', '5:45 AM', '5:44 AM', '-1', 'On Time'],
  ['James Chen', '6:00 AM', '6:09 AM', '+9', 'Late'],
  ['Priya Patel', '7:00 AM', '6:52 AM', '-8', 'Early'],
  ['Tom Becker', '8:00 AM', '8:02 AM', '+2', 'On Time'],
  ['Aisha Khan', '9:00 AM', '—', '—', 'N/A'],
  ['Luis Garcia', '10:00 AM', '10:17 AM', '+17', 'Late'],
  ['Emma Wilson', '11:00 AM', '10:57 AM', '-3', 'Early'],
  ['Noah Kim', '12:00 PM', '12:00 PM', '0', 'On Time'],
  ['Sofia Rossi', '2:00 PM', '2:05 PM', '+5', 'Late'],
  ['Ben Carter', '4:00 PM', '3:59 PM', '-1', 'On Time'],
];

/** A busy Friday at Uptown: 14 hours of sales, ten shifts, twelve tasks, six timers, 18 samples. */
export const Ready: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('the header: store, address, date, hours that day, weather', async () => {
      await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(/^Uptown$/);
      await expect(canvas.getByRole('main')).toHaveAccessibleName('Uptown');
      await expect(canvas.getByText('415 NW 23rd Ave, Portland, OR 97210')).toBeVisible();
      await expect(canvasElement.querySelector('[data-fact="date"]')).toHaveTextContent(
        /^Friday, November 20, 2026$/,
      );
      await expect(canvasElement.querySelector('[data-fact="hours"]')).toHaveTextContent(
        /^6:00 AM - 8:00 PM$/,
      );
      await expect(canvasElement.querySelector('[data-fact="weather"]')).toHaveTextContent(
        /^Light rain, high 52°F, low 41°F, precipitation 0\.3 in$/,
      );
    });
    await step(
      'every KPI tile, worked out by hand from the fixture, none coloured without targets',
      async () => {
        await expect(tiles(canvasElement)).toEqual(READY_TILES);
        await expect(
          canvasElement.querySelectorAll('[data-status="bad"], [data-status="good"]'),
        ).toHaveLength(0);
        await expect(tileColumns(canvasElement)).toBe(4);
      },
    );
    await step(
      'the hourly chart: 14 bars, forecast markers, axis labels, a summary and a table',
      async () => {
        const hourly = region(canvasElement, 'Hourly sales vs forecast');
        const chart = hourly.getByRole('img');
        await expect(chart).toHaveAccessibleName(
          'Net sales by hour as bars, forecast as a dashed line, 6:00 AM to 7:00 PM: net sales $6,900.00 against a forecast of $7,000.00; busiest hour 12:00 PM with $940.00. The table that follows lists every hour.',
        );
        await expect(chart.querySelectorAll('[data-mark="bar"]')).toHaveLength(14);
        await expect(chart.querySelectorAll('[data-mark="forecast-dot"]')).toHaveLength(14);
        await expect(
          [...chart.querySelectorAll('[data-mark="axis-title"]')].map((t) => t.textContent),
        ).toEqual(['Hour', 'Net sales']);
        // $940 is the highest figure: the axis runs to $1,000 in quarters.
        await expect(
          [...chart.querySelectorAll('text[data-mark="axis"]:not([data-part])')].map((t) => t.textContent),
        ).toEqual(['$0', '$250', '$500', '$750', '$1,000']);
        const table = hourly.getByRole('table', { name: 'Hourly net sales and forecast' });
        const rows = rowsOf(table);
        await expect(rows).toHaveLength(14);
        await expect(rows[0]).toEqual(['6:00 AM', '$180.00', '$200.00', '-$20.00']);
        await expect(rows[6]).toEqual(['12:00 PM', '$940.00', '$900.00', '+$40.00']);
        await expect(rows[13]).toEqual(['7:00 PM', '$240.00', '$300.00', '-$60.00']);
      },
    );
    await step('clock-in variance: the tolerance, the counts and every shift', async () => {
      const clockIn = region(canvasElement, 'Clock-in variance');
      await expect(clockIn.getByText('On time within ±2 minutes')).toBeVisible();
      await expect(clockIn.getByText('Late 3 · Early 2 · On Time 4 · N/A 1')).toBeVisible();
      const table = clockIn.getByRole('table', { name: 'Clock-in variance by scheduled shift' });
      await expect([...table.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual([
        'Employee',
        'Scheduled start',
        'Clock-in',
        'Variance minutes',
        'Status',
      ]);
      await expect(rowsOf(table)).toEqual(CLOCK_IN_ROWS);
    });
    await step('tasks, timers and samples', async () => {
      const tasks = region(canvasElement, 'Tasks');
      await expect(tasks.getByText('9 of 12 tasks completed (75.0%)')).toBeVisible();
      // Every task not completed, with its status; the skipped one counts toward the total only.
      await expect(tasks.getByRole('heading', { level: 3 })).toHaveTextContent(/^Tasks not completed$/);
      await expect(itemsOf(tasks.getByRole('list', { name: 'Tasks not completed' }))).toEqual([
        'Deep clean fryer (incomplete)',
        'Replace sanitizer buckets (skipped)',
        'Walk-in cooler inventory (incomplete)',
      ]);
      const timers = region(canvasElement, 'Timers');
      await expect(timers.getByText('2 of 6 timers expired')).toBeVisible();
      await expect(itemsOf(timers.getByRole('list'))).toEqual([
        'Fryer oil changestarted 10:45 AM, 14 minutes over',
        'Chicken holdstarted 12:20 PM, 6 minutes over',
      ]);
      const samples = region(canvasElement, 'Samples');
      await expect(samples.getByText('18 samples given')).toBeVisible();
      await expect(itemsOf(samples.getByRole('list', { name: 'By product' }))).toEqual([
        'Pumpkin loaf7',
        'Cold brew6',
        'Blueberry scone5',
      ]);
      await expect(itemsOf(samples.getByRole('list', { name: 'By employee' }))).toEqual([
        'Emma Wilson8',
        'Noah Kim6',
        'Priya Patel4',
      ]);
    });
    await step('the toolbar: Print, Download CSV, Copy as Markdown, Close', async () => {
      const bar = actions(canvasElement);
      await expect(bar.getByRole('toolbar', { name: 'Report actions' })).toBeVisible();
      await expect(bar.getByRole('status')).toHaveTextContent(/^$/);
      await userEvent.click(bar.getByRole('button', { name: 'Print' }));
      await expect(args.onPrint).toHaveBeenCalledTimes(1);
      await userEvent.click(bar.getByRole('button', { name: 'Download CSV' }));
      await expect(args.onDownloadCsv).toHaveBeenCalledTimes(1);
      await userEvent.click(bar.getByRole('button', { name: 'Copy as Markdown' }));
      await expect(args.onCopyMarkdown).toHaveBeenCalledTimes(1);
      await userEvent.click(bar.getByRole('button', { name: 'Close' }));
      await expect(args.onClose).toHaveBeenCalledTimes(1);
    });
  },
};

/** With the company's targets: labor cost is over its 25% and task completion under its 90%. */
export const WithTargets: Story = {
  args: {
    report: storeDayReportView(busyDay(), {
      labor_cost_pct: 25,
      forecast_variance_pct: 10,
      task_completion_pct: 90,
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(tiles(canvasElement)).toEqual({
      ...READY_TILES,
      'Sales vs forecast': ['-$100.00', '-1.43%', 'target within -10%'],
      'Labor cost %': ['26.22% (over target)', 'target 25%'],
      'Task completion': ['75.0% (under target)', '9 of 12 tasks', 'target 90%'],
    });
    const tile = (key: string) => canvasElement.querySelector(`[data-kpi="${key}"]`);
    await expect(tile('laborCost')).toHaveAttribute('data-status', 'bad');
    await expect(tile('taskCompletion')).toHaveAttribute('data-status', 'bad');
    // Under the forecast (within the tolerance) is never marked good.
    await expect(tile('vsForecast')).not.toHaveAttribute('data-status');
    await expect(tile('netSales')).not.toHaveAttribute('data-status');
  },
};

const TARGETS = { labor_cost_pct: 25, forecast_variance_pct: 10, task_completion_pct: 90 };
const dayBanner = (root: HTMLElement) => within(root).getByRole('note');

/** A day that has not started at the store: the banner and its forecast, nothing against the targets. */
export const NotStarted: Story = {
  args: { report: storeDayReportView(notStartedDay(), TARGETS) },
  play: async ({ canvasElement }) => {
    await expect(dayBanner(canvasElement).textContent).toBe(
      'Saturday, November 28 has not started yet at Uptown (it is 7:40 PM on Friday there)',
    );
    await expect(tiles(canvasElement)).toEqual({ Forecast: ['$7,000.00'] });
    await expect(canvasElement.querySelector('[data-kpi][data-status]')).toBeNull();
    await expect(canvasElement.textContent).not.toMatch(/under target|over target/);
  },
};

/**
 * A day in progress (2:40 PM at the store): its figures so far, sales against the forecast up to 2 PM;
 * labor cost is over its target so far, task completion is not judged before the day is over.
 */
export const InProgress: Story = {
  args: { report: storeDayReportView(inProgressDay(), TARGETS) },
  play: async ({ canvasElement }) => {
    await expect(dayBanner(canvasElement).textContent).toBe('In progress: data through 2 PM');
    await expect(tiles(canvasElement)).toEqual({
      'Net sales': ['$4,910.00'],
      'Sales vs forecast': ['+$30.00', '+0.61%', 'target within -10%'],
      Transactions: ['387'],
      'Net sales per transaction': ['$12.69'],
      'Labor cost %': ['25.30% (over target)', 'target 25%'],
      'Sales per labor hour': ['$106.74'],
      'Late clock-ins': ['3', 'of 10 shifts'],
      'Task completion': ['75.0%', '9 of 12 tasks', 'target 90%'],
    });
    const tile = (key: string) => canvasElement.querySelector(`[data-kpi="${key}"]`);
    await expect(tile('laborCost')).toHaveAttribute('data-status', 'bad');
    await expect(tile('vsForecast')).toHaveAttribute('data-status', 'good');
    await expect(tile('taskCompletion')).not.toHaveAttribute('data-status');
  },
};

/** A past day with no row: the banner, no figures, every section empty. */
export const NoData: Story = {
  args: { report: storeDayReportView(noDataDay(), TARGETS) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(dayBanner(canvasElement).textContent).toBe('No data for this day');
    await expect(canvasElement.querySelector('dl[aria-label="Key figures"]')).toBeNull();
    for (const text of ['No hourly sales for this day.', 'No scheduled shifts.', 'No tasks.', 'No timers.'])
      await expect(canvas.getByText(text)).toBeVisible();
  },
};

export const Loading: Story = {
  args: { state: 'loading', report: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const loading = canvas.getAllByRole('status').find((el) => el.textContent === 'Building the report…');
    await expect(loading).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveAttribute('aria-busy', 'true');
    for (const name of ['Print', 'Download CSV', 'Copy as Markdown'])
      await expect(canvas.getByRole('button', { name })).toBeDisabled();
    await expect(canvasElement.querySelector('dl[aria-label="Key figures"]')).toBeNull();
  },
};

export const Failed: Story = {
  args: { state: 'failed', report: null, error: 'Failed to build context: sales.csv could not be read' },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(
      /^The report could not be built\.Failed to build context: sales\.csv could not be read$/,
    );
    await expect(within(canvasElement).getByRole('button', { name: 'Print' })).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { state: 'empty', report: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const empty = canvas
      .getAllByRole('status')
      .find((el) => el.textContent === 'No data for this store-day.');
    await expect(empty).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveAccessibleName('Store-day report');
    await expect(canvas.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
  },
};

/** A company that includes only the sales and employees blocks: the rest of the report is left out. */
export const BlocksMissing: Story = {
  args: { report: storeDayReportView(busyDay(['sales', 'employees'])) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { 'Task completion': _, ...withoutTasks } = READY_TILES;
    await expect(tiles(canvasElement)).toEqual(withoutTasks);
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Clock-in variance',
    ]);
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(rowsOf(canvas.getByRole('table'))).toEqual(CLOCK_IN_ROWS);
  },
};

export const CopyCopied: Story = {
  args: { copyState: 'copied' },
  play: async ({ canvasElement }) => {
    await expect(actions(canvasElement).getByRole('status')).toHaveTextContent(/^Copied$/);
  },
};

export const CopyFailed: Story = {
  args: { copyState: 'failed' },
  play: async ({ canvasElement }) => {
    await expect(actions(canvasElement).getByRole('status')).toHaveTextContent(/^Copy failed$/);
  },
};

/** On a phone: nothing wider than 375 px, the clock-in table unscrolled, the chart's hour labels every third. */
export const Narrow: Story = {
  parameters: { frameWidth: 375 },
  play: async ({ canvasElement }) => {
    const frame = canvasElement.querySelector('[data-part="frame"]') as HTMLElement;
    const chart = within(canvasElement).getByRole('img');
    await waitFor(() =>
      expect([...chart.querySelectorAll('[data-part="hour-label"]')].map((t) => t.textContent)).toEqual([
        '6 AM',
        '9 AM',
        '12 PM',
        '3 PM',
        '6 PM',
      ]),
    );
    await expect(frame.scrollWidth).toBeLessThanOrEqual(375);
    await expect(chart.getBoundingClientRect().width).toBeLessThanOrEqual(351);
    // The clock-in table fits without scrolling sideways.
    const scroll = canvasElement.querySelector('[data-part="table-scroll"]') as HTMLElement;
    await expect(scroll.scrollWidth).toBeLessThanOrEqual(scroll.clientWidth);
    await expect(tiles(canvasElement)).toEqual(READY_TILES);
    // The report's own width decides (a container query), whatever the window's.
    await expect(tileColumns(canvasElement)).toBe(2);
  },
};

/** Every rule of the page's style sheets, media and page rules flattened with what they contain. */
function cssRules(doc: Document): CSSRule[] {
  const out: CSSRule[] = [];
  const walk = (rules: CSSRuleList) => {
    for (const rule of rules) {
      out.push(rule);
      if (rule instanceof CSSGroupingRule) walk(rule.cssRules);
    }
  };
  for (const sheet of doc.styleSheets) walk(sheet.cssRules);
  return out;
}

/**
 * The print look, in dark mode: what `@media print` applies, shown with `printPreview` (a story cannot
 * emulate print media). The real print rules are checked in the page's style sheets.
 */
export const Print: Story = {
  args: { printPreview: true },
  parameters: { theme: { mode: 'dark' } },
  play: async ({ canvasElement, step }) => {
    const root = canvasElement.querySelector('[data-component="StoreDayReportScreen"]') as HTMLElement;
    await step('no toolbar; black on white in dark mode; within 186 mm', async () => {
      await expect(canvasElement.querySelector('[data-part="actions"]')).toHaveAttribute(
        'data-print',
        'hide',
      );
      await expect(canvasElement.querySelector('[data-part="actions"]')).not.toBeVisible();
      const style = getComputedStyle(root);
      await expect(style.backgroundColor).toBe('rgb(255, 255, 255)');
      await expect(style.color).toBe('rgb(0, 0, 0)');
      await expect(getComputedStyle(within(root).getByRole('heading', { level: 1 })).color).toBe(
        'rgb(0, 0, 0)',
      );
      await expect(root.getBoundingClientRect().width).toBeLessThanOrEqual((186 / 25.4) * 96 + 0.5);
    });
    await step('rows and small sections do not break; the table head repeats on every page', async () => {
      for (const tr of root.querySelectorAll('tr'))
        await expect(getComputedStyle(tr).breakInside).toBe('avoid');
      for (const section of root.querySelectorAll('section[data-size="small"]'))
        await expect(getComputedStyle(section).breakInside).toBe('avoid');
      await expect(getComputedStyle(root.querySelector('thead') as Element).display).toBe(
        'table-header-group',
      );
      await expect(tileColumns(root)).toBe(4);
    });
    await step('the print style sheet: 12 mm margins and no page size, the toolbar hidden', async () => {
      const rules = cssRules(canvasElement.ownerDocument);
      const pages = rules.filter((r): r is CSSPageRule => r instanceof CSSPageRule);
      await expect(pages.some((p) => p.style.margin === '12mm')).toBe(true);
      await expect(pages.every((p) => p.style.getPropertyValue('size') === '')).toBe(true);
      const printed = rules.filter(
        (r): r is CSSStyleRule =>
          r instanceof CSSStyleRule &&
          r.parentRule instanceof CSSMediaRule &&
          r.parentRule.media.mediaText === 'print',
      );
      await expect(
        printed.some((r) => r.selectorText.includes('[data-print="hide"]') && r.style.display === 'none'),
      ).toBe(true);
      // Everything around the report is left out of the printout.
      await expect(
        printed.some(
          (r) =>
            r.selectorText.includes(':not([data-print-root]):not(:has([data-print-root]))') &&
            r.style.display === 'none',
        ),
      ).toBe(true);
    });
  },
};
