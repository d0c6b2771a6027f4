// What can be done with a chat message, loaded after the chat's first paint (an empty
// history needs none of it): a reply's Copy, Regenerate (and, for admins, with another model), Reply
// details and its tables' Copy as CSV / TSV; the last question's Edit and its editor.
import type { ChatMessage as ChatMessageData, FigureUnit, TracedFigure } from '@store-ops/domain';

// Tracing a reply's numbers to the report context's figures: domain's pure definition, in this chunk.
export { traceFigures } from '@store-ops/domain';

import { type RefObject, useEffect, useRef, useState } from 'react';
import { Button } from '../Button';
import { Disclosure } from '../Disclosure';
import { Menu } from '../Menu';
import { TextArea } from '../TextArea';
import { Actions, Details, EditForm } from './ChatMessage.styles';
import { chatMessageStrings as s } from './strings';
import { tableCsv, tableRows, tableTsv } from './tables';

/** A model a reply may be regenerated with (the catalogue the model select shows). */
export interface RegenerateModel {
  path: string;
  label: string;
}

type CopyState = { key: string; outcome: 'copied' | 'failed' } | null;

/** Copies text to the clipboard; the pressed button says Copied (or Copy failed) for 2 s. */
function useCopy() {
  const [state, setState] = useState<CopyState>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = (key: string, text: () => string) => {
    const settle = (outcome: 'copied' | 'failed') => {
      setState({ key, outcome });
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setState(null), 2000);
    };
    try {
      navigator.clipboard.writeText(text()).then(
        () => settle('copied'),
        () => settle('failed'),
      );
    } catch {
      settle('failed');
    }
  };
  const label = (key: string, idle: string) =>
    state?.key === key ? (state.outcome === 'copied' ? s.copied : s.copyFailed) : idle;
  return { copy, label };
}

/** How many tables the reply's rendered body holds (it renders once the Markdown renderer is in). */
function useTableCount(bubble: RefObject<HTMLElement | null>): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    const root = bubble.current;
    if (!root) return;
    const measure = () => setCount(root.querySelectorAll('[data-part="body"] table').length);
    measure();
    const observer = new MutationObserver(measure);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [bubble]);
  return count;
}

const formatDuration = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export interface ReplyActionsProps {
  message: ChatMessageData;
  /** The message's article: its tables are read from the rendered body. */
  bubble: RefObject<HTMLElement | null>;
  /** The last reply only, while nothing is in flight. */
  onRegenerate?: (modelPath?: string) => void;
  /** Admins: the catalogue, to regenerate with another model. */
  regenerateModels?: readonly RegenerateModel[];
  locale?: string;
}

export function ReplyActions({ message, bubble, onRegenerate, regenerateModels, locale }: ReplyActionsProps) {
  const { copy, label } = useCopy();
  // The reply's tables, numbered from 1.
  const tables = Array.from({ length: useTableCount(bubble) }, (_, i) => i + 1);
  const table = (n: number) => {
    const found = bubble.current?.querySelectorAll<HTMLTableElement>('[data-part="body"] table')[n - 1];
    return found ? tableRows(found) : [];
  };
  const number = new Intl.NumberFormat(locale);
  const hasDetails = message.model !== undefined || message.provider !== undefined;
  const tools = message.tools?.filter((t) => t.trim() !== '') ?? [];
  return (
    <>
      <Actions role="group" aria-label={s.actionsLabel} data-part="actions">
        <Button size="sm" variant="ghost" data-part="copy" onPress={() => copy('copy', () => message.msg)}>
          {label('copy', s.copy)}
        </Button>
        {tables.flatMap((n) => {
          const csv = tables.length === 1 ? s.copyCsv : s.copyTableCsv(n);
          const tsv = tables.length === 1 ? s.copyTsv : s.copyTableTsv(n);
          return [
            <Button
              key={`csv${n}`}
              size="sm"
              variant="ghost"
              data-part="copy-csv"
              onPress={() => copy(`csv${n}`, () => tableCsv(table(n)))}
            >
              {label(`csv${n}`, csv)}
            </Button>,
            <Button
              key={`tsv${n}`}
              size="sm"
              variant="ghost"
              data-part="copy-tsv"
              onPress={() => copy(`tsv${n}`, () => tableTsv(table(n)))}
            >
              {label(`tsv${n}`, tsv)}
            </Button>,
          ];
        })}
        {onRegenerate && (
          <Button size="sm" variant="ghost" data-part="regenerate" onPress={() => onRegenerate()}>
            {s.regenerate}
          </Button>
        )}
        {onRegenerate && regenerateModels && regenerateModels.length > 0 && (
          <Menu
            label={s.regenerateWith}
            triggerVariant="ghost"
            items={regenerateModels.map((m) => ({ id: m.path, label: m.label, description: m.path }))}
            onAction={(path) => onRegenerate(path)}
            data-part="regenerate-with"
          />
        )}
      </Actions>
      {hasDetails && (
        <Disclosure title={s.details} headingLevel={2} data-part="details">
          <Details>
            {message.model !== undefined && (
              <div>
                <dt>{s.detailModel}</dt>
                <dd data-detail="model">{message.model}</dd>
              </div>
            )}
            {message.provider !== undefined && (
              <div>
                <dt>{s.detailProvider}</dt>
                <dd data-detail="provider">{message.provider}</dd>
              </div>
            )}
            <div>
              <dt>{s.detailTools}</dt>
              <dd data-detail="tools">{tools.length > 0 ? tools.join(', ') : s.noTools}</dd>
            </div>
            {message.duration_ms !== undefined && (
              <div>
                <dt>{s.detailDuration}</dt>
                <dd data-detail="duration">{formatDuration(message.duration_ms)}</dd>
              </div>
            )}
            {message.usage && (
              <>
                <div>
                  <dt>{s.detailTokensIn}</dt>
                  <dd data-detail="tokens-in">{number.format(message.usage.input)}</dd>
                </div>
                <div>
                  <dt>{s.detailTokensOut}</dt>
                  <dd data-detail="tokens-out">{number.format(message.usage.output)}</dd>
                </div>
              </>
            )}
          </Details>
        </Disclosure>
      )}
    </>
  );
}

/** The last question's Edit button. */
export function EditButton({ onPress }: { onPress: () => void }) {
  return (
    <Button size="sm" variant="ghost" data-part="edit" onPress={onPress}>
      {s.edit}
    </Button>
  );
}

export interface QuestionEditorProps {
  text: string;
  onSave: (text: string) => void;
  onCancel: () => void;
}

/** The last question, editable: Save & send asks the edited question (replacing it and its reply). */
export function QuestionEditor({ text, onSave, onCancel }: QuestionEditorProps) {
  const [draft, setDraft] = useState(text);
  const save = () => {
    if (draft.trim() !== '') onSave(draft);
  };
  return (
    <EditForm
      data-part="editor"
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape') onCancel();
      }}
    >
      <TextArea aria-label={s.editLabel} value={draft} onChange={setDraft} rows={3} autoFocus />
      <div>
        <Button size="sm" type="submit" isDisabled={draft.trim() === ''} data-part="save-and-send">
          {s.saveAndSend}
        </Button>
        <Button size="sm" variant="secondary" onPress={onCancel} data-part="cancel-edit">
          {s.cancel}
        </Button>
      </div>
    </EditForm>
  );
}

/** A figure's value as the report writes it. */
function formatFigureValue(value: number, unit: FigureUnit, locale?: string): string {
  const digits = Number.isInteger(value) ? 0 : 2;
  switch (unit) {
    case 'money':
      return new Intl.NumberFormat(locale ?? 'en-US', {
        style: 'currency',
        currency: 'USD',
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }).format(value);
    case 'percent':
      return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value)}%`;
    case 'minutes':
      return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value)} min`;
    case 'hours':
      return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value)} h`;
    default:
      return new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value);
  }
}

/** A traced figure's block, field and value; a flagged number's `not in the report context`. */
export function FigureTipContent({ traced, locale }: { traced: TracedFigure; locale?: string }) {
  const { figure } = traced;
  if (!figure) return <span data-part="figure-flag">{s.notInContext}</span>;
  return (
    <dl>
      <dt>{s.figureBlock}</dt>
      <dd data-tip="block">{s.blockLabels[figure.block] ?? figure.block}</dd>
      <dt>{s.figureField}</dt>
      <dd data-tip="field">{figure.label}</dd>
      <dt>{s.figureValue}</dt>
      <dd data-tip="value">{formatFigureValue(figure.value, figure.unit, locale)}</dd>
    </dl>
  );
}
