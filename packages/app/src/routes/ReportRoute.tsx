import {
  type ReportContext,
  storeDayReportCsv,
  storeDayReportMarkdown,
  storeDayReportView,
} from '@store-ops/domain';
import { selectContextView } from '@store-ops/machines';
import { SelectorBar, type StoreDayReportCopyState, StoreDayReportScreen } from '@store-ops/ui';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { ReportContextProvider, useReportContextSelector } from '../providers/context';
import { CsvDataProvider } from '../providers/csvData';
import { useAdminGate } from '../providers/impersonation';
import { paths } from './paths';
import { useSelectorBarProps } from './selectorBar';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100%;
  > [data-component='SelectorBar'] {
    position: sticky;
    bottom: 0;
  }
  @media print {
    > [data-component='SelectorBar'] {
      display: none;
    }
  }
`;

/** A file name from the store and the date: letters, digits and dashes only. */
function fileName(ctx: ReportContext): string {
  const store = (ctx.location.store?.name ?? 'all-stores')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `store-day-report-${store}-${ctx.reportDate.date}.csv`;
}

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

function ConnectedReport() {
  const navigate = useNavigate();
  const selector = useSelectorBarProps(useAdminGate());
  const kind = useReportContextSelector((s) => selectContextView(s).kind);
  const failure = useReportContextSelector((s) => {
    const view = selectContextView(s);
    return view.kind === 'failed' ? view.message : null;
  });
  const report = useReportContextSelector((s) => s.context.report);
  const targets = useReportContextSelector((s) => s.context.settings?.targets);
  const view = useMemo(() => (report ? storeDayReportView(report, targets) : null), [report, targets]);
  const [copyState, setCopyState] = useState<StoreDayReportCopyState>('idle');
  const onCopy = useCallback(() => {
    if (!report) return;
    navigator.clipboard.writeText(storeDayReportMarkdown(report)).then(
      () => setCopyState('copied'),
      () => setCopyState('failed'),
    );
  }, [report]);
  const state =
    kind === 'ready' && report
      ? 'ready'
      : kind === 'failed'
        ? 'failed'
        : kind === 'building'
          ? 'loading'
          : 'empty';
  return (
    <Page>
      <StoreDayReportScreen
        report={state === 'ready' ? view : null}
        state={state}
        error={failure}
        onPrint={() => window.print()}
        onDownloadCsv={() => report && download(fileName(report), storeDayReportCsv(report))}
        onCopyMarkdown={onCopy}
        copyState={copyState}
        onClose={() => navigate(paths.chat)}
      />
      <SelectorBar {...selector} layout="bar" />
    </Page>
  );
}

/**
 * `/report`: the selected store-day's report to print, download as CSV or copy as Markdown, for every
 * user on their own stores. It is built from the same report context as the chat's (the report
 * worker, the company's report settings), so every figure is the one the assistant is given.
 */
export default function ReportRoute() {
  return (
    <CsvDataProvider>
      <ReportContextProvider withContext>
        <ConnectedReport />
      </ReportContextProvider>
    </CsvDataProvider>
  );
}
