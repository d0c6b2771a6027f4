import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { importStores, importTokensFixture, recentImportsFixture } from './fixtures';
import type { ImportScreen, ImportScreenProps } from './ImportScreen';

/** The screen's props at rest: a store and a day picked, no files yet; every callback a spy. */
export const importArgs: ImportScreenProps = {
  status: 'ready',
  stores: importStores,
  storeId: 2,
  date: '2026-11-23',
  stage: 'empty',
  days: [],
  dryRuns: [],
  imported: 0,
  mapping: { company_id: 1, version: 0, time_format: '12h', files: {} },
  recent: recentImportsFixture,
  tokens: importTokensFixture,
  createdToken: null,
  onStore: fn(),
  onDate: fn(),
  onFiles: fn(),
  onRemove: fn(),
  onSaveMapping: fn(),
  onDryRun: fn(),
  onConfirm: fn(),
  onCancel: fn(),
  onReset: fn(),
  onRetry: fn(),
  onCreateToken: fn(),
  onRevokeToken: fn(),
  onDismissToken: fn(),
  onCopy: fn(),
  timeZone: 'America/Chicago',
};

/**
 * What Screens/Admin/Import and its Brand Matrix (ImportScreen.matrix.stories.tsx) share: the meta
 * but its title.
 */
export const importMeta = {
  parameters: { layout: 'fullscreen' },
  args: importArgs,
} satisfies Meta<typeof ImportScreen>;
