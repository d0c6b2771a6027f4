import {
  DEFAULT_REPORT_SETTINGS,
  REPORT_SETTINGS_MESSAGES,
  type ReportSettingsFields,
  reportSettingsDiff,
  SALES_METRIC_LABELS,
  STAT_BLOCK_LABELS,
} from '@store-ops/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { contextTextFor, readyPreview, theirSettings } from './fixtures';
import { ReportCustomizerScreen } from './ReportCustomizerScreen';
import { changeItems, dirtyArgs, dirtyDraft, reportCustomizerMeta } from './ReportCustomizerScreen.storyKit';
import { reportCustomizerStrings as s } from './strings';

const meta = {
  title: 'Admin/ReportCustomizer',
  component: ReportCustomizerScreen,
  ...reportCustomizerMeta,
  // Its own key: the description Storybook adds to a spread meta replaces its parameters.
  parameters: { ...reportCustomizerMeta.parameters },
} satisfies Meta<typeof ReportCustomizerScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const page = within(document.body);
const numberField = (c: Canvas, label: string) => c.getByRole('textbox', { name: label });
const companyPicker = (c: Canvas) => c.getByRole('button', { name: /Company$/ });
const saveButton = (c: Canvas) => c.getByRole('button', { name: /Save settings/ });
const discardButton = (c: Canvas) => c.getByRole('button', { name: s.discard });
const previewStatus = (el: HTMLElement) => el.querySelector('[data-part="preview-status"]') as HTMLElement;
/** The text the assistant receives: one click away, under its disclosure (opened if it is not). */
async function modelText(c: Canvas) {
  const trigger = c.getByRole('button', { name: s.modelText });
  if (trigger.getAttribute('aria-expanded') !== 'true') await userEvent.click(trigger);
  return c.getByRole('region', { name: s.contextLabel });
}

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 1 })).toHaveTextContent(/^Report customizer$/);
    await expect(c.getByRole('status')).toHaveTextContent(/^Loading report settings…$/);
    await expect(c.getByRole('progressbar', { name: s.loading })).toBeVisible();
    await expect(c.queryByRole('form')).toBeNull();
    await expect(companyPicker(c)).toHaveTextContent('Harvest Table');
  },
};

export const LoadFailed: Story = {
  args: {
    status: 'loadFailed',
    error: 'The server could not be reached. Check the connection and try again.',
  },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const alert = c.getByRole('alert');
    await expect(alert.querySelector('.so-title')).toHaveTextContent(
      /^The server could not be reached\. Check the connection and try again\.$/,
    );
    await expect(c.queryByRole('form')).toBeNull();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Clean: Story = {
  play: async ({ canvasElement, args, step }) => {
    const c = within(canvasElement);
    await step('the page, the company and every group of the form', async () => {
      await expect(c.getByRole('heading', { level: 1 })).toHaveTextContent(/^Report customizer$/);
      await expect(c.getByText(s.lead)).toBeVisible();
      await expect(companyPicker(c)).toHaveTextContent(/^Harvest Table$/);
      await expect(companyPicker(c)).toBeEnabled();
      await expect(c.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
        'Blocks included by default',
        'Sales metrics',
        'Clock-ins',
        'Targets',
        'Assistant instructions',
        'Preview',
      ]);
      const blocks = within(c.getByRole('group', { name: 'Blocks included by default' }));
      await expect(blocks.getAllByRole('checkbox').map((b) => b.closest('label')?.textContent)).toEqual(
        Object.values(STAT_BLOCK_LABELS),
      );
      const metrics = within(c.getByRole('group', { name: 'Sales metrics' }));
      await expect(metrics.getAllByRole('checkbox').map((b) => b.closest('label')?.textContent)).toEqual(
        Object.values(SALES_METRIC_LABELS),
      );
      for (const box of c.getAllByRole('checkbox')) await expect(box).toBeChecked();
    });
    await step('the numbers and the instructions, as saved', async () => {
      const tolerance = numberField(c, 'On-time tolerance (minutes)');
      await expect(tolerance).toHaveValue('2');
      await expect(tolerance).toHaveAccessibleDescription(
        'A clock-in within this many minutes of the shift start is On Time.',
      );
      await expect(numberField(c, 'Labor cost target (% of net sales)')).toHaveValue('30');
      await expect(numberField(c, 'Sales per labor hour target ($, optional)')).toHaveValue('');
      await expect(numberField(c, 'Forecast variance target (%)')).toHaveValue('10');
      await expect(numberField(c, 'Task completion target (%)')).toHaveValue('90');
      const instructions = c.getByRole('textbox', { name: 'Assistant instructions' });
      await expect(instructions).toHaveValue('');
      await expect(instructions).toHaveAccessibleDescription('0 / 2000');
      for (const field of c.getAllByRole('textbox')) await expect(field).not.toHaveAttribute('aria-invalid');
    });
    await step(
      'the preview: store, date, the report as staff see it, size, context and no changes',
      async () => {
        const preview = within(c.getByRole('region', { name: 'Preview' }));
        await expect(preview.getByRole('button', { name: /Store$/ })).toHaveTextContent(
          /^Harvest Table Downtown$/,
        );
        await expect(preview.getByRole('group', { name: 'Report date' })).toHaveTextContent('11/17/2026');
        await expect(previewStatus(canvasElement)).toHaveTextContent(/^$/);
        // The printable report's body: 412.50 + 688.25 + 540.00 + 395.75 net sales.
        const report = within(preview.getByRole('region', { name: 'The report as staff see it' }));
        // Under the preview's heading, the report's outline starts at level 3.
        await expect(report.getByRole('heading', { level: 3 })).toHaveTextContent(/^Harvest Table Downtown$/);
        await expect(report.getByText('Tuesday, November 17, 2026')).toBeVisible();
        await expect(report.getByText('$2,036.50')).toBeVisible();
        await expect(report.queryByRole('button', { name: 'Print' })).toBeNull();
        await expect(preview.getByText('Context size: 12.3 KB')).toBeVisible();
        // The model's text is one click away.
        const trigger = preview.getByRole('button', { name: 'Text the assistant receives' });
        await expect(trigger).toHaveAttribute('aria-expanded', 'false');
        await expect(preview.queryByRole('region', { name: 'Report context preview' })).toBeNull();
        const context = await modelText(preview);
        await expect(context.tagName).toBe('PRE');
        await expect(context).toHaveAttribute('tabindex', '0');
        await expect(context.textContent).toBe(contextTextFor(DEFAULT_REPORT_SETTINGS));
        await expect(context).toHaveTextContent(/^You are the Store Ops assistant\./);
        await expect(context).toHaveTextContent('Report date: Tuesday, November 17, 2026 (2026-11-17)');
        await expect(context).toHaveTextContent('Location: Harvest Table Downtown (Austin, TX)');
        await expect(preview.getByRole('heading', { name: 'Unsaved changes' })).toBeVisible();
        await expect(preview.getByText('No unsaved changes.')).toBeVisible();
        await expect(changeItems(canvasElement)).toEqual([]);
      },
    );
    await step('nothing to save or discard', async () => {
      await expect(saveButton(c)).toBeDisabled();
      await expect(discardButton(c)).toBeDisabled();
      await expect(c.queryByText(s.saved)).toBeNull();
    });
    await step('typing a tolerance reports the number; empty reports NaN', async () => {
      const tolerance = numberField(c, 'On-time tolerance (minutes)');
      await userEvent.clear(tolerance);
      await expect(args.onField).toHaveBeenLastCalledWith({
        path: 'on_time_tolerance_minutes',
        value: Number.NaN,
      });
      await userEvent.type(tolerance, '5');
      await expect(args.onField).toHaveBeenLastCalledWith({ path: 'on_time_tolerance_minutes', value: 5 });
      await expect(tolerance).toHaveValue('5');
      await userEvent.type(tolerance, 'x');
      await expect(args.onField).toHaveBeenLastCalledWith({
        path: 'on_time_tolerance_minutes',
        value: Number.NaN,
      });
    });
    await step(
      'an empty sales per labor hour target is no target (null); other targets are NaN',
      async () => {
        const splh = numberField(c, 'Sales per labor hour target ($, optional)');
        await userEvent.type(splh, '42.5');
        await expect(args.onField).toHaveBeenLastCalledWith({
          path: 'targets.sales_per_labor_hour',
          value: 42.5,
        });
        await userEvent.clear(splh);
        await expect(args.onField).toHaveBeenLastCalledWith({
          path: 'targets.sales_per_labor_hour',
          value: null,
        });
        await userEvent.clear(numberField(c, 'Task completion target (%)'));
        await expect(args.onField).toHaveBeenLastCalledWith({
          path: 'targets.task_completion_pct',
          value: Number.NaN,
        });
      },
    );
    await step('toggling a block and a metric', async () => {
      await userEvent.click(c.getByRole('checkbox', { name: 'Labor cost %' }));
      await expect(args.onField).toHaveBeenLastCalledWith({ path: 'metrics.laborCostPercent', value: false });
      await userEvent.click(c.getByRole('checkbox', { name: 'Samples' }));
      await expect(args.onField).toHaveBeenLastCalledWith({ path: 'blocks.samples', value: false });
    });
    await step('instructions, the company and the preview store', async () => {
      await userEvent.type(c.getByRole('textbox', { name: 'Assistant instructions' }), 'B');
      await expect(args.onField).toHaveBeenLastCalledWith({ path: 'instructions', value: 'B' });
      await userEvent.click(companyPicker(c));
      await userEvent.click(await page.findByRole('option', { name: 'Lone Star Burgers' }));
      await expect(args.onCompany).toHaveBeenCalledWith(2);
      await userEvent.click(c.getByRole('button', { name: /Store$/ }));
      await userEvent.click(await page.findByRole('option', { name: 'Harvest Table Uptown' }));
      await expect(args.onPreviewStore).toHaveBeenCalledWith(12);
    });
    await step('the day of the preview, by keyboard', async () => {
      await userEvent.click(c.getByRole('spinbutton', { name: /^day/ }));
      await userEvent.keyboard('{ArrowUp}');
      await expect(args.onPreviewDate).toHaveBeenLastCalledWith('2026-11-18');
    });
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const Dirty: Story = {
  args: dirtyArgs,
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(numberField(c, 'On-time tolerance (minutes)')).toHaveValue('5');
    await expect(numberField(c, 'Labor cost target (% of net sales)')).toHaveValue('25');
    await expect(changeItems(canvasElement)).toEqual([
      'On-time tolerance: 2 min → 5 min',
      'Labor cost target: 30% → 25%',
    ]);
    await expect(c.queryByText(s.noChanges)).toBeNull();
    const context = await modelText(c);
    await expect(context).toHaveTextContent('Late above +5 minutes, Early below -5, otherwise On Time');
    await expect(context).toHaveTextContent('Company targets: labor cost at most 25% of net sales;');
    await expect(c.getByText('Context size: 12.4 KB')).toBeVisible();
    await expect(previewStatus(canvasElement)).toHaveTextContent(/^$/);
    await expect(saveButton(c)).toBeEnabled();
    await expect(discardButton(c)).toBeEnabled();
    // Enter in a field saves, as the Save button does.
    await userEvent.type(numberField(c, 'Forecast variance target (%)'), '{Enter}');
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    await userEvent.click(saveButton(c));
    await expect(args.onSave).toHaveBeenCalledTimes(2);
    await userEvent.click(discardButton(c));
    await expect(args.onDiscard).toHaveBeenCalledOnce();
  },
};

const invalidDraft: ReportSettingsFields = { ...DEFAULT_REPORT_SETTINGS, on_time_tolerance_minutes: 31 };

export const Invalid: Story = {
  args: {
    draft: invalidDraft,
    fieldErrors: { on_time_tolerance_minutes: REPORT_SETTINGS_MESSAGES.tolerance },
    changes: reportSettingsDiff(DEFAULT_REPORT_SETTINGS, invalidDraft),
    dirty: true,
    canSave: false,
    companyLocked: true,
    preview: { ...readyPreview(DEFAULT_REPORT_SETTINGS), stale: true },
  },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const tolerance = numberField(c, 'On-time tolerance (minutes)');
    await expect(tolerance).toHaveValue('31');
    await expect(tolerance).toHaveAttribute('aria-invalid', 'true');
    await expect(tolerance).toHaveAccessibleDescription(
      'A clock-in within this many minutes of the shift start is On Time. On-time tolerance must be a whole number of minutes from 0 to 30.',
    );
    await expect(
      c.getByText('On-time tolerance must be a whole number of minutes from 0 to 30.'),
    ).toBeVisible();
    await expect(numberField(c, 'Labor cost target (% of net sales)')).not.toHaveAttribute('aria-invalid');
    await expect(previewStatus(canvasElement)).toHaveTextContent(
      /^Preview is out of date: fix the highlighted fields\.$/,
    );
    // The last valid draft's report and context stay, marked as out of date.
    await expect(c.getByRole('region', { name: 'The report as staff see it' }).parentElement).toHaveAttribute(
      'data-stale',
    );
    const context = await modelText(c);
    await expect(context).toHaveAttribute('data-stale');
    await expect(context).toHaveTextContent('Late above +2 minutes');
    await expect(changeItems(canvasElement)).toEqual(['On-time tolerance: 2 min → 31 min']);
    await expect(saveButton(c)).toBeDisabled();
    await expect(discardButton(c)).toBeEnabled();
    await userEvent.type(tolerance, '{Enter}');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const InvalidInstructions: Story = {
  args: {
    draft: { ...DEFAULT_REPORT_SETTINGS, instructions: 'Say it short. '.repeat(143) },
    fieldErrors: { instructions: REPORT_SETTINGS_MESSAGES.instructions },
    dirty: true,
    canSave: false,
    companyLocked: true,
    preview: { ...readyPreview(DEFAULT_REPORT_SETTINGS), stale: true },
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const instructions = c.getByRole('textbox', { name: 'Assistant instructions' });
    await expect(instructions).toHaveAttribute('aria-invalid', 'true');
    await expect(instructions).toHaveAccessibleDescription(
      '2002 / 2000 Assistant instructions can be at most 2000 characters.',
    );
  },
};

export const Saving: Story = {
  args: { ...dirtyArgs, status: 'saving' },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const save = saveButton(c);
    await expect(save).toHaveAttribute('data-pending', 'true');
    await expect(save).toHaveTextContent(/^Save settings$/);
    await expect(discardButton(c)).toBeDisabled();
    await userEvent.click(save);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const Saved: Story = {
  args: { justSaved: true, draft: dirtyDraft, preview: readyPreview(dirtyDraft) },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const saved = c.getAllByRole('status').find((el) => el.textContent === s.saved);
    await expect(saved).toHaveTextContent(/^Settings saved\.$/);
    await expect(c.getByText('No unsaved changes.')).toBeVisible();
    await expect(saveButton(c)).toBeDisabled();
    await expect(discardButton(c)).toBeDisabled();
    await expect(companyPicker(c)).toBeEnabled();
  },
};

export const SaveFailed: Story = {
  args: { ...dirtyArgs, error: 'The settings could not be saved. Check the connection and try again.' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent(
      /^The settings could not be saved\. Check the connection and try again\.$/,
    );
    await expect(c.queryByRole('button', { name: 'Retry' })).toBeNull();
    await expect(saveButton(c)).toBeEnabled();
  },
};

export const Conflict: Story = {
  args: {
    ...dirtyArgs,
    status: 'conflict',
    canSave: false,
    conflict: { current: theirSettings, changes: reportSettingsDiff(theirSettings, dirtyDraft) },
  },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const alert = c.getByRole('alert');
    await expect(alert.querySelector('[data-part="message"]')).toHaveTextContent(
      /^Someone else saved these settings while you were editing\.$/,
    );
    const rows = within(alert)
      .getAllByRole('row')
      .map((r) => [...r.querySelectorAll('th,td')].map((cell) => cell.textContent));
    await expect(rows).toEqual([
      ['Setting', 'Theirs', 'Yours'],
      ['On-time tolerance', '3 min', '5 min'],
      ['Labor cost target', '28%', '25%'],
    ]);
    const buttons = within(alert).getAllByRole('button');
    await expect(buttons.map((b) => b.textContent)).toEqual(['Keep mine', 'Take theirs']);
    await expect(buttons[0]).toHaveAccessibleDescription(s.conflict);
    await userEvent.click(buttons[0] as HTMLElement);
    await expect(args.onKeepMine).toHaveBeenCalledOnce();
    await userEvent.click(buttons[1] as HTMLElement);
    await expect(args.onTakeTheirs).toHaveBeenCalledOnce();
    // The draft stays on screen under the choice.
    await expect(changeItems(canvasElement)).toHaveLength(2);
    await expect(saveButton(c)).toBeDisabled();
  },
};

export const PreviewBuilding: Story = {
  args: { ...dirtyArgs, preview: { ...readyPreview(DEFAULT_REPORT_SETTINGS), state: 'building' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const line = previewStatus(canvasElement);
    await expect(line).toHaveTextContent(/^Updating preview…$/);
    await expect(within(line).getByRole('progressbar', { name: s.updating })).toBeVisible();
    // The previous report and context stay readable while the next one is built.
    await expect(c.getByRole('region', { name: 'The report as staff see it' })).toBeVisible();
    await expect(await modelText(c)).toHaveTextContent('Late above +2 minutes');
  },
};

export const PreviewWaiting: Story = {
  args: {
    ...dirtyArgs,
    preview: { ...readyPreview(dirtyDraft), state: 'waiting', text: null, report: null, sizeKb: null },
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(previewStatus(canvasElement)).toHaveTextContent(/^Updating preview…$/);
    await expect(c.queryByRole('region', { name: 'Report context preview' })).toBeNull();
    await expect(c.queryByRole('region', { name: 'The report as staff see it' })).toBeNull();
    await expect(c.queryByText(/^Context size/)).toBeNull();
  },
};

export const PreviewFailed: Story = {
  args: {
    preview: {
      ...readyPreview(DEFAULT_REPORT_SETTINGS),
      state: 'failed',
      text: null,
      report: null,
      sizeKb: null,
      error: 'The preview could not be built: no sales file for Harvest Table Downtown on 2026-11-17.',
    },
  },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const line = previewStatus(canvasElement);
    await expect(line).toHaveTextContent(
      /^The preview could not be built: no sales file for Harvest Table Downtown on 2026-11-17\.$/,
    );
    await expect(line).toHaveAttribute('data-tone', 'error');
    await expect(c.queryByRole('region', { name: 'Report context preview' })).toBeNull();
    await expect(c.queryByText(/^Context size/)).toBeNull();
    // Another store may build.
    await userEvent.click(c.getByRole('button', { name: /Store$/ }));
    await userEvent.click(await page.findByRole('option', { name: 'Harvest Table Lakeside' }));
    await expect(args.onPreviewStore).toHaveBeenCalledWith(13);
  },
};

export const PreviewIdle: Story = {
  args: {
    preview: {
      ...readyPreview(DEFAULT_REPORT_SETTINGS),
      state: 'idle',
      storeId: null,
      text: null,
      report: null,
      sizeKb: null,
    },
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Choose a store and a date to preview the report context.')).toBeVisible();
    await expect(c.getByRole('button', { name: /Store$/ })).toHaveTextContent(/^Choose a store$/);
  },
};

export const CompanyLocked: Story = {
  args: {
    ...dirtyArgs,
    draft: { ...DEFAULT_REPORT_SETTINGS, instructions: 'Answer in two sentences, then a list.' },
    changes: reportSettingsDiff(DEFAULT_REPORT_SETTINGS, {
      ...DEFAULT_REPORT_SETTINGS,
      instructions: 'Answer in two sentences, then a list.',
    }),
    preview: readyPreview({
      ...DEFAULT_REPORT_SETTINGS,
      instructions: 'Answer in two sentences, then a list.',
    }),
  },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const picker = companyPicker(c);
    await expect(picker).toBeDisabled();
    await expect(picker).toHaveTextContent(/^Harvest Table$/);
    await expect(picker).toHaveAccessibleDescription('Save or discard your changes to switch company.');
    await expect(c.getByText('Save or discard your changes to switch company.')).toBeVisible();
    await userEvent.click(picker, { pointerEventsCheck: 0 });
    await expect(page.queryByRole('option', { name: 'Lone Star Burgers' })).toBeNull();
    await expect(args.onCompany).not.toHaveBeenCalled();
    await expect(c.getByRole('textbox', { name: 'Assistant instructions' })).toHaveAccessibleDescription(
      '37 / 2000',
    );
    await expect(changeItems(canvasElement)).toEqual([
      'Assistant instructions: (none) → Answer in two sentences, then a list.',
    ]);
    await expect(await modelText(c)).toHaveTextContent(
      'follow them unless they conflict with the rules above): Answer in two sentences, then a list.',
    );
  },
};

/** Every control is reached by Tab, in reading order: the form, the preview, then the actions. */
export const Keyboard: Story = {
  args: { ...dirtyArgs, companyLocked: false },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const preview = within(c.getByRole('region', { name: 'Preview' }));
    // The model's text opened: its box is a stop of its own (it scrolls by keyboard).
    const context = await modelText(preview);
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
    const expected = [
      companyPicker(c),
      ...c.getAllByRole('checkbox'),
      numberField(c, 'On-time tolerance (minutes)'),
      numberField(c, 'Labor cost target (% of net sales)'),
      numberField(c, 'Sales per labor hour target ($, optional)'),
      numberField(c, 'Forecast variance target (%)'),
      numberField(c, 'Task completion target (%)'),
      c.getByRole('textbox', { name: 'Assistant instructions' }),
      preview.getByRole('button', { name: /Store$/ }),
      ...preview.getAllByRole('spinbutton'),
      preview.getByRole('button', { name: /Open calendar/ }),
      // The report's clock-in table scrolls sideways by keyboard.
      preview.getByRole('region', { name: 'Clock-in variance by scheduled shift' }),
      preview.getByRole('button', { name: 'Text the assistant receives' }),
      context,
      saveButton(c),
      discardButton(c),
    ];
    await expect(expected).toHaveLength(1 + 14 + 5 + 1 + 1 + 3 + 1 + 1 + 1 + 1 + 2);
    for (const el of expected) {
      await userEvent.tab();
      await expect(el).toHaveFocus();
    }
    await userEvent.keyboard('{Enter}');
    await expect(args.onDiscard).toHaveBeenCalledOnce();
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('{Enter}');
    await expect(args.onSave).toHaveBeenCalledOnce();
    // Space toggles a checkbox.
    (c.getByRole('checkbox', { name: 'Tasks' }) as HTMLElement).focus();
    await userEvent.keyboard(' ');
    await expect(args.onField).toHaveBeenLastCalledWith({ path: 'blocks.tasks', value: false });
  },
};

/** From 900 px of screen width, form and preview stand side by side. */
export const Wide: Story = {
  parameters: { frameWidth: 1200 },
  args: dirtyArgs,
  play: async ({ canvasElement }) => {
    const form = canvasElement.querySelector('[data-part="preview"]')?.previousElementSibling as HTMLElement;
    const preview = canvasElement.querySelector('[data-part="preview"]') as HTMLElement;
    await expect(preview.getBoundingClientRect().left).toBeGreaterThan(form.getBoundingClientRect().right);
    await expect(preview.getBoundingClientRect().top).toBe(form.getBoundingClientRect().top);
  },
};

export const Narrow: Story = {
  parameters: { frameWidth: 375 },
  args: dirtyArgs,
  play: async ({ canvasElement }) => {
    const frame = canvasElement.querySelector('[data-part="frame"]') as HTMLElement;
    await expect(frame.getBoundingClientRect().width).toBe(375);
    await expect(frame.scrollWidth).toBeLessThanOrEqual(375);
    // Below 900 px the preview stacks under the form.
    const preview = canvasElement.querySelector('[data-part="preview"]') as HTMLElement;
    const form = preview.previousElementSibling as HTMLElement;
    await expect(preview.getBoundingClientRect().top).toBeGreaterThan(form.getBoundingClientRect().bottom);
    const controls = canvasElement.querySelectorAll(
      'input, textarea, button, pre, [data-component="Checkbox"], [data-part="changes"] li',
    );
    for (const el of controls) {
      if (el.closest('[data-react-aria-hidden], [hidden]') || (el as HTMLElement).offsetParent === null)
        continue;
      await expect(el.getBoundingClientRect().right).toBeLessThanOrEqual(375);
    }
    await waitFor(() => expect(saveButton(within(canvasElement))).toBeVisible());
  },
};
