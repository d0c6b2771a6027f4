// The column mapping editor: each source header to a spec column or Not imported, and the time format.
import {
  CSV_COLUMNS,
  type CsvFileName,
  canonicalHeader,
  type ImportTimeFormat,
  NOT_IMPORTED,
} from '@store-ops/domain';
import { useMemo, useState } from 'react';
import { Button } from '../../../components/Button';
import { Radio, RadioGroup } from '../../../components/RadioGroup';
import { Select } from '../../../components/Select';
import { Banner } from '../admin.styles';
import { MappingGrid, Row, Section } from './Import.styles';
import { importStrings as s } from './strings';
import type { ImportScreenProps } from './types';

export function MappingEditor(props: ImportScreenProps) {
  const { mapping, stage } = props;
  const files = props.days
    .flatMap((d) => d.files)
    .filter((f) => f.kind !== null && (f.missing.length > 0 || f.extra.length > 0));
  // Each header as it lands now: its saved choice, the spec column it already is, or not imported
  // (an extra column, until it is given one).
  const initial = useMemo(() => {
    const out: Partial<Record<CsvFileName, Record<string, string>>> = { ...(mapping?.files ?? {}) };
    for (const f of files) {
      const kind = f.kind as CsvFileName;
      const own = { ...(out[kind] ?? {}) };
      const columns: readonly string[] = CSV_COLUMNS[kind];
      for (const h of f.headers) {
        if (h in own) continue;
        if (columns.includes(canonicalHeader(h))) own[h] = canonicalHeader(h);
        else if (f.extra.includes(h)) own[h] = NOT_IMPORTED;
      }
      out[kind] = own;
    }
    return out;
  }, [mapping, files]);
  const [chosen, setChosen] = useState(initial);
  const [timeFormat, setTimeFormat] = useState<ImportTimeFormat>(mapping?.time_format ?? '12h');
  const seen = new Set<CsvFileName>();
  return (
    <Section aria-labelledby="so-import-mapping">
      <h2 id="so-import-mapping">{s.mappingTitle}</h2>
      <p>{s.mappingIntro}</p>
      {props.mappingError && <Banner role="alert">{props.mappingError}</Banner>}
      {files.map((f) => {
        const kind = f.kind as CsvFileName;
        if (seen.has(kind)) return null;
        seen.add(kind);
        return (
          <fieldset key={kind}>
            <legend>{s.mappingFor(kind)}</legend>
            {f.missing.length > 0 && <p>{s.missing(f.missing.join(', '))}</p>}
            {f.extra.length > 0 && <p>{s.extra(f.extra.join(', '))}</p>}
            <MappingGrid>
              {f.headers.map((h) => (
                <Select
                  key={h}
                  label={h}
                  options={[
                    { id: NOT_IMPORTED, label: s.notImported },
                    ...CSV_COLUMNS[kind].map((c) => ({ id: c, label: c })),
                  ]}
                  value={chosen[kind]?.[h] ?? NOT_IMPORTED}
                  onChange={(v) =>
                    setChosen((c) => {
                      const own = { ...(c[kind] ?? {}) };
                      own[h] = v ?? NOT_IMPORTED;
                      return { ...c, [kind]: own };
                    })
                  }
                />
              ))}
            </MappingGrid>
          </fieldset>
        );
      })}
      <RadioGroup
        label={s.timeFormat}
        value={timeFormat}
        onChange={(v) => setTimeFormat(v as ImportTimeFormat)}
      >
        <Radio value="12h">{s.time12}</Radio>
        <Radio value="24h">{s.time24}</Radio>
      </RadioGroup>
      <Row>
        <Button
          variant="primary"
          // Disabled rather than pending: the button goes with the editor, its announcement would dangle.
          isDisabled={stage === 'savingMapping'}
          onPress={() => props.onSaveMapping({ time_format: timeFormat, files: chosen })}
        >
          {stage === 'savingMapping' ? s.savingMapping : s.saveMapping}
        </Button>
      </Row>
    </Section>
  );
}
