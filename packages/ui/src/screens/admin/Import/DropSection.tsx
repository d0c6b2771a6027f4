import { type DropItem, FileTrigger } from 'react-aria-components';
import { Button } from '../../../components/Button';
import { DatePicker } from '../../../components/DatePicker';
import { Select } from '../../../components/Select';
import { Spinner } from '../../../components/Spinner';
import { Centered } from '../admin.styles';
import { Choices, FileCard, FileList, Row, Section, Zone } from './Import.styles';
import { importStrings as s } from './strings';
import type { ImportPickedFile, ImportScreenProps, ImportStage } from './types';

const BUSY: readonly ImportStage[] = ['parsing', 'savingMapping', 'checking', 'importing'];

/** The files of a drop, with their paths inside any folder dropped. */
async function dropped(items: readonly DropItem[], prefix = ''): Promise<ImportPickedFile[]> {
  const out: ImportPickedFile[] = [];
  for (const item of items) {
    if (item.kind === 'file') out.push({ path: `${prefix}${item.name}`, blob: await item.getFile() });
    else if (item.kind === 'directory') {
      const entries: DropItem[] = [];
      for await (const entry of item.getEntries()) entries.push(entry);
      out.push(...(await dropped(entries, `${prefix}${item.name}/`)));
    }
  }
  return out;
}

/** Picked files, with the folder path when a folder was picked. */
const picked = (list: FileList | null): ImportPickedFile[] =>
  Array.from(list ?? []).map((f) => ({ path: f.webkitRelativePath || f.name, blob: f }));

export function DropSection(props: ImportScreenProps) {
  const { stage, storeId } = props;
  const busy = BUSY.includes(stage);
  const noStore = storeId === null;
  return (
    <Section aria-labelledby="so-import-files">
      <p id="so-import-files">{s.intro}</p>
      <Choices>
        <Select
          label={s.store}
          placeholder={s.chooseStore}
          options={props.stores.map((st) => ({ id: String(st.id), label: st.name }))}
          value={storeId === null ? null : String(storeId)}
          onChange={(v) => v && props.onStore(Number(v))}
          isDisabled={busy}
        />
        <DatePicker
          label={s.date}
          value={props.date}
          onChange={(v) => v && props.onDate(v)}
          isDisabled={busy}
        />
      </Choices>
      <Zone
        aria-label={s.dropZone}
        isDisabled={noStore || busy}
        onDrop={async (e) => {
          const files = await dropped(e.items);
          if (files.length > 0) props.onFiles(files);
        }}
      >
        <span>{noStore ? s.storeFirst : s.dropZone}</span>
        <span data-part="pickers">
          <FileTrigger
            allowsMultiple
            acceptedFileTypes={['.csv', 'text/csv']}
            onSelect={(l) => props.onFiles(picked(l))}
          >
            <Button variant="secondary" size="sm" isDisabled={noStore || busy}>
              {s.chooseFiles}
            </Button>
          </FileTrigger>
          <FileTrigger acceptDirectory onSelect={(l) => props.onFiles(picked(l))}>
            <Button variant="secondary" size="sm" isDisabled={noStore || busy}>
              {s.chooseFolder}
            </Button>
          </FileTrigger>
        </span>
      </Zone>
      {stage === 'parsing' && (
        <Centered role="status">
          <Spinner size="sm" label={s.parsing} />
          <span>{s.parsing}</span>
        </Centered>
      )}
      {props.days.map((day) => (
        <section key={day.date} aria-label={day.date}>
          <h2>{day.date}</h2>
          <FileList>
            {day.files.map((f) => (
              <FileCard key={f.path} data-problems={f.problems.length > 0 || undefined} aria-label={f.path}>
                <div data-part="file-head">
                  <span data-part="file-name">{f.path}</span>
                  <span>
                    {f.kind === null
                      ? s.unknownKind
                      : f.problems.length > 0
                        ? s.fileProblems(f.problems.length)
                        : s.rows(f.rows)}
                  </span>
                  <Button variant="ghost" size="sm" isDisabled={busy} onPress={() => props.onRemove(f.path)}>
                    {s.remove(f.path)}
                  </Button>
                </div>
                {f.problems.length > 0 && (
                  <ol aria-label={s.fileProblems(f.problems.length)}>
                    {f.problems.map((p) => (
                      <li key={`${p.line}:${p.message}`}>
                        {s.line(p.line)}: {p.message}
                      </li>
                    ))}
                  </ol>
                )}
              </FileCard>
            ))}
          </FileList>
        </section>
      ))}
      {stage === 'problems' && <p role="alert">{s.problemsHint}</p>}
      {(stage === 'ready' || stage === 'checking') && (
        <Row>
          <Button variant="primary" onPress={props.onDryRun} isDisabled={stage === 'checking'}>
            {s.dryRun}
          </Button>
          {stage === 'checking' && <span role="status">{s.checking}</span>}
        </Row>
      )}
    </Section>
  );
}
