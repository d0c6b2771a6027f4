import type { StatBlockKey } from '@store-ops/domain';
import { contextHash, storeDayId } from '@store-ops/domain';
import type { ContextSource } from '@store-ops/machines';
import {
  chatMachine,
  NO_STORE,
  readChatInput,
  selectContextFigures,
  selectContextText,
  selectCsvStatus,
  selectIsProcessing,
  selectPendingReply,
  selectSuggestions,
} from '@store-ops/machines';
import { type ChatContextState, ChatScreen, StoreDayStatus, useFrameValue } from '@store-ops/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { lazyWithReload } from '../lazyWithReload';
import { ReportContextProvider, useReportContext, useReportContextSelector } from '../providers/context';
import { CsvDataProvider, useCsvData, useCsvDataSelector } from '../providers/csvData';
import { useAdminGate } from '../providers/impersonation';
import { useCompanySelector } from '../providers/selection';
import { useCatalog } from '../providers/services';
import type { ChatPromptsProps, ChatPromptsView } from './chatPrompts';
import { paths } from './paths';
import { useSelectorBarProps } from './selectorBar';
import { chatContextState, chatHeaderView } from './views';

/**
 * The prompt library in the chat (the `/` picker, a prompt sent from the library's Use): its machine
 * and dialog load just after the chat's first paint, so they stay out of its initial JavaScript.
 */
const ChatPrompts = lazyWithReload<ChatPromptsProps>(() => import('./chatPrompts'));

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
  const built = useReportContextSelector(chatContextState, (a, b) => JSON.stringify(a) === JSON.stringify(b));
  const selectedDate = useCompanySelector((s) => s.context.date);
  const selectedStore = useCompanySelector((s) => s.context.store);
  const storeId = selectedStore === NO_STORE ? null : selectedStore;
  const { stores, companies } = useCatalog();
  // The context keeps describing the store-day it holds while a newly selected one loads: until it
  // describes the selection, the chat shows it building, or the selection's load failure.
  const heldDate = useReportContextSelector((s) => s.context.date);
  const heldStore = useReportContextSelector((s) => s.context.storeId);
  const csvStatus = useCsvDataSelector(selectCsvStatus);
  const csvError = useCsvDataSelector((s) => s.context.error);
  const current = built.status === 'ready' && heldDate === selectedDate && heldStore === selectedStore;
  const header = useMemo(
    () => chatHeaderView({ storeId, date: selectedDate, stores, companies, context: built }),
    [storeId, selectedDate, stores, companies, built],
  );
  const context: ChatContextState = current
    ? built
    : csvStatus === 'error'
      ? {
          status: 'loadFailed',
          store: header.store ?? 'the selected store',
          date: header.date ?? 'the selected date',
          message: csvError ?? '',
        }
      : built.status === 'ready'
        ? { status: 'building' }
        : built;
  // Each store-day has its own conversation.
  useEffect(() => {
    if (selectedDate) chat.send({ type: 'chat.conversation', storeDay: storeDayId(storeId, selectedDate) });
  }, [chat, storeId, selectedDate]);
  useEffect(() => {
    chat.send({ type: 'chat.context', context: contextText });
  }, [chat, contextText]);
  const isAdmin = useAdminGate();
  const selector = useSelectorBarProps(isAdmin);
  const [prompts, setPrompts] = useState<ChatPromptsView>({});
  // Stable handlers: the screen's memoized parts re-render only for what they show.
  const onSend = useCallback((text: string) => chat.send({ type: 'chat.send', text }), [chat]);
  const onStop = useCallback(() => chat.send({ type: 'chat.stop' }), [chat]);
  const onRegenerate = useCallback(
    (modelPath?: string) => chat.send({ type: 'chat.regenerate', ...(modelPath ? { modelPath } : {}) }),
    [chat],
  );
  const onEdit = useCallback((text: string) => chat.send({ type: 'chat.edit', text }), [chat]);
  const onNewConversation = useCallback(() => chat.send({ type: 'chat.clear' }), [chat]);
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
        suggestions={current ? suggestions : NO_SUGGESTIONS}
        header={header}
        onNewConversation={onNewConversation}
      />
      <Suspense fallback={null}>
        <ChatPrompts onChange={setPrompts} />
      </Suspense>
    </>
  );
}

const NO_SUGGESTIONS: string[] = [];

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
