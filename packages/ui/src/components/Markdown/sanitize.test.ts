import { describe, expect, it } from 'vitest';
import { isSafeUrl } from './sanitize';

describe('isSafeUrl: the links and sources rendered Markdown keeps', () => {
  it.each([
    'https://example.com/menu',
    'HTTP://example.com',
    'mailto:ops@example.com',
    'tel:+15550100',
    '#totals',
    '/blog/spring-menu',
    './notes',
    '../notes',
    'notes/today',
    '?page=2',
  ])('keeps %s', (url) => expect(isSafeUrl(url)).toBe(true));

  it.each([
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'java\tscript:alert(1)',
    // Protocol-relative: another site, in every spelling a browser reads as `//`.
    '//evil.example/login',
    '//evil.example',
    '\\\\evil.example/login',
    '/\\evil.example/login',
    '\\/evil.example/login',
    ' //evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
  ])('drops %j', (url) => expect(isSafeUrl(url)).toBe(false));
});
