import { describe, expect, it } from 'vitest';
import { BLOG_FIELD_MESSAGES, blogDraftErrors, blogExcerpt, slugFromTitle } from './blogText';

describe('blogExcerpt', () => {
  it('is the first plain paragraph with the Markdown marks taken out', () => {
    const body = [
      '# Heading',
      '',
      '- a list',
      '',
      'Open **/dashboard** on _yesterday_, see [the docs](https://x.test) and `code`\nover two lines.',
      '',
      'Second paragraph.',
    ].join('\n');
    expect(blogExcerpt(body)).toBe('Open /dashboard on yesterday, see the docs and code over two lines.');
  });

  it('cuts a long paragraph at a word and ends it with an ellipsis, under 200 characters', () => {
    const words = Array.from({ length: 60 }, (_, i) => `word${i}`).join(' ');
    const excerpt = blogExcerpt(words);
    expect(excerpt.length).toBeLessThanOrEqual(200);
    expect(excerpt.endsWith('…')).toBe(true);
    expect(
      excerpt
        .slice(0, -1)
        .split(' ')
        .every((w) => /^word\d+$/.test(w)),
    ).toBe(true);
    expect(words.startsWith(excerpt.slice(0, -1))).toBe(true);
  });

  it('is empty when there is no plain paragraph', () => {
    expect(blogExcerpt('## Only a heading\n\n| a | b |\n| - | - |')).toBe('');
  });
});

describe('slugFromTitle', () => {
  it.each([
    ["Spring menu: what's new?", 'spring-menu-what-s-new'],
    ['  Crème brûlée — 2026  ', 'creme-brulee-2026'],
    ['!!!', ''],
  ])('%s -> %s', (title, slug) => expect(slugFromTitle(title)).toBe(slug));

  it('stays within 80 characters and never ends with a hyphen', () => {
    const slug = slugFromTitle(`${'a'.repeat(79)} b`);
    expect(slug).toBe('a'.repeat(79));
  });
});

describe('blogDraftErrors', () => {
  it('names each empty, long or malformed field', () => {
    expect(blogDraftErrors({ slug: '', title: ' ', body: '' })).toEqual({
      slug: BLOG_FIELD_MESSAGES.slug.empty,
      title: BLOG_FIELD_MESSAGES.title.empty,
      body: BLOG_FIELD_MESSAGES.body.empty,
    });
    expect(blogDraftErrors({ slug: 'Spring_Menu', title: 't'.repeat(121), body: 'ok' })).toEqual({
      slug: 'Use lowercase letters, digits and single hyphens, e.g. spring-menu-update.',
      title: 'Use at most 120 characters.',
    });
    expect(blogDraftErrors({ slug: 'spring-menu-2026', title: 'Spring', body: 'Text' })).toEqual({});
  });
});
