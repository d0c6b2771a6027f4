// How the analyst writes figures. Formatting only: every value comes in already computed.

const money2 = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const plain = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** $1,234.50 and -$45.00 */
export function money(n: number): string {
  return `${n < 0 ? '-' : ''}$${money2.format(Math.abs(n))}`;
}

/** +$120.00 / -$45.00 / $0.00 */
export function signedMoney(n: number): string {
  return n > 0 ? `+${money(n)}` : money(n);
}

/** 1,234.5 (at most 2 decimals) */
export function num(n: number): string {
  return plain.format(n);
}

/** +3.5 / -2 / 0 */
export function signedNum(n: number): string {
  return n > 0 ? `+${num(n)}` : num(n);
}

/** 27.35% (at most 2 decimals), or n/a for a metric with a zero divisor. */
export function pct(n: number | null): string {
  return n === null ? 'n/a' : `${plain.format(n)}%`;
}

export function signedPct(n: number | null): string {
  return n === null ? 'n/a' : n > 0 ? `+${pct(n)}` : pct(n);
}

/** 12.5 h */
export function hours(n: number): string {
  return `${plain.format(n)} h`;
}

export function moneyOrNa(n: number | null): string {
  return n === null ? 'n/a' : money(n);
}

/** Minutes with their sign spelled out: "7 min late", "3 min early". */
export function minutesLabel(variance: number): string {
  const abs = plain.format(Math.abs(variance));
  if (variance > 0) return `${abs} min late`;
  if (variance < 0) return `${abs} min early`;
  return 'on time';
}

/**
 * A text from the data (an employee, task, product, timer or store name) made literal in Markdown:
 * the characters that are syntax inside a line (emphasis, code, links and images, HTML, entities,
 * strikethrough, and the `@`, `:` and `.` of GFM's e-mail, URL and www autolinks) are backslash-escaped
 * and line breaks become spaces, so a task named
 * `![x](/auth/logout)` shows as those characters, never as an image or a link. Data never starts a
 * line here, so line-start syntax (`#`, `-`, `1.`) needs nothing; pipes are `table`'s to escape.
 */
export function literal(text: string): string {
  return text.replace(/[\\`*_[\]<>&~!@:.]/g, '\\$&').replace(/\s*[\r\n]+\s*/g, ' ');
}

/** A markdown table; pipes in cells are escaped so a product name cannot break the table. */
export function table(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  const cell = (s: string) => s.replaceAll('|', '\\|').replaceAll('\n', ' ');
  const align = headers.map((_, i) => (i === 0 ? '---' : '---:'));
  return [
    `| ${headers.map(cell).join(' | ')} |`,
    `| ${align.join(' | ')} |`,
    ...rows.map((r) => `| ${r.map(cell).join(' | ')} |`),
  ].join('\n');
}
