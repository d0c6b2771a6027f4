/**
 * A reply with every common block: Components/Markdown's Rich and its Brand Matrix
 * (Markdown.matrix.stories.tsx).
 */
export const richSource = `## Daily sales summary

Net sales were **$12,480.50**, up *4.2%* on the forecast. See [the report guide](https://example.com/guide).

| Metric | Value |
| --- | ---: |
| Net sales per labor hour | $85.40 |
| Labor cost % | 24.1% |

1. Review the hourly breakdown
2. Check late clock-ins
   - within plus or minus 2 minutes counts as on time

> Weather: light rain, 14 °C.

Inline \`code\` and a block:

\`\`\`ts
const total = sales.reduce((sum, s) => sum + s.net, 0);
\`\`\`
`;
