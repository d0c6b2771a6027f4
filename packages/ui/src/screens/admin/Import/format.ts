// The Import screen's times and counts as text.

export const timeOf = (timeZone: string | undefined) =>
  new Intl.DateTimeFormat('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    ...(timeZone ? { timeZone } : {}),
  });

export const countsText = (counts: unknown) =>
  Object.entries((counts ?? {}) as Record<string, number>)
    .map(([file, n]) => `${file} ${n}`)
    .join(', ');
