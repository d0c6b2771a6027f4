/**
 * The /toc screen. For an administrator: Users, Employees, Companies and Stores, each with a
 * description and a link. For anyone else, every page they may open, and only those (each link leads
 * somewhere the user can go).
 */
export const tocStrings = {
  title: 'Documentation',
  intro: 'The data you can browse and manage, and where to find it.',
  userIntro: 'The pages you can open, and what each is for.',
  open: (name: string) => `Open ${name}`,
  userEntries: [
    {
      name: 'Assistant',
      href: '/chat',
      description:
        "Pick a store and a report date, then ask the AI assistant about that store-day's sales, labor, tasks and more.",
    },
    {
      name: 'Prompts',
      href: '/prompts',
      description: 'Your prompt library and the prompts shared with you: use one in the chat, edit your own.',
    },
    {
      name: 'Store-day report',
      href: '/report',
      description:
        'The printable report of the selected store-day: figures against targets, hourly sales, clock-ins, tasks, timers and samples.',
    },
    {
      name: 'Settings',
      href: '/settings',
      description: 'Your store and report date, the look of the app, and the data cached in this browser.',
    },
  ],
  entries: [
    {
      name: 'Users',
      href: '/users',
      description: 'People who sign in: their e-mail, name and whether they are an administrator.',
    },
    {
      name: 'Employees',
      href: '/employees',
      description: 'Staff on each store roster, with their role, hourly rate and whether they are active.',
    },
    {
      name: 'Companies',
      href: '/companies',
      description: 'The businesses using Store Ops, each with the weekday its business week begins.',
    },
    {
      name: 'Stores',
      href: '/stores',
      description: 'Each location of a company: address, city, state, phone and franchise brand.',
    },
  ],
} as const;
