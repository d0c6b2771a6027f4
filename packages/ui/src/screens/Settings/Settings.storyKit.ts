import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { CacheEntryDetail } from '../../components/CachePanel';
import { companies, models, stores } from '../fixtures';
import type { SettingsScreen, SettingsScreenProps } from './Settings';

export const MB = 1_048_576;
export const LIMIT = 8 * MB;
export const details: CacheEntryDetail[] = [
  {
    key: '2026-11-20_11',
    date: '2026-11-20',
    store: 'Uptown',
    sections: 6,
    bytes: 1_258_291,
    cachedAt: '2026-11-20T15:00:00Z',
  },
  {
    key: '2026-11-19_21',
    date: '2026-11-19',
    store: 'Harbor',
    sections: 5,
    bytes: 838_861,
    cachedAt: '2026-11-19T09:30:00Z',
  },
];

/** What Screens/Settings and its Brand Matrix (Settings.matrix.stories.tsx) share: the meta but its title. */
export const settingsMeta = {
  args: {
    isAdmin: true,
    models,
    selectedModelPath: '/api/llm/chat/gpt-4o',
    onModelChange: fn(),
    selector: {
      isAdmin: true,
      companies,
      stores,
      selectedCompany: '1',
      selectedStore: '11',
      selectedDate: '2026-11-20',
      onCompanyChange: fn(),
      onStoreChange: fn(),
      onDateChange: fn(),
    },
    cache: {
      stats: { entries: 2, bytes: 1_992_294, storageBytes: 2_097_152, limitBytes: LIMIT, totalAccesses: 9 },
      details,
      onRefresh: fn(),
      onViewDetails: fn(),
      onClear: fn(),
      timeZone: 'UTC',
      locale: 'en-US',
    },
    appearance: {
      brand: 'default',
      mode: 'light',
      isSwitchingBrand: false,
      onBrandChange: fn(),
      onModeChange: fn(),
    },
    password: {
      status: 'idle',
      error: null,
      endedSessions: 0,
      isImpersonating: false,
      onSubmit: fn(),
      onEdit: fn(),
    },
  },
} satisfies Meta<typeof SettingsScreen>;

/** The cache above 80% (its warning): CacheWarning and the Brand Matrix. */
export const cacheWarningArgs = {
  cache: {
    stats: {
      entries: 97,
      bytes: Math.round(7.2 * MB),
      storageBytes: Math.round(7.2 * MB),
      limitBytes: LIMIT,
      totalAccesses: 530,
    },
    details,
    onRefresh: fn(),
    onClear: fn(),
    timeZone: 'UTC',
    locale: 'en-US',
  },
} satisfies Partial<SettingsScreenProps>;
