import type { Prompt, PromptVersion } from '@store-ops/domain';

const at = new Date('2026-11-24T08:00:00Z');
const base = { shared: true, group_id: null, owner_id: 1, version: 0, uses: 0, updated_at: at };

/** A library as a staff user of the demo sees it: starter prompts, one for the group, one personal. */
export const promptFixtures: Prompt[] = [
  {
    ...base,
    id: 1,
    title: 'Labor vs forecast check',
    category: 'Labor',
    body: 'For {{store}} on {{date}}, compare actual labor hours and labor cost % with the forecast and suggested labor hours. Which hours were over- or under-staffed, and by how much?',
    uses: 14,
  },
  {
    ...base,
    id: 2,
    title: 'Late clock-ins follow-up',
    category: 'People',
    body: 'List every late clock-in at {{store}} on {{date}} with the employee, scheduled start and minutes late.',
    uses: 1,
  },
  {
    ...base,
    id: 3,
    title: 'Pre-shift briefing',
    category: 'Shift',
    body: 'Write a two-minute pre-shift briefing for {{store}} on {{weekday}} {{date}}. Focus on {{focus}}.',
    uses: 0,
    version: 2,
  },
  {
    ...base,
    id: 4,
    title: 'Austin huddle',
    category: 'Shift',
    body: 'Huddle notes for {{store}}: patio, {{special}} and the bike rack.',
    group_id: 1,
  },
  {
    ...base,
    id: 5,
    title: 'Close-out check',
    category: 'Shift',
    body: 'Did {{store}} close on time on {{date}}? Ask {{closer}} what slowed it down.',
    shared: false,
    owner_id: 2,
    uses: 3,
  },
];

export const promptGroups = [
  { id: 1, name: 'Harvest Table Austin Core' },
  { id: 2, name: 'Blazing Bird Operations' },
];

/** The pre-shift briefing's three versions, newest first. */
export const promptVersionFixtures: PromptVersion[] = [2, 1, 0].map((version) => ({
  version,
  title: 'Pre-shift briefing',
  category: 'Shift',
  body:
    version === 0
      ? 'Brief the team at {{store}}.'
      : version === 1
        ? 'Write a pre-shift briefing for {{store}} on {{date}}.'
        : 'Write a two-minute pre-shift briefing for {{store}} on {{weekday}} {{date}}. Focus on {{focus}}.',
  shared: true,
  group_id: null,
  changed_by: version === 1 ? null : 1,
  changed_by_email: version === 1 ? null : 'admin@example.com',
  changed_at: new Date(Date.UTC(2026, 10, 20 + version, 15, 30)),
}));
