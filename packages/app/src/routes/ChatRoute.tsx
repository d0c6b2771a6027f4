import type { StatBlockKey } from '@store-ops/domain';
import type { ContextSource } from '@store-ops/machines';
import {
  chatMachine,
  readChatInput,
  selectContextText,
  selectContextView,
  selectCsvStatus,
  selectIsProcessing,
} from '@store-ops/machines';
import { type ChatContextState, ChatScreen, StoreDayStatus } from '@store-ops/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect } from 'react';
import { ReportContextProvider, useReportContext, useReportContextSelector } from '../providers/context';
import { CsvDataProvider, useCsvData, useCsvDataSelector } from '../providers/csvData';
import { useAdminGate } from '../providers/impersonation';
import { useSelectorBarProps } from './selectorBar';

const CONTEXT_FAILED_PREFIX = 'Failed to build context: ';

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
  const report = useReportContext();
  const contextText = useReportContextSelector(selectContextText);
  const source = useReportContextSelector((s) => s.context.source);
  const manualText = useReportContextSelector((s) => s.context.manualText);
  const blocks = useReportContextSelector((s) => s.context.blocks);
  const context = useReportContextSelector(
    (s): ChatContextState => {
      const view = selectContextView(s);
      if (view.kind === 'ready')
        return view.facts ? { status: 'ready', preview: view.facts } : { status: 'building' };
      if (view.kind === 'building') return { status: 'building' };
      if (view.kind === 'failed')
        return { status: 'failed', message: view.message.replace(CONTEXT_FAILED_PREFIX, '') };
      return { status: 'empty' };
    },
    (a, b) => JSON.stringify(a) === JSON.stringify(b),
  );
  useEffect(() => {
    chat.send({ type: 'chat.context', context: contextText });
  }, [chat, contextText]);
  const isAdmin = useAdminGate();
  const selector = useSelectorBarProps(isAdmin);
  // Stable handlers: the screen's memoized parts re-render only for what they show.
  const onSend = useCallback((text: string) => chat.send({ type: 'chat.send', text }), [chat]);
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
      />
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
