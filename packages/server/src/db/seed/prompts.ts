// The prompt library's starter set: twelve store-operations prompts, shared with
// everyone. `{{store}}`, `{{company}}`, `{{date}}` and `{{weekday}}` come from the chat's selection;
// any other variable is asked for when the prompt is used.
export const STARTER_PROMPTS: readonly { title: string; category: string; body: string }[] = [
  {
    title: 'Labor vs forecast check',
    category: 'Labor',
    body: 'For {{store}} on {{date}}, compare actual labor hours and labor cost % with the forecast and suggested labor hours. Which hours were over- or under-staffed, and by how much?',
  },
  {
    title: 'Late clock-ins follow-up',
    category: 'People',
    body: 'List every late clock-in at {{store}} on {{date}} with the employee, scheduled start and minutes late. Who has been late more than once, and what should the manager say to them?',
  },
  {
    title: 'Pre-shift briefing',
    category: 'Shift',
    body: 'Write a two-minute pre-shift briefing for {{store}} on {{weekday}} {{date}}: sales goal, who is working, open tasks, anything from the weather to prepare for. Focus on {{focus}}.',
  },
  {
    title: 'Sales vs forecast by hour',
    category: 'Sales',
    body: 'At {{store}} on {{date}}, which hours beat or missed the sales forecast the most? Give the three biggest gaps in dollars and a likely reason for each.',
  },
  {
    title: 'End-of-day summary',
    category: 'Shift',
    body: 'Summarise the day at {{store}} ({{company}}) on {{date}} in five bullet points: net sales vs forecast, transactions, labor cost %, tasks completed, and one thing to fix tomorrow.',
  },
  {
    title: 'Open tasks',
    category: 'Tasks',
    body: 'Which tasks at {{store}} were not completed on {{date}}? Group them by who should own them and say which are food-safety critical.',
  },
  {
    title: 'Food safety samples',
    category: 'Food safety',
    body: 'Review the temperature and food safety samples at {{store}} on {{date}}. Are any out of range or missing for a required time? What corrective action is needed?',
  },
  {
    title: 'Expired timers',
    category: 'Food safety',
    body: 'List the holding timers that expired at {{store}} on {{date}}, when, and what product was affected. Suggest a change to prevent it.',
  },
  {
    title: 'Employee day review',
    category: 'People',
    body: 'How did {{employee}} do at {{store}} on {{date}}: clock-in and clock-out against schedule, hours worked, and anything to recognise or coach?',
  },
  {
    title: 'Weather impact',
    category: 'Sales',
    body: 'Given the weather at {{store}} on {{date}}, how did it likely affect traffic and sales? What should we change in staffing or prep next {{weekday}}?',
  },
  {
    title: 'Average ticket',
    category: 'Sales',
    body: 'What was the net sales per transaction at {{store}} on {{date}}, and in which hours was it highest and lowest? Suggest one upsell for the slow hours.',
  },
  {
    title: 'Message to the district manager',
    category: 'Communication',
    body: 'Draft a short message from the {{store}} manager to the district manager of {{company}} about {{date}}: results, one issue and the plan for it. Tone: {{tone}}.',
  },
];
