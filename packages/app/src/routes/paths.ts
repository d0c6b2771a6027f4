/** Every route of the app, in one place for the router, guards, drawer and tests. */
export const paths = {
  root: '/',
  login: '/login',
  blog: '/blog',
  demo: '/demo',
  chat: '/chat',
  /** The printable report of the selected store-day (every user). */
  report: '/report',
  prompts: '/prompts',
  settings: '/settings',
  toc: '/toc',
  logout: '/auth/logout',
  staffchat: '/staffchat',
  dashboard: '/dashboard',
  reports: '/reports',
  stores: '/stores',
  employees: '/employees',
  users: '/users',
  companies: '/companies',
  hours: '/hours',
  usergroups: '/usergroups',
  users2groups: '/users2groups',
  audit: '/audit',
  import: '/import',
  posts: '/posts',
} as const;

/** Admin-only paths: the first segment of every admin route (detail routes are `/{segment}/:id`). */
export const adminSegments = [
  'staffchat',
  'dashboard',
  'reports',
  'stores',
  'employees',
  'users',
  'companies',
  'hours',
  'usergroups',
  'users2groups',
  'audit',
  'import',
  'posts',
] as const;

export function isAdminPath(pathname: string): boolean {
  const first = pathname.split('/')[1] ?? '';
  return (adminSegments as readonly string[]).includes(first);
}

const PRODUCT = 'Store Ops';
/** Each page's name in the browser's tab, by the route's first segment. */
const pageNames: Record<string, string> = {
  '': 'Assistant',
  chat: 'Assistant',
  login: 'Sign in',
  report: 'Store-day report',
  prompts: 'Prompts',
  settings: 'Settings',
  toc: 'Documentation',
  staffchat: 'Staff Chat',
  dashboard: 'Dashboard',
  reports: 'Report customizer',
  stores: 'Stores',
  employees: 'Employees',
  users: 'Users',
  companies: 'Companies',
  hours: 'Hours',
  usergroups: 'User Groups',
  users2groups: 'User Assignments',
  audit: 'Audit Log',
  import: 'Import',
  posts: 'Blog Posts',
};

/** The document title of an app page: `Dashboard - Store Ops`; the product's name alone elsewhere. */
export function pageTitle(pathname: string): string {
  const name = pageNames[pathname.split('/')[1] ?? ''];
  return name ? `${name} - ${PRODUCT}` : PRODUCT;
}
