import { defaultBlocksOf, storeDayId, storeDayIdKey, type Weather, weatherFor } from '@store-ops/domain';
import {
  localToday,
  type ReportPreviewBuilder,
  reportCustomizerBrowserDefaults,
  reportCustomizerMachine,
} from '@store-ops/machines';
import { useActorRef } from '@xstate/react';
import { useRef } from 'react';
import { useCompanySelector } from '../../providers/selection';
import { useCatalog } from '../../providers/services';
import { reportWorker } from '../../worker/client';
import { ReportCustomizer } from './reportCustomizer';

/**
 * `/reports` (admins): a company's report settings, with a live preview of one store-day built with
 * the draft in the report worker (the same code as the chat's context): the printable report as staff
 * see it, and the text the assistant receives.
 */
export default function ReportCustomizerRoute() {
  const { stores, companies, hours } = useCatalog();
  const selectedStore = useCompanySelector((s) => s.context.store);
  const selectedDate = useCompanySelector((s) => s.context.date);
  const latest = useRef({ stores, hours });
  latest.current = { stores, hours };
  /** The weather of each store-day the worker fetched for the preview (the worker holds the rows). */
  const weather = useRef(new Map<string, Weather | null>());

  const buildPreview: ReportPreviewBuilder = async ({ settings, storeId, date }, signal) => {
    // The same store-day as the chat's, so the worker's held day serves both.
    const storeDay = storeDayId(String(storeId), date);
    const key = storeDayIdKey(storeDay);
    const fetchDay = async () => {
      const day = await reportWorker.fetch(storeDay, signal);
      weather.current.set(key, weatherFor(day.weather, storeId, date));
    };
    const build = () =>
      reportWorker.build(
        {
          storeDay,
          selected: {},
          date,
          store: latest.current.stores.find((s) => s.id === storeId) ?? null,
          hours: latest.current.hours.filter((h) => h.store_id === storeId),
          blocks: defaultBlocksOf(settings),
          weather: weather.current.get(key) ?? null,
          settings,
          // Staff see the day's status taken on the store's clock now; the printable body needs the context.
          now: new Date(),
          withContext: true,
        },
        signal,
      );
    if (!weather.current.has(key)) await fetchDay();
    let built = await build();
    if ('notHeld' in built) {
      // The worker let the day go (it holds a few): fetch it again.
      await fetchDay();
      built = await build();
    }
    if ('notHeld' in built) throw new Error(`The report worker lost store-day ${key}`);
    if (!built.context) throw new Error('The report worker sent no report context');
    return { text: built.text, report: built.context, sizeKb: built.facts.sizeKb };
  };

  const selected = stores.find((s) => String(s.id) === selectedStore);
  const actor = useActorRef(
    reportCustomizerMachine.provide(reportCustomizerBrowserDefaults(undefined, buildPreview)),
    {
      input: {
        companies: companies.map((c) => ({ id: c.id, name: c.name })),
        ...(selected ? { companyId: selected.company_id, storeId: selected.id } : {}),
        date: selectedDate ?? localToday(),
      },
    },
  );
  return <ReportCustomizer actor={actor} stores={stores} />;
}
