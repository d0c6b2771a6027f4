/** A run of a story description's line: plain text, `code` or **strong**. */
export interface DescriptionRun {
  kind: 'text' | 'code' | 'strong';
  text: string;
}

/**
 * A story's description (its JSDoc, as Storybook gives it) as lines of runs, for the Machine panel's
 * "How to reach": `code` and **strong** marked, everything else text as written.
 */
export function descriptionLines(description: string): DescriptionRun[][] {
  return description
    .trim()
    .split('\n')
    .map((line) => {
      const runs: DescriptionRun[] = [];
      const mark = /`([^`]+)`|\*\*([^*]+)\*\*/g;
      let at = 0;
      for (let m = mark.exec(line); m; m = mark.exec(line)) {
        if (m.index > at) runs.push({ kind: 'text', text: line.slice(at, m.index) });
        runs.push(m[1] !== undefined ? { kind: 'code', text: m[1] } : { kind: 'strong', text: m[2] ?? '' });
        at = m.index + m[0].length;
      }
      if (at < line.length) runs.push({ kind: 'text', text: line.slice(at) });
      return runs;
    });
}
