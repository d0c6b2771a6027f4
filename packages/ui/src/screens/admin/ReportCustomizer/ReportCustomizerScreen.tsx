import {
  type ReportSettings,
  type ReportSettingsChange,
  type ReportSettingsFields,
  type ReportTargets,
  SALES_METRIC_KEYS,
  SALES_METRIC_LABELS,
  type SalesMetricKey,
  STAT_BLOCK_KEYS,
  STAT_BLOCK_LABELS,
  type StatBlockKey,
  type StoreDayReportView,
} from '@store-ops/domain';
import { type ReactNode, useId, useState } from 'react';
import { Button } from '../../../components/Button';
import { Checkbox } from '../../../components/Checkbox';
import { ConflictPanel, type ConflictPanelWording } from '../../../components/ConflictPanel';
import { DatePicker } from '../../../components/DatePicker';
import { Disclosure } from '../../../components/Disclosure';
import { EmptyState } from '../../../components/EmptyState';
import { Select } from '../../../components/Select';
import { Spinner } from '../../../components/Spinner';
import { TextArea } from '../../../components/TextArea';
import { StoreDayReportBody } from '../../StoreDayReport';
import { Banner, Centered, Page, Title } from '../admin.styles';
import { NumberTextField } from './NumberTextField';
import {
  ChangeList,
  Checks,
  Columns,
  CompanyRow,
  ContextText,
  Footer,
  FormColumn,
  Group,
  Head,
  Lead,
  Placeholder,
  PreviewColumn,
  PreviewControls,
  PreviewLine,
  Root,
  SavedNote,
  StaffReport,
} from './ReportCustomizer.styles';
import { reportCustomizerStrings as s } from './strings';

/** One edit of the draft, as the machine receives it. */
export type ReportSettingsFieldChange =
  | { path: `blocks.${StatBlockKey}`; value: boolean }
  | { path: `metrics.${SalesMetricKey}`; value: boolean }
  /** NaN when the input is empty or not a number. */
  | { path: 'on_time_tolerance_minutes'; value: number }
  /** Empty: null for sales_per_labor_hour (no target), NaN for the others; NaN when not a number. */
  | { path: `targets.${keyof ReportTargets}`; value: number | null }
  | { path: 'instructions'; value: string };

export type ReportCustomizerFieldErrorKey =
  | 'on_time_tolerance_minutes'
  | 'targets.labor_cost_pct'
  | 'targets.sales_per_labor_hour'
  | 'targets.forecast_variance_pct'
  | 'targets.task_completion_pct'
  | 'instructions';

/** The live preview of the report context of one store-day, built from the draft. */
export interface ReportCustomizerPreview {
  stores: readonly { id: number; name: string }[];
  storeId: number | null;
  /** `YYYY-MM-DD`. */
  date: string;
  state: 'idle' | 'waiting' | 'building' | 'ready' | 'failed';
  /** The draft has invalid fields: the text shown is of the last valid draft. */
  stale: boolean;
  /** The text the assistant receives. */
  text: string | null;
  /** The same build as staff see it in the printable report (`storeDayReportView`, with the targets it was built with). */
  report: StoreDayReportView | null;
  sizeKb: number | null;
  error: string | null;
}

export interface ReportCustomizerScreenProps {
  companies: readonly { id: number; name: string }[];
  companyId: number | null;
  /** True while there are unsaved changes: the company picker is disabled and says why. */
  companyLocked: boolean;
  status: 'loading' | 'loadFailed' | 'ready' | 'saving' | 'conflict';
  draft: ReportSettingsFields;
  fieldErrors: Partial<Record<ReportCustomizerFieldErrorKey, string>>;
  /** The draft against the saved settings, field by field. */
  changes: readonly ReportSettingsChange[];
  dirty: boolean;
  canSave: boolean;
  /** Shows `Settings saved.` */
  justSaved: boolean;
  /** The load failure (with Retry) or the save failure. */
  error: string | null;
  /** Someone saved meanwhile: their settings, and each field where theirs (`from`) and the draft (`to`) differ. */
  conflict: { current: ReportSettings; changes: readonly ReportSettingsChange[] } | null;
  preview: ReportCustomizerPreview;
  onCompany(id: number): void;
  onField(change: ReportSettingsFieldChange): void;
  onPreviewStore(id: number): void;
  onPreviewDate(date: string): void;
  onSave(): void;
  onDiscard(): void;
  onRetry(): void;
  onKeepMine(): void;
  onTakeTheirs(): void;
}

const TARGET_FIELDS = [
  { key: 'labor_cost_pct', label: s.laborCost },
  { key: 'sales_per_labor_hour', label: s.salesPerLaborHour },
  { key: 'forecast_variance_pct', label: s.forecastVariance },
  { key: 'task_completion_pct', label: s.taskCompletion },
] as const satisfies readonly { key: keyof ReportTargets; label: string }[];

const conflictWording: Partial<ConflictPanelWording> = {
  keepMine: s.keepMine,
  takeTheirs: s.takeTheirs,
  table: s.conflictTable,
  field: s.conflictField,
  current: s.conflictTheirs,
  mine: s.conflictMine,
};

/**
 * The report customizer: a company's report settings as a form, with a live preview of the
 * report context they give one store-day. Fully controlled: the machine owns the draft, the
 * validation, the diff and the preview; this shows them and reports every edit.
 */
export function ReportCustomizerScreen(props: ReportCustomizerScreenProps) {
  const { companies, companyId, companyLocked, status, error } = props;

  let body: ReactNode;
  if (status === 'loading') {
    body = (
      <Centered role="status" data-part="loading">
        <Spinner size="sm" label={s.loading} />
        <span>{s.loading}</span>
      </Centered>
    );
  } else if (status === 'loadFailed') {
    body = (
      <EmptyState
        variant="error"
        title={error ?? s.loadFailed}
        action={<Button onPress={props.onRetry}>{s.retry}</Button>}
        data-part="load-failed"
      />
    );
  } else {
    body = <SettingsForm {...props} />;
  }

  return (
    <Page data-component="ReportCustomizerScreen" data-status={status}>
      <Root>
        <Head>
          <Title>{s.title}</Title>
          <Lead>{s.lead}</Lead>
        </Head>
        <CompanyRow>
          <Select
            label={s.company}
            placeholder={s.companyPlaceholder}
            options={companies.map((c) => ({ id: String(c.id), label: c.name }))}
            value={companyId === null ? null : String(companyId)}
            onChange={(id) => id !== null && props.onCompany(Number(id))}
            isDisabled={companyLocked}
            description={companyLocked ? s.companyLocked : undefined}
            data-locked={companyLocked ? '' : undefined}
          />
        </CompanyRow>
        {body}
      </Root>
    </Page>
  );
}

function SettingsForm(props: ReportCustomizerScreenProps) {
  const { draft, fieldErrors, status, conflict, error, canSave, dirty, justSaved, onField } = props;
  const ids = {
    blocks: useId(),
    metrics: useId(),
    clockIns: useId(),
    targets: useId(),
    instructions: useId(),
    preview: useId(),
    changes: useId(),
  };
  const saving = status === 'saving';
  return (
    <form
      noValidate
      aria-label={s.form}
      onSubmit={(e) => {
        e.preventDefault();
        if (canSave) props.onSave();
      }}
    >
      {status === 'conflict' && conflict && (
        <ConflictPanel
          message={s.conflict}
          fields={conflict.changes.map((c) => ({ key: c.key, label: c.label, current: c.from, mine: c.to }))}
          wording={conflictWording}
          onKeepMine={props.onKeepMine}
          onTakeTheirs={props.onTakeTheirs}
        />
      )}
      <Columns>
        <FormColumn>
          <Group>
            <h2 id={ids.blocks}>{s.blocks}</h2>
            <Checks role="group" aria-labelledby={ids.blocks}>
              {STAT_BLOCK_KEYS.map((k) => (
                <Checkbox
                  key={k}
                  isSelected={draft.blocks[k]}
                  onChange={(value) => onField({ path: `blocks.${k}`, value })}
                  data-key={`blocks.${k}`}
                >
                  {STAT_BLOCK_LABELS[k]}
                </Checkbox>
              ))}
            </Checks>
          </Group>
          <Group>
            <h2 id={ids.metrics}>{s.metrics}</h2>
            <Checks role="group" aria-labelledby={ids.metrics}>
              {SALES_METRIC_KEYS.map((k) => (
                <Checkbox
                  key={k}
                  isSelected={draft.metrics[k]}
                  onChange={(value) => onField({ path: `metrics.${k}`, value })}
                  data-key={`metrics.${k}`}
                >
                  {SALES_METRIC_LABELS[k]}
                </Checkbox>
              ))}
            </Checks>
          </Group>
          <Group>
            <h2 id={ids.clockIns}>{s.clockIns}</h2>
            <NumberTextField
              label={s.tolerance}
              description={s.toleranceHelp}
              inputMode="numeric"
              value={draft.on_time_tolerance_minutes}
              empty={Number.NaN}
              onValue={(value) => onField({ path: 'on_time_tolerance_minutes', value })}
              errorMessage={fieldErrors.on_time_tolerance_minutes}
              data-key="on_time_tolerance_minutes"
            />
          </Group>
          <Group>
            <h2 id={ids.targets}>{s.targets}</h2>
            {TARGET_FIELDS.map(({ key, label }) => (
              <NumberTextField
                key={key}
                label={label}
                inputMode="decimal"
                value={draft.targets[key]}
                empty={key === 'sales_per_labor_hour' ? null : Number.NaN}
                onValue={(value) => onField({ path: `targets.${key}`, value })}
                errorMessage={fieldErrors[`targets.${key}`]}
                data-key={`targets.${key}`}
              />
            ))}
          </Group>
          <Group>
            <h2 id={ids.instructions}>{s.instructions}</h2>
            <TextArea
              aria-labelledby={ids.instructions}
              rows={6}
              value={draft.instructions}
              onChange={(value) => onField({ path: 'instructions', value })}
              description={s.counter(draft.instructions.length)}
              isInvalid={Boolean(fieldErrors.instructions)}
              errorMessage={fieldErrors.instructions}
              data-key="instructions"
            />
          </Group>
        </FormColumn>
        <PreviewPanel {...props} headingId={ids.preview} changesId={ids.changes} />
      </Columns>
      <Footer data-part="actions">
        <Button type="submit" isDisabled={!canSave} isPending={saving}>
          {s.save}
        </Button>
        <Button variant="secondary" isDisabled={!dirty || saving} onPress={props.onDiscard}>
          {s.discard}
        </Button>
        <SavedNote role="status">{justSaved ? s.saved : ''}</SavedNote>
        {error && (
          <Banner role="alert" data-part="save-error">
            {error}
          </Banner>
        )}
      </Footer>
    </form>
  );
}

/** What the preview's status line says, if anything. */
function previewLine(
  preview: ReportCustomizerPreview,
): { text: string; tone: 'busy' | 'warning' | 'error' } | null {
  if (preview.stale) return { text: s.stale, tone: 'warning' };
  if (preview.state === 'failed') return { text: preview.error ?? s.previewFailed, tone: 'error' };
  if (preview.state === 'waiting' || preview.state === 'building') return { text: s.updating, tone: 'busy' };
  return null;
}

function PreviewPanel({
  preview,
  changes,
  onPreviewStore,
  onPreviewDate,
  headingId,
  changesId,
}: ReportCustomizerScreenProps & { headingId: string; changesId: string }) {
  const line = previewLine(preview);
  // Opened once, the model's text stays open while previews are rebuilt.
  const [textOpen, setTextOpen] = useState(false);
  return (
    <PreviewColumn aria-labelledby={headingId} data-part="preview" data-state={preview.state}>
      <h2 id={headingId}>{s.preview}</h2>
      <PreviewControls>
        <Select
          label={s.store}
          placeholder={s.storePlaceholder}
          options={preview.stores.map((st) => ({ id: String(st.id), label: st.name }))}
          value={preview.storeId === null ? null : String(preview.storeId)}
          onChange={(id) => id !== null && onPreviewStore(Number(id))}
        />
        <DatePicker
          label={s.date}
          value={preview.date}
          onChange={(date) => date !== null && onPreviewDate(date)}
        />
      </PreviewControls>
      <PreviewLine role="status" data-part="preview-status" data-tone={line?.tone}>
        {line?.tone === 'busy' && <Spinner size="sm" label={s.updating} />}
        {line && <span>{line.text}</span>}
      </PreviewLine>
      {preview.sizeKb !== null && <p data-part="size">{s.size(preview.sizeKb)}</p>}
      {preview.report !== null && (
        <StaffReport data-stale={preview.stale ? '' : undefined}>
          <StoreDayReportBody label={s.asStaffSee} report={preview.report} />
        </StaffReport>
      )}
      {preview.text !== null ? (
        <Disclosure
          title={s.modelText}
          headingLevel={3}
          isExpanded={textOpen}
          onExpandedChange={setTextOpen}
          data-part="model-text"
        >
          <ContextText
            role="region"
            tabIndex={0}
            aria-label={s.contextLabel}
            data-stale={preview.stale ? '' : undefined}
          >
            {preview.text}
          </ContextText>
        </Disclosure>
      ) : (
        preview.state === 'idle' && <Placeholder>{s.noPreview}</Placeholder>
      )}
      <div data-part="changes">
        <h3 id={changesId}>{s.changes}</h3>
        {changes.length > 0 ? (
          <ChangeList>
            {changes.map((c) => (
              <li key={c.key} data-key={c.key}>
                {s.change(c.label, c.from, c.to)}
              </li>
            ))}
          </ChangeList>
        ) : (
          <p>{s.noChanges}</p>
        )}
      </div>
    </PreviewColumn>
  );
}
