// A prompt's text and its `{{variables}}`. No zod: the chat's picker imports it.

/** The longest title, category and body a prompt may have (characters, after trimming). */
export const PROMPT_LIMITS = { title: 120, category: 60, body: 4000 } as const;
export type PromptField = keyof typeof PROMPT_LIMITS;

/** What a field that is empty or too long says (the server's 400 and the editor's field errors). */
export const PROMPT_FIELD_MESSAGES: Record<PromptField, { empty: string; long: string }> = {
  title: { empty: 'Enter a title.', long: `Use at most ${PROMPT_LIMITS.title} characters.` },
  category: { empty: 'Enter a category.', long: `Use at most ${PROMPT_LIMITS.category} characters.` },
  body: { empty: 'Enter the prompt text.', long: `Use at most ${PROMPT_LIMITS.body} characters.` },
};

/** The editor's field errors for a draft (none: it may be saved). */
export function promptDraftErrors(draft: Record<PromptField, string>): Partial<Record<PromptField, string>> {
  const errors: Partial<Record<PromptField, string>> = {};
  for (const field of Object.keys(PROMPT_LIMITS) as PromptField[]) {
    const value = draft[field].trim();
    if (value === '') errors[field] = PROMPT_FIELD_MESSAGES[field].empty;
    else if (value.length > PROMPT_LIMITS[field]) errors[field] = PROMPT_FIELD_MESSAGES[field].long;
  }
  return errors;
}

/** Filled from the current selection; any other variable is asked for before use. */
export const BUILTIN_PROMPT_VARIABLES = ['store', 'company', 'date', 'weekday'] as const;
export type BuiltinPromptVariable = (typeof BUILTIN_PROMPT_VARIABLES)[number];

const VARIABLE = /\{\{\s*([A-Za-z][A-Za-z0-9_]{0,39})\s*\}\}/g;

/** The variables a body names, each once, in the order they first appear. */
export function promptVariables(body: string): string[] {
  const names: string[] = [];
  for (const match of body.matchAll(VARIABLE)) {
    const name = match[1] as string;
    if (!names.includes(name)) names.push(name);
  }
  return names;
}

/** The variables a user is asked for: those that are not built in. */
export function askedVariables(body: string): string[] {
  return promptVariables(body).filter((n) => !(BUILTIN_PROMPT_VARIABLES as readonly string[]).includes(n));
}

/**
 * The body with every variable that has a value replaced by it (all occurrences); a variable
 * without a value stays as written, so nothing the user typed is lost.
 */
export function fillPrompt(body: string, values: Readonly<Record<string, string | undefined>>): string {
  return body.replace(VARIABLE, (whole, name: string) => {
    const value = values[name];
    return value === undefined ? whole : value;
  });
}

/** The built-in variables for a selection: store and company names, the date and its weekday (English). */
export function builtinPromptValues(selection: {
  store?: string | null;
  company?: string | null;
  date?: string | null;
}): Partial<Record<BuiltinPromptVariable, string>> {
  const values: Partial<Record<BuiltinPromptVariable, string>> = {};
  if (selection.store) values.store = selection.store;
  if (selection.company) values.company = selection.company;
  if (selection.date && /^\d{4}-\d{2}-\d{2}$/.test(selection.date)) {
    values.date = selection.date;
    values.weekday = new Date(`${selection.date}T12:00:00Z`).toLocaleDateString('en-US', {
      weekday: 'long',
      timeZone: 'UTC',
    });
  }
  return values;
}

/** Whether a prompt matches a search: every word of the query in its title, category or body. */
export function promptMatches(
  prompt: { title: string; category: string; body: string },
  query: string,
): boolean {
  const haystack = `${prompt.title}\n${prompt.category}\n${prompt.body}`.toLocaleLowerCase();
  return query
    .toLocaleLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}
