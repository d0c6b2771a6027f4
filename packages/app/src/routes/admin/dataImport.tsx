import type { dataImportMachine, ImportDayCheck } from '@store-ops/machines';
import { ImportScreen, type ImportStage } from '@store-ops/ui/admin';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';

const STAGES: readonly ImportStage[] = [
  'parsing',
  'problems',
  'unmapped',
  'savingMapping',
  'ready',
  'checking',
  'confirm',
  'importing',
  'done',
  'failed',
];

/** The Import screen over an import machine (the route's and the QA story's wiring). */
export function DataImport({
  actor,
  onCopy,
}: {
  actor: ActorRefFrom<typeof dataImportMachine>;
  onCopy: (text: string) => void;
}) {
  const view = useSelector(actor, (s) => s);
  const files = (view.value as { files: string }).files;
  // Loading the mapping is part of reading the files, as the screen tells it.
  const stage = (
    files === 'loadingMapping' ? 'parsing' : STAGES.includes(files as ImportStage) ? files : 'empty'
  ) as ImportStage;
  const c = view.context;
  return (
    <ImportScreen
      status={
        view.matches({ overview: 'failed' })
          ? 'failed'
          : view.matches({ overview: 'loading' })
            ? 'loading'
            : 'ready'
      }
      overviewError={c.overviewError}
      stores={c.stores}
      storeId={c.storeId}
      date={c.date}
      stage={stage}
      days={c.days as ImportDayCheck[]}
      dryRuns={c.dryRuns}
      imported={c.imported.length}
      error={c.error}
      mapping={c.mapping}
      mappingError={c.mappingError}
      recent={c.recent}
      tokens={c.tokens}
      createdToken={c.createdToken}
      tokenError={c.tokenError}
      tokenBusy={!view.matches({ tokens: 'idle' })}
      onStore={(storeId) => actor.send({ type: 'import.store', storeId })}
      onDate={(date) => actor.send({ type: 'import.date', date })}
      onFiles={(dropped) => actor.send({ type: 'import.drop', files: dropped })}
      onRemove={(path) => actor.send({ type: 'import.remove', path })}
      onSaveMapping={(mapping) => actor.send({ type: 'mapping.save', mapping })}
      onDryRun={() => actor.send({ type: 'import.dryRun' })}
      onConfirm={() => actor.send({ type: 'import.confirm' })}
      onCancel={() => actor.send({ type: 'import.cancel' })}
      onReset={() => actor.send({ type: 'import.reset' })}
      onRetry={() => actor.send({ type: 'overview.retry' })}
      onCreateToken={(name, storeIds) => actor.send({ type: 'token.create', name, storeIds })}
      onRevokeToken={(id) => actor.send({ type: 'token.revoke', id })}
      onDismissToken={() => actor.send({ type: 'token.dismiss' })}
      onCopy={onCopy}
    />
  );
}
