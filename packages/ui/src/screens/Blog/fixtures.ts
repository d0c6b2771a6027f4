import { type BlogListItem, type BlogPost, type BlogRow, blogExcerpt } from '@store-ops/domain';

/** The newest post: a table, a list, links, code spans and an image (which renders as its text). */
const promptsBody = `Save the questions you ask the assistant every day and call them with \`/\` in the chat. A prompt fills in the store, the report date and the weekday for you, so one question works for every store.

## What you can do

- Save a prompt from the Prompts page or straight from the chat.
- Share it with everyone, with one user group, or keep it to yourself.
- Restore an older version from its history.

## Placeholders

| Placeholder | Filled with |
| --- | --- |
| \`{{store}}\` | The selected store |
| \`{{date}}\` | The report date |
| \`{{weekday}}\` | Its day of the week |

![The prompts library with three saved prompts](/blog/images/prompts-library.png)

Any other \`{{name}}\` is asked for when you use the prompt. Prompts pair well with the [clock-in variance](/blog/clock-in-variance) in the daily report.`;

const clockInBody = `The daily report now compares every scheduled shift with the first clock-in that overlaps it. More than 2 minutes late counts as **Late**, more than 2 minutes early as **Early**, anything in between is **On Time**, and a shift nobody clocked in for shows N/A.

## Where you see it

- In the employee summary of the report context.
- In the assistant's answers: ask *who was late yesterday?*

The tolerance is the same for every store and company.`;

const themesBody = `Pick your brand in Settings: Store Ops now comes in seven themes, from the default green and orange to professional blue, modern purple, warm orange, corporate gray, tech teal and your franchise's own colours. Each has a light and a dark mode, and the dark mode follows your system until you choose one.

## Readable in every theme

Every text and control colour is checked for contrast in all fourteen combinations, so switching brand never makes a label hard to read.`;

const draftBody = `The assistant now sees the day's weather next to sales and labour, so it can tell a rainy Tuesday from a slow one.

## What is included

- The high and low temperature.
- Rain or snow, by the hour.`;

const admin = 'admin@example.com';

/** What the editor lists (admins): three published posts, newest first, and a draft. */
export const blogRowFixtures: BlogRow[] = [
  {
    id: 4,
    slug: 'weather-in-the-report-context',
    title: 'Weather in the report context',
    body: draftBody,
    published_at: null,
    version: 1,
    updated_at: new Date('2026-11-26T14:05:00Z'),
    updated_by_email: admin,
  },
  {
    id: 3,
    slug: 'prompts-library',
    title: 'Prompts: your daily questions, one slash away',
    body: promptsBody,
    published_at: new Date('2026-11-25T23:30:00Z'),
    version: 3,
    updated_at: new Date('2026-11-25T23:30:00Z'),
    updated_by_email: admin,
  },
  {
    id: 2,
    slug: 'clock-in-variance',
    title: 'Clock-in variance in the daily report',
    body: clockInBody,
    published_at: new Date('2026-10-12T08:00:00Z'),
    version: 2,
    updated_at: new Date('2026-10-14T09:30:00Z'),
    updated_by_email: null,
  },
  {
    id: 1,
    slug: 'brand-themes',
    title: 'Seven brand themes, in light and dark',
    body: themesBody,
    published_at: new Date('2026-09-03T10:00:00Z'),
    version: 0,
    updated_at: new Date('2026-09-03T10:00:00Z'),
    updated_by_email: admin,
  },
];

const published = blogRowFixtures.filter(
  (row): row is BlogRow & { published_at: Date } => row.published_at !== null,
);

/** `GET /api/blog/posts`: the published posts, newest first. */
export const blogListFixtures: BlogListItem[] = published.map((row) => ({
  slug: row.slug,
  title: row.title,
  published_at: row.published_at,
  excerpt: blogExcerpt(row.body),
}));

/** `GET /api/blog/posts/prompts-library`. */
export const blogPostFixture: BlogPost = {
  slug: 'prompts-library',
  title: 'Prompts: your daily questions, one slash away',
  published_at: new Date('2026-11-25T23:30:00Z'),
  body: promptsBody,
};

/** The draft, as the editor's row. */
export const blogDraftRowFixture = blogRowFixtures[0] as BlogRow;
/** A published post, as the editor's row. */
export const blogPublishedRowFixture = blogRowFixtures[1] as BlogRow;
