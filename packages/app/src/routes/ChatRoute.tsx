import type { StatBlockKey } from '@store-ops/domain';
import { contextHash, promptMatches } from '@store-ops/domain';
import type { ContextSource } from '@store-ops/machines';
import {
  chatMachine,
  promptsMachine,
  readChatInput,
  selectContextFigures,
  selectContextText,
  selectCsvStatus,
  selectIsProcessing,
  selectPendingReply,
  selectSuggestions,
} from '@store-ops/machines';
import { ChatScreen, StoreDayStatus, useFrameValue, type VariablesDialogProps } from '@store-ops/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { lazyWithReload } from '../lazyWithReload';
import { ReportContextProvider, useReportContext, useReportContextSelector } from '../providers/context';
import { CsvDataProvider, useCsvData, useCsvDataSelector } from '../providers/csvData';
import { useAdminGate } from '../providers/impersonation';
import type { PromptDraftState } from './PromptsRoute';
import { paths } from './paths';
import { useSelectorBarProps } from './selectorBar';
import { usePromptFiller } from './usePrompt';
import { chatContextState } from './views';

/** Asked only when a prompt with its own variables is used: loaded then (or in idle time with the overlays). */
const VariablesDialog = lazyWithReload<VariablesDialogProps>(() =>
  import('./overlays').then((m) => ({ default: m.VariablesDialog })),
);

/**
 * The prompt library in the chat (issue 18): `/` in the input lists the prompts the user may see;
 * a chosen one (or one the library's Use sent here in the address's state) fills the draft, after
 * the dialog for its own variables.
 */
function useChatPrompts() {
  const prompts = useActorRef(promptsMachine);
  const list = useSelector(prompts, (s) => s.context.prompts);
  const [fill, setFill] = useState<{ text: string; key: number } | undefined>(undefined);
  const onFilled = useCallback((text: string) => setFill((f) => ({ text, key: (f?.key ?? 0) + 1 })), []);
  const onUsed = useCallback((id: number) => prompts.send({ type: 'prompts.used', id }), [prompts]);
  const filler = usePromptFiller(onFilled, onUsed);
  const { use } = filler;

  // A draft from the library's Use: applied once, then dropped from the history entry (a reload
  // or Back does not fill it again).
  const location = useLocation();
  const navigate = useNavigate();
  const sent = (location.state as Partial<PromptDraftState> | null)?.promptDraft;
  useEffect(() => {
    if (typeof sent !== 'string') return;
    onFilled(sent);
    navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [sent, onFilled, navigate, location.pathname, location.search]);

  const promptPicker = useMemo(
    () => ({
      options: (query: string) => (list ?? []).filter((p) => promptMatches(p, query)),
      onPick: (id: number) => {
        const prompt = list?.find((p) => p.id === id);
        if (prompt) use(prompt);
      },
    }),
    [list, use],
  );
  return { promptPicker, fill, dialog: filler.dialog };
}

/** Where the store-day data came from, its error, and Refresh (forces the network). */
function StoreDayStatusConnected() {
  const csv = useCsvData();
  const status = useCsvDataSelector(selectCsvStatus);
  const error = useCsvDataSelector((s) => s.context.error);
  return <StoreDayStatus status={status} error={error} onRefresh={() => csv.send({ type: 'csv.refresh' })} />;
}

function ConnectedChat() {
  const chat = useActorRef(chatMachine, { input: readChatInput() });
  const messages = useSelector(chat, (s) => s.context.history);
  const isProcessing = useSelector(chat, selectIsProcessing);
  const streaming = useSelector(
    chat,
    selectPendingReply,
    (a, b) =>
      a === b ||
      (a?.status === 'streaming' && b?.status === 'streaming'
        ? a.text === b.text && a.tool === b.tool
        : a?.status === b?.status),
  );
  // The pieces of a streamed reply that arrive within one animation frame (a provider may send one
  // every few ms) render the screen once (app bench: long tasks while a 40 KB Markdown reply streams
  // in); the reply's end (null) shows at once.
  const framed = useFrameValue(streaming);
  const pendingReply = streaming === null ? null : framed;
  const report = useReportContext();
  const contextText = useReportContextSelector(selectContextText);
  const source = useReportContextSelector((s) => s.context.source);
  const manualText = useReportContextSelector((s) => s.context.manualText);
  const blocks = useReportContextSelector((s) => s.context.blocks);
  const figures = useReportContextSelector(selectContextFigures);
  // The context the chat sends (below): a reply asked with it carries the same hash.
  const figuresContextHash = useMemo(() => contextHash(contextText), [contextText]);
  const suggestions = useReportContextSelector(selectSuggestions);
  const context = useReportContextSelector(
    chatContextState,
    (a, b) => JSON.stringify(a) === JSON.stringify(b),
  );
  useEffect(() => {
    chat.send({ type: 'chat.context', context: contextText });
  }, [chat, contextText]);
  const isAdmin = useAdminGate();
  const selector = useSelectorBarProps(isAdmin);
  const prompts = useChatPrompts();
  // Stable handlers: the screen's memoized parts re-render only for what they show.
  const onSend = useCallback((text: string) => chat.send({ type: 'chat.send', text }), [chat]);
  const onStop = useCallback(() => chat.send({ type: 'chat.stop' }), [chat]);
  const onRegenerate = useCallback(
    (modelPath?: string) => chat.send({ type: 'chat.regenerate', ...(modelPath ? { modelPath } : {}) }),
    [chat],
  );
  const onEdit = useCallback((text: string) => chat.send({ type: 'chat.edit', text }), [chat]);
  // Admins may regenerate a reply with another model of the catalogue: loaded after the first paint
  // (the settings module is not part of the chat's start-up).
  const [regenerateModels, setRegenerateModels] = useState<{ path: string; label: string }[]>();
  useEffect(() => {
    setRegenerateModels(undefined);
    if (!isAdmin) return;
    let live = true;
    import('../providers/settings')
      .then((m) => m.loadModelOptions())
      .then((list) => {
        if (live && list.length > 0) setRegenerateModels(list.map((m) => ({ path: m.path, label: m.label })));
      })
      .catch((error: unknown) => console.error('Failed to load the model list', error));
    return () => {
      live = false;
    };
  }, [isAdmin]);
  const onContextSourceChange = useCallback(
    (next: ContextSource) => report.send({ type: 'context.source', source: next }),
    [report],
  );
  const onManualContextChange = useCallback(
    (text: string) => report.send({ type: 'context.manualText', text }),
    [report],
  );
  const onSelectedBlocksChange = useCallback(
    (next: StatBlockKey[]) => report.send({ type: 'context.blocks', blocks: next }),
    [report],
  );

  const navigate = useNavigate();
  const onOpenReport = useCallback(() => navigate(paths.report), [navigate]);

  return (
    <>
      <StoreDayStatusConnected />
      <ChatScreen
        messages={messages}
        isProcessing={isProcessing}
        onSend={onSend}
        context={context}
        contextSource={source}
        onContextSourceChange={onContextSourceChange}
        manualContext={manualText}
        onManualContextChange={onManualContextChange}
        selectedBlocks={blocks}
        onSelectedBlocksChange={onSelectedBlocksChange}
        selector={selector}
        promptPicker={prompts.promptPicker}
        fill={prompts.fill}
        onOpenReport={onOpenReport}
        pendingReply={pendingReply}
        onStop={onStop}
        onRegenerate={onRegenerate}
        regenerateModels={regenerateModels}
        onEdit={onEdit}
        figures={figures}
        figuresContextHash={figuresContextHash}
        suggestions={suggestions}
      />
      {prompts.dialog && (
        <Suspense fallback={null}>
          <VariablesDialog {...prompts.dialog} />
        </Suspense>
      )}
    </>
  );
}

/** `/` and `/chat`: the assistant over the selected store-day's report context. */
export default function ChatRoute() {
  return (
    <CsvDataProvider>
      <ReportContextProvider>
        <ConnectedChat />
      </ReportContextProvider>
    </CsvDataProvider>
  );
}
