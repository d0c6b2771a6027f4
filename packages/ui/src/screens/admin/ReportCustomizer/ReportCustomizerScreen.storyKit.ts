import { DEFAULT_REPORT_SETTINGS, type ReportSettingsFields, reportSettingsDiff } from '@store-ops/domain';
import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withFrame } from '../../storyFrame';
import { customizerCompanies, readyPreview } from './fixtures';
import type { ReportCustomizerScreen } from './ReportCustomizerScreen';

export const dirtyDraft: ReportSettingsFields = {
  ...DEFAULT_REPORT_SETTINGS,
  on_time_tolerance_minutes: 5,
  targets: { ...DEFAULT_REPORT_SETTINGS.targets, labor_cost_pct: 25 },
};
/** A draft with two changes, ready to save (Dirty and the Brand Matrix). */
export const dirtyArgs = {
  draft: dirtyDraft,
  changes: reportSettingsDiff(DEFAULT_REPORT_SETTINGS, dirtyDraft),
  dirty: true,
  canSave: true,
  companyLocked: true,
  preview: { ...readyPreview(dirtyDraft), sizeKb: 12.4 },
};

/**
 * What Admin/ReportCustomizer and its Brand Matrix (ReportCustomizerScreen.matrix.stories.tsx) share:
 * the meta but its title.
 */
export const reportCustomizerMeta = {
  parameters: { layout: 'fullscreen' },
  decorators: [withFrame],
  args: {
    companies: customizerCompanies,
    companyId: 1,
    companyLocked: false,
    status: 'ready',
    draft: DEFAULT_REPORT_SETTINGS,
    fieldErrors: {},
    changes: [],
    dirty: false,
    canSave: false,
    justSaved: false,
    error: null,
    conflict: null,
    preview: readyPreview(DEFAULT_REPORT_SETTINGS),
    onCompany: fn(),
    onField: fn(),
    onPreviewStore: fn(),
    onPreviewDate: fn(),
    onSave: fn(),
    onDiscard: fn(),
    onRetry: fn(),
    onKeepMine: fn(),
    onTakeTheirs: fn(),
  },
} satisfies Meta<typeof ReportCustomizerScreen>;

/** The changes list's items, as their texts. */
export const changeItems = (el: HTMLElement) =>
  [...el.querySelectorAll('[data-part="changes"] li')].map((li) => li.textContent);
