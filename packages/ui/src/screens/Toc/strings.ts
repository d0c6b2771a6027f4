/** The /toc screen: Users, Employees, Companies and Stores, each with a description and a link. */
export const tocStrings = {
  title: 'Documentation',
  intro: 'The data you can browse and manage, and where to find it.',
  open: (name: string) => `Open ${name}`,
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
