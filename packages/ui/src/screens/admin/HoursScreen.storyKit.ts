import type { StoreHours } from '@store-ops/domain';
import type { Meta } from '@storybook/react-vite';
import { adminArgs, adminStories } from './adminStoryKit';
import type { HoursScreen } from './entityScreens';
import { storeHours, stores } from './fixtures';

/** What Admin/Hours and its Brand Matrix (HoursScreen.matrix.stories.tsx) share: the meta but its title. */
export const hoursMeta = {
  parameters: { layout: 'fullscreen' },
  args: { stores, state: { status: 'loading' }, ...adminArgs() },
} satisfies Meta<typeof HoursScreen>;

const monday = storeHours[1]!;

/** The stories every admin grid has (adminStories), for Admin/Hours. */
export const hoursStories = adminStories<StoreHours>({
  title: 'Hours',
  entity: 'hours',
  plural: 'store hours',
  rows: storeHours,
  headers: ['Store', 'Day', 'Opens', 'Closes', 'Closed', 'Actions'],
  // The weekday by name; sorting follows the week (Sunday first), not the alphabet.
  column: {
    colId: 'day_of_week',
    header: 'Day',
    texts: ['Sunday', 'Monday', 'Tuesday', 'Monday'],
    sortedTexts: ['Sunday', 'Monday', 'Monday', 'Tuesday'],
  },
  csvHeader: ['Store', 'Day', 'Opens', 'Closes', 'Closed'],
  edit: { colId: 'day_of_week', search: 'wed', option: 'Wednesday', value: 3 },
  create: {
    steps: [
      { type: 'pick', label: 'Store', search: 'harbor', option: 'Harbor Market San Diego, CA' },
      { type: 'pick', label: 'Day', search: 'tue', option: 'Tuesday' },
    ],
    expected: { store_id: 21, day_of_week: 2, open_time: '09:00', close_time: '17:00', closed: false },
  },
  rowLabel: (h) => (h.id === 1 ? 'Downtown Deli Sunday' : 'Downtown Deli Monday'),
  conflict: {
    row: monday,
    changes: { close_time: '20:00' },
    current: { ...monday, open_time: '06:30', version: 2 },
    table: [['Closes', '19:00', '20:00']],
  },
});
