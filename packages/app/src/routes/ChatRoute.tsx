import type { StatBlockKey } from '@store-ops/domain';
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
import { useEffect } from 'react';
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

  return (
    <>
      <StoreDayStatusConnected />
      <ChatScreen
        messages={messages}
        isProcessing={isProcessing}
        onSend={(text) => chat.send({ type: 'chat.send', text })}
        context={context}
        contextSource={source}
        onContextSourceChange={(next) => report.send({ type: 'context.source', source: next })}
        manualContext={manualText}
        onManualContextChange={(text) => report.send({ type: 'context.manualText', text })}
        selectedBlocks={blocks}
        onSelectedBlocksChange={(next: StatBlockKey[]) =>
          report.send({ type: 'context.blocks', blocks: next })
        }
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
