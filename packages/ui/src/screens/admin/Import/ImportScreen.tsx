import {
  type AuditEntryRow,
  CSV_COLUMNS,
  CSV_FILE_NAMES,
  type CsvFileName,
  canonicalHeader,
  type ImportMapping,
  type ImportMappingWrite,
  type ImportResponse,
  type ImportTimeFormat,
  NOT_IMPORTED,
  type ServiceToken,
} from '@store-ops/domain';
import { type ReactNode, useMemo, useState } from 'react';
import { type DropItem, FileTrigger } from 'react-aria-components';
import { AlertDialog } from '../../../components/AlertDialog';
import { Button } from '../../../components/Button';
import { Checkbox } from '../../../components/Checkbox';
import { CheckboxGroup } from '../../../components/CheckboxGroup';
import { DatePicker } from '../../../components/DatePicker';
import { EmptyState } from '../../../components/EmptyState';
import { ProgressBar } from '../../../components/ProgressBar';
import { Radio, RadioGroup } from '../../../components/RadioGroup';
import { Select } from '../../../components/Select';
import { Spinner } from '../../../components/Spinner';
import { TextField } from '../../../components/TextField';
import { Banner, Centered, Page, PageHeader, Title } from '../admin.styles';
import { Choices, FileCard, FileList, MappingGrid, Row, Secret, Section, Table, Zone } from './Import.styles';
import { importStrings as s } from './strings';

/** A file as it was dropped or picked: its path inside a dropped folder (or its name) and its bytes. */
export interface ImportPickedFile {
  path: string;
  blob: Blob;
}

export interface ImportFileView {
  path: string;
  kind: CsvFileName | null;
  rows: number;
  headers: readonly string[];
  missing: readonly string[];
  extra: readonly string[];
  problems: readonly { line: number | null; message: string }[];
}

export interface ImportDayView {
  date: string;
  files: readonly ImportFileView[];
}

export type ImportStage =
  | 'empty'
  | 'parsing'
  | 'problems'
  | 'unmapped'
  | 'savingMapping'
  | 'ready'
  | 'checking'
  | 'confirm'
  | 'importing'
  | 'done'
  | 'failed';

export interface ImportScreenProps {
  /** The stores, last imports and tokens. */
  status: 'loading' | 'ready' | 'failed';
  overviewError?: string | null;
  stores: readonly { id: number; name: string }[];
  storeId: number | null;
  date: string;
  stage: ImportStage;
  days: readonly ImportDayView[];
  dryRuns: readonly ImportResponse[];
  /** Days imported so far. */
  imported: number;
  error?: string | null;
  mapping: ImportMapping | null;
  mappingError?: string | null;
  recent: readonly AuditEntryRow[];
  tokens: readonly ServiceToken[];
  createdToken: { name: string; token: string } | null;
  tokenError?: string | null;
  tokenBusy?: boolean;
  onStore: (storeId: number) => void;
  onDate: (date: string) => void;
  onFiles: (files: ImportPickedFile[]) => void;
  onRemove: (path: string) => void;
  onSaveMapping: (mapping: Omit<ImportMappingWrite, 'version'>) => void;
  onDryRun: () => void;
  onConfirm: () => void;
  onCancel: () => void;
  onReset: () => void;
  onRetry: () => void;
  onCreateToken: (name: string, storeIds: number[] | null) => void;
  onRevokeToken: (id: number) => void;
  onDismissToken: () => void;
  onCopy: (text: string) => void;
  /** IANA time zone times are shown in (stories pin one); the browser's when omitted. */
  timeZone?: string;
}

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

const timeOf = (timeZone: string | undefined) =>
  new Intl.DateTimeFormat('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    ...(timeZone ? { timeZone } : {}),
  });

const countsText = (counts: unknown) =>
  Object.entries((counts ?? {}) as Record<string, number>)
    .map(([file, n]) => `${file} ${n}`)
    .join(', ');

/**
 * /import: an admin chooses the store and date, drops the day's CSV files (or a folder of days);
 * each file shows its rows or its problems line by line; a dry run answers, per store-day, the rows
 * each file replaces; Import commits day after day with a progress bar. The last imports and the
 * service tokens are below.
 */
export function ImportScreen(props: ImportScreenProps) {
  const { status, stage } = props;
  if (status === 'failed')
    return (
      <Page data-component="ImportScreen" data-state="failed">
        <PageHeader>
          <Title>{s.title}</Title>
        </PageHeader>
        <EmptyState
          variant="error"
          title={s.loadFailed}
          description={props.overviewError ?? undefined}
          action={
            <Button variant="primary" size="sm" onPress={props.onRetry}>
              {s.retry}
            </Button>
          }
        />
      </Page>
    );
  if (status === 'loading' && props.stores.length === 0)
    return (
      <Page data-component="ImportScreen" data-state="loading">
        <PageHeader>
          <Title>{s.title}</Title>
        </PageHeader>
        <Centered role="status">
          <Spinner size="sm" label={s.loading} />
          <span>{s.loading}</span>
        </Centered>
      </Page>
    );
  return (
    <Page data-component="ImportScreen" data-state={stage}>
      <PageHeader>
        <Title>{s.title}</Title>
      </PageHeader>
      <DropSection {...props} />
      {(stage === 'unmapped' || stage === 'savingMapping') && <MappingEditor {...props} />}
      <Outcome {...props} />
      <RecentImports {...props} />
      <Tokens {...props} />
    </Page>
  );
}

function DropSection(props: ImportScreenProps) {
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

function MappingEditor(props: ImportScreenProps) {
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

function Outcome(props: ImportScreenProps) {
  const { stage, dryRuns } = props;
  const total = props.days.length;
  let body: ReactNode = null;
  if (stage === 'confirm' || stage === 'importing') {
    body = (
      <>
        <Table aria-label={s.dryRunTable}>
          <thead>
            <tr>
              <th scope="col">{s.day}</th>
              <th scope="col">{s.file}</th>
              <th scope="col">{s.headersColumn}</th>
              <th scope="col">{s.beforeAfterColumn}</th>
            </tr>
          </thead>
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

function RecentImports({ recent, stores, timeZone }: ImportScreenProps) {
  const time = useMemo(() => timeOf(timeZone), [timeZone]);
  return (
    <Section aria-labelledby="so-import-recent">
      <h2 id="so-import-recent">{s.recentTitle}</h2>
      {recent.length === 0 ? (
        <p>{s.recentEmpty}</p>
      ) : (
        <Table aria-label={s.recentTable}>
          <thead>
            <tr>
              <th scope="col">{s.when}</th>
              <th scope="col">{s.who}</th>
              <th scope="col">{s.storeDay}</th>
              <th scope="col">{s.counts}</th>
            </tr>
          </thead>
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

function Tokens(props: ImportScreenProps) {
  const { tokens, stores, createdToken } = props;
  const time = useMemo(() => timeOf(props.timeZone), [props.timeZone]);
  const [name, setName] = useState('');
  const [storeIds, setStoreIds] = useState<string[]>([]);
  const [revoking, setRevoking] = useState<ServiceToken | null>(null);
  const [copied, setCopied] = useState(false);
  const storeNames = (ids: readonly number[] | null) =>
    ids === null
      ? s.allStores
      : ids.map((id) => stores.find((st) => st.id === id)?.name ?? `#${id}`).join(', ');
  return (
    <Section aria-labelledby="so-import-tokens">
      <h2 id="so-import-tokens">{s.tokensTitle}</h2>
      <p>{s.tokensIntro}</p>
      {props.tokenError && <Banner role="alert">{props.tokenError}</Banner>}
      {createdToken && (
        <Banner role="status" aria-label={s.secretTitle(createdToken.name)}>
          <Secret>
            <strong>{s.secretTitle(createdToken.name)}</strong>
            <span>{s.secretHint}</span>
            <code>{createdToken.token}</code>
            <Button
              variant="secondary"
              size="sm"
              onPress={() => {
                props.onCopy(createdToken.token);
                setCopied(true);
              }}
            >
              {copied ? s.copied : s.copy}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              onPress={() => {
                setCopied(false);
                props.onDismissToken();
              }}
            >
              {s.dismiss}
            </Button>
          </Secret>
        </Banner>
      )}
      {tokens.length === 0 ? (
        <p>{s.tokensEmpty}</p>
      ) : (
        <Table aria-label={s.tokensTable}>
          <thead>
            <tr>
              <th scope="col">{s.tokenName}</th>
              <th scope="col">{s.tokenStores}</th>
              <th scope="col">{s.created}</th>
              <th scope="col">{s.lastUsed}</th>
              <th scope="col">
                <span className="so-visually-hidden">{s.revoke}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {tokens.map((t) => (
              <tr key={t.id}>
                <td>{t.name}</td>
                <td>{storeNames(t.store_ids)}</td>
                <td>{time.format(t.created_at)}</td>
                <td>{t.last_used_at ? time.format(t.last_used_at) : s.never}</td>
                <td>
                  <Button
                    variant="secondary"
                    size="sm"
                    isDisabled={props.tokenBusy}
                    onPress={() => setRevoking(t)}
                    aria-label={`${s.revoke} ${t.name}`}
                  >
                    {s.revoke}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <form
        aria-label={s.createToken}
        onSubmit={(e) => {
          e.preventDefault();
          if (!name.trim()) return;
          props.onCreateToken(name.trim(), storeIds.length === 0 ? null : storeIds.map(Number));
          setName('');
          setStoreIds([]);
          setCopied(false);
        }}
      >
        <Row>
          <TextField label={s.tokenName} value={name} onChange={setName} isRequired />
          <CheckboxGroup
            label={s.tokenStores}
            description={s.allStores}
            value={storeIds}
            onChange={setStoreIds}
            orientation="horizontal"
          >
            {stores.map((st) => (
              <Checkbox key={st.id} value={String(st.id)}>
                {st.name}
              </Checkbox>
            ))}
          </CheckboxGroup>
          <Button type="submit" variant="primary" isPending={props.tokenBusy} isDisabled={!name.trim()}>
            {s.createToken}
          </Button>
        </Row>
      </form>
      <AlertDialog
        title={revoking ? s.revokeTitle(revoking.name) : ''}
        isOpen={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        confirmLabel={s.revoke}
        cancelLabel={s.cancel}
        variant="danger"
        onConfirm={() => {
          if (revoking) props.onRevokeToken(revoking.id);
          setRevoking(null);
        }}
      >
        {s.revokeBody}
      </AlertDialog>
    </Section>
  );
}
