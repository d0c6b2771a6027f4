// What a dry run or an import answered: per store-day, each file's headers as mapped and its rows.
import { CSV_FILE_NAMES, type CsvFileName, NOT_IMPORTED } from '@store-ops/domain';
import type { ReactNode } from 'react';
import { Button } from '../../../components/Button';
import { ProgressBar } from '../../../components/ProgressBar';
import { ColumnHeads } from '../../../components/shared/ColumnHeads';
import { Banner } from '../admin.styles';
import { Row, Section, Table } from './Import.styles';
import { importStrings as s } from './strings';
import type { ImportScreenProps } from './types';

/** How the company's mapping reads a dry-run file's headers: the renamed and dropped ones, or the spec's. */
function mappedHeaders(props: ImportScreenProps, date: string, kind: CsvFileName): string {
  const file = props.days.find((d) => d.date === date)?.files.find((f) => f.kind === kind);
  const rules = props.mapping?.files[kind] ?? {};
  const lower = new Map(
    Object.entries(rules).map(([source, column]) => [source.trim().toLowerCase(), column]),
  );
  const changes = (file?.headers ?? []).flatMap((h) => {
    const column = lower.get(h.toLowerCase());
    if (column === undefined || column === h) return [];
    return [column === NOT_IMPORTED ? s.dropped(h) : s.renamed(h, column)];
  });
  return changes.length > 0 ? changes.join(', ') : s.specHeaders;
}

export function Outcome(props: ImportScreenProps) {
  const { stage, dryRuns } = props;
  const total = props.days.length;
  let body: ReactNode = null;
  if (stage === 'confirm' || stage === 'importing') {
    body = (
      <>
        <Table aria-label={s.dryRunTable}>
          <ColumnHeads columns={[s.day, s.file, s.headersColumn, s.beforeAfterColumn]} />
          <tbody>
            {dryRuns.flatMap((r) =>
              CSV_FILE_NAMES.filter((f) => r.counts[f] !== undefined).map((f) => (
                <tr key={`${r.date} ${f}`}>
                  <td>{r.date}</td>
                  <td>{f}</td>
                  <td>{mappedHeaders(props, r.date, f)}</td>
                  <td>{s.beforeAfter(r.replaced[f] ?? 0, r.counts[f] ?? 0)}</td>
                </tr>
              )),
            )}
          </tbody>
        </Table>
        {stage === 'confirm' ? (
          <Row>
            <Button variant="primary" onPress={props.onConfirm}>
              {s.import}
            </Button>
            <Button variant="secondary" onPress={props.onCancel}>
              {s.cancel}
            </Button>
          </Row>
        ) : (
          <ProgressBar
            label={s.importing}
            value={props.imported}
            minValue={0}
            maxValue={total}
            statusText={s.progress(props.imported, total)}
          />
        )}
      </>
    );
  } else if (stage === 'done') {
    body = (
      <Row>
        <span role="status">{s.done(props.imported)}</span>
        <Button variant="secondary" onPress={props.onReset}>
          {s.importMore}
        </Button>
      </Row>
    );
  } else if (stage === 'failed') {
    body = (
      <Banner role="alert">
        <span>{props.error ?? s.failed}</span>
        <Button variant="secondary" size="sm" onPress={props.onReset}>
          {s.startOver}
        </Button>
      </Banner>
    );
  }
  return body && <Section aria-label={s.dryRunTable}>{body}</Section>;
}
