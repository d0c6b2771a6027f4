import { dataImportBrowserDefaults, dataImportMachine, localToday } from '@store-ops/machines';
import { useActorRef } from '@xstate/react';
import { useCompanySelector } from '../../providers/selection';
import { parseInWorker } from '../../worker/importClient';
import { DataImport } from './dataImport';

const copy = (text: string) => void navigator.clipboard?.writeText(text).catch(() => {});

/** `/import` (admins): CSV exports in, checked in the import worker, dry run, then imported day by day. */
export default function ImportRoute() {
  const selectedStore = useCompanySelector((s) => s.context.store);
  const selectedDate = useCompanySelector((s) => s.context.date);
  const storeId = Number(selectedStore);
  const actor = useActorRef(dataImportMachine.provide(dataImportBrowserDefaults(undefined, parseInWorker)), {
    input: {
      date: selectedDate ?? localToday(),
      storeId: Number.isInteger(storeId) && storeId > 0 ? storeId : null,
    },
  });
  return <DataImport actor={actor} onCopy={copy} />;
}
