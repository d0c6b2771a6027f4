import type { ImportParser } from '@store-ops/machines';
import { comlinkWorker } from './comlinkWorker';
import type { ImportWorker } from './import.worker';

const importWorker = comlinkWorker<ImportWorker>({
  create: () =>
    new Worker(new URL('./import.worker.ts', import.meta.url), { type: 'module', name: 'import' }),
  failedMessage: 'The import worker failed.',
});

/** The import machine's parse: the files checked in the import worker (a superseded parse is dropped). */
export const parseInWorker: ImportParser = (input, signal) =>
  importWorker.call(
    (remote) => remote.parse({ files: [...input.files], date: input.date, mapping: input.mapping }),
    signal,
  );
