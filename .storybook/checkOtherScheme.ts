import type { AfterEach } from '@storybook/react-vite';

/** True inside the Vitest run (addon-vitest defines VITEST_STORYBOOK), false in the Storybook UI. */
function inVitest(): boolean {
  try {
    return import.meta.env.VITEST_STORYBOOK !== undefined;
  } catch {
    return false;
  }
}

interface A11yParams {
  test?: 'error' | 'todo' | 'off';
  disable?: boolean;
  config?: { rules?: { id: string; enabled: boolean }[] };
  options?: Record<string, unknown>;
}

/**
 * The rules of axe's default set whose result depends on colours. Flipping the scheme changes CSS
 * variables only, so every other rule sees the same DOM and would repeat the story-mode run's result.
 */
const colourRules = ['color-contrast', 'link-in-text-block'];

/**
 * addon-a11y runs axe once, in the story's mode. In the test run we also check the other colour
 * scheme: flip every `data-color-scheme` (themes are CSS variables, so nothing re-renders), turn
 * motion off so no transition is caught half-way, run axe's colour rules (those the story has not
 * turned off), and restore. Violations fail the story when `parameters.a11y.test` is 'error'.
 */
export const checkOtherScheme: AfterEach = async ({ parameters, viewMode, reporting }) => {
  const a11y = (parameters.a11y ?? {}) as A11yParams;
  if (!inVitest() || viewMode !== 'story' || a11y.disable || a11y.test === 'off') return;
  const themed = [...document.querySelectorAll<HTMLElement>('[data-color-scheme]')];
  if (themed.length === 0 || themed.some((el) => el.closest('[data-component="BrandMatrix"]'))) return;
  const off = new Set((a11y.config?.rules ?? []).filter((r) => !r.enabled).map((r) => r.id));
  const rules = colourRules.filter((id) => !off.has(id));
  if (rules.length === 0) return;
  const html = document.documentElement;
  const previous = themed.map((el) => el.getAttribute('data-color-scheme'));
  html.setAttribute('data-motion', 'off');
  for (const el of themed)
    el.setAttribute('data-color-scheme', el.dataset.colorScheme === 'dark' ? 'light' : 'dark');
  const other = themed[0]?.dataset.colorScheme;
  try {
    await new Promise((r) => requestAnimationFrame(() => r(undefined)));
    const axe = (await import('axe-core')).default;
    axe.reset();
    const result = await axe.run(
      {
        include: [document.body],
        exclude: [['.sb-wrapper'], ['#storybook-docs'], ['#storybook-highlights-root']],
      },
      { ...(a11y.options ?? {}), runOnly: { type: 'rule', values: rules } } as never,
    );
    const status = result.violations.length > 0 ? (a11y.test === 'error' ? 'failed' : 'warning') : 'passed';
    reporting.addReport({
      type: 'a11y-other-scheme',
      version: 1,
      result: { scheme: other, ...result },
      status,
    });
    if (status === 'failed') {
      const lines = result.violations.flatMap((v) => [
        `${v.id} (${v.impact}): ${v.help}`,
        ...v.nodes
          .slice(0, 5)
          .map((n) => `  ${n.target.join(' ')}: ${n.failureSummary?.replace(/\n/g, ' ')}`),
      ]);
      throw new Error(`Accessibility violations in ${other} mode:\n${lines.join('\n')}`);
    }
  } finally {
    themed.forEach((el, i) => {
      el.setAttribute('data-color-scheme', previous[i] ?? 'light');
    });
    html.removeAttribute('data-motion');
  }
};
