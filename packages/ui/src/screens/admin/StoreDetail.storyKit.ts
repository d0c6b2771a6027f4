import type { Meta } from '@storybook/react-vite';
import { detailArgs } from './adminStoryKit';
import type { StoreDetail, StoreDetailProps } from './details';
import { companies, employees, storeHours, stores } from './fixtures';

/**
 * What Admin/Details/StoreDetail and its Brand Matrix (StoreDetail.matrix.stories.tsx) share: the
 * meta but its title.
 */
export const storeDetailMeta = {
  parameters: { layout: 'fullscreen' },
  args: { state: { status: 'loading' }, ...detailArgs() },
} satisfies Meta<typeof StoreDetail>;

/** Downtown Deli with its company, hours and employees: Loaded and the Brand Matrix. */
export const storeLoadedArgs = {
  state: {
    status: 'loaded',
    data: {
      store: stores[0]!,
      company: companies[0]!,
      hours: storeHours.filter((h) => h.store_id === 11),
      employees: employees.filter((e) => e.store_id === 11),
    },
  },
} satisfies Partial<StoreDetailProps>;

/** A table's body rows, each as its cells' texts. */
export const tableRows = (table: HTMLElement) =>
  [...table.querySelectorAll('tbody tr')].map((tr) =>
    [...tr.querySelectorAll('td')].map((td) => td.textContent),
  );
