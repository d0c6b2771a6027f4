import { storeDayReportView } from '@store-ops/domain';
import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withFrame } from '../storyFrame';
import { busyDay } from './fixtures';
import type { StoreDayReportScreen } from './StoreDayReportScreen';

/**
 * What Screens/StoreDayReport and its Brand Matrix (StoreDayReportScreen.matrix.stories.tsx) share:
 * the meta but its title.
 */
export const storeDayReportMeta = {
  parameters: { layout: 'fullscreen' },
  decorators: [withFrame],
  args: {
    report: storeDayReportView(busyDay()),
    state: 'ready',
    error: null,
    copyState: 'idle',
    onPrint: fn(),
    onDownloadCsv: fn(),
    onCopyMarkdown: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof StoreDayReportScreen>;
