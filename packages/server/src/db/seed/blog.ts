// The blog's first posts: three published posts that introduce the product, dated some
// days before the seed's "today" (`daysAgo`), written by the first admin.
export const STARTER_POSTS: readonly { slug: string; title: string; daysAgo: number; body: string }[] = [
  {
    slug: 'welcome-to-store-ops',
    title: 'Welcome to Store Ops',
    daysAgo: 21,
    body: `Store Ops puts every store's day in one place: pick a company, a store and a date, and the app builds that store-day's report (sales by hour against forecast, labor, clock-ins, tasks, food-safety samples, timers and the weather) and lets you discuss it with an AI assistant.

## What you can ask

- *Why was labor over target on Tuesday?* The assistant compares labor hours and cost with the forecast, hour by hour.
- *Who clocked in late?* Every scheduled shift is checked against its punch, with a tolerance of two minutes.
- *Which tasks are still open?* Completed, late and incomplete tasks are counted for you.

No model key yet? The built-in offline analyst answers from the same figures, so the assistant works from the first minute.`,
  },
  {
    slug: 'dashboard-every-store-at-a-glance',
    title: 'The dashboard: every store at a glance',
    daysAgo: 9,
    body: `Administrators now open **/dashboard** on yesterday for every store they run: net sales against forecast, transactions, labor cost %, late clock-ins, task completion and expired timers.

| Tile | Compared with |
| --- | --- |
| Net sales | forecast, and the previous period of the same length |
| Labor cost % | the 30% target |
| Task completion | the 90% target |

A **Needs attention** list names each store-day that missed a target; one click opens that day in the assistant with the same figures in its context.`,
  },
  {
    slug: 'prompt-library-and-slash-commands',
    title: 'Prompt library: the questions you ask every day',
    daysAgo: 2,
    body: `Save the questions you ask every day in **/prompts**, and call them from the chat by typing \`/\` at the start of the input.

Prompts can hold variables: \`{{store}}\`, \`{{company}}\`, \`{{date}}\` and \`{{weekday}}\` are filled from your selection, and any other variable, like \`{{focus}}\`, is asked for before the prompt is used.

Administrators can share prompts with everyone or with one user group. Twelve starter prompts (a labor vs forecast check, a late clock-ins follow-up, a pre-shift briefing and more) are ready to use.`,
  },
];
