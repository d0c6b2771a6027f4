import { describe, expect, it } from 'vitest';
import {
  type ReportSettingsFields,
  reportSettingsFieldsSchema,
  reportSettingsUpdateSchema,
} from './settings';
import {
  DEFAULT_REPORT_SETTINGS,
  defaultBlocksOf,
  reportSettingsDiff,
  sameReportSettings,
  savedReportBlocks,
} from './settingsValues';

const changed = (): ReportSettingsFields => ({
  ...structuredClone(DEFAULT_REPORT_SETTINGS),
  on_time_tolerance_minutes: 5,
  targets: { ...DEFAULT_REPORT_SETTINGS.targets, labor_cost_pct: 25, sales_per_labor_hour: 55 },
  blocks: { ...DEFAULT_REPORT_SETTINGS.blocks, samples: false },
  metrics: { ...DEFAULT_REPORT_SETTINGS.metrics, costPerSuggestedLaborHour: false },
  instructions: 'Call labor over target a red flag.',
});

describe('report settings', () => {
  it('accepts the defaults and lists all six blocks', () => {
    expect(reportSettingsFieldsSchema.parse(DEFAULT_REPORT_SETTINGS)).toEqual(DEFAULT_REPORT_SETTINGS);
    expect(defaultBlocksOf(DEFAULT_REPORT_SETTINGS)).toEqual([
      'sales',
      'hourly',
      'employees',
      'tasks',
      'samples',
      'timers',
    ]);
    expect(defaultBlocksOf(changed())).toEqual(['sales', 'hourly', 'employees', 'tasks', 'timers']);
  });

  it('refuses values out of range with the form messages', () => {
    const bad = (patch: Partial<ReportSettingsFields>) => {
      const r = reportSettingsFieldsSchema.safeParse({ ...DEFAULT_REPORT_SETTINGS, ...patch });
      return r.success ? null : r.error.issues.map((i) => i.message);
    };
    expect(bad({ on_time_tolerance_minutes: 31 })).toEqual([
      'On-time tolerance must be a whole number of minutes from 0 to 30.',
    ]);
    expect(bad({ on_time_tolerance_minutes: 2.5 })).toEqual([
      'On-time tolerance must be a whole number of minutes from 0 to 30.',
    ]);
    expect(bad({ targets: { ...DEFAULT_REPORT_SETTINGS.targets, labor_cost_pct: 101 } })).toEqual([
      'Labor cost target must be a percentage from 0 to 100.',
    ]);
    expect(bad({ instructions: 'x'.repeat(2001) })).toEqual([
      'Assistant instructions can be at most 2000 characters.',
    ]);
    expect(bad({ instructions: 'x'.repeat(2000) })).toBeNull();
    expect(reportSettingsUpdateSchema.safeParse({ ...DEFAULT_REPORT_SETTINGS, company_id: 1 }).success).toBe(
      false,
    );
  });

  it('lists every change from saved to draft in the form order', () => {
    expect(reportSettingsDiff(DEFAULT_REPORT_SETTINGS, DEFAULT_REPORT_SETTINGS)).toEqual([]);
    expect(reportSettingsDiff(DEFAULT_REPORT_SETTINGS, changed())).toEqual([
      { key: 'blocks.samples', label: 'Samples block', from: 'Included', to: 'Not included' },
      {
        key: 'metrics.costPerSuggestedLaborHour',
        label: 'Cost per suggested labor hour',
        from: 'Included',
        to: 'Not included',
      },
      { key: 'on_time_tolerance_minutes', label: 'On-time tolerance', from: '2 min', to: '5 min' },
      { key: 'targets.labor_cost_pct', label: 'Labor cost target', from: '30%', to: '25%' },
      { key: 'targets.sales_per_labor_hour', label: 'Sales per labor hour target', from: 'None', to: '$55' },
      {
        key: 'instructions',
        label: 'Assistant instructions',
        from: '(none)',
        to: 'Call labor over target a red flag.',
      },
    ]);
    expect(sameReportSettings(changed(), changed())).toBe(true);
    expect(sameReportSettings(DEFAULT_REPORT_SETTINGS, changed())).toBe(false);
  });

  it("reads the user's own block choice from their settings (null: the company's)", () => {
    expect(savedReportBlocks('{"report_blocks":["timers","sales","nope"]}')).toEqual(['sales', 'timers']);
    expect(savedReportBlocks({ report_blocks: [] })).toEqual([]);
    expect(savedReportBlocks('{"report_blocks":null}')).toBeNull();
    expect(savedReportBlocks('not json')).toBeNull();
    expect(savedReportBlocks(undefined)).toBeNull();
  });
});
