// The context as a collapsible JSON tree: objects and arrays fold (<details>), the first two levels open.
import type { Json } from '@store-ops/machines/inspector';
// biome-ignore lint/correctness/noUnusedImports: Storybook's manager build compiles JSX to React.createElement.
import React from 'react';
import { styled } from 'storybook/theming';

const Tree = styled.section`
  font-family: ${({ theme }) => theme.typography.fonts.mono};
  font-size: 12px;
  line-height: 1.5;
  details > div {
    padding-left: 14px;
  }
  summary {
    cursor: pointer;
  }
  .key {
    color: ${({ theme }) => theme.color.secondary};
  }
  .muted {
    color: ${({ theme }) => theme.textMutedColor};
  }
  .string {
    color: ${({ theme }) => theme.color.positiveText};
  }
  .number, .boolean, .null {
    color: ${({ theme }) => theme.color.warningText};
  }
`;

function Leaf({ value }: { value: Json }) {
  if (value === null) return <span className="null">null</span>;
  if (typeof value === 'string') return <span className="string">{JSON.stringify(value)}</span>;
  return <span className={typeof value}>{String(value)}</span>;
}

function Node({ name, value, depth }: { name: string | null; value: Json; depth: number }) {
  const label = name === null ? null : <span className="key">{name}: </span>;
  if (value === null || typeof value !== 'object') {
    return (
      <div>
        {label}
        <Leaf value={value} />
      </div>
    );
  }
  const entries: [string, Json][] = Array.isArray(value)
    ? value.map((v, i) => [String(i), v])
    : Object.entries(value);
  const summary = Array.isArray(value) ? `[${value.length}]` : `{${entries.length}}`;
  if (entries.length === 0) {
    return (
      <div>
        {label}
        <span className="muted">{Array.isArray(value) ? '[]' : '{}'}</span>
      </div>
    );
  }
  return (
    <details open={depth < 2}>
      <summary>
        {label}
        <span className="muted">{summary}</span>
      </summary>
      <div>
        {entries.map(([k, v]) => (
          <Node key={k} name={k} value={v} depth={depth + 1} />
        ))}
      </div>
    </details>
  );
}

export function JsonTree({ value, label }: { value: Json; label: string }) {
  return (
    <Tree aria-label={label} data-testid="machine-context">
      <Node name={null} value={value} depth={0} />
    </Tree>
  );
}
