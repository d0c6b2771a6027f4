import { type Store, storeDayReportView } from '@store-ops/domain';
import { type reportCustomizerMachine, reportCustomizerView } from '@store-ops/machines';
import { ReportCustomizerScreen } from '@store-ops/ui/admin';
import { useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';

/**
 * The report customizer machine wired to its screen (the route and QA/Report customizer). The
 * preview's store list is the chosen company's stores; when none is chosen yet (the first visit, or
 * after a change of company) the first of them is.
 */
export function ReportCustomizer({
  actor,
  stores,
}: {
  actor: ActorRefFrom<typeof reportCustomizerMachine>;
  stores: readonly Pick<Store, 'id' | 'name' | 'company_id'>[];
}) {
  const view = useSelector(actor, (s) => reportCustomizerView(s), sameView);
  const send = actor.send;
  const companyStores = stores.filter((s) => s.company_id === view.companyId);
  const firstStore = companyStores[0]?.id ?? null;
  const storeMissing =
    view.preview.storeId === null || !companyStores.some((s) => s.id === view.preview.storeId);
  useEffect(() => {
    if (storeMissing && firstStore !== null) send({ type: 'customizer.previewStore', storeId: firstStore });
  }, [storeMissing, firstStore, send]);
  const { report, targets } = view.preview;
  // The preview as staff see it, marked against the targets it was built with.
  const staffReport = useMemo(
    () => (report ? storeDayReportView(report, targets ?? undefined) : null),
    [report, targets],
  );
  return (
    <ReportCustomizerScreen
      companies={view.companies}
      companyId={view.companyId}
      companyLocked={view.companyLocked}
      status={view.status}
      draft={view.draft}
      fieldErrors={view.fieldErrors}
      changes={view.changes}
      dirty={view.dirty}
      canSave={view.canSave}
      justSaved={view.justSaved}
      error={view.error}
      conflict={view.conflict}
      preview={{
        stores: companyStores.map((s) => ({ id: s.id, name: s.name })),
        storeId: view.preview.storeId,
        date: view.preview.date,
        state: view.preview.state,
        stale: view.preview.stale,
        text: view.preview.text,
        report: staffReport,
        sizeKb: view.preview.sizeKb,
        error: view.preview.error,
      }}
      onCompany={(companyId) => send({ type: 'customizer.company', companyId })}
      onField={(change) => send({ type: 'customizer.field', ...change })}
      onPreviewStore={(storeId) => send({ type: 'customizer.previewStore', storeId })}
      onPreviewDate={(date) => send({ type: 'customizer.previewDate', date })}
      onSave={() => send({ type: 'customizer.save' })}
      onDiscard={() => send({ type: 'customizer.discard' })}
      onRetry={() => send({ type: 'customizer.retry' })}
      onKeepMine={() => send({ type: 'customizer.keepMine' })}
      onTakeTheirs={() => send({ type: 'customizer.takeTheirs' })}
    />
  );
}

/** The view is rebuilt on every snapshot; the screen re-renders only when a value changed. */
const sameView = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
