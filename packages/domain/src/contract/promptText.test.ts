import { describe, expect, it } from 'vitest';
import {
  askedVariables,
  builtinPromptValues,
  fillPrompt,
  promptDraftErrors,
  promptMatches,
  promptVariables,
} from './promptText';

describe('prompt variables', () => {
  it('lists each variable once, in order of first appearance, spaces inside the braces allowed', () => {
    expect(
      promptVariables('Brief {{store}} on {{ date }}: {{shift}} then {{store}} and {{shift_lead}}'),
    ).toEqual(['store', 'date', 'shift', 'shift_lead']);
    expect(promptVariables('No variables, {single} braces, {{}} and {{1bad}}')).toEqual([]);
  });

  it('asks only for the variables that are not built in', () => {
    expect(askedVariables('{{store}} {{company}} {{date}} {{weekday}} {{employee}} {{reason}}')).toEqual([
      'employee',
      'reason',
    ]);
  });

  it('fills every occurrence and leaves a variable without a value as written', () => {
    expect(fillPrompt('{{store}} / {{ store }} / {{employee}}', { store: 'Downtown' })).toBe(
      'Downtown / Downtown / {{employee}}',
    );
    expect(fillPrompt('Pay $1 {{x}}', { x: '$& and $1' })).toBe('Pay $1 $& and $1');
  });

  it('gives the built-ins of a selection: the weekday of the date in English', () => {
    expect(
      builtinPromptValues({ store: 'Harvest Table #3', company: 'Harvest Table', date: '2026-11-25' }),
    ).toEqual({
      store: 'Harvest Table #3',
      company: 'Harvest Table',
      date: '2026-11-25',
      weekday: 'Wednesday',
    });
    expect(builtinPromptValues({ store: null, company: '', date: 'not a date' })).toEqual({});
  });
});

describe('prompt search', () => {
  const prompt = { title: 'Labor vs forecast', category: 'Labor', body: 'Compare labor at {{store}}' };
  it('matches when every word is somewhere in the title, category or body, in any case', () => {
    expect(promptMatches(prompt, 'LABOR store')).toBe(true);
    expect(promptMatches(prompt, '  ')).toBe(true);
    expect(promptMatches(prompt, 'labor sales')).toBe(false);
  });
});

describe('prompt draft errors', () => {
  it('names each empty or too long field with its message; none for a valid draft', () => {
    expect(promptDraftErrors({ title: '  ', category: 'x'.repeat(61), body: 'ok' })).toEqual({
      title: 'Enter a title.',
      category: 'Use at most 60 characters.',
    });
    expect(promptDraftErrors({ title: 'T', category: 'C', body: 'x'.repeat(4001) })).toEqual({
      body: 'Use at most 4000 characters.',
    });
    expect(promptDraftErrors({ title: ' T ', category: 'C', body: ` ${'x'.repeat(4000)} ` })).toEqual({});
  });
});
