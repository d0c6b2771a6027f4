import { useMemo } from 'react';
import { ColumnHeads } from '../../../components/shared/ColumnHeads';
import { countsText, timeOf } from './format';
import { Section, Table } from './Import.styles';
import { importStrings as s } from './strings';
import type { ImportScreenProps } from './types';

export function RecentImports({ recent, stores, timeZone }: ImportScreenProps) {
  const time = useMemo(() => timeOf(timeZone), [timeZone]);
  return (
    <Section aria-labelledby="so-import-recent">
      <h2 id="so-import-recent">{s.recentTitle}</h2>
      {recent.length === 0 ? (
        <p>{s.recentEmpty}</p>
      ) : (
        <Table aria-label={s.recentTable}>
          <ColumnHeads columns={[s.when, s.who, s.storeDay, s.counts]} />
          <tbody>
            {recent.map((e) => {
              const after = (e.after ?? {}) as { date?: string; counts?: unknown; token?: { name?: string } };
              const store =
                stores.find((st) => st.id === e.entity_id)?.name ?? e.entity_name ?? `#${e.entity_id}`;
              return (
                <tr key={e.id}>
                  <td>{time.format(e.at)}</td>
                  <td>{after.token?.name ?? e.actor_email ?? ''}</td>
                  <td>{`${store}, ${after.date ?? ''}`}</td>
                  <td>{countsText(after.counts)}</td>
                </tr>
              );
            })}
          </tbody>
        </Table>
      )}
    </Section>
  );
}
