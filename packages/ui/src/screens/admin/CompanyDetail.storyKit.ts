import type { Meta } from '@storybook/react-vite';
import { detailArgs } from './adminStoryKit';
import type { CompanyDetail, CompanyDetailProps } from './details';
import { companies, stores } from './fixtures';

/**
 * What Admin/Details/CompanyDetail and its Brand Matrix (CompanyDetail.matrix.stories.tsx) share:
 * the meta but its title.
 */
export const companyDetailMeta = {
  parameters: { layout: 'fullscreen' },
  args: { state: { status: 'loading' }, ...detailArgs() },
} satisfies Meta<typeof CompanyDetail>;

export const sunriseLoaded = {
  status: 'loaded' as const,
  data: { company: companies[0]!, stores: stores.filter((s) => s.company_id === 1) },
};

/** The server refused (rows still refer to the company): DeleteRefused and the Brand Matrix. */
export const deleteRefusedArgs = {
  state: sunriseLoaded,
  deletion: {
    confirming: false,
    busy: false,
    error: 'Company Sunrise Foods has 2 stores; move or delete them first.',
  },
} satisfies Partial<CompanyDetailProps>;
